import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/**
 * Erasing an account on request (customers module): its stock alerts go, the signed-in ones and
 * those its address left as a visitor.
 */
export async function eraseStockAlerts(tx: DbOrTx, userId: number, email: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM back_in_stock_subscriptions WHERE user_id = ${userId} OR lower(email) = lower(${email})`);
}
