import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { noticeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// Sent after a reset or a change (OWASP: tell the owner; never include the password). The Nepali
// names the login page's link as a Nepali page shows it ("पासवर्ड बिर्सनुभयो?").

interface Facts {
  firstName: string;
  shopName: string;
  shopEmail: string;
}

export function passwordChangedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  const { locale, shopName: shop, shopEmail } = options;
  return noticeMail(options.to, shop, {
    subject: words(locale, 'passwordChangedSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    paragraphs: [[words(locale, 'passwordChanged', { shop })], [words(locale, 'passwordChangedNotYou', { shopEmail })]],
  });
}
