import { PHONE_KEY_SQL_PATTERN } from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/** A phone column as the outbox stores numbers: digits only, without Nepal's country code. */
const digits = (column: SQL) =>
  sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), ${PHONE_KEY_SQL_PATTERN}, '\\1')`;

/**
 * Erasing an account on request (customers module), before its orders' buyer details go: every
 * text message to the account's phone or its orders' phones is deleted, sent or not, so no row
 * keeps the number or what was said to it.
 */
export async function dropTextMessagesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM sms_outbox WHERE to_number IN (
      SELECT ${digits(sql`phone_number`)} FROM orders WHERE user_id = ${userId}
      UNION SELECT ${digits(sql`phone`)} FROM users WHERE id = ${userId})`);
}
