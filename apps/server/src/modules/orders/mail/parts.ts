import {
  DELIVERY_METHOD_LABELS,
  formatNepalAddress,
  formatPromisedDay,
  nepalAddressOf,
  promisedDelivery,
  PAYMENT_GATEWAY_LABELS,
  type Locale,
  type Order,
  type PaymentGateway,
  type PaymentStatus,
  type ShopSettings,
} from '@pasal/contract';
import { greeting } from '../../../lib/customer-mail-words.js';
import { figures, mailBody, money, type MailParagraphs } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';

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
  return locale === 'ne' && gateway === 'COD' ? 'क्यास अन डेलिभरी' : PAYMENT_GATEWAY_LABELS[gateway];
}

const PAYMENT_STATUS_NE: Record<PaymentStatus, string> = {
  unpaid: 'भुक्तानी बाँकी',
  paid: 'भुक्तानी भयो',
  failed: 'भुक्तानी असफल',
  refunded: 'रकम फिर्ता भयो',
};

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
  if (locale === 'ne')
    return [
      'सामानहरू:',
      ...order.items.map(
        (item) =>
          `- ${name(item)} × ${figures(item.quantity, 'ne')}, दर ${money(item.unit_price, 'ne')} = ${money(item.line_total, 'ne')}`,
      ),
    ];
  return [
    'Items:',
    ...order.items.map(
      (item) =>
        `- ${name(item)} × ${item.quantity} @ ${money(item.unit_price, 'en')} = ${money(item.line_total, 'en')}`,
    ),
  ];
}

export function totalLines(order: Order, locale: Locale): string[] {
  const amount = (rupees: number) => money(rupees, locale);
  if (locale === 'ne') {
    const lines = [
      `उप-जम्मा: ${amount(order.subtotal)}`,
      `डेलिभरी शुल्क: ${order.delivery_charge === 0 ? 'निःशुल्क' : amount(order.delivery_charge)}`,
    ];
    if (order.discount > 0)
      lines.push(`छुट${order.coupon_code ? ` (${order.coupon_code})` : ''}: −${amount(order.discount)}`);
    if (order.tax_amount > 0) lines.push(`कर (${figures(order.tax_percentage, 'ne')}%): ${amount(order.tax_amount)}`);
    lines.push(`जम्मा: ${amount(order.grand_total)}`);
    return lines;
  }
  const lines = [
    `Subtotal: ${amount(order.subtotal)}`,
    `Shipping: ${order.delivery_charge === 0 ? 'Free' : amount(order.delivery_charge)}`,
  ];
  if (order.discount > 0)
    lines.push(`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}: −${amount(order.discount)}`);
  if (order.tax_amount > 0) lines.push(`Tax (${order.tax_percentage}%): ${amount(order.tax_amount)}`);
  lines.push(`Total: ${amount(order.grand_total)}`);
  return lines;
}

/**
 * The zone as the checkout named it: the two zones the shop starts with in the reader's language
 * (as on the storefront), a zone the shop added by the name it gave it.
 */
function zoneName(order: Order, locale: Locale): string | null {
  const { zone_id: id, zone_name: name } = order.delivery;
  if (locale === 'ne' && id === 'valley') return 'काठमाडौँ उपत्यकाभित्र';
  if (locale === 'ne' && id === 'outside') return 'काठमाडौँ उपत्यकाबाहिर';
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
  if (locale === 'ne') {
    if (!zone || !expectedBy)
      return 'काठमाडौँ उपत्यकाभित्र: सोही दिन वा अर्को कार्यदिनमा डेलिभरी। उपत्यकाबाहिर: २ देखि ७ कार्यदिन।';
    if (!earliest || earliest === expectedBy) return `${zone}: हामी ${day(expectedBy)} मा डेलिभरी गर्छौं।`;
    return `${zone}: हामी ${day(earliest)} देखि ${day(expectedBy)} भित्र डेलिभरी गर्छौं।`;
  }
  if (!zone || !expectedBy)
    return 'Kathmandu Valley: delivered the same day or the next business day. Outside the valley: 2 to 7 business days.';
  if (!earliest || earliest === expectedBy) return `${zone}: we deliver on ${day(expectedBy)}.`;
  return `${zone}: we deliver between ${day(earliest)} and ${day(expectedBy)}.`;
}

