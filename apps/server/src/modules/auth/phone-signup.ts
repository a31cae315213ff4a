import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_VERIFICATION, type Locale, type phoneSignupSchema } from '@pasal/contract';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { refuse, refuseField } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { currentShopSettings } from '../settings/index.js';
import { smsWords } from '../sms/index.js';
import { phoneSignupCodes, users } from './schema.js';
import { isUniqueViolation, type UserRow } from './users.js';

// Signing up with a mobile number alone (issue #36, docs/rules/accounts.md#sign-up-with-a-mobile-number),
// as Daraz and Sastodeal do: the number, a six-digit code texted to it, then a name. The account
// has no e-mail ('') and no password: it signs in with its number and a code, may set a password
// with a reset code by SMS, and may add an e-mail later. The number is proven by the code, so
// the account may order at once (the order gate's `ev` claim, service.ts accessClaimsOf).
//
// The code belongs to the number, not to an account (there is none yet): phone_signup_codes keeps
// one per number, stored as a keyed hash, 5 minutes and 5 guesses, like every other code. A number
// already proven on an account gets a text saying so instead of a code, and the answer is the same
// either way: the page tells no one whose number it is.

type Services = Pick<AppServices, 'database' | 'config' | 'now' | 'smsOutbox' | 'catalogCache'>;

const VERIFIED_PHONE_INDEX = 'users_verified_phone_unique';

function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', `${secret}:phone-signup-code`).update(`${phone}:${code}`).digest('hex');
}

/** The sign-up code's text, in the page's language (the number has no account, so no language of its own). */
function signupCodeText(code: string, shopName: string, locale: Locale): string {
  return smsWords(locale, 'signUpCode', { shop: shopName, code, minutes: PHONE_VERIFICATION.expiryMinutes });
}

/** What a number that already has an account hears instead of a code, in that account's language. */
function alreadySignedUpText(shopName: string, locale: Locale): string {
  return smsWords(locale, 'alreadySignedUp', { shop: shopName });
}

async function accountOfVerifiedPhone(services: Services, phone: string): Promise<UserRow | undefined> {
  const [user] = await services.database.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return user;
}

/**
 * Texts a sign-up code to `phone`, or, when the number is already proven on an account, a note
 * that it has one (no code). 503 when the shop sends no text messages.
 */
export async function sendPhoneSignup(services: Services, phone: string, locale: Locale): Promise<void> {
  if (!services.smsOutbox.enabled) throw refuse('sms_unavailable');
  const shop = await currentShopSettings(services);
  const existing = await accountOfVerifiedPhone(services, phone);
  const now = services.now();
  await services.database.db.transaction(async (tx) => {
    if (existing) {
      await services.smsOutbox.enqueue(tx, [{ to: phone, text: alreadySignedUpText(shop.name, existing.locale) }]);
      return;
    }
    const code = String(randomInt(0, 10 ** PHONE_VERIFICATION.codeDigits)).padStart(PHONE_VERIFICATION.codeDigits, '0');
    const values = {
      phone,
      codeHash: hashCode(services.config.JWT_SECRET, phone, code),
      expiresAt: new Date(now + PHONE_VERIFICATION.expiryMinutes * 60_000),
      failedAttempts: 0,
      createdAt: new Date(now),
    };
    await tx
      .insert(phoneSignupCodes)
      .values(values)
      .onConflictDoUpdate({ target: phoneSignupCodes.phone, set: values });
    // Codes nobody used are cleared as new ones are sent; no timer needed for a small table.
    await tx.delete(phoneSignupCodes).where(lt(phoneSignupCodes.expiresAt, new Date(now)));
    await services.smsOutbox.enqueue(tx, [{ to: phone, text: signupCodeText(code, shop.name, locale) }]);
  });
  services.smsOutbox.kick();
}

const invalidCode = () => refuseField('verification_code_invalid', 'code');
const takenNumber = () => refuseField('phone_verified_elsewhere', 'phone');

/**
 * The new account, once the number's code is right: no e-mail, no password, the number proven,
 * e-mails (none) and texts in the page's language. The code is used up in the transaction that
 * creates the account, so of two requests with the right code only one makes an account. The
 * same 400 for a wrong, expired, used-up or never-sent code; 5 wrong guesses void it.
 */
export async function completePhoneSignup(
  services: Services,
  input: z.output<typeof phoneSignupSchema>,
  locale: Locale,
): Promise<UserRow> {
  const { db } = services.database;
  const now = new Date(services.now());
  const given = Buffer.from(hashCode(services.config.JWT_SECRET, input.phone, input.code), 'hex');
  const [row] = await db
    .select()
    .from(phoneSignupCodes)
    .where(
      and(
        eq(phoneSignupCodes.phone, input.phone),
        gt(phoneSignupCodes.expiresAt, now),
        lt(phoneSignupCodes.failedAttempts, PHONE_VERIFICATION.maxWrongAttempts),
      ),
    )
    .limit(1);
  if (!row) throw invalidCode();
  const ofRow = and(eq(phoneSignupCodes.phone, input.phone), eq(phoneSignupCodes.codeHash, row.codeHash));
  const stored = Buffer.from(row.codeHash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    const [counted] = await db
      .update(phoneSignupCodes)
      .set({ failedAttempts: sql`${phoneSignupCodes.failedAttempts} + 1` })
      .where(ofRow)
      .returning({ failedAttempts: phoneSignupCodes.failedAttempts });
    if (counted && counted.failedAttempts >= PHONE_VERIFICATION.maxWrongAttempts)
      await db.delete(phoneSignupCodes).where(ofRow);
    throw invalidCode();
  }
  try {
    const created = await db.transaction(async (tx) => {
      const [consumed] = await tx.delete(phoneSignupCodes).where(ofRow).returning({ phone: phoneSignupCodes.phone });
      if (!consumed) return undefined;
      const [user] = await tx
        .insert(users)
        .values({
          email: '',
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          phoneVerifiedAt: now,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return user;
    });
    if (!created) throw invalidCode();
    return created;
  } catch (error) {
    // Proven on an account since the code was sent (a sign-up or a verification won the race):
    // the transaction is undone and the code stays for nothing else to use.
    if (isUniqueViolation(error, VERIFIED_PHONE_INDEX)) throw takenNumber();
    throw error;
  }
}
