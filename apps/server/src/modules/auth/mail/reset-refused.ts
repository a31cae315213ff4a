import { NE_REFUSALS, REFUSALS, type Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { noticeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// A reset was asked for a disabled account: the requester hears the usual answer, the owner reads
// why no code came (auth/service.ts), in the words the shop refuses a disabled account's sign-in with.

interface Facts {
  firstName: string;
  shopName: string;
  shopEmail: string;
}

export function resetRefusedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  const { locale, shopName: shop, shopEmail } = options;
  const disabled = locale === 'ne' ? NE_REFUSALS.account_disabled : REFUSALS.account_disabled.en;
  return noticeMail(options.to, shop, {
    subject: words(locale, 'resetRefusedSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    paragraphs: [[words(locale, 'resetRefused', { shop, disabled, shopEmail })]],
  });
}
