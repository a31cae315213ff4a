import { PASSWORD_RESET, type Locale } from '@pasal/contract';
import { figures } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { codeMail } from './layout.js';
import { accountMailWords as words, greeting } from './words.js';

// The password-reset code: plain and clear, branded with the shop's name. On a Nepali page the
// Reset Password page's heading is "पासवर्ड रिसेट", as the Nepali words say.

interface Facts {
  firstName: string;
  shopName: string;
}

export function passwordResetMail(options: Facts & { to: string; code: string; locale: Locale }): MailMessage {
  const { locale, shopName: shop } = options;
  return codeMail(options.to, shop, options.code, locale, {
    subject: words(locale, 'resetSubject', { shop }),
    greeting: greeting(options.firstName, locale),
    lead: words(locale, 'resetLead', { shop }),
    use: words(locale, 'resetUse', { minutes: figures(PASSWORD_RESET.expiryMinutes, locale) }),
    caution: [words(locale, 'resetNotYou'), words(locale, 'codeNeverAsked', { shop })],
  });
}
