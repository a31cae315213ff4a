import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { normaliseSetupCode, SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { adminExists } from '../auth/index.js';
import { setupCodes } from './schema.js';

// The one-time setup code. Printed by a server that starts while the shop has no admin (a fresh
// code at every start), stored only as an HMAC, valid for a day; every code dies when the first
// admin is made. 100 random bits: guessing is hopeless even before the per-address limit.

/** How long a printed code works; a restart prints a new one. */
export const SETUP_CODE_LIFETIME_MS = 24 * 60 * 60_000;

/** A new code: SETUP_CODE_LENGTH characters of Crockford's base32, each from the CSPRNG. */
export function newSetupCode(): string {
  let code = '';
  for (let index = 0; index < SETUP_CODE_LENGTH; index++)
    code += SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)];
  return code;
}

/** The stored form: an HMAC keyed with the shop's secret, of the code as normalised. */
export function hashSetupCode(secret: string, code: string): string {
  return createHmac('sha256', `${secret}:setup-code`).update(normaliseSetupCode(code)).digest('hex');
}

/** Constant-time: the comparison's duration says nothing about how much of a hash matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A code for a shop with no admin (null once it has one), stored before it is returned for the
 * log. Codes that have expired are deleted on the way.
 */
export async function issueSetupCode(db: DbOrTx, secret: string, now: number): Promise<string | null> {
  if (await adminExists(db)) return null;
  const code = newSetupCode();
  await db.execute(sql`DELETE FROM setup_codes WHERE expires_at <= ${new Date(now)}::timestamptz`);
  await db.insert(setupCodes).values({
    codeHash: hashSetupCode(secret, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + SETUP_CODE_LIFETIME_MS),
  });
  return code;
}

/** Whether `given` is one of the live codes; every live code is compared, in constant time. */
export async function setupCodeMatches(db: DbOrTx, secret: string, given: string, now: number): Promise<boolean> {
  const live = await db.execute<{ code_hash: string }>(
    sql`SELECT code_hash FROM setup_codes WHERE expires_at > ${new Date(now)}::timestamptz`,
  );
  const hash = hashSetupCode(secret, given);
  let found = false;
  for (const row of live.rows) found = sameHash(row.code_hash, hash) || found;
  return found;
}

/** Every code dies with the first admin (in the transaction that makes them). */
export async function deleteSetupCodes(tx: DbOrTx): Promise<void> {
  await tx.delete(setupCodes);
}
