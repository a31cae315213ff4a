import {
  formatNepalAddress,
  formatPromisedDay,
  nepalAddressOf,
  promisedDelivery,
  PAYMENT_GATEWAY_LABELS,
  type Locale,
  type Order,
  type PaymentGateway,
  type ShopSettings,
} from '@pasal/contract';
import { greeting } from '../../../lib/customer-mail-words.js';
import { figures, mailBody, money, type MailParagraphs } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { orderMailWords as words } from './words.js';

// The pieces every order e-mail is made of — its lines, totals, address, delivery and payment — in
// English and in Nepali (issue #30). The shop's own copies use the English ones (staff read
// English); a customer's e-mail uses the language the order was placed in (orders.locale).
// Product and colour names, courier names, the zone a shop named itself and the shop's settings
// stay as they were entered.

/**
 * An e-mail to the ordering account before its address is known: a cash-on-delivery order's is
 * queued as a template addressed to users.email by the statement that records it
 * (order-statement.ts, mail-templates.ts), with no read of the account beforehand.
 */
export type UnaddressedMail = Omit<MailMessage, 'to'>;

export function orderMail(subject: string, paragraphs: MailParagraphs, locale: Locale): UnaddressedMail {
  return { subject, ...mailBody(paragraphs, locale) };
}

/** 'Namaste Sita,' or 'नमस्ते Sita जी,'. */
export function orderGreeting(order: Order, locale: Locale): string {
  return greeting(order.first_name, locale);
}

/** eSewa and Khalti are names; cash on delivery is said as the checkout says it. */
export function gatewayName(gateway: PaymentGateway, locale: Locale): string {
  return gateway === 'COD' ? words(locale, 'cashOnDelivery') : PAYMENT_GATEWAY_LABELS[gateway];
}

/**
 * The colour as the reader's language names it: in Nepali its Nepali name as the order line kept
 * it (issue #30), else the English one (a colour without one, or an order queued for e-mail before
 * lines kept it, whose item has no such field).
 */
function colourName(item: Order['items'][number], locale: Locale): string | null {
  return (locale === 'ne' && item.color_name_ne) || item.color_name;
}

/** 'Items:' and one line per item: '- Galaxy A15 (Blue) × 2 @ Rs. 1,000 = Rs. 2,000'. */
export function itemLines(order: Order, locale: Locale): string[] {
  const name = (item: Order['items'][number]) => {
    const colour = colourName(item, locale);
    return `${item.product_name}${colour ? ` (${colour})` : ''}`;
  };
  return [
    words(locale, 'itemsHeading'),
    ...order.items.map((item) =>
      words(locale, 'itemLine', {
        name: name(item),
        quantity: figures(item.quantity, locale),
        price: money(item.unit_price, locale),
        total: money(item.line_total, locale),
      }),
    ),
  ];
}

export function totalLines(order: Order, locale: Locale): string[] {
  const amount = (rupees: number) => money(rupees, locale);
  const lines = [
    words(locale, 'subtotal', { amount: amount(order.subtotal) }),
    words(locale, 'shipping', {
      amount: order.delivery_charge === 0 ? words(locale, 'free') : amount(order.delivery_charge),
    }),
  ];
  if (order.discount > 0)
    lines.push(
      order.coupon_code
        ? words(locale, 'discountWithCode', { code: order.coupon_code, amount: amount(order.discount) })
        : words(locale, 'discount', { amount: amount(order.discount) }),
    );
  if (order.tax_amount > 0)
    lines.push(
      words(locale, 'tax', { percent: figures(order.tax_percentage, locale), amount: amount(order.tax_amount) }),
    );
  lines.push(words(locale, 'total', { amount: amount(order.grand_total) }));
  return lines;
}

/**
 * The zone as the checkout named it: the two zones the shop starts with in Nepali by their Nepali
 * names (as on the storefront), any other zone, and every zone in English, by the name the shop gave it.
 */
function zoneName(order: Order, locale: Locale): string | null {
  const { zone_id: id, zone_name: name } = order.delivery;
  if (locale === 'ne' && id === 'valley') return words(locale, 'zoneValley');
  if (locale === 'ne' && id === 'outside') return words(locale, 'zoneOutside');
  return name;
}

