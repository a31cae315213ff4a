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
import { orderMailWords as words } from './words.js';

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
  return orderMail(
    words(locale, 'confirmedSubject', { shop: shopName, id }),
    [
      [orderGreeting(order, locale), words(locale, 'thanksReceived', { shop: shopName, id })],
      ...facts,
      ...(pickup
        ? [...pickupPlace, [words(locale, 'pickupWillEmail')]]
        : [
            [words(locale, 'deliveryTo'), ...addressLines(order, locale)],
            [promiseLine(order, locale), words(locale, 'willEmailTracking')],
          ]),
      [
        words(locale, 'followAndCancel', { url: ordersPage }),
        // The public tracking page (issue #36): for a phone that is not signed in.
        words(locale, 'trackWithoutSignIn', { url: trackPage, id }),
      ],
    ],
    locale,
  );
}
