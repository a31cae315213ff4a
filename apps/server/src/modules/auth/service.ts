import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_RESET,
  type changeEmailSchema,
  type changePasswordSchema,
  type loginSchema,
  type resetPasswordSchema,
  type SessionUser,
  type ShopSettings,
  type signupSchema,
  type Locale,
} from '@pasal/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppServices } from '../../services.js';
import { GoogleTokenError, GoogleUnavailableError, type GoogleVerifier } from './google.js';
import {
  issueVerificationCode,
  markEmailVerified,
  resendVerificationCode,
  verifyEmailCode,
  type SendCode,
} from './email-verification.js';
import { emailChangedMail } from './mail/email-changed.js';
import { googleLinkedMail } from './mail/google-linked.js';
import { passwordChangedMail } from './mail/password-changed.js';
import { passwordResetMail } from './mail/password-reset-code.js';
import { resetRefusedMail } from './mail/reset-refused.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { isWeakPassword } from './password-strength.js';
import { allowResetCode, type ResetNoticeServices } from './reset-notices.js';
import { passwordResetCodes, users } from './schema.js';
import { revokeAllForUser, rotateRefreshToken, startRefreshFamily, type IssuedRefresh } from './tokens.js';
import { findUserByEmail, findUserById, isDisabled, isUniqueViolation, toSessionUser, type UserRow } from './users.js';
import type { MailMessage } from '../../lib/mailer.js';
import { currentShopSettings } from '../settings/index.js';
import { refuse, refuseField } from '../../lib/refusal.js';

export type Services = Pick<AppServices, 'database' | 'config' | 'now' | 'mailer' | 'accessTokens' | 'catalogCache'>;

export interface Log {
  error(obj: object, msg?: string): void;
}

/** What every way of signing in ends with: the body `{ user, access }` plus a refresh cookie. */
export interface SignedIn {
  user: SessionUser;
  access: string;
  refresh: IssuedRefresh;
}

const EMAIL_INDEX = 'users_email_lower_unique';
const GOOGLE_SUB_INDEX = 'users_google_sub_unique';

/**
 * Refuses a guessable password. It depends only on what the request itself says (the password,
 * the e-mail and names it gives), never on a stored account, so it tells nothing about accounts.
 */
export async function rejectWeakPassword(password: string, personal: readonly string[], field: string): Promise<void> {
  if (await isWeakPassword(password, personal)) throw refuseField('password_too_common', field);
}

/**
 * The access token's claims for an account as it is now. `emailVerified` opens ordering: a proven
 * address, or for an account signed up with a mobile number alone (no e-mail to prove), its proven
 * number. An account with an address orders once the address is proven, since its order e-mails
 * go there (orders/recipient.ts).
 */
function accessClaimsOf(user: UserRow) {
  const proven = user.emailVerifiedAt !== null || (user.email === '' && user.phoneVerifiedAt !== null);
  return { userId: user.id, role: user.role, emailVerified: proven };
}

/**
 * Every way in checks this last, once the person has proven who they are (password, Google):
 * a stranger guessing passwords learns nothing about the account from it.
 */
function refuseDisabled(user: UserRow): void {
  if (isDisabled(user)) throw refuse('account_disabled');
}

export async function signIn(services: Services, user: UserRow, persistent: boolean): Promise<SignedIn> {
  refuseDisabled(user);
  const now = services.now();
  const refresh = await startRefreshFamily(services.database.db, user.id, persistent, now);
  const access = await services.accessTokens.sign(accessClaimsOf(user));
  return { user: toSessionUser(user), access, refresh };
}

/** A verification code's e-mail, sent after the answer like every other. */
function sendCodeLater(services: Services, log: Log): SendCode {
  return (write) => sendLater(services, log, (shop) => write(shop.name));
}

/**
 * Mail goes out after the answer: its delay must not reveal whether an account exists. It is
 * written with the shop's current name and e-mail (Settings screen). An account signed up with a
 * mobile number alone has no address (''): its notices are not sent.
 */
export function sendLater(services: Services, log: Log, write: (shop: ShopSettings) => MailMessage): void {
  currentShopSettings(services)
    .then((shop) => {
      const message = write(shop);
      return message.to === '' ? undefined : services.mailer.send(message);
    })
    .catch((error: unknown) => log.error({ err: error }, 'sending mail failed'));
}

// ---------------------------------------------------------------------------------------------
// Sign-up and sign-in
// ---------------------------------------------------------------------------------------------

