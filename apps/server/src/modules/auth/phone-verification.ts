import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isNepaliMobile, PHONE_VERIFICATION, type Locale } from '@pasal/contract';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AppServices } from '../../services.js';
import { currentShopSettings } from '../settings/index.js';
import { PHONE_CODE_PURPOSES, phoneCodes, users } from './schema.js';
import { findUserById, isDisabled, isUniqueViolation, type UserRow } from './users.js';
import { refuse, refuseField } from '../../lib/refusal.js';
import { smsWords } from '../sms/index.js';

// Proving a mobile number and signing in with it (issue #36, docs/rules/accounts.md#mobile-number),
// built like the e-mail codes (email-verification.ts): a six-digit code, stored as a keyed hash
// bound to the account, the purpose and the number; 5 minutes; 5 wrong guesses void it; a right
// one is used once. It goes by SMS through the durable outbox (modules/sms), in the account's
// language. A proven number belongs to one account (users_verified_phone_unique) and may then
// sign that account in with a code in place of the e-mail and password, or set a new password
// with one (phone-reset.ts).

type Services = Pick<AppServices, 'database' | 'config' | 'now' | 'smsOutbox' | 'catalogCache'>;

type Purpose = (typeof PHONE_CODE_PURPOSES)[number];

const VERIFIED_PHONE_INDEX = 'users_verified_phone_unique';

