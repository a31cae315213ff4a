import { creditNotesPagePath, paisaToRupees, type Order } from '@pasal/contract';
import { money, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { gatewayName, orderGreeting, orderMail } from './parts.js';
import { orderMailWords as words } from './words.js';

// Staff recorded a refund (refunds.ts): how much, how it was paid back, and the credit note that
// reduced the bill.

export interface RefundFacts {
  amountPaisa: number;
  full: boolean;
  creditNoteNumber: string | null;
  publicUrl: string;
}

export function orderRefundedEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  refund: RefundFacts,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const amount = money(paisaToRupees(refund.amountPaisa), locale);
  const cod = order.payment_gateway === 'COD';
  const paragraphs = [
    [
      orderGreeting(order, locale),
      cod
        ? words(locale, 'refundedCash', { amount, id })
        : words(locale, 'refundedTo', { amount, id, gateway: gatewayName(order.payment_gateway, locale) }),
    ],
    [
      refund.full
        ? words(locale, 'refundedFull')
        : words(locale, 'refundedPart', { paid: money(order.grand_total, locale) }),
    ],
  ];
  if (refund.creditNoteNumber) {
    const url = pageIn(`${refund.publicUrl}${creditNotesPagePath(id)}`, locale);
    paragraphs.push([words(locale, 'creditNote', { number: refund.creditNoteNumber, url })]);
  }
  if (!cod) paragraphs.push([words(locale, 'refundDays')]);
  return {
    to: recipient.to,
    ...orderMail(words(locale, 'refundedSubject', { shop: shopName, id }), paragraphs, locale),
  };
}
