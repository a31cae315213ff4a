import {
  ACCOUNT_DISABLED_MESSAGE,
  apiErrorSchema,
  authConfigResponseSchema,
  authMessageSchema,
  AUTH_LOGOUT_PATH,
  AUTH_PATHS,
  AUTH_REFRESH_PATH,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  noContentSchema,
  registeredSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  signedInSchema,
  signupSchema,
  verifiedSchema,
  verifyEmailSchema,
  verifyPhoneSchema,
  phoneLoginSchema,
  phoneLoginSendSchema,
  phoneResetSchema,
  phoneResetSendSchema,
  phoneSignupSchema,
  phoneSignupSendSchema,
  ACCOUNT_MESSAGES,
  refusalInEnglish,
} from '@pasal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';
import { bodyEmail, keyedLimits } from '../../lib/keyed-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import { DEMO_MAIL_PATH, demoMailEnabled } from '../mail/index.js';
import { answerSignedIn as answerSignedInWith } from './first-admin.js';
import { createGoogleVerifier } from './google.js';
import { limitCounter } from './limit-counters.js';
import { setNewPasswordByPhone } from './phone-reset.js';
import { completePhoneSignup, sendPhoneSignup } from './phone-signup.js';
import {
  checkPhoneLogin,
  sendPhoneLogin,
  sendPhoneReset,
  sendPhoneVerification,
  verifyPhone,
} from './phone-verification.js';
import { RESET_CODES_PER_ACCOUNT } from './reset-notices.js';
import {
  changeEmail,
  changePassword,
  googleLogin,
  login,
  refreshSession,
  register,
  requestPasswordReset,
  sendVerification,
  setNewPassword,
  signIn,
  verifyEmail,
  type SignedIn,
} from './service.js';
import { clearRefreshCookie, readRefreshCookie, revokeFamilyOf } from './tokens.js';
import { toSessionUser } from './users.js';
import { refuseField } from '../../lib/refusal.js';
import { routePath } from '../../lib/route-path.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Nepali carriers put many phones behind one address (carrier-grade NAT), so a limit per address
 * alone would lock out real shoppers: each route counts per account or e-mail (what an attacker
 * targets), with a generous ceiling per address on top. docs/rate-limits.md explains each figure.
 * The per-account and per-e-mail counts are durable (auth/limit-counters.ts): a flood of other keys
 * cannot push them out of memory. The per-address ceilings stay in the rate-limit plugin's store.
 */
