import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { noticeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// Google sign-in was linked to an account that had an e-mail address only (auth/service.ts). When
// the address had never been proven, its password was dropped (pre-hijacking): the owner is told.
// Google is a name, as on the shop's Nepali pages ("Google साइन-इन").

interface Facts {
  firstName: string;
  googleEmail: string;
  /** The address was never proven: its password was removed and every device signed out. */
  unproven: boolean;
  shopName: string;
  shopEmail: string;
}

export function googleLinkedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  const { locale, shopName: shop, shopEmail } = options;
  return noticeMail(options.to, shop, {
    subject: words(locale, 'googleLinkedSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    paragraphs: [
      [
        words(locale, 'googleLinked', { shop, googleEmail: options.googleEmail }),
        ...(options.unproven ? [words(locale, 'googleLinkedUnproven')] : []),
        words(locale, 'googleLinkedNotYou', { shopEmail }),
      ],
    ],
  });
}
