import { PASSWORD_RESET, type Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { figures, nepaliGreeting } from '../../../lib/mail-text.js';
import { codeMail, englishGreeting, type CodeMailWords } from './layout.js';

// The password-reset code: plain and clear, branded with the shop's name.

interface Facts {
  firstName: string;
  shopName: string;
}

const minutes = PASSWORD_RESET.expiryMinutes;

const english = ({ firstName, shopName }: Facts): CodeMailWords => ({
  subject: `${shopName}: your password reset code`,
  greeting: englishGreeting(firstName),
  lead: `Your ${shopName} password reset code is:`,
  use: `Enter it on the Reset Password page within ${minutes} minutes. It works once.`,
  caution: [
    `If you did not ask to reset your password, ignore this e-mail: your password stays the same.`,
    `${shopName} will never ask you for this code by phone or chat.`,
  ],
});

// "पासवर्ड रिसेट" is the page's own heading on a Nepali page.
const nepali = ({ firstName, shopName }: Facts): CodeMailWords => ({
  subject: `${shopName}: तपाईंको पासवर्ड रिसेट कोड`,
  greeting: nepaliGreeting(firstName),
  lead: `तपाईंको ${shopName} पासवर्ड रिसेट कोड यो हो:`,
  use: `यो कोड ${figures(minutes, 'ne')} मिनेटभित्र "पासवर्ड रिसेट" पृष्ठमा लेख्नुहोस्। यो एक पटक मात्र चल्छ।`,
  caution: [
    `तपाईंले पासवर्ड रिसेट गर्न मागेको होइन भने यो इमेलको वास्ता नगर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।`,
    `${shopName} ले यो कोड फोन वा च्याटमा कहिल्यै माग्दैन।`,
  ],
});

export function passwordResetMail(options: Facts & { to: string; code: string; locale: Locale }): MailMessage {
  const words = (options.locale === 'ne' ? nepali : english)(options);
  return codeMail(options.to, options.shopName, options.code, options.locale, words);
}
