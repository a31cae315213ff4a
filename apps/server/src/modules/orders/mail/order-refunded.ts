import { creditNotesPagePath, paisaToRupees, type Order } from '@pasal/contract';
import { money, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import type { OrderRecipient } from '../recipient.js';
import { gatewayName, orderGreeting, orderMail } from './parts.js';

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
  const paid = money(order.grand_total, locale);
  const gateway = gatewayName(order.payment_gateway, locale);
  const cod = order.payment_gateway === 'COD';
  const creditNotes = pageIn(`${refund.publicUrl}${creditNotesPagePath(id)}`, locale);
  if (locale === 'ne') {
    const paragraphs = [
      [
        orderGreeting(order, 'ne'),
        cod
          ? `हामीले तपाईंको अर्डर ${id} को ${amount} तपाईंलाई नगदमा फिर्ता गरेका छौं।`
          : `हामीले तपाईंको अर्डर ${id} को ${amount} तपाईंको ${gateway} खातामा फिर्ता गरेका छौं।`,
      ],
      [
        refund.full
          ? 'यो तपाईंले अर्डरका लागि तिर्नुभएको पूरै रकम हो।'
          : `तपाईंले अर्डरका लागि ${paid} तिर्नुभएको थियो; यो फिर्ता त्यसको एक भाग हो।`,
      ],
    ];
    if (refund.creditNoteNumber)
      paragraphs.push([
        `तपाईंको बिल क्रेडिट नोट ${refund.creditNoteNumber} ले घटाइएको छ: तपाईं यसलाई ${creditNotes} मा हेर्न र प्रिन्ट गर्न सक्नुहुन्छ।`,
      ]);
    if (!cod) paragraphs.push(['भुक्तानी सेवाअनुसार यो रकम तपाईंको खातामा देखिन केही दिन लाग्न सक्छ।']);
    return { to: recipient.to, ...orderMail(`${shopName}: अर्डर ${id} को रकम फिर्ता`, paragraphs, 'ne') };
  }
  const paragraphs = [
    [
      orderGreeting(order, 'en'),
      cod
        ? `We have paid ${amount} back to you in cash for your order ${id}.`
        : `We have refunded ${amount} for your order ${id} to your ${gateway} account.`,
    ],
    [
      refund.full
        ? 'This is everything you paid for the order.'
        : `You paid ${paid} for the order; this refund is part of it.`,
    ],
  ];
  if (refund.creditNoteNumber)
    paragraphs.push([
      `Your bill is reduced by credit note ${refund.creditNoteNumber}: you can see and print it at ${creditNotes}.`,
    ]);
  if (!cod) paragraphs.push(['It may take a few days to show in your account, depending on the provider.']);
  return { to: recipient.to, ...orderMail(`${shopName}: refund for order ${id}`, paragraphs, 'en') };
}
