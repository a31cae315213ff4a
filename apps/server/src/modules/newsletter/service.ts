import type { DbOrTx } from '../../db/connection.js';
import { newsletterSubscribers } from './schema.js';

/** Addresses are compared without regard to case: Sita@Example.com and sita@example.com are one reader. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Adds the address to the newsletter list once. Subscribing again changes nothing and is not an
 * error, and the caller cannot tell the two apart (nobody can probe who is subscribed).
 * Returns whether a new row was written (for logs and tests).
 */
export async function subscribe(db: DbOrTx, email: string, now: Date): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: normaliseEmail(email), createdAt: now })
    // The only unique key besides the id is lower(email): a conflict means 'already subscribed'.
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}
