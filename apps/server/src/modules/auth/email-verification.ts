import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_VERIFICATION } from '@pasal/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AppServices } from '../../services.js';
import { verificationCodeMail } from './mail/verification-code.js';
import { emailVerificationCodes, users } from './schema.js';
import { findUserByEmail, isDisabled, type UserRow } from './users.js';

// Proving an e-mail address (docs/rules/accounts.md#e-mail-verification): a six-digit code is
// e-mailed at sign-up and after a change of address; entering it marks the address proven. Until
// then the account can browse and keep a cart, but cannot order, be linked to Google, or use a
// first-order coupon.

type Services = Pick<AppServices, 'database' | 'config' | 'now'>;

/** The e-mail the caller sends after answering, so its delay reveals nothing. */
export type SendCode = (write: (shopName: string) => ReturnType<typeof verificationCodeMail>) => void;

/** Stored as a keyed hash bound to the address: a leaked row alone reveals no code. */
function hashCode(secret: string, userId: number, email: string, code: string): string {
  return createHmac('sha256', `${secret}:email-verification`)
    .update(`${userId}:${email.toLowerCase()}:${code}`)
    .digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** EMAIL_VERIFICATION.codeDigits)).padStart(EMAIL_VERIFICATION.codeDigits, '0');
}

/**
 * Replaces the account's open code with a new one for its current address and hands the e-mail
 * to `send`. Runs in the caller's transaction when given one (sign-up, a change of address).
 */
export async function issueVerificationCode(
  db: DbOrTx,
  services: Services,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>,
  send: SendCode,
): Promise<void> {
  const code = newCode();
  const now = services.now();
  const values = {
    userId: user.id,
    email: user.email,
    codeHash: hashCode(services.config.JWT_SECRET, user.id, user.email, code),
    expiresAt: new Date(now + EMAIL_VERIFICATION.expiryMinutes * 60_000),
    failedAttempts: 0,
    createdAt: new Date(now),
  };
  await db
    .insert(emailVerificationCodes)
    .values(values)
    .onConflictDoUpdate({ target: emailVerificationCodes.userId, set: values });
  send((shopName) =>
    verificationCodeMail({
      to: user.email,
      firstName: user.firstName,
      code,
      shopName,
      minutes: EMAIL_VERIFICATION.expiryMinutes,
      // The account's language (users.locale), not the requester's: anyone may ask for a new code.
      locale: user.locale,
    }),
  );
}

/**
 * A new code on request, for an account whose address is still unproven. Unknown, proven and
 * disabled accounts get nothing, and the caller answers the same in every case.
 */
export async function resendVerificationCode(services: Services, email: string, send: SendCode): Promise<void> {
  const user = await findUserByEmail(services.database.db, email);
  if (!user || user.emailVerifiedAt !== null || isDisabled(user)) return;
  await issueVerificationCode(services.database.db, services, user, send);
}

export type VerifyOutcome = { ok: true; user: UserRow } | { ok: false };

/**
 * Checks a code for the address it was sent to. Five wrong guesses void it; a right one is used
 * once and marks the address proven. The same refusal for an unknown account, a wrong or expired
 * code, or an address that changed since the code was sent.
 */
export async function verifyEmailCode(services: Services, email: string, code: string): Promise<VerifyOutcome> {
  const { db } = services.database;
  const user = await findUserByEmail(db, email);
  // The same hashing work whether or not the account exists.
  const given = Buffer.from(hashCode(services.config.JWT_SECRET, user?.id ?? 0, email, code), 'hex');
  if (!user || isDisabled(user)) return { ok: false };
  const now = new Date(services.now());
  const [row] = await db
    .select()
    .from(emailVerificationCodes)
    .where(
      and(
        eq(emailVerificationCodes.userId, user.id),
        sql`lower(${emailVerificationCodes.email}) = ${user.email.toLowerCase()}`,
        gt(emailVerificationCodes.expiresAt, now),
        lt(emailVerificationCodes.failedAttempts, EMAIL_VERIFICATION.maxWrongAttempts),
      ),
    )
    .limit(1);
  if (!row) return { ok: false };
  const stored = Buffer.from(row.codeHash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    const [counted] = await db
      .update(emailVerificationCodes)
      .set({ failedAttempts: sql`${emailVerificationCodes.failedAttempts} + 1` })
      .where(and(eq(emailVerificationCodes.userId, user.id), eq(emailVerificationCodes.codeHash, row.codeHash)))
      .returning({ failedAttempts: emailVerificationCodes.failedAttempts });
    if (counted && counted.failedAttempts >= EMAIL_VERIFICATION.maxWrongAttempts)
      await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, user.id));
    return { ok: false };
  }
  const verified = await db.transaction(async (tx) => {
    // Single use: of two requests with the right code only one deletes the row.
    const [consumed] = await tx
      .delete(emailVerificationCodes)
      .where(and(eq(emailVerificationCodes.userId, user.id), eq(emailVerificationCodes.codeHash, row.codeHash)))
      .returning({ userId: emailVerificationCodes.userId });
    if (!consumed) return undefined;
    const [updated] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      // The address must still be the one the code was sent to.
      .where(and(eq(users.id, user.id), sql`lower(${users.email}) = ${row.email.toLowerCase()}`))
      .returning();
    return updated;
  });
  return verified ? { ok: true, user: verified } : { ok: false };
}

/** Marks an address proven by someone else's check (Google's `email_verified`). */
export async function markEmailVerified(db: DbOrTx, userId: number, now: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
}
