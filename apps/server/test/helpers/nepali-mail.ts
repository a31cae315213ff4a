import { latinWords } from '@pasal/contract';
import { expect } from 'vitest';
import type { MailMessage } from '../../src/lib/mailer.js';

// "A Nepali e-mail is Nepali throughout" (issue #30), as one assertion: its subject, its text and
// what its HTML shows hold no word in Latin letters but the names it is allowed to keep (product,
// brand and shop names, codes), and its figures are Devanagari.

/** What an HTML part shows: tags dropped, entities read. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/** ASCII digits outside web and e-mail addresses and the texts in `allowed` (a code, an order number). */
function asciiFigures(text: string, allowed: readonly string[]): string[] {
  let rest = text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ');
  for (const item of allowed) if (item) rest = rest.replaceAll(item, ' ');
  return rest.match(/[0-9]+/g) ?? [];
}

export function expectNepaliMail(
  mail: Pick<MailMessage, 'subject' | 'text' | 'html'>,
  allowed: readonly string[],
  options: { figures?: readonly string[] } = {},
): void {
  const parts = { subject: mail.subject, text: mail.text, ...(mail.html ? { html: visibleText(mail.html) } : {}) };
  for (const [part, text] of Object.entries(parts)) {
    expect(latinWords(text, allowed), `${part}: ${text}`).toEqual([]);
    expect(asciiFigures(text, [...allowed, ...(options.figures ?? [])]), `${part}: ${text}`).toEqual([]);
  }
  expect(mail.subject).toMatch(/[\u0900-\u097F]/);
  if (mail.html) expect(mail.html).toMatch(/lang="ne"/);
}
