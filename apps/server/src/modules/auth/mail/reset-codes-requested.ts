import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { figures, nepaliGreeting } from '../../../lib/mail-text.js';
import { englishGreeting, noticeMail } from './layout.js';

// Told once a day when reset codes are asked for repeatedly (auth/reset-notices.ts): someone may be
// trying to take the account over with a stream of new codes. No code and nothing to click.

interface Facts {
  firstName: string;
  codes: number;
  perDay: number;
  shopName: string;
  shopEmail: string;
}

const english = ({ firstName, codes, perDay, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: someone is asking for password reset codes`,
  greeting: englishGreeting(firstName),
  paragraphs: [
    [`${codes} password reset codes for your ${shopName} account were asked for today.`],
    [
      `If that was you, all is well. If not, someone may be trying to get into your account: do not share any code,`,
      `and keep your password. Your password stays the same until a code is used, and no more than ${perDay} codes`,
      `are sent in a day. Questions: ${shopEmail}.`,
    ],
  ],
});

const nepali = ({ firstName, codes, perDay, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: कसैले पासवर्ड रिसेट कोड मागिरहेको छ`,
  greeting: nepaliGreeting(firstName),
  paragraphs: [
    [`आज तपाईंको ${shopName} खाताका लागि ${figures(codes, 'ne')} वटा पासवर्ड रिसेट कोड मागियो।`],
    [
      `त्यो तपाईं नै हुनुहुन्थ्यो भने चिन्ता गर्नुपर्दैन। होइन भने कसैले तपाईंको खातामा पस्न खोजिरहेको हुन सक्छ: कुनै पनि कोड`,
      `कसैलाई नदिनुहोस्, र आफ्नो पासवर्ड नबदल्नुहोस्। कोड प्रयोग नभएसम्म तपाईंको पासवर्ड उही रहन्छ, र एक दिनमा`,
      `${figures(perDay, 'ne')} वटाभन्दा बढी कोड पठाइँदैन। केही सोध्नु छ भने: ${shopEmail}।`,
    ],
  ],
});

export function resetCodesRequestedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  return noticeMail(options.to, options.shopName, (options.locale === 'ne' ? nepali : english)(options));
}
