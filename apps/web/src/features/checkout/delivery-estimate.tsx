import type { QuoteDelivery } from '@pasal/contract';
import { Store, Truck } from 'lucide-react';
import { t } from '../../i18n';
import { money } from '../cart';
import { formatDeliveryDate } from '../../components/format-date';
import { expectedDeliveryText } from './expected-delivery';

/**
 * What the chosen destination costs and when it arrives, from the server's quote (issue #20):
 * 'Rs. 250' and its days as Your Orders will promise them (expected-delivery.ts), free over the
 * threshold; pickup: 'Free — ready for pickup from …'. Before a district is chosen it says how to
 * see them.
 */
export function DeliveryEstimate({ delivery, pending }: { delivery: QuoteDelivery | null; pending: boolean }) {
  if (!delivery) {
    return pending ? null : <p className="text-sm text-slate-600">{t('delivery.chooseDistrict')}</p>;
  }
  const pickup = delivery.method === 'pickup';
  const Icon = pickup ? Store : Truck;
  return (
    <div
      data-testid="delivery-estimate"
      aria-live="polite"
      className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {pickup ? (
        <p className="font-medium">
          {t('delivery.pickupReady', { date: formatDeliveryDate(delivery.pickup_ready ?? delivery.expected_by) })}
        </p>
      ) : (
        <div>
          <p className="font-semibold">
            {delivery.zone_id === 'valley'
              ? t('delivery.insideValley')
              : delivery.zone_id === 'outside'
                ? t('delivery.outsideValley')
                : (delivery.zone_name ?? '')}
            {' · '}
            <span data-testid="delivery-charge">
              {delivery.charge === 0 ? t('checkout.free') : money(delivery.charge)}
            </span>
          </p>
          {delivery.free_delivery ? <p className="mt-0.5 text-slate-700">{t('delivery.freeOverThreshold')}</p> : null}
          <p data-testid="delivery-expected" className="mt-0.5 text-slate-700">
            {expectedDeliveryText(delivery)}
          </p>
        </div>
      )}
    </div>
  );
}
