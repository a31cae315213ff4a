import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/**
 * Erasing an account on request (customers module): e-mails still waiting to be sent to the
 * address are dropped, so nothing reaches a person who asked to be forgotten and no row keeps
 * their address.
 */
export async function dropQueuedMailTo(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`DELETE FROM mail_outbox WHERE lower(message->>'to') = lower(${email})`);
}
