import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/** Erasing an account on request (customers module): its saved delivery addresses go. */
export async function eraseSavedAddresses(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM user_addresses WHERE user_id = ${userId}`);
}
