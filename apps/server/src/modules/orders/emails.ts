import {
  adToBs,
  creditNotesPagePath,
  DELIVERY_METHOD_LABELS,
  formatBs,
  formatNepalAddress,
  formatRs,
  nepalAddressOf,
  paisaToRupees,
  parseIsoDate,
  PAYMENT_GATEWAY_LABELS,
  promisedDelivery,
  type Order,
  type ShopSettings,
} from '@pasal/contract';
import type { MailMessage } from '../../lib/mailer.js';
import { billParagraphs } from '../invoices/index.js';

// Order e-mails. Each is queued (mail/outbox.ts) by the statement or transaction that makes the
// change it reports, so it goes out if and only if that change is committed, and is sent in the
// background: a mailer failure delays it, never undoes or fails the change.

/** The shop's delivery promise (docs/rules/content.md#policy-facts), for an order without a zone. */
const DELIVERY_PROMISE =
  'Kathmandu Valley: delivered the same day or the next business day. Outside the valley: 2 to 7 business days.';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function itemLines(order: Order): string[] {
  return order.items.map(
    (item) =>
      `- ${item.product_name}${item.color_name ? ` (${item.color_name})` : ''} × ${item.quantity} @ ${formatRs(item.unit_price)} = ${formatRs(item.line_total)}`,
  );
}

function totalLines(order: Order): string[] {
  const lines = [
    `Subtotal: ${formatRs(order.subtotal)}`,
    `Shipping: ${order.delivery_charge === 0 ? 'Free' : formatRs(order.delivery_charge)}`,
  ];
  if (order.discount > 0)
    lines.push(`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}: −${formatRs(order.discount)}`);
  if (order.tax_amount > 0) lines.push(`Tax (${order.tax_percentage}%): ${formatRs(order.tax_amount)}`);
  lines.push(`Total: ${formatRs(order.grand_total)}`);
  return lines;
}

// Made once: toLocaleDateString builds a new formatter on every call, about a millisecond each,
// which was a tenth of the server's time per order in `npm run bench:checkout`.
const AD_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mon, 30 Nov 2026 (15 Mangsir 2083 BS)': a promised day in AD with its Bikram Sambat date beside it. */
function formatPromisedDay(isoDate: string): string {
  const day = parseIsoDate(isoDate);
  if (!day) return isoDate;
  const ad = AD_DAY.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
  try {
    return `${ad} (${formatBs(adToBs(day))} BS)`;
  } catch {
    // Beyond the BS table: the AD date alone.
    return ad;
  }
}

/**
 * The promise of the order's own delivery zone, with its days (an order from before delivery
 * zones, or without their dates, gets the shop's general promise).
 */
function promiseLine(order: Order): string {
  const zone = order.delivery.zone_name;
  // The days as the order's pages say them (promisedDelivery in the contract).
  const days = promisedDelivery(order.delivery);
  if (!zone || !days) return DELIVERY_PROMISE;
  if (days.from === days.to) return `${zone}: we deliver on ${formatPromisedDay(days.to)}.`;
  return `${zone}: we deliver between ${formatPromisedDay(days.from)} and ${formatPromisedDay(days.to)}.`;
}

// The shop works on Nepal time, whatever the server's clock zone: made once (see AD_DAY).
const NEPAL_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kathmandu',
});

/** 'Sun, 29 Nov 2026, 13:05 Nepal time'. */
function formatNepalTime(iso: string): string {
  return `${NEPAL_TIME.format(new Date(iso))} Nepal time`;
}

function addressLines(order: Order): string[] {
  const s = order.shipping;
  const address = nepalAddressOf(s);
  if (!address) {
    // An order from before issue #20 (free-text address), or pickup (no address: see pickupLines).
    if (order.delivery_method === 'pickup')
      return [`${order.first_name} ${order.last_name}`, `Phone: ${s.phone_number}`];
    return [
      `${order.first_name} ${order.last_name}`,
      s.details_address,
      `Landmark: ${s.monument}`,
      `${s.city} ${s.postal_code}, ${s.province}`,
      s.country,
      `Phone: ${s.phone_number}`,
    ];
  }
  // The landmark is the shopper's own words (often already 'Near …'): labelled on its own line,
  // never prefixed with 'near' as formatNepalAddress would.
  const { landmark, ...withoutLandmark } = address;
  return [
    `${order.first_name} ${order.last_name}`,
    ...formatNepalAddress(withoutLandmark, 'en'),
    ...(landmark ? [`Landmark: ${landmark}`] : []),
    'Nepal',
    `Phone: ${s.phone_number}`,
  ];
}

