import type { Locale, Order } from '@pasal/contract';
import { money, pageIn, type MailLine } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { addressLines, deliveryLines, itemLines, orderGreeting, orderMail, promiseLine } from './parts.js';
import { orderMailWords as words } from './words.js';

// Staff marked the order Shipped (staff-desk.ts): the courier and how to follow the parcel.

/** The courier, tracking number and tracking page (a link in the HTML part; the contract admits http and https only). */
function trackingLines(order: Order, locale: Locale): MailLine[] {
  const tracking = order.tracking;
  if (!tracking) return [];
  return [
    words(locale, 'courier', { courier: tracking.courier_name }),
    words(locale, 'trackingNumber', { number: tracking.tracking_number }),
    ...(tracking.tracking_url ? [{ before: words(locale, 'trackParcel'), url: tracking.tracking_url }] : []),
  ];
}

export function orderShippedEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  publicUrl: string,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const tracking = trackingLines(order, locale);
  const total = money(order.grand_total, locale);
  const payOnDelivery = order.payment_gateway === 'COD' && order.payment_status !== 'paid';
  return {
    to: recipient.to,
    ...orderMail(
      words(locale, 'shippedSubject', { shop: shopName, id }),
      [
        [orderGreeting(order, locale), words(locale, 'shipped', { id })],
        ...(tracking.length > 0 ? [tracking] : []),
        itemLines(order, locale),
        [words(locale, payOnDelivery ? 'payOnDelivery' : 'paidNothingOnDelivery', { total })],
        [words(locale, 'deliveryTo'), ...addressLines(order, locale)],
        deliveryLines(order, locale),
        [promiseLine(order, locale)],
        [words(locale, 'followOrder', { url: pageIn(`${publicUrl}/profile/orders`, locale) })],
      ],
      locale,
    ),
  };
}