export const RATE_LIMITS = {
  /** Per e-mail and address together (ASVS 2.2.1): guessing one account's password from one place. */
  login: { max: 5, timeWindow: MINUTE },
  /** Per address: many accounts tried from one place (credential stuffing). */
  loginPerAddress: { max: 100, timeWindow: 15 * MINUTE },
  /**
   * Per e-mail: one person signs up once. Not per phone: a family shares one, and the number is not
   * verified, so it would only let a stranger block it.
   */
  registerPerEmail: { max: 5, timeWindow: HOUR },
  /** Per address: account farming, still generous for a shared address. */
  registerPerAddress: { max: 100, timeWindow: HOUR },
  /** Per e-mail, from any address: nobody floods one inbox with codes. */
  resetPerEmail: { max: 3, timeWindow: 15 * MINUTE },
  /** Per address: many inboxes from one place. */
  resetPerAddress: { max: 60, timeWindow: HOUR },
  /**
   * Per account, a day from its first code: codes beyond it are not sent (the requester hears the
   * usual answer); the third code of the day also tells the owner (auth/reset-notices.ts).
   */
  resetCodesPerAccount: RESET_CODES_PER_ACCOUNT,
  /** OTP guesses per e-mail (each code also dies after 5 wrong guesses), and per address. */
  otpPerEmail: { max: 10, timeWindow: 15 * MINUTE },
  otpPerAddress: { max: 100, timeWindow: 15 * MINUTE },
  /** Per address; Google has already checked the person. */
  google: { max: 60, timeWindow: MINUTE },
  /** Per account: a stolen access token must not become an old-password oracle. */
  changePassword: { max: 5, timeWindow: MINUTE },
  /** Same as changePassword: it checks the current password too. */
  changeEmail: { max: 5, timeWindow: MINUTE },
  /** Verification-code guesses per e-mail (each code also dies after 5 wrong guesses), and per address. */
  verifyPerEmail: { max: 10, timeWindow: 15 * MINUTE },
  verifyPerAddress: { max: 100, timeWindow: 15 * MINUTE },
  /** New verification codes per e-mail and per address: nobody floods an inbox. */
  verifySendPerEmail: { max: 3, timeWindow: 15 * MINUTE },
  verifySendPerAddress: { max: 60, timeWindow: HOUR },
  /**
   * SMS codes (issue #36) cost the shop money and land on someone's phone: per account (proving
   * its number) or per number (signing in; resetting the password, counted apart), 3 codes in 15
   * minutes; per address 30 an hour, all kinds of code together. All
   * of them, per address too, count durably: a flood of other keys cannot reset them.
   */
  phoneSendPerAccount: { max: 3, timeWindow: 15 * MINUTE },
  phoneSendPerNumber: { max: 3, timeWindow: 15 * MINUTE },
  phoneSendPerAddress: { max: 30, timeWindow: HOUR },
  /**
   * Per account or number, a day: "new code, five guesses" in a loop meets the guess limits below
   * and this ceiling, as the reset codes meet theirs (at most 50 guesses a day at one code).
   */
  phoneSendPerDay: { max: 10, timeWindow: 24 * HOUR },
  /** SMS code guesses per account or number (each code also dies after 5 wrong guesses), and per address. */
  phoneCheckPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  phoneCheckPerNumber: { max: 10, timeWindow: 15 * MINUTE },
  phoneCheckPerAddress: { max: 100, timeWindow: 15 * MINUTE },
} as const;

