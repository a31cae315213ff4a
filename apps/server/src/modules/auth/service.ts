import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_DISABLED_MESSAGE,
  ACCOUNT_MESSAGES as M,
  PASSWORD_RESET,
  type changePasswordSchema,
  type loginSchema,
  type resetPasswordSchema,
  type SessionUser,
  type ShopSettings,
  type signupSchema,
} from '@pasal/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppServices } from '../../services.js';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../lib/http-errors.js';
import { GoogleTokenError, GoogleUnavailableError, type GoogleVerifier } from './google.js';
import { passwordChangedMail, passwordResetMail } from './mail.js';
import { hashPassword, isCommonPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { allowResetCode, type ResetNoticeServices } from './reset-notices.js';
import { passwordResetCodes, users } from './schema.js';
import { revokeAllForUser, rotateRefreshToken, startRefreshFamily, type IssuedRefresh } from './tokens.js';
import { findUserByEmail, findUserById, isDisabled, isUniqueViolation, toSessionUser, type UserRow } from './users.js';
import type { MailMessage } from '../../lib/mailer.js';
import { currentShopSettings } from '../settings/index.js';

type Services = Pick<AppServices, 'database' | 'config' | 'now' | 'mailer' | 'accessTokens' | 'catalogCache'>;

interface Log {
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

function rejectCommonPassword(password: string, email: string | undefined, field: string): void {
  if (isCommonPassword(password, email)) throw badRequest(M.passwordTooCommon, { [field]: M.passwordTooCommon });
}

/**
 * Every way in checks this last, once the person has proven who they are (password, Google):
 * a stranger guessing passwords learns nothing about the account from it.
 */
function refuseDisabled(user: UserRow): void {
  if (isDisabled(user)) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
}

async function signIn(services: Services, user: UserRow, persistent: boolean): Promise<SignedIn> {
  refuseDisabled(user);
  const now = services.now();
  const refresh = await startRefreshFamily(services.database.db, user.id, persistent, now);
  const access = await services.accessTokens.sign({ userId: user.id, role: user.role });
  return { user: toSessionUser(user), access, refresh };
}

/**
 * Mail goes out after the answer: its delay must not reveal whether an account exists. It is
 * written with the shop's current name and e-mail (Settings screen).
 */
function sendLater(services: Services, log: Log, write: (shop: ShopSettings) => MailMessage): void {
  currentShopSettings(services)
    .then((shop) => services.mailer.send(write(shop)))
    .catch((error: unknown) => log.error({ err: error }, 'sending mail failed'));
}

// ---------------------------------------------------------------------------------------------
// Sign-up and sign-in
// ---------------------------------------------------------------------------------------------

export async function register(services: Services, input: z.output<typeof signupSchema>): Promise<SessionUser> {
  rejectCommonPassword(input.password, input.email, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await services.database.db
      .insert(users)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        passwordHash,
      })
      .returning();
    return toSessionUser(user!);
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw conflict(M.emailTaken, { email: M.emailTaken });
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
  if (!user || !valid) throw new HttpError(401, M.invalidCredentials, { email: M.invalidCredentials });
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
  const ended = 'Your session has ended. Please log in again';
  if (!cookie) throw unauthorized(ended);
  const { db } = services.database;
  const result = await rotateRefreshToken(db, cookie, services.now());
  if (!result.ok) {
    // Disabling revoked the account's tokens: its browser hears why rather than a bare "ended".
    const owner = result.reason === 'unknown' ? undefined : await findUserById(db, result.userId);
    throw unauthorized(owner && isDisabled(owner) ? ACCOUNT_DISABLED_MESSAGE : ended);
  }
  const user = await findUserById(db, result.userId);
  if (!user) throw unauthorized(ended);
  if (isDisabled(user)) {
    await revokeAllForUser(db, user.id, services.now());
    throw unauthorized(ACCOUNT_DISABLED_MESSAGE);
  }
  const access = await services.accessTokens.sign({ userId: user.id, role: user.role });
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
): Promise<SignedIn> {
  if (!verify) throw new HttpError(404, 'Google sign-in is not configured');
  let identity;
  try {
    identity = await verify(token);
  } catch (error) {
    if (error instanceof GoogleTokenError) throw unauthorized('Google sign-in failed: the token could not be verified');
    if (error instanceof GoogleUnavailableError) {
      log.error({ err: error }, 'Google keys unavailable');
      throw new HttpError(503, 'Google sign-in is unavailable right now. Please try again');
    }
    throw error;
  }
  if (!identity.emailVerified) throw unauthorized('Google sign-in failed: the Google e-mail address is not verified');
  const email = identity.email.trim().toLowerCase();

  for (let attempt = 0; ; attempt++) {
    try {
      const user = await findOrCreateGoogleUser(services, identity.sub, email, identity, log);
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
): Promise<UserRow> {
  const { db } = services.database;
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  if (bySub) return bySub;
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.googleSub && byEmail.googleSub !== sub) throw conflict('This e-mail belongs to another Google account');
    // Not even linked: a disabled account changes only when an admin enables it.
    refuseDisabled(byEmail);
    const [linked] = await db
      .update(users)
      .set({ googleSub: sub, updatedAt: new Date(services.now()) })
      .where(eq(users.id, byEmail.id))
      .returning();
    // Google has proven who owns this address; sessions opened before that proof end.
    await revokeAllForUser(db, byEmail.id, services.now());
    sendLater(services, log, (shop) => ({
      to: byEmail.email,
      subject: `${shop.name}: Google sign-in linked to your account`,
      text: `Hello ${byEmail.firstName},\n\nYou can now sign in to ${shop.name} with your Google account ${email}.\nIf this was not you, reset your password with Forgot Password and write to us at ${shop.email}.\n\n${shop.name}`,
    }));
    return linked!;
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      firstName: identity.givenName.slice(0, 50) || email.split('@')[0]!.slice(0, 50),
      lastName: identity.familyName.slice(0, 50),
      passwordHash: null,
      googleSub: sub,
    })
    .returning();
  return created!;
}