function hashCode(secret: string, purpose: Purpose, userId: number, phone: string, code: string): string {
  return createHmac('sha256', `${secret}:phone-code`).update(`${purpose}:${userId}:${phone}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_VERIFICATION.codeDigits)).padStart(PHONE_VERIFICATION.codeDigits, '0');
}

const CODE_WORDS = { verify: 'verifyCode', 'sign-in': 'signInCode', reset: 'resetCode' } as const;

/**
 * The text of a code: short on purpose, since a Nepali text goes as Unicode (70 characters a part)
 * and the shop pays per part. It says what the code is for, so a code asked for by someone else
 * does not read as a routine message.
 */
function phoneCodeText(purpose: Purpose, code: string, shopName: string, locale: Locale): string {
  return smsWords(locale, CODE_WORDS[purpose], { shop: shopName, code, minutes: PHONE_VERIFICATION.expiryMinutes });
}

/** Replaces the account's open code for `purpose` and queues its SMS in the same transaction. */
async function issueCode(
  services: Services,
  user: Pick<UserRow, 'id' | 'phone' | 'locale'>,
  purpose: Purpose,
): Promise<void> {
  const shop = await currentShopSettings(services);
  const code = newCode();
  const now = services.now();
  const values = {
    userId: user.id,
    purpose,
    phone: user.phone,
    codeHash: hashCode(services.config.JWT_SECRET, purpose, user.id, user.phone, code),
    expiresAt: new Date(now + PHONE_VERIFICATION.expiryMinutes * 60_000),
    failedAttempts: 0,
    createdAt: new Date(now),
  };
  await services.database.db.transaction(async (tx) => {
    await tx
      .insert(phoneCodes)
      .values(values)
      .onConflictDoUpdate({ target: [phoneCodes.userId, phoneCodes.purpose], set: values });
    // The account's language (users.locale), not the requester's: anyone may ask for a sign-in code.
    await services.smsOutbox.enqueue(tx, [
      { to: user.phone, text: phoneCodeText(purpose, code, shop.name, user.locale) },
    ]);
  });
  services.smsOutbox.kick();
}

/**
 * Checks `code` against the account's open code for `purpose`, sent to the number it has now.
 * A wrong guess counts (the fifth deletes the code); a right one deletes it inside `use`, so of
 * two requests with the right code only one gets through.
 */
async function checkCode<T>(
  services: Services,
  user: UserRow,
  purpose: Purpose,
  given: Buffer,
  use: (tx: DbOrTx) => Promise<T | undefined>,
): Promise<T | undefined> {
  const { db } = services.database;
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, user.id),
        eq(phoneCodes.purpose, purpose),
        eq(phoneCodes.phone, user.phone),
        gt(phoneCodes.expiresAt, new Date(services.now())),
        lt(phoneCodes.failedAttempts, PHONE_VERIFICATION.maxWrongAttempts),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const ofRow = and(
    eq(phoneCodes.userId, user.id),
    eq(phoneCodes.purpose, purpose),
    eq(phoneCodes.codeHash, row.codeHash),
  );
  const stored = Buffer.from(row.codeHash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    const [counted] = await db
      .update(phoneCodes)
      .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
      .where(ofRow)
      .returning({ failedAttempts: phoneCodes.failedAttempts });
    if (counted && counted.failedAttempts >= PHONE_VERIFICATION.maxWrongAttempts)
      await db.delete(phoneCodes).where(ofRow);
    return undefined;
  }
  return db.transaction(async (tx) => {
    const [consumed] = await tx.delete(phoneCodes).where(ofRow).returning({ userId: phoneCodes.userId });
    return consumed ? use(tx) : undefined;
  });
}

/** 503 when the shop sends no text messages (production without Sparrow credentials). */
function requireSms(services: Services): void {
  if (!services.smsOutbox.enabled) throw refuse('sms_unavailable');
}

async function signedInAccount(services: Services, userId: number): Promise<UserRow> {
  const user = await findUserById(services.database.db, userId);
  if (!user || isDisabled(user)) throw refuse('sign_in_required');
  return user;
}

async function verifiedElsewhere(db: DbOrTx, user: Pick<UserRow, 'id' | 'phone'>): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, user.phone), isNotNull(users.phoneVerifiedAt), sql`${users.id} <> ${user.id}`))
    .limit(1);
  return other !== undefined;
}

/**
 * Texts a code to the signed-in account's number. Refused, with words, for a number already
 * proven (here or on another account: no SMS is spent on a code that could not be used) and for
 * a phone that takes no SMS.
 */
export async function sendPhoneVerification(services: Services, userId: number): Promise<void> {
  requireSms(services);
  const user = await signedInAccount(services, userId);
  if (user.phoneVerifiedAt !== null) throw refuseField('phone_already_verified', 'phone');
  if (!isNepaliMobile(user.phone)) throw refuseField('phone_needs_mobile', 'phone');
  if (await verifiedElsewhere(services.database.db, user)) throw refuseField('phone_verified_elsewhere', 'phone');
  await issueCode(services, user, 'verify');
}

/** The texted code proves the signed-in account's number; the account as it is then. */
export async function verifyPhone(services: Services, userId: number, code: string): Promise<UserRow> {
  const user = await signedInAccount(services, userId);
  if (user.phoneVerifiedAt !== null) return user;
  const given = Buffer.from(hashCode(services.config.JWT_SECRET, 'verify', user.id, user.phone, code), 'hex');
  try {
    const verified = await checkCode(services, user, 'verify', given, async (tx) => {
      const now = new Date(services.now());
      const [updated] = await tx
        .update(users)
        .set({ phoneVerifiedAt: now, updatedAt: now })
        // The number must still be the one the code was sent to.
        .where(and(eq(users.id, user.id), eq(users.phone, user.phone)))
        .returning();
      return updated;
    });
    if (!verified) throw refuseField('verification_code_invalid', 'code');
    return verified;
  } catch (error) {
    // Proven on another account since the code was sent: the transaction (and the code's use) is undone.
    if (isUniqueViolation(error, VERIFIED_PHONE_INDEX)) throw refuseField('phone_verified_elsewhere', 'phone');
    throw error;
  }
}

async function accountOfVerifiedPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return user;
}

/**
 * A sign-in code for a proven number. An unknown, unproven or disabled number gets nothing, and
 * the caller answers the same in every case: the answer tells no one whose number it is.
 */
export async function sendPhoneLogin(services: Services, phone: string): Promise<void> {
  await sendToVerifiedPhone(services, phone, 'sign-in');
}

/** A password-reset code for a proven number; every other number gets nothing, as for sign-in. */
export async function sendPhoneReset(services: Services, phone: string): Promise<void> {
  await sendToVerifiedPhone(services, phone, 'reset');
}

async function sendToVerifiedPhone(services: Services, phone: string, purpose: 'sign-in' | 'reset'): Promise<void> {
  if (!services.smsOutbox.enabled) return;
  const user = await accountOfVerifiedPhone(services.database.db, phone);
  if (!user || isDisabled(user)) return;
  await issueCode(services, user, purpose);
}

/**
 * The account a proven number and its sign-in code open, or undefined for anything else (an
 * unknown or unproven number, a wrong, used or expired code): the caller refuses them alike.
 */
export async function checkPhoneLogin(services: Services, phone: string, code: string): Promise<UserRow | undefined> {
  return withVerifiedPhoneCode(services, 'sign-in', phone, code, async (_tx, user) => user);
}

/**
 * Runs `use` with the account of a proven number once its reset code is right, in the
 * transaction that uses the code up (an error thrown by `use` undoes both, so the code stays
 * open). Undefined for anything else, refused alike by the caller, as for sign-in.
 */
export async function withPhoneResetCode<T>(
  services: Services,
  phone: string,
  code: string,
  use: (tx: DbOrTx, user: UserRow) => Promise<T | undefined>,
): Promise<T | undefined> {
  return withVerifiedPhoneCode(services, 'reset', phone, code, use);
}

async function withVerifiedPhoneCode<T>(
  services: Services,
  purpose: 'sign-in' | 'reset',
  phone: string,
  code: string,
  use: (tx: DbOrTx, user: UserRow) => Promise<T | undefined>,
): Promise<T | undefined> {
  const user = await accountOfVerifiedPhone(services.database.db, phone);
  // The same hashing work whether or not the number is known.
  const given = Buffer.from(hashCode(services.config.JWT_SECRET, purpose, user?.id ?? 0, phone, code), 'hex');
  if (!user) return undefined;
  return checkCode(services, user, purpose, given, (tx) => use(tx, user));
}
