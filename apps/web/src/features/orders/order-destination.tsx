import { formatNepalAddress, nepalAddressOf, type Order } from '@pasal/contract';
import { MapPin, Store } from 'lucide-react';
import { useShopFacts } from '../../api/shop-info';
import { formatDeliveryDate } from '../../components/format-date';
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

/**
 * Where and when an order reaches the shopper: the delivery address, or for store pickup the
 * shop's address and opening hours, with the day promised when the order was placed.
 */
export function OrderDestination({ order, className = '' }: { order: Order; className?: string }) {
  const shop = useShopFacts();
  const pickup = order.delivery.method === 'pickup';
  const expected = order.delivery.expected_by;
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
        {expected && stillComing(order) ? (
          <div>
            <dt className="text-slate-600">{pickup ? t('orders.readyForPickupFrom') : t('orders.expectedBy')}</dt>
            <dd className="font-medium text-ink">
              <time dateTime={expected}>{formatDeliveryDate(expected)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
