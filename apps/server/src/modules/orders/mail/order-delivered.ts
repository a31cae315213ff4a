import type { Order } from '@pasal/contract';
import { pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { billParagraphs } from '../../invoices/index.js';
import type { OrderRecipient } from '../recipient.js';
import { itemLines, orderGreeting, orderMail } from './parts.js';
import { orderMailWords as words } from './words.js';

// Staff marked the order Delivered (staff-desk.ts): the bill, and where to turn if something is wrong.

export function orderDeliveredEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  publicUrl: string,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  return {
    to: recipient.to,
    ...orderMail(
      words(locale, 'deliveredSubject', { shop: shopName, id }),
      [
        [orderGreeting(order, locale), words(locale, 'delivered', { id, shop: shopName })],
        ...billParagraphs(order, publicUrl, locale),
        itemLines(order, locale),
        [
          words(locale, 'notRight', { url: pageIn(`${publicUrl}/warranty`, locale) }),
          words(locale, 'review', { url: pageIn(publicUrl, locale) }),
        ],
      ],
      locale,
    ),
  };
}