/** The phone number of a JSON body (already checked: 10 digits), or null. */
function bodyPhone(request: FastifyRequest): string | null {
  const phone = (request.body as { phone?: unknown } | undefined)?.phone;
  return typeof phone === 'string' && phone.trim() !== '' ? phone.trim() : null;
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const { config } = services;
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ jwksUrl: config.GOOGLE_JWKS_URL, clientId: config.GOOGLE_CLIENT_ID, now: services.now })
    : null;

  const answerSignedIn = (reply: FastifyReply, signedIn: SignedIn) => answerSignedInWith(reply, services, signedIn);

  /** The session was opened with Remember me (the cookie's `p.` prefix): its renewal keeps that. */
  const keepsSession = (request: FastifyRequest) => readRefreshCookie(request, config)?.startsWith('p.') ?? false;
  const address = (request: FastifyRequest) => request.ip;
  const durable = limitCounter(services);
  const loginLimits = keyedLimits(app, [
    {
      name: 'login',
      rule: RATE_LIMITS.login,
      durable,
      key: (request) => {
        const email = bodyEmail(request);
        return email === null ? null : `${request.ip}|${email}`;
      },
    },
    { name: 'login-ip', rule: RATE_LIMITS.loginPerAddress, key: address },
  ]);
  const registerLimits = keyedLimits(app, [
    { name: 'register-email', rule: RATE_LIMITS.registerPerEmail, key: bodyEmail, durable },
    { name: 'register-ip', rule: RATE_LIMITS.registerPerAddress, key: address },
  ]);
  const resetLimits = keyedLimits(app, [
    { name: 'reset-email', rule: RATE_LIMITS.resetPerEmail, key: bodyEmail, durable },
    { name: 'reset-ip', rule: RATE_LIMITS.resetPerAddress, key: address },
  ]);
  const otpLimits = keyedLimits(app, [
    { name: 'otp-email', rule: RATE_LIMITS.otpPerEmail, key: bodyEmail, durable },
    { name: 'otp-ip', rule: RATE_LIMITS.otpPerAddress, key: address },
  ]);
  const googleLimits = keyedLimits(app, [{ name: 'google', rule: RATE_LIMITS.google, key: address }]);
  const changePasswordLimits = keyedLimits(app, [
    {
      name: 'change-password',
      rule: RATE_LIMITS.changePassword,
      key: (request) => (request.user ? String(request.user.userId) : request.ip),
      durable,
    },
  ]);

  const verifyLimits = keyedLimits(app, [
    { name: 'verify-email', rule: RATE_LIMITS.verifyPerEmail, key: bodyEmail, durable },
    { name: 'verify-ip', rule: RATE_LIMITS.verifyPerAddress, key: address },
  ]);
  const verifySendLimits = keyedLimits(app, [
    { name: 'verify-send-email', rule: RATE_LIMITS.verifySendPerEmail, key: bodyEmail, durable },
    { name: 'verify-send-ip', rule: RATE_LIMITS.verifySendPerAddress, key: address },
  ]);
  const changeEmailLimits = keyedLimits(app, [
    {
      name: 'change-email',
      rule: RATE_LIMITS.changeEmail,
      key: (request) => (request.user ? String(request.user.userId) : request.ip),
      durable,
    },
  ]);

  const byAccount = (request: FastifyRequest) => (request.user ? String(request.user.userId) : request.ip);
  const phoneVerifySendLimits = keyedLimits(app, [
    { name: 'phone-verify-send', rule: RATE_LIMITS.phoneSendPerAccount, key: byAccount, durable },
    { name: 'phone-verify-send-day', rule: RATE_LIMITS.phoneSendPerDay, key: byAccount, durable },
    { name: 'phone-send-ip', rule: RATE_LIMITS.phoneSendPerAddress, key: address, durable },
  ]);
  const phoneVerifyLimits = keyedLimits(app, [
    { name: 'phone-verify', rule: RATE_LIMITS.phoneCheckPerAccount, key: byAccount, durable },
    { name: 'phone-check-ip', rule: RATE_LIMITS.phoneCheckPerAddress, key: address, durable },
  ]);
  const phoneLoginSendLimits = keyedLimits(app, [
    { name: 'phone-login-send', rule: RATE_LIMITS.phoneSendPerNumber, key: bodyPhone, durable },
    { name: 'phone-login-send-day', rule: RATE_LIMITS.phoneSendPerDay, key: bodyPhone, durable },
    { name: 'phone-send-ip', rule: RATE_LIMITS.phoneSendPerAddress, key: address, durable },
  ]);
  const phoneLoginLimits = keyedLimits(app, [
    { name: 'phone-login', rule: RATE_LIMITS.phoneCheckPerNumber, key: bodyPhone, durable },
    { name: 'phone-check-ip', rule: RATE_LIMITS.phoneCheckPerAddress, key: address, durable },
  ]);
  // Reset codes count apart from sign-in codes per number (a shopper may want both in one
  // sitting), but share the per-address ceilings with every SMS code.
  const phoneResetSendLimits = keyedLimits(app, [
    { name: 'phone-reset-send', rule: RATE_LIMITS.phoneSendPerNumber, key: bodyPhone, durable },
    { name: 'phone-reset-send-day', rule: RATE_LIMITS.phoneSendPerDay, key: bodyPhone, durable },
    { name: 'phone-send-ip', rule: RATE_LIMITS.phoneSendPerAddress, key: address, durable },
  ]);
  // Sign-up codes count with every other SMS to the number and from the address.
  const phoneSignupSendLimits = keyedLimits(app, [
    { name: 'phone-signup-send', rule: RATE_LIMITS.phoneSendPerNumber, key: bodyPhone, durable },
    { name: 'phone-signup-send-day', rule: RATE_LIMITS.phoneSendPerDay, key: bodyPhone, durable },
    { name: 'phone-send-ip', rule: RATE_LIMITS.phoneSendPerAddress, key: address, durable },
  ]);
  const phoneSignupLimits = keyedLimits(app, [
    { name: 'phone-signup', rule: RATE_LIMITS.phoneCheckPerNumber, key: bodyPhone, durable },
    { name: 'phone-check-ip', rule: RATE_LIMITS.phoneCheckPerAddress, key: address, durable },
  ]);
  const phoneResetLimits = keyedLimits(app, [
    { name: 'phone-reset', rule: RATE_LIMITS.phoneCheckPerNumber, key: bodyPhone, durable },
    { name: 'phone-check-ip', rule: RATE_LIMITS.phoneCheckPerAddress, key: address, durable },
  ]);

  app.get(
    routePath(AUTH_PATHS.config),
    {
      schema: {
        tags: ['auth'],
        summary:
          'Public sign-in settings: the Google client id when Google sign-in is configured, the demo mailbox of a shop running on this computer, and whether the shop texts codes (mobile number sign-in)',
        response: { 200: authConfigResponseSchema },
      },
    },
    async () => ({
      data: {
        google_client_id: config.GOOGLE_CLIENT_ID ?? null,
        demo_mail_path: demoMailEnabled(config) ? DEMO_MAIL_PATH : null,
        phone_sign_in: services.smsOutbox.enabled,
      },
    }),
  );

  app.post(
    routePath(AUTH_PATHS.register),
    {
      preHandler: registerLimits,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (no automatic sign-in); a six-digit code to prove the address is e-mailed',
        body: signupSchema,
        response: { 201: registeredSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await register(services, request.body, request.log, requestLocale(request));
      return reply.status(201).send({ data: { user } });
    },
  );

  app.post(
    routePath(AUTH_PATHS.login),
    {
      preHandler: loginLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the refresh cookie',
        description: `401 for a wrong e-mail or password; 403 "${ACCOUNT_DISABLED_MESSAGE}" when the password is right but an admin disabled the account.`,
        body: loginSchema,
        response: { 200: signedInSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => answerSignedIn(reply, await login(services, request.body)),
  );

  app.post(
    routePath(AUTH_REFRESH_PATH),
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token (the spec’s token-check call)',
        description: `401 (and the cookie cleared) when the session has ended; the message is "${ACCOUNT_DISABLED_MESSAGE}" when it ended because an admin disabled the account.`,
        response: { 200: signedInSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return answerSignedIn(reply, await refreshSession(services, readRefreshCookie(request, config)));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) clearRefreshCookie(reply, config);
        throw error;
      }
    },
  );

  app.post(
    routePath(AUTH_LOGOUT_PATH),
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session: revoke its refresh-token family and clear the cookie',
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const cookie = readRefreshCookie(request, config);
      if (cookie) await revokeFamilyOf(services.database.db, cookie, services.now());
      clearRefreshCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    routePath(AUTH_PATHS.google),
    {
      preHandler: googleLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (verified: RS256 signature, aud, iss, exp, email_verified)',
        description: `403 "${ACCOUNT_DISABLED_MESSAGE}" when the account is disabled (a disabled account is not linked to Google either).`,
        body: googleLoginSchema,
        response: { 200: signedInSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        await googleLogin(
          services,
          verifyGoogle,
          request.body.token,
          request.body.remember ?? false,
          request.log,
          requestLocale(request),
        ),
      ),
  );

  app.post(
    routePath(AUTH_PATHS.passwordReset),
    {
      preHandler: resetLimits,
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit reset code by e-mail (same answer whether or not the account exists)',
        description:
          'A disabled account gets no code: its owner is e-mailed that the account is disabled, and the requester hears the same answer as always.',
        body: forgotPasswordSchema,
        response: { 200: authMessageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(services, request.body.email, request.log);
      return { data: { message: 'If an account exists for this e-mail, an OTP has been sent to it' } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.setNewPassword),
    {
      preHandler: otpLimits,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; ends every session of the account',
        description: `The code is checked before anything about the account: without it an unknown, a disabled and a real account all hear 400 "Invalid or expired OTP". 403 "${ACCOUNT_DISABLED_MESSAGE}" only with the right code of an account disabled since it was sent.`,
        body: resetPasswordSchema,
        response: { 200: authMessageSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await setNewPassword(services, request.body, request.log);
      return { data: { message: 'Password reset successfully' } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.changePassword),
    {
      preHandler: [app.authenticate, changePasswordLimits],
      schema: {
        tags: ['auth'],
        summary: 'Change the password (old one checked); other sessions end, this one gets a fresh cookie',
        description: `401 "${ACCOUNT_DISABLED_MESSAGE}" when an admin disabled the account since the access token was issued.`,
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: signedInSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        await changePassword(services, request.user!.userId, request.body, keepsSession(request), request.log),
      ),
  );

  app.post(
    routePath(AUTH_PATHS.verifyEmail),
    {
      preHandler: verifyLimits,
      schema: {
        tags: ['auth'],
        summary: 'Prove an e-mail address with the code e-mailed to it (sign-up or a changed address)',
        description:
          'The same 400 for an unknown account, a wrong, used or expired code, or an address changed since the code was sent; 5 wrong guesses void the code. A signed-in browser refreshes its session afterwards to get a token that may order.',
        body: verifyEmailSchema,
        response: { 200: verifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await verifyEmail(services, request.body.email, request.body.code);
      return { data: { message: ACCOUNT_MESSAGES.emailVerified, user } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.sendVerification),
    {
      preHandler: verifySendLimits,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new verification code to an unproven address (same answer whatever the account)',
        body: sendVerificationSchema,
        response: { 200: authMessageSchema },
      },
    },
    async (request) => {
      await sendVerification(services, request.body.email, request.log);
      return { data: { message: ACCOUNT_MESSAGES.verificationSent } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.changeEmail),
    {
      preHandler: [app.authenticate, changeEmailLimits],
      schema: {
        tags: ['auth'],
        summary:
          'Change the account e-mail (current password checked); other sessions end, the new address must be proven',
        description:
          'The old address is told. The new one is unproven until its code (e-mailed to it) is entered; this session gets a fresh cookie and token.',
        security: [{ bearer: [] }],
        body: changeEmailSchema,
        response: { 200: signedInSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        await changeEmail(services, request.user!.userId, request.body, keepsSession(request), request.log),
      ),
  );

  app.post(
    routePath(AUTH_PATHS.sendPhoneVerification),
    {
      preHandler: [app.authenticate, phoneVerifySendLimits],
      schema: {
        tags: ['auth'],
        summary: "Text a six-digit code to the signed-in account's phone number, to prove it",
        description: `400 when the number is already proven or is not a Nepali mobile; 409 "${refusalInEnglish('phone_verified_elsewhere')}"; 503 when the shop sends no text messages.`,
        security: [{ bearer: [] }],
        response: {
          200: authMessageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await sendPhoneVerification(services, request.user!.userId);
      return { data: { message: ACCOUNT_MESSAGES.phoneCodeSent } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.verifyPhone),
    {
      preHandler: [app.authenticate, phoneVerifyLimits],
      schema: {
        tags: ['auth'],
        summary: "Prove the signed-in account's phone number with the code texted to it",
        description:
          'The same 400 for a wrong, used or expired code or a number changed since the code was sent; 5 wrong guesses void the code. 409 when the number was proven on another account meanwhile.',
        security: [{ bearer: [] }],
        body: verifyPhoneSchema,
        response: { 200: verifiedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await verifyPhone(services, request.user!.userId, request.body.code);
      return { data: { message: ACCOUNT_MESSAGES.phoneVerified, user: toSessionUser(user) } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.sendPhoneLogin),
    {
      preHandler: phoneLoginSendLimits,
      schema: {
        tags: ['auth'],
        summary: 'Text a sign-in code to a proven phone number (the same answer for any number)',
        description: 'Only a number proven on an active account gets a code; every number hears the same answer.',
        body: phoneLoginSendSchema,
        response: { 200: authMessageSchema },
      },
    },
    async (request) => {
      await sendPhoneLogin(services, request.body.phone);
      return { data: { message: ACCOUNT_MESSAGES.phoneLoginSent } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.phoneLogin),
    {
      preHandler: phoneLoginLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a proven phone number and the code texted to it; sets the refresh cookie',
        description: `The same 400 for an unknown or unproven number and a wrong, used or expired code; 5 wrong guesses void the code. 403 "${ACCOUNT_DISABLED_MESSAGE}" only with the right code of an account disabled since it was sent.`,
        body: phoneLoginSchema,
        response: { 200: signedInSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await checkPhoneLogin(services, request.body.phone, request.body.code);
      if (!user) throw refuseField('verification_code_invalid', 'code');
      return answerSignedIn(reply, await signIn(services, user, request.body.remember ?? false));
    },
  );

  app.post(
    routePath(AUTH_PATHS.sendPhoneReset),
    {
      preHandler: phoneResetSendLimits,
      schema: {
        tags: ['auth'],
        summary: 'Text a password-reset code to a proven phone number (the same answer for any number)',
        description: 'Only a number proven on an active account gets a code; every number hears the same answer.',
        body: phoneResetSendSchema,
        response: { 200: authMessageSchema },
      },
    },
    async (request) => {
      await sendPhoneReset(services, request.body.phone);
      return { data: { message: ACCOUNT_MESSAGES.phoneLoginSent } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.phoneReset),
    {
      preHandler: phoneResetLimits,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a proven phone number and the reset code texted to it; ends every session',
        description: `The same 400 "${refusalInEnglish('verification_code_invalid')}" for an unknown or unproven number and a wrong, used or expired code; 5 wrong guesses void the code. 403 "${ACCOUNT_DISABLED_MESSAGE}" only with the right code of an account disabled since it was sent.`,
        body: phoneResetSchema,
        response: { 200: authMessageSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await setNewPasswordByPhone(services, request.body, request.log);
      return { data: { message: 'Password reset successfully' } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.sendPhoneSignup),
    {
      preHandler: phoneSignupSendLimits,
      schema: {
        tags: ['auth'],
        summary: 'Text a sign-up code to a mobile number (the same answer for any number)',
        description:
          'A number already proven on an account is texted that it has one, with no code; every number hears the same answer. 503 when the shop sends no text messages.',
        body: phoneSignupSendSchema,
        response: { 200: authMessageSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      await sendPhoneSignup(services, request.body.phone, requestLocale(request));
      return { data: { message: ACCOUNT_MESSAGES.phoneSignupSent } };
    },
  );

  app.post(
    routePath(AUTH_PATHS.phoneSignup),
    {
      preHandler: phoneSignupLimits,
      schema: {
        tags: ['auth'],
        summary:
          'Create an account with a mobile number alone (no e-mail, no password), its number proven by the texted code; signs it in and sets the refresh cookie',
        description: `The same 400 "${refusalInEnglish('verification_code_invalid')}" for a wrong, used or expired code and a number never sent one; 5 wrong guesses void the code. 409 "${refusalInEnglish('phone_verified_elsewhere')}" when an account proved the number meanwhile.`,
        body: phoneSignupSchema,
        response: { 201: signedInSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await completePhoneSignup(services, request.body, requestLocale(request));
      void reply.status(201);
      return answerSignedIn(reply, await signIn(services, user, request.body.remember ?? false));
    },
  );
};

export default authRoutes;
