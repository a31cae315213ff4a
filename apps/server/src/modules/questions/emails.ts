import type { MailMessage } from '../../lib/mailer.js';

// The e-mail a customer gets when staff answer their question: the product by name with a link to
// its page, their question and the answer quoted, so it reads well without opening the shop.

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

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
}): MailMessage {
  const greeting = input.firstName.trim() ? `Namaste ${input.firstName.trim()},` : 'Namaste,';
  const lead = input.updated
    ? `We have updated our answer to your question about ${input.productName}.`
    : `We have answered your question about ${input.productName}.`;
  const text = [
    greeting,
    lead,
    `Your question:\n${quoted(input.question)}`,
    `Our answer:\n${quoted(input.answer)}`,
    `See the product and its other questions: ${input.productUrl}`,
    `Thank you for shopping with ${input.shopName}.`,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><strong>Your question:</strong></p>${quotedHtml(input.question)}`,
    `<p><strong>Our answer:</strong></p>${quotedHtml(input.answer)}`,
    `<p><a href="${escapeHtml(input.productUrl)}">See ${escapeHtml(input.productName)} and its other questions</a></p>`,
    `<p>Thank you for shopping with ${escapeHtml(input.shopName)}.</p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: `${input.shopName}: your question about ${input.productName} has ${input.updated ? 'a new answer' : 'been answered'}`,
    text,
    html,
  };
}
