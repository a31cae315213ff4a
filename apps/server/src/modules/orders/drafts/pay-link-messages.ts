import { PAY_LINK_DAYS, type Locale } from '@pasal/contract';
import { money } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { smsWords, type SmsMessage } from '../../sms/index.js';
import { orderMail } from '../mail/parts.js';

// The payment link's e-mail and SMS (issue #36): who the shop is, what the order holds, how much,
// and the link. In the customer's language (their account's); the SMS short enough for one or two
// parts.

export interface PayLinkMessageFacts {
  shopName: string;
  firstName: string;
  url: string;
  grandTotal: number;
  /** '- Galaxy A55 (Blue) × 1' per line. */
  lines: string[];
  locale: Locale;
}

export function payLinkSms(to: string, facts: PayLinkMessageFacts): SmsMessage {
  const { shopName, url, grandTotal, locale } = facts;
  const text = smsWords(locale, 'payLink', { shop: shopName, amount: money(grandTotal, locale), url });
  return { to, text };
}

export function payLinkEmail(to: string, facts: PayLinkMessageFacts): MailMessage {
  const { shopName, firstName, url, grandTotal, lines, locale } = facts;
  if (locale === 'ne')
    return {
      to,
      ...orderMail(
        `${shopName}: तपाईंको अर्डरको भुक्तानी लिंक`,
        [
          [`नमस्ते ${firstName} जी,`, `तपाईंले ${shopName}सँग मागेको अर्डर तयार छ:`],
          lines,
          [`जम्मा: ${money(grandTotal, 'ne')}`],
          [`eSewa वा Khalti बाट तिर्न यो लिंक खोल्नुहोस् (${PAY_LINK_DAYS} दिनसम्म चल्छ):`, url],
          ['तपाईंले तिरेपछि मात्र अर्डर दर्ता हुन्छ र सामान छुट्याइन्छ।'],
        ],
        'ne',
      ),
    };
  return {
    to,
    ...orderMail(
      `${shopName}: the payment link for your order`,
      [
        [`Namaste ${firstName},`, `Here is the order you asked ${shopName} for:`],
        lines,
        [`Total: ${money(grandTotal, 'en')}`],
        [`Open this link to pay with eSewa or Khalti (it works for ${PAY_LINK_DAYS} days):`, url],
        ['The order is placed, and its items set aside for you, when you pay.'],
      ],
      'en',
    ),
  };
}
