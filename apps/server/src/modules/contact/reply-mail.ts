import {
  formatBsAdDay,
  NEPAL_UTC_OFFSET_MINUTES,
  toDevanagariDigits,
  type ContactDetail,
  type Locale,
} from '@pasal/contract';
import type { OutboxMessage } from '../mail/index.js';
import { contactMailWords } from './mail-words.js';
import { singleLine } from './service.js';

// The staff reply to a contact message: to the sender, Reply-To the shop, the original quoted under
// it. Staff write the reply in whatever words they choose; what the shop adds around it — the line
// that introduces the quote — is in the language of the page the shopper wrote from
// (contact_messages.locale, issue #30). "Re:" stays: mail programs thread by it in every language.

const quoteDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kathmandu',
});

/** '२०८३ मंसिर ८ (२४ नोभेम्बर २०२६), १२:१५': the day in BS and AD, and the time, in Nepal. */
function nepaliQuoteDate(iso: string): string {
  const instant = new Date(iso);
  const minutes = Math.floor(instant.getTime() / 60_000) + NEPAL_UTC_OFFSET_MINUTES;
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const clock = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return `${formatBsAdDay(instant, 'ne')}, ${toDevanagariDigits(clock)}`;
}

export function contactReplyMail(
  original: Pick<ContactDetail, 'name' | 'email' | 'subject' | 'message' | 'created_at'>,
  reply: string,
  shop: { shopName: string; shopEmail: string; staffName: string | null },
  locale: Locale,
): OutboxMessage {
  const subject = singleLine(original.subject);
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  const signature = shop.staffName ? `${shop.staffName}\n${shop.shopName}` : shop.shopName;
  const sender = `${singleLine(original.name)} <${original.email}>`;
  const date = locale === 'ne' ? nepaliQuoteDate(original.created_at) : quoteDate.format(new Date(original.created_at));
  const attribution = contactMailWords(locale, 'replyAttribution', { date, sender });
  return {
    to: original.email,
    replyTo: shop.shopEmail,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text: [reply, '', '--', signature, '', attribution, quoted].join('\n'),
  };
}
