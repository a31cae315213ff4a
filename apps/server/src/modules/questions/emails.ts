import type { Locale } from '@pasal/contract';
import { greeting } from '../../lib/customer-mail-words.js';
import { escapeHtml, pageIn } from '../../lib/mail-text.js';
import type { MailMessage } from '../../lib/mailer.js';
import { questionsMailWords } from './mail-words.js';

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
  const { locale, shopName: shop, productName: product } = input;
  const words = {
    subject: questionsMailWords(locale, input.updated ? 'updatedSubject' : 'answeredSubject', { shop, product }),
    greeting: greeting(input.firstName, locale),
    lead: questionsMailWords(locale, input.updated ? 'updated' : 'answered', { product }),
    yourQuestion: questionsMailWords(locale, 'yourQuestion'),
    ourAnswer: questionsMailWords(locale, 'ourAnswer'),
    seeProduct: questionsMailWords(locale, 'seeProduct'),
    seeProductLink: questionsMailWords(locale, 'seeProductLink', { product }),
    thanks: questionsMailWords(locale, 'thanks', { shop }),
  };
  const productUrl = pageIn(input.productUrl, locale);
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