/**
 * A new account, its address not yet proven: a six-digit code is e-mailed to it (docs/rules/accounts.md#e-mail-verification).
 * It can sign in, browse and keep a cart at once; orders wait for the code. `locale` is the
 * page's language (lib/request-locale.ts): the account's e-mails are written in it.
 */
export async function register(
  services: Services,
  input: z.output<typeof signupSchema>,
  log: Log,
  locale: Locale,
): Promise<SessionUser> {
  await rejectWeakPassword(input.password, [input.email, input.first_name, input.last_name], 'password');
  // A taken e-mail is refused before the costly hash (the insert below still catches a race).
  if (await findUserByEmail(services.database.db, input.email)) throw refuseField('email_taken', 'email');
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await services.database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          passwordHash,
          locale,
        })
        .returning();
      await issueVerificationCode(tx, services, created!, sendCodeLater(services, log));
      return created!;
    });
    return toSessionUser(user);
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw refuseField('email_taken', 'email');
    throw error;
  }
}

export async function login(services: Services, input: z.output<typeof loginSchema>): Promise<SignedIn> {
  const user = await findUserByEmail(services.database.db, input.email);
  // The same work and the same answer whether the account is unknown, has no password or the
  // password is wrong.
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw refuseField('invalid_credentials', 'email');
  refuseDisabled(user);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await services.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  return signIn(services, user, input.remember ?? false);
}

export async function refreshSession(services: Services, cookie: string | undefined): Promise<SignedIn> {
  if (!cookie) throw refuse('session_ended');
  const { db } = services.database;
  const result = await rotateRefreshToken(db, cookie, services.now(), services.config.JWT_SECRET);
  if (!result.ok) {
    // Disabling revoked the account's tokens: its browser hears why rather than a bare "ended".
    const owner = result.reason === 'unknown' ? undefined : await findUserById(db, result.userId);
    throw refuse(owner && isDisabled(owner) ? 'account_disabled_signed_out' : 'session_ended');
  }
  const user = await findUserById(db, result.userId);
  if (!user) throw refuse('session_ended');
  if (isDisabled(user)) {
    await revokeAllForUser(db, user.id, services.now());
    throw refuse('account_disabled_signed_out');
  }
  const access = await services.accessTokens.sign(accessClaimsOf(user));
  return { user: toSessionUser(user), access, refresh: result.issued };
}

// ---------------------------------------------------------------------------------------------
// Google sign-in (docs/rules/accounts.md#google-sign-in)
// ---------------------------------------------------------------------------------------------

export async function googleLogin(
  services: Services,
  verify: GoogleVerifier | null,
  token: string,
  remember: boolean,
  log: Log,
  /** The page's language, for an account made by this sign-in. */
  locale: Locale,
): Promise<SignedIn> {
  if (!verify) throw refuse('google_not_configured');
  let identity;
  try {
    identity = await verify(token);
  } catch (error) {
    if (error instanceof GoogleTokenError) throw refuse('google_token_unverified');
    if (error instanceof GoogleUnavailableError) {
      log.error({ err: error }, 'Google keys unavailable');
      throw refuse('google_unavailable');
    }
    throw error;
  }
  if (!identity.emailVerified) throw refuse('google_email_unverified');
  const email = identity.email.trim().toLowerCase();

  for (let attempt = 0; ; attempt++) {
    try {
      const user = await findOrCreateGoogleUser(services, identity.sub, email, identity, log, locale);
      return await signIn(services, user, remember);
    } catch (error) {
      // Two first sign-ins at once: the loser finds the winner's row on the second pass.
      const raced = isUniqueViolation(error, EMAIL_INDEX) || isUniqueViolation(error, GOOGLE_SUB_INDEX);
      if (!raced || attempt > 0) throw error;
    }
  }
}

