import { formatRs, PAYMENT_GATEWAY_LABELS, type Order } from '@pasal/contract';
import type { MailMessage } from '../../lib/mailer.js';

// The shop's alert about an online payment that could not be confirmed by the end of its payment
// window (payment-flow.ts). Plain text: it is read by staff, who need facts and what to do next.

export function shopPaymentUnconfirmedEmail(
  order: Order,
  shopEmail: string,
  facts: { claimed: boolean; answer: string; recheckMinutes: number },
): MailMessage {
  const gateway = PAYMENT_GATEWAY_LABELS[order.payment_gateway];
  const why = facts.claimed
    ? `${gateway} sent the customer back with a correctly signed "COMPLETE", but its status check has not confirmed the payment (${facts.answer}).`
    : `${gateway} has not given a conclusive answer about this payment (${facts.answer}).`;
  const paragraphs = [
    [why, 'The money may have been taken, so the order has not been cancelled and its stock is still reserved.'],
    [
      `Order ${order.transaction_id}, ${gateway}, ${formatRs(order.grand_total)}, placed ${order.created_on}, customer ${order.first_name} ${order.last_name} <${order.email}>, ${order.shipping.phone_number}.`,
    ],
    [
      `Pasal keeps asking ${gateway} every ${facts.recheckMinutes} minutes and records the payment as soon as it is confirmed.`,
      `Look the payment up in the ${gateway} merchant portal. If there is no payment, cancel the order on /staff/orders to return its stock. If the money was taken but is not confirmed, contact ${gateway}.`,
    ],
  ];
  return {
    to: shopEmail,
    subject: `Payment unconfirmed: order ${order.transaction_id} (${formatRs(order.grand_total)})`,
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
  };
}
