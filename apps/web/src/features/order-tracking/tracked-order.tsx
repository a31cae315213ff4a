import { districtById, localLevelById, localLevelName, promisedDelivery, type TrackedOrder } from '@pasal/contract';
import { MapPin, Store } from 'lucide-react';
import { formatBsAd, formatDeliveryDays } from '../../components/format-date';
import { activeLocale, t } from '../../i18n';
import { OrderStatusBadge, OrderTimeline, TrackingDetails } from '../orders';

/** "Pokhara Metropolitan City, Kaski" in the page's language (the ids name them in Nepali too). */
function placeOf(destination: NonNullable<TrackedOrder['destination']>): string {
  const language = activeLocale();
  const level = destination.local_level_id === null ? undefined : localLevelById(destination.local_level_id);
  const district = destination.district_id === null ? undefined : districtById(destination.district_id);
  const town = level ? localLevelName(level, language) : destination.town;
  const districtName = district ? (language === 'ne' ? district.nameNe : district.nameEn) : destination.district;
  return [town, districtName].filter((part) => part.trim() !== '').join(', ');
}

/** "Expected delivery" while the order is still on its way (the days promised when it was placed). */
function PromisedDays({ order }: { order: TrackedOrder }) {
  const days = promisedDelivery(order.delivery);
  if (!days || order.order_status === 'Delivered' || order.order_status === 'Cancelled') return null;
  const label =
    order.delivery_method === 'pickup'
      ? t('orders.readyForPickupFrom')
      : days.from === days.to
        ? t('orders.expectedBy')
        : t('orders.expectedDelivery');
  return (
    <p className="mt-1 text-slate-700">
      {label}: <span className="font-medium text-ink">{formatDeliveryDays(days)}</span>
    </p>
  );
}

/** The tracked order: its status, where it goes (town and district only), when, and its timeline. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const pickup = order.delivery_method === 'pickup';
  const Icon = pickup ? Store : MapPin;
  return (
    <section
      aria-labelledby="tracked-order-heading"
      data-testid="tracked-order"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tracked-order-heading" className="text-lg font-semibold text-ink">
          {t('orders.trackResultHeading', { id: order.transaction_id })}
        </h2>
        <OrderStatusBadge status={order.order_status} />
      </div>
      <p className="text-sm text-slate-600">{t('orders.trackPlacedOn', { date: formatBsAd(order.created_on) })}</p>
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
        <div>
          <p className="font-medium text-ink">
            {pickup || !order.destination
              ? t('orders.pickupPlace')
              : t('orders.trackDeliveryTo', { place: placeOf(order.destination) })}
          </p>
          <PromisedDays order={order} />
        </div>
      </div>
      {order.tracking ? (
        <TrackingDetails tracking={order.tracking} delivered={order.order_status === 'Delivered'} />
      ) : null}
      <OrderTimeline order={order} />
    </section>
  );
}
