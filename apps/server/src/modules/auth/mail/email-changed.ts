import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { noticeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// To the old address when the account's e-mail changes (OWASP: notify the owner).

interface Facts {
  to: string;
  firstName: string;
  newEmail: string;
  shopName: string;
  shopEmail: string;
}

export function emailChangedMail(options: Facts & { locale: Locale }): MailMessage {
  const { locale, shopName: shop, shopEmail, to } = options;
  return noticeMail(to, shop, {
    subject: words(locale, 'emailChangedSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    paragraphs: [
      [words(locale, 'emailChanged', { shop, from: to, to: options.newEmail })],
      [words(locale, 'emailChangedNotYou', { shopEmail })],
    ],
  });
}
