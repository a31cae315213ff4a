import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/**
 * The address an erased account gets in place of its own: unique (the e-mail index is), under the
 * reserved .invalid domain so nothing is ever delivered to it, and matching no address anyone can
 * sign up or sign in with.
 */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/**
 * Erasing an account on request (customers module): the row stays, because its orders name it,
 * but everything personal goes: name ("Erased customer"), e-mail (the placeholder above), phone,
 * billing address, password, Google link, proof of address and of mobile number. It is disabled for good, so the
 * access tokens it still holds write nothing; its refresh tokens, reset and verification codes are
 * deleted, so no session lasts. Who erased it and when are kept, nothing else.
 */
export async function eraseUser(tx: DbOrTx, userId: number, change: { by: number; now: number }): Promise<void> {
  const at = new Date(change.now);
  await tx.execute(sql`
    UPDATE users SET email = ${erasedEmail(userId)}, first_name = 'Erased', middle_name = '', last_name = 'customer',
      phone = '', billing = NULL, password_hash = NULL, google_sub = NULL, email_verified_at = NULL,
      phone_verified_at = NULL,
      disabled_at = ${at}, disabled_by = ${change.by}, disabled_reason = 'Erased on request',
      erased_at = ${at}, erased_by = ${change.by}, updated_at = ${at}
    WHERE id = ${userId}`);
  await tx.execute(sql`DELETE FROM refresh_tokens WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM password_reset_codes WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM email_verification_codes WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM phone_codes WHERE user_id = ${userId}`);
}
