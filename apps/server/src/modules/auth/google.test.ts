import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_DISABLED_MESSAGE } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from './schema.js';
import { loginUser, registerUser, setCookies } from '../../../test/helpers/accounts.js';

const CLIENT_ID = '1234567890-pasal.apps.googleusercontent.com';
const KID = 'test-key-1';

let t: TestContext;
let jwks: Server;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksHits = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  // A stand-in for https://www.googleapis.com/oauth2/v3/certs on loopback.
  jwks = createServer((request, response) => {
    jwksHits++;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const port = (jwks.address() as AddressInfo).port;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  aud?: string;
  iss?: string;
  expiresIn?: number;
  key?: CryptoKey;
  kid?: string;
}

let counter = 0;
async function googleToken(options: TokenOptions = {}): Promise<string> {
  counter++;
  const now = Math.floor(t.clock.now() / 1000);
  return new SignJWT({
    email: options.email ?? `gita.${counter}.${Date.now()}@gmail.com`,
    email_verified: options.emailVerified ?? true,
    given_name: 'Gita',
    family_name: 'Thapa',
    name: 'Gita Thapa',
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setSubject(options.sub ?? `10${counter}${Date.now()}`)
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.key ?? privateKey);
}

const google = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/google/',
    payload: { token },
    headers,
    remoteAddress: `10.9.${counter % 250}.1`,
  });

describe('POST /api/v1/auth/google/', () => {
  it('publishes the client id so the web shows the button', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config/' });
    expect(response.json()).toEqual({
      data: { google_client_id: CLIENT_ID, demo_mail_path: null, phone_sign_in: true },
    });
  });

  it('creates an account on first sign-in and answers like login', async () => {
    const token = await googleToken({ sub: '111-new-user', email: 'Gita.New@gmail.com' });
    const response = await google(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.user).toMatchObject({ email: 'gita.new@gmail.com', first_name: 'Gita', last_name: 'Thapa' });
    expect(await t.app.services.accessTokens.verify(body.data.access)).toMatchObject({ userId: body.data.user.id });
    expect(setCookies(response.headers)[0]).toMatchObject({ name: 'pasal_rt', attributes: { httponly: true } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row).toMatchObject({ googleSub: '111-new-user', passwordHash: null });
    expect(jwksHits).toBeGreaterThan(0);
  });

  it('makes the account in the page’s language (issue #30)', async () => {
    const response = await google(await googleToken({ sub: '666-nepali', email: 'gita.nepali@gmail.com' }), {
      'x-pasal-locale': 'ne',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, response.json().data.user.id));
    expect(row!.locale).toBe('ne');
  });

  it('tells a Nepali account that Google was linked, in Nepali', async () => {
    const { payload } = await registerUser(t.app, {}, { headers: { 'x-pasal-locale': 'ne' } });
    // Whatever page the Google sign-in came from: the account's language.
    expect((await google(await googleToken({ sub: '777-linked-ne', email: payload.email }))).statusCode).toBe(200);
    await expect
      .poll(() => t.mail.find((mail) => mail.to === payload.email && /Google साइन-इन जोडियो/.test(mail.subject))?.text)
      .toContain('अब तपाईं आफ्नो Google खाता');
  });

  it('refuses a disabled account, found by sub or by e-mail, and does not link it', async () => {
    const first = await google(await googleToken({ sub: '444-disabled', email: 'disabled.one@gmail.com' }));
    const { payload, user } = await registerUser(t.app);
    const disabledAt = new Date(t.clock.now());
    for (const id of [first.json().data.user.id as number, user.id])
      await t.database.db.update(users).set({ disabledAt, disabledReason: 'test' }).where(eq(users.id, id));

    for (const token of [
      await googleToken({ sub: '444-disabled', email: 'disabled.one@gmail.com' }),
      await googleToken({ sub: '555-would-link', email: payload.email }),
    ]) {
      const response = await google(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ACCOUNT_DISABLED_MESSAGE, code: 'account_disabled' });
      expect(setCookies(response.headers)).toEqual([]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBeNull();
  });

  it('finds the same account by Google sub, even after the e-mail changed at Google', async () => {
    const first = await google(await googleToken({ sub: '222-stable', email: 'old.address@gmail.com' }));
    const second = await google(await googleToken({ sub: '222-stable', email: 'new.address@gmail.com' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('links an existing password account by verified e-mail and ends its older sessions', async () => {
    const { payload, user } = await registerUser(t.app);
    const before = await loginUser(t.app, payload.email, payload.password);
    const response = await google(await googleToken({ sub: '333-linked', email: payload.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBe('333-linked');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [before.cookie.name]: before.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    // A proven address's password was its owner's own: it still works.
    await loginUser(t.app, payload.email, payload.password);
  });

  it('takes an unproven account back from a pre-hijacker: the password set at sign-up stops working', async () => {
    // An attacker signs up with the victim's address and a password of their choosing, and never
    // enters the code (it went to the victim). Then the victim signs in with Google.
    const { payload, user } = await registerUser(t.app, {}, { verify: false });
    const attacker = await loginUser(t.app, payload.email, payload.password);
    const response = await google(await googleToken({ sub: '444-victim', email: payload.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: user.id, email_verified: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBe('444-victim');
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
    // The attacker's session and password are both gone.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [attacker.cookie.name]: attacker.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(loginUser(t.app, payload.email, payload.password)).rejects.toThrow(/401/);
    // The owner is told what happened.
    await expect
      .poll(() => t.mail.find((mail) => mail.to === payload.email && /Google sign-in linked/.test(mail.subject))?.text)
      .toMatch(/its password was removed/);
  });

  it('accepts the bare issuer accounts.google.com', async () => {
    expect((await google(await googleToken({ iss: 'accounts.google.com' }))).statusCode).toBe(200);
  });

  it.each<[string, TokenOptions]>([
    ['expired', { expiresIn: -60 }],
    ['for another app (aud)', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['from another issuer', { iss: 'https://evil.example.com' }],
    ['from googleapis.com (not one of the two issuers)', { iss: 'googleapis.com' }],
  ])('refuses a token %s', async (_name, options) => {
    const response = await google(await googleToken(options));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Google sign-in failed: the token could not be verified');
  });

  it('refuses a forged token (signed by another key under Google’s key id)', async () => {
    const response = await google(await googleToken({ key: strangerKey }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an HS256 token and alg none', async () => {
    const now = Math.floor(t.clock.now() / 1000);
    const claims = { sub: '444', email: 'x@gmail.com', email_verified: true };
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a-shared-secret-a-shared-secret-32'));
    expect((await google(hs)).statusCode).toBe(401);
    const [, payload] = hs.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: KID })).toString('base64url')}.${payload}.`;
    expect((await google(none)).statusCode).toBe(401);
  });

  it('refuses an unverified Google e-mail', async () => {
    const response = await google(await googleToken({ emailVerified: false }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Google sign-in failed: the Google e-mail address is not verified');
  });

  it('refuses an e-mail tied to another Google account', async () => {
    await google(await googleToken({ sub: '555-first', email: 'shared@gmail.com' }));
    const response = await google(await googleToken({ sub: '555-second', email: 'shared@gmail.com' }));
    expect(response.statusCode).toBe(409);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: 'Token is required' });
    expect((await google('not-a-jwt')).statusCode).toBe(401);
  });
});

describe('Google keys unreachable', () => {
  it('answers 503, not 500', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google/',
        payload: { token: await googleToken() },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});
