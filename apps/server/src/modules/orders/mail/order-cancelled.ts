import type { Order } from '@pasal/contract';
import { money } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { gatewayName, orderGreeting, orderMail } from './parts.js';

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
  if (locale === 'ne')
    return {
      to: recipient.to,
      ...orderMail(
        `${shopName}: तपाईंको अर्डर ${id} रद्द भयो`,
        [
          [orderGreeting(order, 'ne'), `तपाईंको अर्डर ${id} रद्द गरिएको छ।`, ...(reason ? [`कारण: ${reason}`] : [])],
          [
            paid
              ? `तपाईंले ${gatewayName(order.payment_gateway, 'ne')} बाट ${total} तिर्नुभएको थियो; हामी त्यो रकम तपाईंलाई फिर्ता गर्नेछौं।`
              : 'तपाईंबाट कुनै रकम लिइएको छैन।',
          ],
        ],
        'ne',
      ),
    };
  return {
    to: recipient.to,
    ...orderMail(
      `${shopName}: your order ${id} is cancelled`,
      [
        [orderGreeting(order, 'en'), `Your order ${id} has been cancelled.`, ...(reason ? [`Reason: ${reason}`] : [])],
        [
          paid
            ? `You paid ${total} by ${gatewayName(order.payment_gateway, 'en')}; we will refund it to you.`
            : 'Nothing was charged.',
        ],
      ],
      'en',
    ),
  };
}