// ---------------------------------------------------------------------------------------------
// Password reset by e-mail OTP (PROTOCOLS.md §5.1)
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
    sendLater(services, log, (shop) => ({
      to: user.email,
      subject: `${shop.name}: password reset not possible`,
      text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your ${shop.name} account. ${ACCOUNT_DISABLED_MESSAGE}: ${shop.email}.\n\n${shop.name}`,
    }));
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
    passwordResetMail({ to: user.email, firstName: user.firstName, code, shopName: shop.name }),
  );
}

export async function setNewPassword(
  services: Services,
  input: z.output<typeof resetPasswordSchema>,
  log: Log,
): Promise<void> {
  const { db } = services.database;
  const invalid = () => badRequest(M.otpInvalid, { otp: M.otpInvalid });
  const user = await findUserByEmail(db, input.email);
  if (!user) throw invalid();
  // Before the code is checked: no attempt is spent, and the owner learns why (the e-mail said so too).
  refuseDisabled(user);
  rejectCommonPassword(input.password, user.email, 'password');
  const now = new Date(services.now());
  const given = Buffer.from(hashCode(services.config.JWT_SECRET, user.id, input.otp), 'hex');

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
    passwordChangedMail({ to: user.email, firstName: user.firstName, shopName: shop.name, shopEmail: shop.email }),
  );
}

// ---------------------------------------------------------------------------------------------
// Change password (signed in)
// ---------------------------------------------------------------------------------------------

export async function changePassword(
  services: Services,
  userId: number,
  input: z.output<typeof changePasswordSchema>,
  persistent: boolean,
  log: Log,
): Promise<SignedIn> {
  const { db } = services.database;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (isDisabled(user)) throw unauthorized(ACCOUNT_DISABLED_MESSAGE);
  if (!user.passwordHash) {
    await verifyAgainstDummy(input.old_password);
    throw badRequest(M.noPasswordYet, { old_password: M.noPasswordYet });
  }
  if (!(await verifyPassword(input.old_password, user.passwordHash)))
    throw badRequest(M.oldPasswordWrong, { old_password: M.oldPasswordWrong });
  if (input.new_password === input.old_password) {
    const message = 'New password must be different from the old password';
    throw badRequest(message, { new_password: message });
  }
  rejectCommonPassword(input.new_password, user.email, 'new_password');
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
    passwordChangedMail({ to: user.email, firstName: user.firstName, shopName: shop.name, shopEmail: shop.email }),
  );
  return signIn(services, user, persistent);
}
