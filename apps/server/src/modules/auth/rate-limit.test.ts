import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { RATE_LIMITS } from './routes.js';
import { randomAddress, registerUser, signedUpAndIn, signupPayload } from '../../../test/helpers/accounts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress, headers });

function expectTooMany(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  // Says when to try again, in words; the same wait as Retry-After.
  expect(response.json().message).toMatch(/^Too many requests\. Please try again in \d+ (second|minute|hour)s?\.$/);
  // And by code with the count, so a Nepali page words it itself (issue #31).
  const { code, params } = response.json<{ code: string; params?: { count: number } }>();
  expect(code).toMatch(/^wait_(one_(second|minute|hour)|(second|minute|hour)s)$/);
  if (params) expect(response.json<{ message: string }>().message).toContain(` ${params.count} `);
}

describe('rate limits (429 with Retry-After)', () => {
  it('login: 5 a minute per IP and account; the right password waits too; other accounts are unaffected', async () => {
    const { payload } = await registerUser(t.app);
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/v1/users/login/', { email: payload.email, password: `wrong-${i}-password` }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    expectTooMany(await post('/api/v1/users/login/', { email: payload.email, password: payload.password }, ip));
    // Same IP, another account: its own budget.
    const other = await post('/api/v1/users/login/', { email: 'someone.else@example.com', password: 'whatever-1' }, ip);
    expect(other.statusCode).toBe(401);
    // Same account, another IP.
    const elsewhere = await post(
      '/api/v1/users/login/',
      { email: payload.email, password: payload.password },
      randomAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('signup: 5 an hour per e-mail from any address; other e-mails from the same address go on', async () => {
    const email = `twice.${randomBytes(4).toString('hex')}@example.com`;
    const attempt = (address: string, overrides: Record<string, string> = {}) =>
      post('/api/v1/users/register/', signupPayload({ email, ...overrides }), address);
    expect((await attempt(randomAddress())).statusCode).toBe(201);
    for (let i = 1; i < RATE_LIMITS.registerPerEmail.max; i++)
      expect((await attempt(randomAddress())).statusCode).toBe(409);
    expectTooMany(await attempt(randomAddress()));
    // A neighbour behind the same carrier address signs up normally.
    const shared = randomAddress();
    expect((await post('/api/v1/users/register/', signupPayload(), shared)).statusCode).toBe(201);
  });

  it('reset requests: 3 per e-mail from any address, 60 per address', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/v1/auth/password-reset/', { email: 'target@example.com' }, randomAddress())).statusCode,
      ).toBe(200);
    expectTooMany(await post('/api/v1/auth/password-reset/', { email: 'target@example.com' }, randomAddress()));

    const sprayer = randomAddress();
    for (let i = 0; i < RATE_LIMITS.resetPerAddress.max; i++) {
      const response = await post('/api/v1/auth/password-reset/', { email: `victim${i}@example.com` }, sprayer);
      expect(response.statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/password-reset/', { email: 'one.more@example.com' }, sprayer));
  });

  it('OTP attempts: 10 per e-mail in 15 minutes, from any address', async () => {
    const guess = (otp: string, email = 'target@example.com') =>
      post(
        '/api/v1/auth/set-new-password/',
        { email, otp, password: 'Long-Enough-Pass-1', confirm_password: 'Long-Enough-Pass-1' },
        randomAddress(),
      );
    for (let i = 0; i < 10; i++) expect((await guess(String(100000 + i))).statusCode).toBe(400);
    expectTooMany(await guess('123456'));
    expect((await guess('123456', 'someone.else@example.com')).statusCode).toBe(400);
  });

  it('Google sign-in: 60 a minute per IP', async () => {
    const ip = randomAddress();
    for (let i = 0; i < RATE_LIMITS.google.max; i++)
      expect((await post('/api/v1/auth/google/', { token: 'x' }, ip)).statusCode).toBe(404);
    expectTooMany(await post('/api/v1/auth/google/', { token: 'x' }, ip));
  });

  it('change password: 5 a minute per account', async () => {
    const { session } = await signedUpAndIn(t.app);
    const attempt = () =>
      post(
        '/api/v1/auth/change-password/',
        {
          old_password: `wrong-${randomBytes(3).toString('hex')}`,
          new_password: 'Another-Fresh-One-99',
          confirm_new_password: 'Another-Fresh-One-99',
        },
        randomAddress(),
        { authorization: `Bearer ${session.access}` },
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    expectTooMany(await attempt());
  });
});
