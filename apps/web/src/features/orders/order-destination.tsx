import { formatNepalAddress, nepalAddressOf, promisedDelivery, type Order } from '@pasal/contract';
import { MapPin, Store } from 'lucide-react';
import { useShopFacts } from '../../api/shop-info';
import { formatDeliveryDays } from '../../components/format-date';
import { activeLocale, localText, t } from '../../i18n';

/**
 * The address lines of a delivered order in the page's language: the Nepali address, or the free
 * text an older order was placed with.
 */
function deliveryLines(order: Order): string[] {
  const shipping = order.shipping;
  const address = nepalAddressOf(shipping);
  if (address) return formatNepalAddress(address, activeLocale());
  return [shipping.details_address, shipping.city, shipping.province].filter((line) => line.trim() !== '');
}

/** A promised day only matters while the order is still on its way. */
const stillComing = (order: Order) => order.order_status !== 'Delivered' && order.order_status !== 'Cancelled';

/** "Ready for pickup from", "Expected by" (one day) or "Expected delivery" (from one day to another). */
function promiseLabel(pickup: boolean, oneDay: boolean): string {
  if (pickup) return t('orders.readyForPickupFrom');
  return oneDay ? t('orders.expectedBy') : t('orders.expectedDelivery');
}

/**
 * Where and when an order reaches the shopper: the delivery address, or for store pickup the
 * shop's address and opening hours, with the days promised when the order was placed (the zone's
 * earliest to latest day: promisedDelivery in the contract), in the page's language.
 */
export function OrderDestination({ order, className = '' }: { order: Order; className?: string }) {
  const shop = useShopFacts();
  const pickup = order.delivery.method === 'pickup';
  const promised = promisedDelivery(order.delivery);
  const Icon = pickup ? Store : MapPin;
  return (
    <div
      data-testid="order-destination"
      className={`flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-slate-600">{pickup ? t('orders.pickupPlace') : t('orders.deliveryAddress')}</dt>
          {pickup ? (
            <dd className="text-ink">
              <span className="block font-medium">{localText(shop.address, shop.addressNe)}</span>
              <span className="block text-slate-700">{t('checkout.openingHours', { hours: shop.openingHours })}</span>
            </dd>
          ) : (
            <dd className="text-ink">
              <span className="block font-medium">
                {order.first_name} {order.last_name}
              </span>
              {deliveryLines(order).map((line) => (
                <span key={line} className="block break-words">
                  {line}
                </span>
              ))}
            </dd>
          )}
        </div>
        {promised && stillComing(order) ? (
          <div>
            <dt className="text-slate-600">{promiseLabel(pickup, promised.from === promised.to)}</dt>
            <dd className="font-medium text-ink" data-testid="order-expected">
              {promised.from === promised.to ? (
                <time dateTime={promised.to}>{formatDeliveryDays(promised)}</time>
              ) : (
                formatDeliveryDays(promised)
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
