import type { Locale } from '@pasal/contract';
import { figures } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { noticeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// Told once a day when reset codes are asked for repeatedly (auth/reset-notices.ts): someone may be
// trying to take the account over with a stream of new codes. No code and nothing to click.

interface Facts {
  firstName: string;
  codes: number;
  perDay: number;
  shopName: string;
  shopEmail: string;
}

export function resetCodesRequestedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  const { locale, shopName: shop, shopEmail } = options;
  return noticeMail(options.to, shop, {
    subject: words(locale, 'resetCodesSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    paragraphs: [
      [words(locale, 'resetCodes', { shop, codes: figures(options.codes, locale) })],
      // The advice's line breaks are the catalogue's: the text part keeps lines short.
      words(locale, 'resetCodesAdvice', { perDay: figures(options.perDay, locale), shopEmail }).split('\n'),
    ],
  });
}
