import type { Order } from '@pasal/contract';
import { money } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { itemLines, orderGreeting, orderMail, totalLines } from './parts.js';

// Staff changed the order before it shipped (order-edit.ts, issue #36): what changed, why, and the
// order as it is now, with the amount the courier will collect.

/** `changes`: the history's words ("Galaxy A55 (Blue) 2 → 1"); `reason`: as staff wrote it. */
export function orderChangedEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  changes: string,
  reason: string,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const total = money(order.grand_total, locale);
  if (locale === 'ne')
    return {
      to: recipient.to,
      ...orderMail(
        `${shopName}: तपाईंको अर्डर ${id} बदलियो`,
        [
          [orderGreeting(order, 'ne'), `तपाईंको अर्डर ${id} पठाउनुअघि बदलिएको छ: ${changes}।`, `कारण: ${reason}`],
          itemLines(order, 'ne'),
          totalLines(order, 'ne'),
          [`सामान आइपुग्दा ${total} क्यास अन डेलिभरीमा तिर्नुहोस्।`],
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
          `Your order ${id} was changed before it shipped: ${changes}.`,
          `Reason: ${reason}`,
        ],
        itemLines(order, 'en'),
        totalLines(order, 'en'),
        [`Pay ${total} in cash when it is delivered.`],
      ],
      'en',
    ),
  };
}
