import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { nepaliGreeting } from '../../../lib/mail-text.js';
import { englishGreeting, noticeMail } from './layout.js';

// Sent after a reset or a change (OWASP: tell the owner; never include the password).

interface Facts {
  firstName: string;
  shopName: string;
  shopEmail: string;
}

const english = ({ firstName, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: your password was changed`,
  greeting: englishGreeting(firstName),
  paragraphs: [
    [`The password of your ${shopName} account was just changed, and every other device was signed out.`],
    [`If this was not you, reset your password now with Forgot Password and write to us at ${shopEmail}.`],
  ],
});

// "पासवर्ड बिर्सनुभयो?" is the login page's link on a Nepali page.
const nepali = ({ firstName, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: तपाईंको पासवर्ड बदलियो`,
  greeting: nepaliGreeting(firstName),
  paragraphs: [
    [`तपाईंको ${shopName} खाताको पासवर्ड भर्खरै बदलियो, र अरू सबै उपकरणबाट लगआउट गरियो।`],
    [`यो तपाईंले गर्नुभएको होइन भने अहिल्यै "पासवर्ड बिर्सनुभयो?" बाट पासवर्ड रिसेट गर्नुहोस् र हामीलाई ${shopEmail} मा लेख्नुहोस्।`],
  ],
});

export function passwordChangedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  return noticeMail(options.to, options.shopName, (options.locale === 'ne' ? nepali : english)(options));
}
