import type { Order } from '@pasal/contract';
import { money, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { itemLines, orderGreeting, orderMail, pickupLines, type PickupPlace } from './parts.js';
import { orderMailWords as words } from './words.js';

// Store pickup (issue #20): the order waits at the shop; where it is and when it is open.

export function orderReadyForPickupEmail(
  order: Order,
  recipient: OrderRecipient,
  shop: PickupPlace,
  publicUrl: string,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const total = money(order.grand_total, locale);
  const payAtShop = order.payment_gateway === 'COD' && order.payment_status !== 'paid';
  return {
    to: recipient.to,
    ...orderMail(
      words(locale, 'readySubject', { shop: shop.name, id }),
      [
        [orderGreeting(order, locale), words(locale, 'ready', { id })],
        pickupLines(shop, locale),
        itemLines(order, locale),
        [
          words(locale, payAtShop ? 'bringMoney' : 'paidNothingAtShop', { total }),
          words(locale, 'bringNumber', { id }),
        ],
        [words(locale, 'followOrder', { url: pageIn(`${publicUrl}/profile/orders`, locale) })],
      ],
      locale,
    ),
  };
}
