import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { unauthorized } from '../../lib/http-errors.js';
import { users } from '../../db/schema.js';
import type { AccountEmail } from './emails.js';

// Who an order's e-mails go to (issue #29): the ordering account's own address (users.email, which
// sign-up verifies), never the contact e-mail typed into the checkout form (orders.email, kept for
// the courier and shown to staff). Otherwise anyone could make the shop mail any address, with
// text of their choosing (names, notes, landmark), as often as they place orders.

/** The account's address, read in `db` (the caller's transaction when it queues the e-mail). */
export async function accountEmailOfUser(db: DbOrTx, userId: number): Promise<AccountEmail> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  // No account: the customer was deleted meanwhile; placing answers 401 as for a vanished token.
  if (!row) throw unauthorized();
  return row.email as AccountEmail;
}

/** The address of the account that placed order `orderId`. */
export async function accountEmailOfOrder(db: DbOrTx, orderId: number): Promise<AccountEmail> {
  const result = await db.execute<{ email: string }>(
    sql`SELECT u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  );
  const email = result.rows[0]?.email;
  if (email === undefined) throw new Error(`order ${orderId} has no account`);
  return email as AccountEmail;
}