async function findOrCreateGoogleUser(
  services: Services,
  sub: string,
  email: string,
  identity: { givenName: string; familyName: string },
  log: Log,
  locale: Locale,
): Promise<UserRow> {
  const { db } = services.database;
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  if (bySub) return bySub;
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.googleSub && byEmail.googleSub !== sub) throw refuse('google_email_taken');
    // Not even linked: a disabled account changes only when an admin enables it.
    refuseDisabled(byEmail);
    const now = services.now();
    // An address nobody proved may have been signed up by someone else with a password of their
    // choosing, waiting for the owner to arrive with Google (pre-hijacking). Google has now proven
    // who owns it: that password is dropped (its owner sets one with Forgot Password if they want
    // one) and every session opened before this proof ends.
    const unproven = byEmail.emailVerifiedAt === null;
    const linked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          googleSub: sub,
          updatedAt: new Date(now),
          ...(unproven ? { passwordHash: null } : {}),
        })
        .where(eq(users.id, byEmail.id))
        .returning();
      await markEmailVerified(tx, byEmail.id, now);
      await revokeAllForUser(tx, byEmail.id, now);
      return { ...row!, emailVerifiedAt: row!.emailVerifiedAt ?? new Date(now) };
    });
    sendLater(services, log, (shop) =>
      googleLinkedMail({
        to: byEmail.email,
        firstName: byEmail.firstName,
        googleEmail: email,
        unproven,
        shopName: shop.name,
        shopEmail: shop.email,
        locale: byEmail.locale,
      }),
    );
    return linked;
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      // Google checked the address (email_verified).
      emailVerifiedAt: new Date(services.now()),
      firstName: identity.givenName.slice(0, 50) || email.split('@')[0]!.slice(0, 50),
      lastName: identity.familyName.slice(0, 50),
      passwordHash: null,
      googleSub: sub,
      locale,
    })
    .returning();
  return created!;
}

// ---------------------------------------------------------------------------------------------
// Password reset by e-mail OTP (docs/protocols.md §5.1)
// ---------------------------------------------------------------------------------------------

/** Codes are stored as a keyed hash: a database leak alone does not reveal them. */
function hashCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', `${secret}:password-reset`).update(`${userId}:${code}`).digest('hex');
}

export async function requestPasswordReset(
  services: Services & ResetNoticeServices,
  email: string,
  log: Log,
): Promise<void> {
  const { db } = services.database;
  const user = await findUserByEmail(db, email);
  const code = String(randomInt(0, 10 ** PASSWORD_RESET.codeDigits)).padStart(PASSWORD_RESET.codeDigits, '0');
  const codeHash = hashCode(services.config.JWT_SECRET, user?.id ?? 0, code);
  if (!user) return;
  if (isDisabled(user)) {
    // The same answer to the requester; the account's owner reads why no code came.
    sendLater(services, log, (shop) =>
      resetRefusedMail({
        to: user.email,
        firstName: user.firstName,
        shopName: shop.name,
        shopEmail: shop.email,
        locale: user.locale,
      }),
    );
    return;
  }
  // A daily ceiling per account, and a notice to its owner when codes keep coming (reset-notices.ts).
  if (!(await allowResetCode(services, user))) return;
  const now = services.now();
  const values = {
    userId: user.id,
    codeHash,
    expiresAt: new Date(now + PASSWORD_RESET.expiryMinutes * 60_000),
    failedAttempts: 0,
    createdAt: new Date(now),
  };
  // A new request replaces the previous code (and its attempt count).
  await db
    .insert(passwordResetCodes)
    .values(values)
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
  sendLater(services, log, (shop) =>
    passwordResetMail({ to: user.email, firstName: user.firstName, code, shopName: shop.name, locale: user.locale }),
  );
}

