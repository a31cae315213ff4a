import { formatNprNe, formatRs, LOCALE_PARAM, rupeesToPaisa, toDevanagariDigits, type Locale } from '@pasal/contract';

// What every shopper e-mail is written with, in English and in Nepali (issue #30): amounts, counts
// and links in the e-mail's language, and paragraphs turned into the text and HTML parts. The
// sentences live in the contract's catalogues (docs/architecture.md, "Words the server writes to
// customers"); only the staff's English e-mails keep theirs in code.

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * A line that carries an address: the text part writes it out (`before` + url + `after`), the HTML
 * part makes it a link, showing `label` when given and the address otherwise.
 */
interface MailLink {
  before: string;
  url: string;
  label?: string;
  after?: string;
}

export type MailLine = string | MailLink;

/** Paragraphs of lines: blank lines between paragraphs in the text part, <p> with <br> in the HTML. */
export type MailParagraphs = readonly (readonly MailLine[])[];

function lineText(line: MailLine): string {
  return typeof line === 'string' ? line : `${line.before}${line.url}${line.after ?? ''}`;
}

function lineHtml(line: MailLine): string {
  if (typeof line === 'string') return escapeHtml(line);
  const link = `<a href="${escapeHtml(line.url)}">${escapeHtml(line.label ?? line.url)}</a>`;
  return `${escapeHtml(line.before)}${link}${escapeHtml(line.after ?? '')}`;
}

/**
 * The text and HTML parts of an e-mail. The HTML names its language, so a screen reader reads
 * Nepali with a Nepali voice.
 */
export function mailBody(paragraphs: MailParagraphs, locale: Locale): { text: string; html: string } {
  return {
    text: paragraphs.map((lines) => lines.map(lineText).join('\n')).join('\n\n'),
    html: `<div lang="${locale}">\n${paragraphs.map((lines) => `<p>${lines.map(lineHtml).join('<br>')}</p>`).join('\n')}\n</div>`,
  };
}

/** Rupees as the e-mail's reader writes them: 'Rs. 1,69,999' or 'रु. १,६९,९९९'. */
export function money(rupees: number, locale: Locale): string {
  return locale === 'ne' ? formatNprNe(rupeesToPaisa(rupees)) : formatRs(rupees);
}

/** Figures in a text (a count, minutes, a percentage, a phone number) in the e-mail's digits. */
export function figures(value: number | string, locale: Locale): string {
  return locale === 'ne' ? toDevanagariDigits(String(value)) : String(value);
}

/**
 * A page of the shop in the e-mail's language: a Nepali e-mail's links open Nepali pages (?lang=ne,
 * which the shop also remembers), an English one's stay as they are.
 */
export function pageIn(url: string, locale: Locale): string {
  if (locale === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;
}