/** How the order reaches the shopper, its charge and the promised day (issue #20). */
function deliveryLines(order: Order): string[] {
  const { delivery } = order;
  const charge = order.delivery_charge === 0 ? 'Free' : formatRs(order.delivery_charge);
  if (delivery.method === 'pickup') {
    return [
      `Delivery method: ${DELIVERY_METHOD_LABELS.pickup} (free)`,
      ...(delivery.expected_by ? [`Ready for pickup from: ${formatPromisedDay(delivery.expected_by)}`] : []),
    ];
  }
  return [
    `Delivery method: ${DELIVERY_METHOD_LABELS.delivery}${delivery.zone_name ? `, ${delivery.zone_name}` : ''} (${charge})`,
    ...(delivery.expected_by ? [`Expected by: ${formatPromisedDay(delivery.expected_by)}`] : []),
  ];
}

/** What the customer's e-mails say about the shop: its name, and where a pickup order waits. */
export type ShopForMail = Pick<ShopSettings, 'name' | 'address' | 'opening_hours' | 'phone'>;

/** Where the order waits (settings: the shop's address and opening hours). */
function pickupLines(shop: ShopForMail): string[] {
  return [`Pick up at: ${shop.name}, ${shop.address}`, `Opening hours: ${shop.opening_hours}`, `Phone: ${shop.phone}`];
}

function paymentLine(order: Order): string {
  const method = PAYMENT_GATEWAY_LABELS[order.payment_gateway];
  if (order.payment_gateway === 'COD') return `Payment: ${method} — please keep ${formatRs(order.grand_total)} ready.`;
  return `Payment: ${method} — ${order.payment_status === 'paid' ? 'paid' : order.payment_status}.`;
}

function asHtml(paragraphs: string[][]): string {
  return paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
}

/**
 * The ordering account's own address (users.email), read by recipient.ts. The customer's order
 * e-mails take it as their recipient, so the form's contact e-mail (order.email) cannot be passed
 * by mistake: a plain string does not type-check here (issue #29).
 */
export type AccountEmail = string & { readonly __brand: 'users.email' };

/**
 * An e-mail to the ordering account before its address is known: a cash-on-delivery order's is
 * queued as a template addressed to users.email by the statement that records the order
 * (order-statement.ts, mail-templates.ts), with no read of the account beforehand.
 */
export type UnaddressedMail = Omit<MailMessage, 'to'>;

