import type { Locale } from '@pasal/contract';
import { figures } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { codeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// The code proving an e-mail address (sign-up, a changed address, or asked for again).

interface Facts {
  firstName: string;
  shopName: string;
  minutes: number;
}

export function verificationCodeMail(options: Facts & { to: string; code: string; locale: Locale }): MailMessage {
  const { locale, shopName: shop } = options;
  return codeMail(options.to, shop, options.code, locale, {
    subject: words(locale, 'verificationSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    lead: words(locale, 'verificationLead', { shop }),
    use: words(locale, 'verificationUse', { shop, minutes: figures(options.minutes, locale) }),
    caution: [words(locale, 'verificationNotYou', { shop }), words(locale, 'codeNeverAsked', { shop })],
  });
}
