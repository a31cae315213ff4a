import type { Locale } from '@pasal/contract';
import { escapeHtml, pageIn } from '../../lib/mail-text.js';
import type { OutboxMessage } from '../mail/index.js';
import { newsletterMailWords } from './mail-words.js';

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

export function welcomeMail(facts: WelcomeFacts): OutboxMessage {
  const { locale, shopName: shop } = facts;
  // "न्यूजलेटर" and "सदस्यता रद्द" as the storefront's unsubscribe page says them.
  const words = {
    subject: newsletterMailWords(locale, 'welcomeSubject', { shop }),
    paragraphs: [
      newsletterMailWords(locale, 'hello'),
      newsletterMailWords(locale, 'welcome', { shop }),
      newsletterMailWords(locale, 'notYou'),
    ],
    footer: newsletterMailWords(locale, 'footer', { to: facts.to, shop }),
    unsubscribe: newsletterMailWords(locale, 'unsubscribe'),
  };
  const pageUrl = pageIn(facts.unsubscribePageUrl, locale);
  return {
    to: facts.to,
    subject: words.subject,
    text: [...words.paragraphs, '--', `${words.footer} ${words.unsubscribe}: ${pageUrl}`].join('\n\n'),
    html: [
      `<div lang="${locale}">`,
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
