import { formatRs, PAYMENT_GATEWAY_LABELS, type Order } from '@pasal/contract';
import type { MailMessage } from '../../lib/mailer.js';
import { addressLines, deliveryLines, itemLines, orderMail, totalLines } from './mail/parts.js';

// The shop's own e-mails about orders, in English (the staff area is English). The customer's
// e-mails, in the order's language, are in mail/ (one module each). Each is queued
// (mail/outbox.ts) by the statement or transaction that makes the change it reports, so it goes out
// if and only if that change is committed, and is sent in the background: a mailer failure delays
// it, never undoes or fails the change.

// The shop works on Nepal time, whatever the server's clock zone: made once (toLocaleString builds
// a new formatter on every call, about a millisecond each).
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

function message(to: string, subject: string, paragraphs: string[][]): MailMessage {
  return { to, ...orderMail(subject, paragraphs, 'en') };
}

/** How the shop gets paid, said to the shop. */
function shopPaymentLine(order: Order): string {
  const method = PAYMENT_GATEWAY_LABELS[order.payment_gateway];
  if (order.payment_gateway === 'COD' && order.payment_status !== 'paid')
    return `Payment: ${method} — collect ${formatRs(order.grand_total)} on delivery.`;
  return `Payment: ${method} — ${order.payment_status === 'paid' ? 'paid' : order.payment_status}.`;
}

/** The order on the staff order desk (routes/staff-orders.tsx opens ?order=). */
function staffOrderUrl(order: Order, publicUrl: string): string {
  return `${publicUrl}/staff/orders?order=${encodeURIComponent(order.transaction_id)}`;
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
        itemLines(order, 'en'),
        totalLines(order, 'en'),
        [shopPaymentLine(order)],
        deliveryLines(order, 'en'),
        [
          order.delivery_method === 'pickup' ? 'Customer:' : 'Ship to:',
          ...addressLines(order, 'en'),
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

export function shopRefundDueEmail(order: Order, shopEmail: string, reason: string): MailMessage {
  return message(shopEmail, `Refund due: order ${order.transaction_id} (${formatRs(order.grand_total)})`, [
    [reason],
    [
      `Order ${order.transaction_id}, ${PAYMENT_GATEWAY_LABELS[order.payment_gateway]}, ${formatRs(order.grand_total)}, customer ${order.first_name} ${order.last_name} <${order.email}>.`,
    ],
  ]);
}
