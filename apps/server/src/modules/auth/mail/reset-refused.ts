import { ACCOUNT_DISABLED_MESSAGE, type Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { nepaliGreeting } from '../../../lib/mail-text.js';
import { englishGreeting, noticeMail } from './layout.js';

// A reset was asked for a disabled account: the requester hears the usual answer, the owner reads
// why no code came (auth/service.ts).

interface Facts {
  firstName: string;
  shopName: string;
  shopEmail: string;
}

const english = ({ firstName, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: password reset not possible`,
  greeting: englishGreeting(firstName),
  paragraphs: [
    [`Someone asked to reset the password of your ${shopName} account. ${ACCOUNT_DISABLED_MESSAGE}: ${shopEmail}.`],
  ],
});

// The second sentence is ACCOUNT_DISABLED_MESSAGE's Nepali (contract i18n/messages-ne.ts).
const nepali = ({ firstName, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: पासवर्ड रिसेट गर्न सकिँदैन`,
  greeting: nepaliGreeting(firstName),
  paragraphs: [
    [
      `कसैले तपाईंको ${shopName} खाताको पासवर्ड रिसेट गर्न माग्यो। यो खाता बन्द गरिएको छ। गल्ती भएको जस्तो लागे पसललाई सम्पर्क गर्नुहोस्: ${shopEmail}।`,
    ],
  ],
});

export function resetRefusedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  return noticeMail(options.to, options.shopName, (options.locale === 'ne' ? nepali : english)(options));
}
