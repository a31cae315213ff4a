import type { ContactMessage, Locale } from '@pasal/contract';
import type { DbOrTx } from '../../db/connection.js';
import type { Mailer } from '../../lib/mailer.js';
import { contactMessages } from './schema.js';

/** A header line must never carry a line break (header injection) or run on for ever. */
export function singleLine(text: string, max = 200): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

function contactMail(message: ContactMessage, receivedAt: Date, shopEmail: string) {
  return {
    to: shopEmail,
    replyTo: message.email,
    subject: `Contact form: ${singleLine(message.subject)}`,
    text: [
      `A shopper wrote through the contact form on ${receivedAt.toISOString()}.`,
      '',
      `Name: ${singleLine(message.name)}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone === '' ? '(not given)' : message.phone}`,
      `Subject: ${singleLine(message.subject)}`,
      '',
      message.message,
      '',
      'Reply to this e-mail to answer the shopper directly.',
    ].join('\n'),
  };
}

/**
 * Stores the message, then e-mails it to the shop (docs/rules/content.md#contact). The row is the
 * record: a mail failure is logged and does not fail the request, so the shopper never sends it
 * twice. `locale`, the page's language, is kept for the staff reply (reply-mail.ts); the shop's
 * copy is English.
 */
export async function submitContactMessage(
  deps: {
    db: DbOrTx;
    mailer: Mailer;
    /** Where the shop reads its mail (Settings screen). */
    shopEmail: string;
    now: () => number;
    log: { error(obj: object, msg: string): void };
  },
  message: ContactMessage,
  locale: Locale,
): Promise<{ id: number }> {
  const receivedAt = new Date(deps.now());
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...message, locale, createdAt: receivedAt })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  try {
    await deps.mailer.send(contactMail(message, receivedAt, deps.shopEmail));
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: row.id },
      'contact message stored but the e-mail to the shop failed',
    );
  }
  return { id: row.id };
}
