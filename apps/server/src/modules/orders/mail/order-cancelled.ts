import type { Order } from '@pasal/contract';
import { money } from '../../../lib/mail-text.js';
import { customerMailWords } from '../../../lib/customer-mail-words.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { gatewayName, orderGreeting, orderMail } from './parts.js';
import { orderMailWords as words } from './words.js';

// The order was cancelled, by the customer within the hour or by the shop (lifecycle.ts).

/** `reason`: the shop's reason for a staff cancel (issue #33), told as staff wrote it; '' for none. */
export function orderCancelledEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  reason = '',
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const paid = order.payment_status === 'paid';
  const total = money(order.grand_total, locale);
  return {
    to: recipient.to,
    ...orderMail(
      words(locale, 'cancelledSubject', { shop: shopName, id }),
      [
        [
          orderGreeting(order, locale),
          words(locale, 'cancelled', { id }),
          ...(reason ? [customerMailWords(locale, 'reason', { reason })] : []),
        ],
        [
          paid
            ? words(locale, 'cancelledRefund', { total, gateway: gatewayName(order.payment_gateway, locale) })
            : words(locale, 'nothingCharged'),
        ],
      ],
      locale,
    ),
  };
}
