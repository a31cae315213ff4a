import type { Locale } from '@pasal/contract';
import type { MailMessage } from '../../../lib/mailer.js';
import { escapeHtml } from '../../../lib/mail-text.js';

// The account e-mails' shape: a one-time code stands on a line of its own, four spaces in, in the
// digits the code field takes (0–9 in both languages: it is typed or pasted, and phones offer it
// from there), under the shop's name.

export interface CodeMailWords {
  subject: string;
  greeting: string;
  /** 'Your Pasal password reset code is:' */
  lead: string;
  /** Where and how long to enter it. */
  use: string;
  /** What to do if it was not you, and that the shop never asks for the code. */
  caution: readonly string[];
}

export function codeMail(
  to: string,
  shopName: string,
  code: string,
  locale: Locale,
  words: CodeMailWords,
): MailMessage {
  const text = [
    words.greeting,
    '',
    words.lead,
    '',
    `    ${code}`,
    '',
    words.use,
    '',
    ...words.caution,
    '',
    shopName,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,Arial,sans-serif;color:#0f172a;max-width:480px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#c2410c;margin:0 0 16px">${escapeHtml(shopName)}</p>
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.lead)}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${escapeHtml(code)}</p>
<p>${escapeHtml(words.use)}</p>
<p style="color:#475569">${escapeHtml(words.caution.join(' '))}</p>
</body></html>`;
  return { to, subject: words.subject, text, html };
}

/** A short notice in plain text: the greeting, its paragraphs, the shop's name. */
export function noticeMail(
  to: string,
  shopName: string,
  words: { subject: string; greeting: string; paragraphs: readonly (readonly string[])[] },
): MailMessage {
  const text = [words.greeting, '', ...words.paragraphs.flatMap((lines) => [...lines, '']), shopName].join('\n');
  return { to, subject: words.subject, text };
}
