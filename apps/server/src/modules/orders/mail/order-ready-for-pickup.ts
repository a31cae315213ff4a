import type { Order } from '@pasal/contract';
import { money, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { itemLines, orderGreeting, orderMail, pickupLines, type PickupPlace } from './parts.js';

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
  const ordersPage = pageIn(`${publicUrl}/profile/orders`, locale);
  if (locale === 'ne')
    return {
      to: recipient.to,
      ...orderMail(
        `${shop.name}: तपाईंको अर्डर ${id} लैजान तयार छ`,
        [
          [orderGreeting(order, 'ne'), `तपाईंको अर्डर ${id} पसलबाट लैजान तयार छ।`],
          pickupLines(shop, 'ne'),
          itemLines(order, 'ne'),
          [
            payAtShop
              ? `कृपया ${total} लिएर आउनुहोस्: अर्डर लैजाँदा तिर्नुपर्छ।`
              : `तपाईंले ${total} तिरिसक्नुभएको छ; पसलमा केही तिर्नुपर्दैन।`,
            `कृपया आफ्नो अर्डर नम्बर ${id} साथमा ल्याउनुहोस्।`,
          ],
          [`आफ्नो अर्डर ${ordersPage} मा हेर्न सक्नुहुन्छ।`],
        ],
        'ne',
      ),
    };
  return {
    to: recipient.to,
    ...orderMail(
      `${shop.name}: your order ${id} is ready for pickup`,
      [
        [orderGreeting(order, 'en'), `Your order ${id} is ready for pickup.`],
        pickupLines(shop, 'en'),
        itemLines(order, 'en'),
        [
          payAtShop
            ? `Please bring ${total}: you pay when you pick it up.`
            : `You have paid ${total}; there is nothing to pay at the shop.`,
          `Please bring your order number ${id}.`,
        ],
        [`You can follow your order at ${ordersPage}.`],
      ],
      'en',
    ),
  };
}
