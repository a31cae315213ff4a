import { PAY_LINK_DAYS, type Locale } from '@pasal/contract';
import { greeting } from '../../../lib/customer-mail-words.js';
import { money } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { smsWords, type SmsMessage } from '../../sms/index.js';
import { orderMail } from '../mail/parts.js';
import { orderMailWords } from '../mail/words.js';

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
  const { shopName: shop, url, grandTotal, lines, locale } = facts;
  return {
    to,
    ...orderMail(
      orderMailWords(locale, 'payLinkSubject', { shop }),
      [
        [greeting(facts.firstName, locale), orderMailWords(locale, 'payLinkIntro', { shop })],
        lines,
        [orderMailWords(locale, 'total', { amount: money(grandTotal, locale) })],
        [orderMailWords(locale, 'payLinkOpen', { days: PAY_LINK_DAYS }), url],
        [orderMailWords(locale, 'payLinkPlacedWhenPaid')],
      ],
      locale,
    ),
  };
}
