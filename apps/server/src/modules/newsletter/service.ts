import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type Locale,
  type NewsletterSource,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { queueMailSql } from '../mail/index.js';
import { newsletterSubscribers } from './schema.js';
import { welcomeMail } from './welcome-mail.js';

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

/**
 * Adds the address to the newsletter list once, and queues the welcome e-mail in the same
 * transaction. Subscribing again changes nothing, sends nothing and is not an error, and the
 * caller cannot tell the two apart (nobody can probe who is subscribed, or mail-bomb a reader).
 * Returns whether a new row was written (for logs and tests).
 */
export async function subscribe(
  db: Database,
  input: { email: string; source: NewsletterSource; now: Date; shop: ShopFacts; locale: Locale },
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(newsletterSubscribers)
      .values({ email: normaliseEmail(input.email), source: input.source, locale: input.locale, createdAt: input.now })
      // The only unique key besides the id is lower(email): a conflict means 'already subscribed'.
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const row = rows[0];
    if (!row) return { created: false };
    const welcome = welcomeMail({
      to: row.email,
      shopName: input.shop.shopName,
      unsubscribePageUrl: unsubscribePageUrl(input.shop, row.id),
      oneClickUrl: oneClickUrl(input.shop, row.id),
      locale: input.locale,
    });
    await tx.execute(queueMailSql([welcome], input.now));
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
