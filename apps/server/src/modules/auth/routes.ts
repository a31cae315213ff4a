import {
  AUTH_LOGOUT_PATH,
  AUTH_PATHS,
  AUTH_REFRESH_PATH,
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  USER_ROLES,
} from '@pasal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import { createGoogleVerifier } from './google.js';
import {
  changePassword,
  googleLogin,
  login,
  refreshSession,
  register,
  requestPasswordReset,
  setNewPassword,
  type SignedIn,
} from './service.js';
import { clearRefreshCookie, readRefreshCookie, revokeFamilyOf, setRefreshCookie } from './tokens.js';

const PREFIX = '/api/v1';
/** Route paths inside this module (mounted under /api/v1), derived from the shared contract. */
const path = (full: string) => full.slice(PREFIX.length);

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
});
const signedInSchema = z.object({ data: z.object({ user: sessionUserSchema, access: z.string() }) });
const messageSchema = z.object({ data: z.object({ message: z.string() }) });
const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
};

export const RATE_LIMITS = {
  /** 5 a minute per IP and account (checked after the body is read, so the e-mail is known). */
  login: { max: 5, timeWindow: 60_000 },
  /** Generous per IP: many Nepali shoppers share one carrier-grade NAT address. */
  register: { max: 20, timeWindow: 60 * 60_000 },
  /** Per IP and e-mail, and per IP overall, so nobody floods one inbox or many. */
  resetPerEmail: { max: 3, timeWindow: 15 * 60_000 },
  resetPerIp: { max: 20, timeWindow: 60 * 60_000 },
  /** OTP guesses per IP; each code also dies after 5 wrong guesses. */
  otpAttempts: { max: 10, timeWindow: 15 * 60_000 },
  google: { max: 10, timeWindow: 60_000 },
  /** Per account: a stolen access token must not become an old-password oracle. */
  changePassword: { max: 5, timeWindow: 60_000 },
} as const;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const { config } = services;
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ jwksUrl: config.GOOGLE_JWKS_URL, clientId: config.GOOGLE_CLIENT_ID, now: services.now })
    : null;

  function answerSignedIn(reply: FastifyReply, signedIn: SignedIn) {
    setRefreshCookie(reply, services.config, signedIn.refresh, services.now());
    void reply.header('cache-control', 'no-store');
    return { data: { user: signedIn.user, access: signedIn.access } };
  }

  // A second limit on one route: @fastify/rate-limit runs one route limiter per request, so this
  // one is checked by hand. Its keys carry their own prefix (they share the store's namespace).
  const resetPerIp = app.createRateLimit({
    ...RATE_LIMITS.resetPerIp,
    keyGenerator: (request) => `reset-ip:${request.ip}`,
  });

  app.get(
    path(AUTH_PATHS.config),
    {
      schema: {
        tags: ['auth'],
        summary: 'Public sign-in settings: the Google client id when Google sign-in is configured',
        response: { 200: z.object({ data: z.object({ google_client_id: z.string().nullable() }) }) },
      },
    },
    async () => ({ data: { google_client_id: config.GOOGLE_CLIENT_ID ?? null } }),
  );

  app.post(
    path(AUTH_PATHS.register),
    {
      config: { rateLimit: { ...RATE_LIMITS.register, hook: 'onRequest' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (no automatic sign-in)',
        body: signupSchema,
        response: { 201: z.object({ data: z.object({ user: sessionUserSchema }) }), 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await register(services, request.body);
      return reply.status(201).send({ data: { user } });
    },
  );

  app.post(
    path(AUTH_PATHS.login),
    {
      config: {
        rateLimit: {
          ...RATE_LIMITS.login,
          hook: 'preHandler',
          keyGenerator: (request) => `login:${request.ip}|${bodyEmail(request)}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the refresh cookie',
        body: loginSchema,
        response: { 200: signedInSchema, 401: errorSchema },
      },
    },
    async (request, reply) => answerSignedIn(reply, await login(services, request.body)),
  );

  app.post(
    path(AUTH_REFRESH_PATH),
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token (the spec’s token-check call)',
        response: { 200: signedInSchema, 401: errorSchema },
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
    path(AUTH_LOGOUT_PATH),
    { schema: { tags: ['auth'], summary: 'End this session: revoke its refresh-token family and clear the cookie' } },
    async (request, reply) => {
      const cookie = readRefreshCookie(request, config);
      if (cookie) await revokeFamilyOf(services.database.db, cookie, services.now());
      clearRefreshCookie(reply, config);
      return reply.status(204).send();
    },
  );

  app.post(
    path(AUTH_PATHS.google),
    {
      config: { rateLimit: { ...RATE_LIMITS.google, hook: 'onRequest' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (verified: RS256 signature, aud, iss, exp, email_verified)',
        body: googleLoginSchema,
        response: { 200: signedInSchema, 401: errorSchema },
      },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        await googleLogin(services, verifyGoogle, request.body.token, request.body.remember ?? false, request.log),
      ),
  );

  app.post(
    path(AUTH_PATHS.passwordReset),
    {
      config: {
        rateLimit: {
          ...RATE_LIMITS.resetPerEmail,
          hook: 'preHandler',
          keyGenerator: (request) => `reset:${request.ip}|${bodyEmail(request)}`,
        },
      },
      preHandler: async (request) => {
        const limit = await resetPerIp(request);
        if (!limit.isAllowed && limit.isExceeded)
          throw new HttpError(429, 'Too many requests, please try again later', undefined, {
            'retry-after': String(limit.ttlInSeconds),
          });
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit reset code by e-mail (same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(services, request.body.email, request.log);
      return { data: { message: 'If an account exists for this e-mail, an OTP has been sent to it' } };
    },
  );

  app.post(
    path(AUTH_PATHS.setNewPassword),
    {
      config: { rateLimit: { ...RATE_LIMITS.otpAttempts, hook: 'onRequest' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await setNewPassword(services, request.body, request.log);
      return { data: { message: 'Password reset successfully' } };
    },
  );

  app.post(
    path(AUTH_PATHS.changePassword),
    {
      preHandler: [app.authenticate],
      config: {
        rateLimit: {
          ...RATE_LIMITS.changePassword,
          hook: 'preHandler',
          keyGenerator: (request) => `change-password:${request.user?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (old one checked); other sessions end, this one gets a fresh cookie',
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: signedInSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const cookie = readRefreshCookie(request, config);
      const signedIn = await changePassword(
        services,
        request.user!.userId,
        request.body,
        cookie?.startsWith('p.') ?? false,
        request.log,
      );
      return answerSignedIn(reply, signedIn);
    },
  );
};

export default authRoutes;
