import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_UNSUBSCRIBE_PAGE, NEWSLETTER_UNSUBSCRIBE_PATH, type NewsletterSource } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { queueMailSql, type OutboxMessage } from '../mail/index.js';
import { newsletterSubscribers } from './schema.js';

/** Addresses are compared without regard to case: Sita@Example.com and sita@example.com are one reader. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// The unsubscribe link: the subscriber's id and an HMAC of it under a key derived from the server's
// signing secret (its own purpose, so the token is good for nothing else). Nobody can make one from
// an e-mail address or an id without the secret; it needs no table of its own, and it stays valid
// for as long as the subscription (a reader who unsubscribes and signs up again gets a new id).

function signature(secret: string, id: number): Buffer {
  return createHmac('sha256', `${secret}:newsletter-unsubscribe`).update(String(id)).digest();
}

export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${signature(secret, id).toString('base64url')}`;
}

/** The subscriber id a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export interface ShopFacts {
  shopName: string;
  publicUrl: string;
  secret: string;
}

/** The storefront page a reader opens from the e-mail (asks before it unsubscribes). */
function unsubscribePageUrl(shop: ShopFacts, id: number): string {
  return `${shop.publicUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=${unsubscribeToken(shop.secret, id)}`;
}

/** The RFC 8058 one-click address: a mail program POSTs `List-Unsubscribe=One-Click` to it. */
function oneClickUrl(shop: ShopFacts, id: number): string {
  return `${shop.publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(shop.secret, id)}`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * Every newsletter e-mail goes through here: the unsubscribe link in its footer (works without
 * signing in) and the one-click headers mail programs show as their own "Unsubscribe" button.
 */
function newsletterMail(
  shop: ShopFacts,
  subscriber: { id: number; email: string },
  content: { subject: string; paragraphs: string[] },
): OutboxMessage {
  const pageUrl = unsubscribePageUrl(shop, subscriber.id);
  const footer = `You get this e-mail because ${subscriber.email} is on the ${shop.shopName} newsletter list. Unsubscribe: ${pageUrl}`;
  return {
    to: subscriber.email,
    subject: content.subject,
    text: [...content.paragraphs, '--', footer].join('\n\n'),
    html: [
      ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<hr><p style="font-size:12px;color:#475569">You get this e-mail because ${escapeHtml(subscriber.email)} is on the ${escapeHtml(shop.shopName)} newsletter list. <a href="${escapeHtml(pageUrl)}">Unsubscribe</a></p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(shop, subscriber.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The one e-mail a new subscriber gets right away: it confirms the sign-up and how to leave. */
function welcomeMail(shop: ShopFacts, subscriber: { id: number; email: string }): OutboxMessage {
  return newsletterMail(shop, subscriber, {
    subject: `Welcome to the ${shop.shopName} newsletter`,
    paragraphs: [
      'Namaste,',
      `Thank you for subscribing to the ${shop.shopName} newsletter. Now and then we will write about new arrivals and offers.`,
      'Did not sign up yourself? Use the unsubscribe link below and you will hear nothing more from us.',
    ],
  });
}

/**
 * Adds the address to the newsletter list once, and queues the welcome e-mail in the same
 * transaction. Subscribing again changes nothing, sends nothing and is not an error, and the
 * caller cannot tell the two apart (nobody can probe who is subscribed, or mail-bomb a reader).
 * Returns whether a new row was written (for logs and tests).
 */
export async function subscribe(
  db: Database,
  input: { email: string; source: NewsletterSource; now: Date; shop: ShopFacts },
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(newsletterSubscribers)
      .values({ email: normaliseEmail(input.email), source: input.source, createdAt: input.now })
      // The only unique key besides the id is lower(email): a conflict means 'already subscribed'.
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const row = rows[0];
    if (!row) return { created: false };
    await tx.execute(queueMailSql([welcomeMail(input.shop, row)], input.now));
    return { created: true };
  });
}

/** The address an unsubscribe link is for, or null once it is off the list. */
export async function subscriberEmail(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row?.email ?? null;
}

/** Takes the reader off the list; already gone is not an error. Answers whether a row went. */
export async function unsubscribeById(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