export async function setNewPassword(
  services: Services,
  input: z.output<typeof resetPasswordSchema>,
  log: Log,
): Promise<void> {
  const { db } = services.database;
  const invalid = () => refuseField('otp_invalid', 'otp');
  // The password's strength depends only on the request, so this answer tells nothing about the
  // account. Everything that depends on the account comes after the code: without the right code
  // an unknown, a disabled and a real account all hear "Invalid or expired OTP".
  await rejectWeakPassword(input.password, [input.email], 'password');
  const user = await findUserByEmail(db, input.email);
  const now = new Date(services.now());
  const given = Buffer.from(hashCode(services.config.JWT_SECRET, user?.id ?? 0, input.otp), 'hex');
  if (!user) throw invalid();

  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.failedAttempts, PASSWORD_RESET.maxWrongAttempts),
      ),
    )
    .limit(1);
  if (!row) throw invalid();
  const stored = Buffer.from(row.codeHash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    const [counted] = await db
      .update(passwordResetCodes)
      .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
      .where(and(eq(passwordResetCodes.userId, user.id), eq(passwordResetCodes.codeHash, row.codeHash)))
      .returning({ failedAttempts: passwordResetCodes.failedAttempts });
    // The fifth wrong guess voids the code; a new one must be requested.
    if (counted && counted.failedAttempts >= PASSWORD_RESET.maxWrongAttempts)
      await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    throw invalid();
  }
  // The right code for an account disabled since it was sent: its owner hears why.
  refuseDisabled(user);

  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    // Single use: of two requests with the right code only one deletes the row.
    const [consumed] = await tx
      .delete(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, user.id),
          eq(passwordResetCodes.codeHash, row.codeHash),
          gt(passwordResetCodes.expiresAt, now),
          lt(passwordResetCodes.failedAttempts, PASSWORD_RESET.maxWrongAttempts),
        ),
      )
      .returning({ userId: passwordResetCodes.userId });
    if (!consumed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllForUser(tx, user.id, now.getTime());
    return true;
  });
  if (!used) throw invalid();
  sendLater(services, log, (shop) =>
    passwordChangedMail({
      to: user.email,
      firstName: user.firstName,
      shopName: shop.name,
      shopEmail: shop.email,
      locale: user.locale,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Change password (signed in)
// ---------------------------------------------------------------------------------------------

/**
 * The signed-in account, once its owner has given its password again (a password or e-mail
 * change): 401 for a gone or disabled account, 400 on `field` otherwise. An account without a
 * password spends a dummy hash, so the answer time says nothing.
 */
async function signedInOwner(
  services: Services,
  userId: number,
  password: string,
  field: string,
  wrong: 'old_password_wrong' | 'current_password_wrong',
): Promise<UserRow & { passwordHash: string }> {
  const user = await findUserById(services.database.db, userId);
  if (!user) throw refuse('sign_in_required');
  if (isDisabled(user)) throw refuse('account_disabled_signed_out');
  if (!user.passwordHash) {
    await verifyAgainstDummy(password);
    throw refuseField('no_password_yet', field);
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw refuseField(wrong, field);
  return { ...user, passwordHash: user.passwordHash };
}

export async function changePassword(
  services: Services,
  userId: number,
  input: z.output<typeof changePasswordSchema>,
  persistent: boolean,
  log: Log,
): Promise<SignedIn> {
  const { db } = services.database;
  const user = await signedInOwner(services, userId, input.old_password, 'old_password', 'old_password_wrong');
  if (input.new_password === input.old_password) throw refuseField('new_password_same', 'new_password');
  await rejectWeakPassword(input.new_password, [user.email, user.firstName, user.lastName], 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const now = services.now();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(eq(users.id, user.id));
    // Every other device signs in again; this one gets a fresh session below.
    await revokeAllForUser(tx, user.id, now);
  });
  sendLater(services, log, (shop) =>
    passwordChangedMail({
      to: user.email,
      firstName: user.firstName,
      shopName: shop.name,
      shopEmail: shop.email,
      locale: user.locale,
    }),
  );
  return signIn(services, user, persistent);
}

// ---------------------------------------------------------------------------------------------
// E-mail verification and change (docs/rules/accounts.md#e-mail-verification)
// ---------------------------------------------------------------------------------------------

/** The code from the e-mail proves the address; 400 for anything else, whatever the account. */
export async function verifyEmail(services: Services, email: string, code: string): Promise<SessionUser> {
  const outcome = await verifyEmailCode(services, email, code);
  if (!outcome.ok) throw refuseField('verification_code_invalid', 'code');
  return toSessionUser(outcome.user);
}

/** A new code for an unproven address; the caller answers the same whether one was sent. */
export async function sendVerification(services: Services, email: string, log: Log): Promise<void> {
  await resendVerificationCode(services, email, sendCodeLater(services, log));
}

/**
 * A new e-mail address for a signed-in account: the current password proves it is the owner, the
 * old address is told, every other session ends, and the new address is unproven until its code
 * is entered. This session gets a fresh token that says so.
 */
export async function changeEmail(
  services: Services,
  userId: number,
  input: z.output<typeof changeEmailSchema>,
  persistent: boolean,
  log: Log,
): Promise<SignedIn> {
  const { db } = services.database;
  const user = await signedInOwner(
    services,
    userId,
    input.current_password,
    'current_password',
    'current_password_wrong',
  );
  if (input.email.toLowerCase() === user.email.toLowerCase()) throw refuseField('email_unchanged', 'email');
  const now = services.now();
  let changed: UserRow;
  try {
    changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: input.email, emailVerifiedAt: null, updatedAt: new Date(now) })
        .where(eq(users.id, user.id))
        .returning();
      await revokeAllForUser(tx, user.id, now);
      await issueVerificationCode(tx, services, row!, sendCodeLater(services, log));
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw refuseField('email_taken', 'email');
    throw error;
  }
  sendLater(services, log, (shop) =>
    emailChangedMail({
      to: user.email,
      firstName: user.firstName,
      newEmail: changed.email,
      shopName: shop.name,
      shopEmail: shop.email,
      locale: user.locale,
    }),
  );
  return signIn(services, changed, persistent);
}