function content(subject: string, paragraphs: string[][]): UnaddressedMail {
  return { subject, text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'), html: asHtml(paragraphs) };
}

function message(to: string, subject: string, paragraphs: string[][]): MailMessage {
  return { to, ...content(subject, paragraphs) };
}

export function orderConfirmationEmail(
  order: Order,
  to: AccountEmail,
  shop: ShopForMail,
  publicUrl: string,
): MailMessage {
  return { to, ...orderConfirmationContent(order, shop, publicUrl) };
}

/**
 * orderConfirmationEmail before it is addressed (a cash-on-delivery order's, queued as it is
 * recorded). A pickup order's says where to collect it and when the shop is open (issue #30); a
 * row queued before the shop's address travelled with it (`shop` a name only) leaves that out.
 */
export function orderConfirmationContent(
  order: Order,
  shop: Pick<ShopForMail, 'name'> & Partial<ShopForMail>,
  publicUrl: string,
): UnaddressedMail {
  const shopName = shop.name;
  const { address, opening_hours: openingHours, phone } = shop;
  const pickupPlace =
    address && openingHours !== undefined && phone !== undefined
      ? [pickupLines({ name: shopName, address, opening_hours: openingHours, phone })]
      : [];
  return content(`${shopName}: your order ${order.transaction_id} is confirmed`, [
    [
      `Namaste ${order.first_name},`,
      `Thank you for shopping with ${shopName}. We have received your order ${order.transaction_id}.`,
    ],
    ...billParagraphs(order, publicUrl),
    ['Items:', ...itemLines(order)],
    totalLines(order),
    [paymentLine(order)],
    deliveryLines(order),
    ...(order.delivery_method === 'pickup'
      ? [...pickupPlace, ['We will e-mail you when your order is ready for pickup at the shop.']]
      : [
          ['Delivery to:', ...addressLines(order)],
          [promiseLine(order), 'We will e-mail you a tracking number once your order ships.'],
        ]),
    [
      `You can follow your order at ${publicUrl}/profile/orders. You may cancel it there within one hour of placing it.`,
      // The public tracking page (issue #36): for a phone that is not signed in.
      `Or without signing in: ${publicUrl}/track, with the order number ${order.transaction_id} and the last four digits of the phone number on the order.`,
    ],
  ]);
}

/** How the shop gets paid, said to the shop. */
function shopPaymentLine(order: Order): string {
  const method = PAYMENT_GATEWAY_LABELS[order.payment_gateway];
  if (order.payment_gateway === 'COD' && order.payment_status !== 'paid')
    return `Payment: ${method} — collect ${formatRs(order.grand_total)} on delivery.`;
  return `Payment: ${method} — ${order.payment_status === 'paid' ? 'paid' : order.payment_status}.`;
}

/**
 * The shop's copy of a new order, for the people who pack it: the order desk's link, Nepal time,
 * and replies go to the shopper's contact address.
 */
export function shopNewOrderEmail(order: Order, shopEmail: string, publicUrl: string): MailMessage {
  return {
    ...message(
      shopEmail,
      `New order ${order.transaction_id} (${PAYMENT_GATEWAY_LABELS[order.payment_gateway]}, ${formatRs(order.grand_total)})`,
      [
        [`Order ${order.transaction_id} was placed on ${formatNepalTime(order.created_on)}.`],
        ['Items:', ...itemLines(order)],
        totalLines(order),
        [shopPaymentLine(order)],
        deliveryLines(order),
        [
          order.delivery_method === 'pickup' ? 'Customer:' : 'Ship to:',
          ...addressLines(order),
          `E-mail: ${order.email}`,
        ],
        ...(order.buyer_pan ? [[`Buyer PAN: ${order.buyer_pan}`]] : []),
        order.notes ? ['Additional info:', order.notes] : ['No additional info.'],
        [`Open it on the order desk: ${staffOrderUrl(order, publicUrl)}`],
      ],
    ),
    replyTo: order.email,
  };
}

/** The order on the staff order desk (routes/staff-orders.tsx opens ?order=). */
function staffOrderUrl(order: Order, publicUrl: string): string {
  return `${publicUrl}/staff/orders?order=${encodeURIComponent(order.transaction_id)}`;
}

/** `reason`: the shop's reason for a staff cancel (issue #33), told to the customer; '' for none. */
export function orderCancelledEmail(order: Order, to: AccountEmail, shopName: string, reason = ''): MailMessage {
  const refund =
    order.payment_status === 'paid'
      ? [
          `You paid ${formatRs(order.grand_total)} by ${PAYMENT_GATEWAY_LABELS[order.payment_gateway]}; we will refund it to you.`,
        ]
      : ['Nothing was charged.'];
  return message(to, `${shopName}: your order ${order.transaction_id} is cancelled`, [
    [
      `Namaste ${order.first_name},`,
      `Your order ${order.transaction_id} has been cancelled.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    refund,
  ]);
}

export function shopRefundDueEmail(order: Order, shopEmail: string, reason: string): MailMessage {
  return message(shopEmail, `Refund due: order ${order.transaction_id} (${formatRs(order.grand_total)})`, [
    [reason],
    [
      `Order ${order.transaction_id}, ${PAYMENT_GATEWAY_LABELS[order.payment_gateway]}, ${formatRs(order.grand_total)}, customer ${order.first_name} ${order.last_name} <${order.email}>.`,
    ],
  ]);
}

/** The courier, tracking number and tracking link of a shipped order, as the customer reads them. */
function trackingLines(order: Order): string[] {
  const tracking = order.tracking;
  if (!tracking) return [];
  return [
    `Courier: ${tracking.courier_name}`,
    `Tracking number: ${tracking.tracking_number}`,
    ...(tracking.tracking_url ? [`Track your parcel: ${tracking.tracking_url}`] : []),
  ];
}

export function orderShippedEmail(order: Order, to: AccountEmail, shopName: string, publicUrl: string): MailMessage {
  const tracking = trackingLines(order);
  const payment =
    order.payment_gateway === 'COD' && order.payment_status !== 'paid'
      ? `Please keep ${formatRs(order.grand_total)} ready: you pay on delivery.`
      : `You have paid ${formatRs(order.grand_total)}; there is nothing to pay on delivery.`;
  const mail = message(to, `${shopName}: your order ${order.transaction_id} is on its way`, [
    [`Namaste ${order.first_name},`, `Your order ${order.transaction_id} has been shipped.`],
    ...(tracking.length > 0 ? [tracking] : []),
    ['Items:', ...itemLines(order)],
    [payment],
    ['Delivery to:', ...addressLines(order)],
    deliveryLines(order),
    [promiseLine(order)],
    [`You can follow your order at ${publicUrl}/profile/orders.`],
  ]);
  const url = order.tracking?.tracking_url;
  if (!url) return mail;
  // The tracking page as a link in the HTML part (the contract admits only http and https).
  const line = escapeHtml(`Track your parcel: ${url}`);
  const link = `Track your parcel: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  return { ...mail, html: (mail.html ?? '').replace(line, link) };
}

export function orderDeliveredEmail(order: Order, to: AccountEmail, shopName: string, publicUrl: string): MailMessage {
  return message(to, `${shopName}: your order ${order.transaction_id} has been delivered`, [
    [
      `Namaste ${order.first_name},`,
      `Your order ${order.transaction_id} has been delivered. Thank you for shopping with ${shopName}.`,
    ],
    ...billParagraphs(order, publicUrl),
    ['Items:', ...itemLines(order)],
    [
      `If something is not right, reply to this e-mail or see our warranty terms at ${publicUrl}/warranty.`,
      `You can review what you bought on its product page at ${publicUrl}.`,
    ],
  ]);
}

export function orderRefundedEmail(
  order: Order,
  to: AccountEmail,
  shopName: string,
  refund: { amountPaisa: number; full: boolean; creditNoteNumber: string | null; publicUrl: string },
): MailMessage {
  const amount = formatRs(paisaToRupees(refund.amountPaisa));
  const how =
    order.payment_gateway === 'COD'
      ? `We have paid ${amount} back to you in cash for your order ${order.transaction_id}.`
      : `We have refunded ${amount} for your order ${order.transaction_id} to your ${PAYMENT_GATEWAY_LABELS[order.payment_gateway]} account.`;
  const paragraphs = [
    [`Namaste ${order.first_name},`, how],
    [
      refund.full
        ? 'This is everything you paid for the order.'
        : `You paid ${formatRs(order.grand_total)} for the order; this refund is part of it.`,
    ],
  ];
  if (refund.creditNoteNumber) {
    paragraphs.push([
      `Your bill is reduced by credit note ${refund.creditNoteNumber}: you can see and print it at ${refund.publicUrl}${creditNotesPagePath(order.transaction_id)}.`,
    ]);
  }
  if (order.payment_gateway !== 'COD') {
    paragraphs.push(['It may take a few days to show in your account, depending on the provider.']);
  }
  return message(to, `${shopName}: refund for order ${order.transaction_id}`, paragraphs);
}

/** Store pickup (issue #20): the order waits at the shop; where it is and when it is open. */
export function orderReadyForPickupEmail(
  order: Order,
  to: AccountEmail,
  shop: ShopForMail,
  publicUrl: string,
): MailMessage {
  const payment =
    order.payment_gateway === 'COD' && order.payment_status !== 'paid'
      ? `Please bring ${formatRs(order.grand_total)}: you pay when you pick it up.`
      : `You have paid ${formatRs(order.grand_total)}; there is nothing to pay at the shop.`;
  return message(to, `${shop.name}: your order ${order.transaction_id} is ready for pickup`, [
    [`Namaste ${order.first_name},`, `Your order ${order.transaction_id} is ready for pickup.`],
    pickupLines(shop),
    ['Items:', ...itemLines(order)],
    [payment, `Please bring your order number ${order.transaction_id}.`],
    [`You can follow your order at ${publicUrl}/profile/orders.`],
  ]);
}
