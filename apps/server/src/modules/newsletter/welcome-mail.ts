import type { Locale } from '@pasal/contract';
import { escapeHtml, pageIn } from '../../lib/mail-text.js';
import type { OutboxMessage } from '../mail/index.js';

// The one e-mail a new newsletter subscriber gets right away: it confirms the sign-up and says how
// to leave, in the language of the page they signed up on (newsletter_subscribers.locale, issue
// #30). Its footer's unsubscribe link works without signing in, and the one-click headers are what
// mail programs show as their own "Unsubscribe" button (RFC 8058).

export interface WelcomeFacts {
  to: string;
  shopName: string;
  /** The storefront page that asks before it unsubscribes. */
  unsubscribePageUrl: string;
  /** The RFC 8058 one-click address a mail program POSTs to. */
  oneClickUrl: string;
  locale: Locale;
}

const english = ({ to, shopName }: WelcomeFacts) => ({
  subject: `Welcome to the ${shopName} newsletter`,
  paragraphs: [
    'Namaste,',
    `Thank you for subscribing to the ${shopName} newsletter. Now and then we will write about new arrivals and offers.`,
    'Did not sign up yourself? Use the unsubscribe link below and you will hear nothing more from us.',
  ],
  footer: `You get this e-mail because ${to} is on the ${shopName} newsletter list.`,
  unsubscribe: 'Unsubscribe',
});

// "न्यूजलेटर" and "सदस्यता रद्द" as the storefront's unsubscribe page says them.
const nepali = ({ to, shopName }: WelcomeFacts) => ({
  subject: `${shopName} न्यूजलेटरमा स्वागत छ`,
  paragraphs: [
    'नमस्ते,',
    `${shopName} को न्यूजलेटरमा सदस्यता लिनुभएकोमा धन्यवाद। हामी बेलाबेलामा नयाँ सामान र अफरबारे लेख्नेछौं।`,
    'आफैंले सदस्यता लिनुभएको होइन? तलको सदस्यता रद्द गर्ने लिङ्क थिच्नुहोस्, त्यसपछि हामीबाट केही आउने छैन।',
  ],
  footer: `${to} ${shopName} को न्यूजलेटर सूचीमा भएकाले तपाईंले यो इमेल पाउनुभएको हो।`,
  unsubscribe: 'सदस्यता रद्द गर्नुहोस्',
});

export function welcomeMail(facts: WelcomeFacts): OutboxMessage {
  const words = (facts.locale === 'ne' ? nepali : english)(facts);
  const pageUrl = pageIn(facts.unsubscribePageUrl, facts.locale);
  return {
    to: facts.to,
    subject: words.subject,
    text: [...words.paragraphs, '--', `${words.footer} ${words.unsubscribe}: ${pageUrl}`].join('\n\n'),
    html: [
      `<div lang="${facts.locale}">`,
      ...words.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<hr><p style="font-size:12px;color:#475569">${escapeHtml(words.footer)} <a href="${escapeHtml(pageUrl)}">${escapeHtml(words.unsubscribe)}</a></p>`,
      '</div>',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${facts.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
