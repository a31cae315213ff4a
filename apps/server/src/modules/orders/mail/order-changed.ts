import type { Order } from '@pasal/contract';
import { money } from '../../../lib/mail-text.js';
import { customerMailWords } from '../../../lib/customer-mail-words.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { addressLines, deliveryLines, itemLines, orderGreeting, orderMail, totalLines } from './parts.js';
import { orderMailWords as words } from './words.js';

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
  return {
    to: recipient.to,
    ...orderMail(
      words(locale, 'changedSubject', { shop: shopName, id }),
      [
        [
          orderGreeting(order, locale),
          lineChanges ? words(locale, 'changedLines', { id, changes: lineChanges }) : words(locale, 'changed', { id }),
          customerMailWords(locale, 'reason', { reason }),
        ],
        itemLines(order, locale),
        totalLines(order, locale),
        ...where,
        [words(locale, collect ? 'payWhenCollect' : 'payCashOnDelivery', { total })],
      ],
      locale,
    ),
  };
}
