import type { Order } from '@pasal/contract';
import { money, pageIn, type MailLine } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { addressLines, deliveryLines, itemLines, orderGreeting, orderMail, promiseLine } from './parts.js';

// Staff marked the order Shipped (staff-desk.ts): the courier and how to follow the parcel.

/** The courier, tracking number and tracking page (a link in the HTML part; the contract admits http and https only). */
function trackingLines(order: Order, ne: boolean): MailLine[] {
  const tracking = order.tracking;
  if (!tracking) return [];
  return [
    `${ne ? 'कुरियर' : 'Courier'}: ${tracking.courier_name}`,
    `${ne ? 'ट्र्याकिङ नम्बर' : 'Tracking number'}: ${tracking.tracking_number}`,
    ...(tracking.tracking_url
      ? [{ before: ne ? 'आफ्नो पार्सल ट्र्याक गर्नुहोस्: ' : 'Track your parcel: ', url: tracking.tracking_url }]
      : []),
  ];
}

export function orderShippedEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  publicUrl: string,
): MailMessage {
  const { locale } = recipient;
  const ne = locale === 'ne';
  const id = order.transaction_id;
  const tracking = trackingLines(order, ne);
  const total = money(order.grand_total, locale);
  const payOnDelivery = order.payment_gateway === 'COD' && order.payment_status !== 'paid';
  const ordersPage = pageIn(`${publicUrl}/profile/orders`, locale);
  if (ne)
    return {
      to: recipient.to,
      ...orderMail(
        `${shopName}: तपाईंको अर्डर ${id} बाटोमा छ`,
        [
          [orderGreeting(order, 'ne'), `तपाईंको अर्डर ${id} पठाइएको छ।`],
          ...(tracking.length > 0 ? [tracking] : []),
          itemLines(order, 'ne'),
          [
            payOnDelivery
              ? `कृपया ${total} तयार राख्नुहोस्: तपाईंले डेलिभरीमा तिर्नुपर्छ।`
              : `तपाईंले ${total} तिरिसक्नुभएको छ; डेलिभरीमा केही तिर्नुपर्दैन।`,
          ],
          ['डेलिभरी ठेगाना:', ...addressLines(order, 'ne')],
          deliveryLines(order, 'ne'),
          [promiseLine(order, 'ne')],
          [`आफ्नो अर्डर ${ordersPage} मा हेर्न सक्नुहुन्छ।`],
        ],
        'ne',
      ),
    };
  return {
    to: recipient.to,
    ...orderMail(
      `${shopName}: your order ${id} is on its way`,
      [
        [orderGreeting(order, 'en'), `Your order ${id} has been shipped.`],
        ...(tracking.length > 0 ? [tracking] : []),
        itemLines(order, 'en'),
        [
          payOnDelivery
            ? `Please keep ${total} ready: you pay on delivery.`
            : `You have paid ${total}; there is nothing to pay on delivery.`,
        ],
        ['Delivery to:', ...addressLines(order, 'en')],
        deliveryLines(order, 'en'),
        [promiseLine(order, 'en')],
        [`You can follow your order at ${ordersPage}.`],
      ],
      'en',
    ),
  };
}
