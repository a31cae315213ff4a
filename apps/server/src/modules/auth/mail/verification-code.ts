import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { figures, nepaliGreeting } from '../../../lib/mail-text.js';
import { codeMail, englishGreeting, type CodeMailWords } from './layout.js';

// The code proving an e-mail address (sign-up, a changed address, or asked for again).

interface Facts {
  firstName: string;
  shopName: string;
  minutes: number;
}

const english = ({ firstName, shopName, minutes }: Facts): CodeMailWords => ({
  subject: `${shopName}: your e-mail verification code`,
  greeting: englishGreeting(firstName),
  lead: `Your ${shopName} e-mail verification code is:`,
  use: `Enter it where ${shopName} asks for it within ${minutes} minutes: it proves this address is yours, so you can place orders.`,
  caution: [
    `If you did not create an account or change your e-mail at ${shopName}, ignore this e-mail: nothing is linked to this address until the code is entered.`,
    `${shopName} will never ask you for this code by phone or chat.`,
  ],
});

const nepali = ({ firstName, shopName, minutes }: Facts): CodeMailWords => ({
  subject: `${shopName}: तपाईंको इमेल प्रमाणीकरण कोड`,
  greeting: nepaliGreeting(firstName),
  lead: `तपाईंको ${shopName} इमेल प्रमाणीकरण कोड यो हो:`,
  use: `${shopName} ले कोड मागेको ठाउँमा ${figures(minutes, 'ne')} मिनेटभित्र यो कोड लेख्नुहोस्: यसले यो ठेगाना तपाईंकै हो भन्ने पुष्टि गर्छ, अनि तपाईं अर्डर गर्न सक्नुहुन्छ।`,
  caution: [
    `तपाईंले ${shopName} मा खाता खोल्नुभएको वा इमेल बदल्नुभएको होइन भने यो इमेलको वास्ता नगर्नुहोस्: कोड नलेखेसम्म यो ठेगानामा केही जोडिँदैन।`,
    `${shopName} ले यो कोड फोन वा च्याटमा कहिल्यै माग्दैन।`,
  ],
});

export function verificationCodeMail(options: Facts & { to: string; code: string; locale: Locale }): MailMessage {
  const words = (options.locale === 'ne' ? nepali : english)(options);
  return codeMail(options.to, options.shopName, options.code, options.locale, words);
}
