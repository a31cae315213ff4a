import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AccountEmail } from './emails.js';

// Who an order's e-mails go to (issue #29): the ordering account's own address (users.email, which
// sign-up verifies), never the contact e-mail typed into the checkout form (orders.email, kept for
// the courier and shown to staff). Otherwise anyone could make the shop mail any address, with
// text of their choosing (names, notes, landmark), as often as they place orders. A new cash-on-
// delivery order's confirmation is addressed by the statement that records it (order-statement.ts).

/** The address of the account that placed order `orderId`. */
export async function accountEmailOfOrder(db: DbOrTx, orderId: number): Promise<AccountEmail> {
  const result = await db.execute<{ email: string }>(
    sql`SELECT u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  );
  const email = result.rows[0]?.email;
  if (email === undefined) throw new Error(`order ${orderId} has no account`);
  return email as AccountEmail;
}
