import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { nepaliGreeting } from '../../../lib/mail-text.js';
import { englishGreeting, noticeMail } from './layout.js';

// Google sign-in was linked to an account that had an e-mail address only (auth/service.ts). When
// the address had never been proven, its password was dropped (pre-hijacking): the owner is told.

interface Facts {
  firstName: string;
  googleEmail: string;
  /** The address was never proven: its password was removed and every device signed out. */
  unproven: boolean;
  shopName: string;
  shopEmail: string;
}

const english = ({ firstName, googleEmail, unproven, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: Google sign-in linked to your account`,
  greeting: englishGreeting(firstName),
  paragraphs: [
    [
      `You can now sign in to ${shopName} with your Google account ${googleEmail}.`,
      ...(unproven
        ? [
            `The account had been created with this address but the address was never confirmed, so its password was removed and every device signed out. To sign in with a password as well, set one with Forgot Password.`,
          ]
        : []),
      `If this was not you, reset your password with Forgot Password and write to us at ${shopEmail}.`,
    ],
  ],
});

// Google is a name, as on the shop's Nepali pages ("Google साइन-इन").
const nepali = ({ firstName, googleEmail, unproven, shopName, shopEmail }: Facts) => ({
  subject: `${shopName}: तपाईंको खातामा Google साइन-इन जोडियो`,
  greeting: nepaliGreeting(firstName),
  paragraphs: [
    [
      `अब तपाईं आफ्नो Google खाता ${googleEmail} बाट ${shopName} मा लगइन गर्न सक्नुहुन्छ।`,
      ...(unproven
        ? [
            `यो ठेगानाबाट खाता खोलिएको थियो तर ठेगाना कहिल्यै पुष्टि भएको थिएन, त्यसैले त्यसको पासवर्ड हटाइयो र सबै उपकरणबाट लगआउट गरियो। पासवर्डबाट पनि लगइन गर्न "पासवर्ड बिर्सनुभयो?" बाट नयाँ पासवर्ड राख्नुहोस्।`,
          ]
        : []),
      `यो तपाईंले गर्नुभएको होइन भने "पासवर्ड बिर्सनुभयो?" बाट पासवर्ड रिसेट गर्नुहोस् र हामीलाई ${shopEmail} मा लेख्नुहोस्।`,
    ],
  ],
});

export function googleLinkedMail(options: Facts & { to: string; locale: Locale }): MailMessage {
  return noticeMail(options.to, options.shopName, (options.locale === 'ne' ? nepali : english)(options));
}
