import type { Order } from '@pasal/contract';
import { money } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { addressLines, deliveryLines, itemLines, orderGreeting, orderMail, totalLines } from './parts.js';

// Staff changed the order before it shipped (order-edit.ts, issue #36): what changed, why, and the
// order as it is now — its items, totals and, when it goes elsewhere now, where and how — with the
// amount the courier will collect.

export interface OrderChange {
  /** The lines' changes in the history's words ("Galaxy A55 (Blue) 2 → 1"); '' when none changed. */
  lineChanges: string;
  /** As staff wrote it. */
  reason: string;
  addressChanged: boolean;
}

export function orderChangedEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  change: OrderChange,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const total = money(order.grand_total, locale);
  const { lineChanges, reason } = change;
  const where = change.addressChanged ? [addressLines(order, locale), deliveryLines(order, locale)] : [];
  const collect = order.delivery_method === 'pickup';
  if (locale === 'ne')
    return {
      to: recipient.to,
      ...orderMail(
        `${shopName}: तपाईंको अर्डर ${id} बदलियो`,
        [
          [
            orderGreeting(order, 'ne'),
            `तपाईंको अर्डर ${id} पठाउनुअघि बदलिएको छ${lineChanges ? `: ${lineChanges}` : ''}।`,
            `कारण: ${reason}`,
          ],
          itemLines(order, 'ne'),
          totalLines(order, 'ne'),
          ...where,
          [collect ? `सामान लैजाँदा ${total} तिर्नुहोस्।` : `सामान आइपुग्दा ${total} क्यास अन डेलिभरीमा तिर्नुहोस्।`],
        ],
        'ne',
      ),
    };
  return {
    to: recipient.to,
    ...orderMail(
      `${shopName}: your order ${id} has changed`,
      [
        [
          orderGreeting(order, 'en'),
          `Your order ${id} was changed before it shipped${lineChanges ? `: ${lineChanges}` : ''}.`,
          `Reason: ${reason}`,
        ],
        itemLines(order, 'en'),
        totalLines(order, 'en'),
        ...where,
        [collect ? `Pay ${total} when you collect it.` : `Pay ${total} in cash when it is delivered.`],
      ],
      'en',
    ),
  };
}
