import type { Locale } from '@pasal/contract';
import { escapeHtml, nepaliGreeting, pageIn } from '../../lib/mail-text.js';
import type { MailMessage } from '../../lib/mailer.js';

// The e-mail a customer gets when staff answer their question: the product by name with a link to
// its page, their question and the answer quoted, so it reads well without opening the shop. In
// the asker's account language (users.locale, issue #30); the question and the answer are quoted
// in the words they were written in.

/** Each line of a quoted text prefixed with '> ', as plain-text mail quotes. */
function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** A quote in HTML: escaped, line breaks kept. */
function quotedHtml(text: string): string {
  return `<blockquote style="margin:0 0 0 0.5em;padding-left:0.75em;border-left:3px solid #cbd5e1">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</blockquote>`;
}

interface Words {
  subject: string;
  greeting: string;
  lead: string;
  yourQuestion: string;
  ourAnswer: string;
  seeProduct: string;
  seeProductLink: string;
  thanks: string;
}

interface Facts {
  firstName: string;
  productName: string;
  shopName: string;
  updated: boolean;
}

const english = ({ firstName, productName, shopName, updated }: Facts): Words => ({
  subject: `${shopName}: your question about ${productName} has ${updated ? 'a new answer' : 'been answered'}`,
  greeting: firstName.trim() ? `Namaste ${firstName.trim()},` : 'Namaste,',
  lead: updated
    ? `We have updated our answer to your question about ${productName}.`
    : `We have answered your question about ${productName}.`,
  yourQuestion: 'Your question:',
  ourAnswer: 'Our answer:',
  seeProduct: 'See the product and its other questions:',
  seeProductLink: `See ${productName} and its other questions`,
  thanks: `Thank you for shopping with ${shopName}.`,
});

const nepali = ({ firstName, productName, shopName, updated }: Facts): Words => ({
  subject: `${shopName}: ${productName} बारे तपाईंको प्रश्नको ${updated ? 'नयाँ जवाफ' : 'जवाफ आयो'}`,
  greeting: nepaliGreeting(firstName),
  lead: updated
    ? `हामीले ${productName} बारे तपाईंको प्रश्नको जवाफ अद्यावधिक गरेका छौं।`
    : `हामीले ${productName} बारे तपाईंको प्रश्नको जवाफ दिएका छौं।`,
  yourQuestion: 'तपाईंको प्रश्न:',
  ourAnswer: 'हाम्रो जवाफ:',
  seeProduct: 'सामान र यसका अरू प्रश्नहरू हेर्नुहोस्:',
  seeProductLink: `${productName} र यसका अरू प्रश्नहरू हेर्नुहोस्`,
  thanks: `${shopName} बाट किनमेल गर्नुभएकोमा धन्यवाद।`,
});

export function questionAnsweredEmail(input: {
  to: string;
  firstName: string;
  productName: string;
  productUrl: string;
  question: string;
  answer: string;
  shopName: string;
  /** True when an earlier answer was changed. */
  updated: boolean;
  locale: Locale;
}): MailMessage {
  const words = (input.locale === 'ne' ? nepali : english)(input);
  const productUrl = pageIn(input.productUrl, input.locale);
  const text = [
    words.greeting,
    words.lead,
    `${words.yourQuestion}\n${quoted(input.question)}`,
    `${words.ourAnswer}\n${quoted(input.answer)}`,
    `${words.seeProduct} ${productUrl}`,
    words.thanks,
  ].join('\n\n');
  const html = [
    `<div lang="${input.locale}">`,
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.lead)}</p>`,
    `<p><strong>${escapeHtml(words.yourQuestion)}</strong></p>${quotedHtml(input.question)}`,
    `<p><strong>${escapeHtml(words.ourAnswer)}</strong></p>${quotedHtml(input.answer)}`,
    `<p><a href="${escapeHtml(productUrl)}">${escapeHtml(words.seeProductLink)}</a></p>`,
    `<p>${escapeHtml(words.thanks)}</p>`,
    '</div>',
  ].join('\n');
  return { to: input.to, subject: words.subject, text, html };
}