/** Who receives the order and where: the Nepal address by its names in the reader's language. */
export function addressLines(order: Order, locale: Locale): string[] {
  const s = order.shipping;
  const ne = locale === 'ne';
  const phone = `${ne ? 'फोन' : 'Phone'}: ${figures(s.phone_number, locale)}`;
  const name = `${order.first_name} ${order.last_name}`;
  const address = nepalAddressOf(s);
  if (!address) {
    // An order from before issue #20 (free-text address), or pickup (no address: see pickupLines).
    if (order.delivery_method === 'pickup') return [name, phone];
    return [
      name,
      s.details_address,
      `${ne ? 'नजिकैको चिनारी' : 'Landmark'}: ${s.monument}`,
      `${s.city} ${figures(s.postal_code, locale)}, ${s.province}`,
      ne ? 'नेपाल' : s.country,
      phone,
    ];
  }
  // The landmark is the shopper's own words (often already 'Near …'): labelled on its own line,
  // never prefixed with 'near' as formatNepalAddress would.
  const { landmark, ...withoutLandmark } = address;
  return [
    name,
    ...formatNepalAddress(withoutLandmark, locale),
    ...(landmark ? [`${ne ? 'नजिकैको चिनारी' : 'Landmark'}: ${landmark}`] : []),
    ne ? 'नेपाल' : 'Nepal',
    phone,
  ];
}

/** How the order reaches the shopper, its charge and the promised day (issue #20). */
export function deliveryLines(order: Order, locale: Locale): string[] {
  const { delivery } = order;
  const day = (iso: string) => formatPromisedDay(iso, locale);
  const zone = zoneName(order, locale);
  if (locale === 'ne') {
    const charge = order.delivery_charge === 0 ? 'निःशुल्क' : money(order.delivery_charge, 'ne');
    if (delivery.method === 'pickup')
      return [
        'डेलिभरीको तरिका: पसलबाट लैजाने (निःशुल्क)',
        ...(delivery.expected_by ? [`लैजान सकिने मिति: ${day(delivery.expected_by)}`] : []),
      ];
    return [
      `डेलिभरीको तरिका: घरमै डेलिभरी${zone ? `, ${zone}` : ''} (${charge})`,
      ...(delivery.expected_by ? [`आइपुग्ने अनुमानित मिति: ${day(delivery.expected_by)}`] : []),
    ];
  }
  const charge = order.delivery_charge === 0 ? 'Free' : money(order.delivery_charge, 'en');
  if (delivery.method === 'pickup') {
    return [
      `Delivery method: ${DELIVERY_METHOD_LABELS.pickup} (free)`,
      ...(delivery.expected_by ? [`Ready for pickup from: ${day(delivery.expected_by)}`] : []),
    ];
  }
  return [
    `Delivery method: ${DELIVERY_METHOD_LABELS.delivery}${zone ? `, ${zone}` : ''} (${charge})`,
    ...(delivery.expected_by ? [`Expected by: ${day(delivery.expected_by)}`] : []),
  ];
}

export type PickupPlace = Pick<ShopSettings, 'name' | 'address' | 'opening_hours' | 'phone'> & {
  /** The shop's address in Nepali (settings, issue #30), used in a Nepali e-mail when set. */
  address_ne?: string | null;
};

/** Where the order waits (settings: the shop's address, opening hours and phone, as set). */
export function pickupLines(shop: PickupPlace, locale: Locale): string[] {
  if (locale === 'ne')
    return [
      `लैजाने ठाउँ: ${shop.name}, ${shop.address_ne || shop.address}`,
      `खुल्ने समय: ${shop.opening_hours}`,
      `फोन: ${shop.phone}`,
    ];
  return [`Pick up at: ${shop.name}, ${shop.address}`, `Opening hours: ${shop.opening_hours}`, `Phone: ${shop.phone}`];
}

/** How the order is paid, said to the customer. */
export function paymentLine(order: Order, locale: Locale): string {
  const method = gatewayName(order.payment_gateway, locale);
  if (locale === 'ne') {
    if (order.payment_gateway === 'COD')
      return `भुक्तानी: ${method} — कृपया ${money(order.grand_total, 'ne')} तयार राख्नुहोस्।`;
    return `भुक्तानी: ${method} — ${PAYMENT_STATUS_NE[order.payment_status]}।`;
  }
  if (order.payment_gateway === 'COD')
    return `Payment: ${method} — please keep ${money(order.grand_total, 'en')} ready.`;
  return `Payment: ${method} — ${order.payment_status === 'paid' ? 'paid' : order.payment_status}.`;
}
