import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { nepaliGreeting } from '../../../lib/mail-text.js';
import { englishGreeting, noticeMail } from './layout.js';

// To the old address when the account's e-mail changes (OWASP: notify the owner).

interface Facts {
  to: string;
  firstName: string;
  newEmail: string;
  shopName: string;
  shopEmail: string;
}

const english = ({ to, firstName, newEmail, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: your e-mail address was changed`,
  greeting: englishGreeting(firstName),
  paragraphs: [
    [
      `The e-mail address of your ${shopName} account was just changed from ${to} to ${newEmail}, and every other device was signed out.`,
    ],
    [`If this was not you, write to us at once at ${shopEmail}.`],
  ],
});

const nepali = ({ to, firstName, newEmail, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: तपाईंको इमेल ठेगाना बदलियो`,
  greeting: nepaliGreeting(firstName),
  paragraphs: [
    [`तपाईंको ${shopName} खाताको इमेल ठेगाना भर्खरै ${to} बाट ${newEmail} मा बदलियो, र अरू सबै उपकरणबाट लगआउट गरियो।`],
    [`यो तपाईंले गर्नुभएको होइन भने तुरुन्तै हामीलाई ${shopEmail} मा लेख्नुहोस्।`],
  ],
});

export function emailChangedMail(options: Facts & { locale: Locale }): MailMessage {
  return noticeMail(options.to, options.shopName, (options.locale === 'ne' ? nepali : english)(options));
}
