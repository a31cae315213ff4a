import type { Locale, Order } from '@pasal/contract';
import { pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { billParagraphs } from '../../invoices/index.js';
import type { OrderRecipient } from '../recipient.js';
import {
  addressLines,
  deliveryLines,
  itemLines,
  orderGreeting,
  orderMail,
  paymentLine,
  pickupLines,
  promiseLine,
  type PickupPlace,
  totalLines,
  type UnaddressedMail,
} from './parts.js';

// The order is confirmed: a cash-on-delivery order at once (queued as a template, mail-templates.ts),
// an online one when its payment is confirmed (lifecycle.ts markPaid).

/** The shop as the confirmation names it; where a pickup order waits when known. */
export type ShopForConfirmation = Pick<PickupPlace, 'name'> & Partial<PickupPlace>;

export function orderConfirmationEmail(
  order: Order,
  recipient: OrderRecipient,
  shop: ShopForConfirmation,
  publicUrl: string,
): MailMessage {
  return { to: recipient.to, ...orderConfirmationContent(order, shop, publicUrl, recipient.locale) };
}

/**
 * orderConfirmationEmail before it is addressed (a cash-on-delivery order's, queued as it is
 * recorded). A pickup order's says where to collect it and when the shop is open (issue #30); a
 * row queued before the shop's address travelled with it (the shop's name only) leaves that out.
 */
export function orderConfirmationContent(
  order: Order,
  shop: ShopForConfirmation,
  publicUrl: string,
  locale: Locale,
): UnaddressedMail {
  const shopName = shop.name;
  const { address, opening_hours: openingHours, phone } = shop;
  const pickupPlace =
    address !== undefined && openingHours !== undefined && phone !== undefined
      ? [
          pickupLines(
            { name: shopName, address, address_ne: shop.address_ne, opening_hours: openingHours, phone },
            locale,
          ),
        ]
      : [];
  const id = order.transaction_id;
  const ordersPage = pageIn(`${publicUrl}/profile/orders`, locale);
  const trackPage = pageIn(`${publicUrl}/track`, locale);
  const pickup = order.delivery_method === 'pickup';
  const facts = [
    ...billParagraphs(order, publicUrl, locale),
    itemLines(order, locale),
    totalLines(order, locale),
    [paymentLine(order, locale)],
    deliveryLines(order, locale),
  ];
  if (locale === 'ne')
    return orderMail(
      `${shopName}: तपाईंको अर्डर ${id} पक्का भयो`,
      [
        [orderGreeting(order, 'ne'), `${shopName} बाट किनमेल गर्नुभएकोमा धन्यवाद। हामीले तपाईंको अर्डर ${id} पायौं।`],
        ...facts,
        ...(pickup
          ? [...pickupPlace, ['अर्डर पसलबाट लैजान तयार भएपछि हामी तपाईंलाई इमेल गर्नेछौं।']]
          : [
              ['डेलिभरी ठेगाना:', ...addressLines(order, 'ne')],
              [promiseLine(order, 'ne'), 'अर्डर पठाएपछि हामी तपाईंलाई ट्र्याकिङ नम्बर इमेल गर्नेछौं।'],
            ]),
        [
          `आफ्नो अर्डर ${ordersPage} मा हेर्न सक्नुहुन्छ। अर्डर गरेको एक घण्टाभित्र त्यहीँबाट रद्द पनि गर्न सक्नुहुन्छ।`,
          // The public tracking page (issue #36): for a phone that is not signed in.
          `वा साइन इन नगरी: ${trackPage} मा अर्डर नम्बर ${id} र अर्डरको फोन नम्बरका अन्तिम चार अङ्क लेख्नुहोस्।`,
        ],
      ],
      'ne',
    );
  return orderMail(
    `${shopName}: your order ${id} is confirmed`,
    [
      [orderGreeting(order, 'en'), `Thank you for shopping with ${shopName}. We have received your order ${id}.`],
      ...facts,
      ...(pickup
        ? [...pickupPlace, ['We will e-mail you when your order is ready for pickup at the shop.']]
        : [
            ['Delivery to:', ...addressLines(order, 'en')],
            [promiseLine(order, 'en'), 'We will e-mail you a tracking number once your order ships.'],
          ]),
      [
        `You can follow your order at ${ordersPage}. You may cancel it there within one hour of placing it.`,
        `Or without signing in: ${trackPage}, with the order number ${id} and the last four digits of the phone number on the order.`,
      ],
    ],
    'en',
  );
}
