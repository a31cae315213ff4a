import { promisedDelivery, type QuoteDelivery } from '@pasal/contract';
import { formatDeliveryDate, formatDeliveryDays } from '../../components/format-date';
import { t } from '../../i18n';

/**
 * When a delivery is expected, as checkout says it before the order is placed: the quote's days
 * (the zone's earliest to latest, from the shared deliveryWindow rule) by the same rule Your
 * Orders and the e-mails use afterwards (promisedDelivery), so the shopper is promised the same
 * days on both sides of Place Order. One day: 'Expected by 2 Dec 2026 (16 Mangsir 2083)'; a
 * stretch: 'Expected delivery: 30 Nov – 2 Dec 2026 (14–16 Mangsir 2083)'.
 */
export function expectedDeliveryText(delivery: Pick<QuoteDelivery, 'earliest' | 'expected_by'>): string {
  const days = promisedDelivery(delivery) ?? { from: delivery.expected_by, to: delivery.expected_by };
  return days.from === days.to
    ? t('delivery.expectedBy', { date: formatDeliveryDate(days.to) })
    : t('delivery.expectedBetween', { days: formatDeliveryDays(days) });
}
