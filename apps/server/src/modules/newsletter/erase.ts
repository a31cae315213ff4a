import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/** Erasing an account on request (customers module): the address's newsletter subscription goes. */
export async function eraseNewsletterSubscription(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`DELETE FROM newsletter_subscribers WHERE lower(email) = lower(${email})`);
}
