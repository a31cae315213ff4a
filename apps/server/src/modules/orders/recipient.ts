import type { Locale } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { findUserById } from '../auth/index.js';

// Who an order's e-mails go to (issue #29): the ordering account's own address (users.email, which
// sign-up verifies), never the contact e-mail typed into the checkout form (orders.email, kept for
// the courier and shown to staff). Otherwise anyone could make the shop mail any address, with
// text of their choosing (names, notes, landmark), as often as they place orders. A new cash-on-
// delivery order's confirmation is addressed by the statement that records it (order-statement.ts).
// They are written in the language the order was placed in (orders.locale, issue #30).

/**
 * The ordering account's own address (users.email). The customer's order e-mails take it as their
 * recipient, so the form's contact e-mail (order.email) cannot be passed by mistake: a plain string
 * does not type-check there (issue #29).
 */
export type AccountEmail = string & { readonly __brand: 'users.email' };

/** Where a customer's order e-mail goes and the language it is written in. */
export interface OrderRecipient {
  to: AccountEmail;
  locale: Locale;
}

/** The address of the account that placed order `orderId`, and the order's language. */
export async function recipientOfOrder(db: DbOrTx, orderId: number): Promise<OrderRecipient> {
  const result = await db.execute<{ email: string; locale: Locale }>(
    sql`SELECT u.email, o.locale FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`order ${orderId} has no account`);
  return { to: row.email as AccountEmail, locale: row.locale };
}

/**
 * The checkout's contact e-mail may be left empty only by an account that has none (signed up
 * with a mobile number alone, docs/rules/accounts.md#sign-up-with-a-mobile-number); any other
 * account hears the form's "Email is required". Read only for an empty e-mail, so an ordinary
 * order costs no query.
 */
export async function refuseMissingEmail(services: Pick<AppServices, 'database'>, userId: number): Promise<void> {
  const account = await findUserById(services.database.db, userId);
  if (account && account.email !== '')
    throw refuse('email_required_for_account', undefined, {
      fields: { email: fieldRefusal('email_required_for_account') },
    });
}
