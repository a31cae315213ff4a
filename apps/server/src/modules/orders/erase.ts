import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/** The name an erased customer's orders carry instead of theirs. */
const ERASED_BUYER = { firstName: 'Erased', lastName: 'customer' } as const;

/**
 * Erasing an account on request (customers module): its orders stay, because the shop must keep
 * its sales for the tax records, but without the buyer's personal data: the name becomes "Erased
 * customer"; e-mail, phone, street address, landmark, postal code, ward, PAN and notes are
 * cleared. Amounts, items, statuses, bill numbers and the province, district and city (the
 * delivery zone's figures) stay. An issued bill (invoices) is never edited: it keeps what was
 * printed on it, as the tax records require. Counter sales are left as they are: the account is the
 * staff member's who stood at the till, and the buyer named on them is somebody else. Drafts staff
 * took for the customer (issue #36) go entirely: a placed one's order keeps the sale, and an open
 * one's payment link stops working with it.
 */
export async function eraseBuyerDetails(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE orders SET first_name = ${ERASED_BUYER.firstName}, last_name = ${ERASED_BUYER.lastName}, email = '',
      phone_number = '', details_address = '', monument = '', postal_code = '', ward = NULL,
      buyer_pan = NULL, notes = '', updated_at = now()
    WHERE user_id = ${userId} AND channel = 'online'`);
  await tx.execute(sql`DELETE FROM draft_orders WHERE customer_id = ${userId}`);
}