/**
 * The promise of the order's own delivery zone, with its days (an order from before delivery
 * zones, or without their dates, gets the shop's general promise, docs/rules/content.md#policy-facts).
 */
export function promiseLine(order: Order, locale: Locale): string {
  // The days as the order's pages say them (promisedDelivery in the contract).
  const days = promisedDelivery(order.delivery);
  const earliest = days?.from ?? null;
  const expectedBy = days?.to ?? null;
  const zone = zoneName(order, locale);
  const day = (iso: string) => formatPromisedDay(iso, locale);
  if (!zone || !expectedBy) return words(locale, 'promiseGeneral');
  if (!earliest || earliest === expectedBy) return words(locale, 'promiseOn', { zone, day: day(expectedBy) });
  return words(locale, 'promiseBetween', { zone, from: day(earliest), to: day(expectedBy) });
}

/** Who receives the order and where: the Nepal address by its names in the reader's language. */
export function addressLines(order: Order, locale: Locale): string[] {
  const s = order.shipping;
  const phone = words(locale, 'phone', { phone: figures(s.phone_number, locale) });
  const name = `${order.first_name} ${order.last_name}`;
  const address = nepalAddressOf(s);
  if (!address) {
    // An order from before issue #20 (free-text address), or pickup (no address: see pickupLines).
    if (order.delivery_method === 'pickup') return [name, phone];
    return [
      name,
      s.details_address,
      words(locale, 'landmark', { landmark: s.monument }),
      `${s.city} ${figures(s.postal_code, locale)}, ${s.province}`,
      // The only country the shop delivers to (the checkout refuses any other).
      words(locale, 'nepal'),
      phone,
    ];
  }
  // The landmark is the shopper's own words (often already 'Near …'): labelled on its own line,
  // never prefixed with 'near' as formatNepalAddress would.
  const { landmark, ...withoutLandmark } = address;
  return [
    name,
    ...formatNepalAddress(withoutLandmark, locale),
    ...(landmark ? [words(locale, 'landmark', { landmark })] : []),
    words(locale, 'nepal'),
    phone,
  ];
}

/** How the order reaches the shopper, its charge and the promised day (issue #20). */
export function deliveryLines(order: Order, locale: Locale): string[] {
  const { delivery } = order;
  const day = (iso: string) => formatPromisedDay(iso, locale);
  if (delivery.method === 'pickup')
    return [
      words(locale, 'pickupMethod'),
      ...(delivery.expected_by ? [words(locale, 'readyFrom', { day: day(delivery.expected_by) })] : []),
    ];
  const zone = zoneName(order, locale);
  const charge = order.delivery_charge === 0 ? words(locale, 'free') : money(order.delivery_charge, locale);
  return [
    zone ? words(locale, 'homeDeliveryToZone', { zone, charge }) : words(locale, 'homeDelivery', { charge }),
    ...(delivery.expected_by ? [words(locale, 'expectedBy', { day: day(delivery.expected_by) })] : []),
  ];
}

export type PickupPlace = Pick<ShopSettings, 'name' | 'address' | 'opening_hours' | 'phone'> & {
  /** The shop's address in Nepali (settings, issue #30), used in a Nepali e-mail when set. */
  address_ne?: string | null;
};

/** Where the order waits (settings: the shop's address, opening hours and phone, as set). */
export function pickupLines(shop: PickupPlace, locale: Locale): string[] {
  const address = (locale === 'ne' && shop.address_ne) || shop.address;
  return [
    words(locale, 'pickupAt', { shop: shop.name, address }),
    words(locale, 'openingHours', { hours: shop.opening_hours }),
    words(locale, 'phone', { phone: shop.phone }),
  ];
}

/** How the order is paid, said to the customer. */
export function paymentLine(order: Order, locale: Locale): string {
  const method = gatewayName(order.payment_gateway, locale);
  if (order.payment_gateway === 'COD')
    return words(locale, 'paymentCod', { method, amount: money(order.grand_total, locale) });
  return words(locale, 'paymentStatus', { method, status: order.payment_status });
}
