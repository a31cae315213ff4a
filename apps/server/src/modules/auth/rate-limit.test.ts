import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress, registerUser, signedUpAndIn } from './test-helpers.js';

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
  expect(response.json().message).toMatch(/^Too many requests/);
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

  it('signup: 20 an hour per IP', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 20; i++) expect((await post('/api/v1/users/register/', {}, ip)).statusCode).toBe(400);
    expectTooMany(await post('/api/v1/users/register/', {}, ip));
  });

  it('reset requests: 3 per IP and e-mail, 20 per IP', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/v1/auth/password-reset/', { email: 'target@example.com' }, ip)).statusCode).toBe(200);
    expectTooMany(await post('/api/v1/auth/password-reset/', { email: 'target@example.com' }, ip));

    const sprayer = randomAddress();
    for (let i = 0; i < 20; i++) {
      const response = await post('/api/v1/auth/password-reset/', { email: `victim${i}@example.com` }, sprayer);
      expect(response.statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/password-reset/', { email: 'one.more@example.com' }, sprayer));
  });

  it('OTP attempts: 10 per IP in 15 minutes', async () => {
    const ip = randomAddress();
    const guess = (otp: string) =>
      post(
        '/api/v1/auth/set-new-password/',
        { email: 'target@example.com', otp, password: 'Long-Enough-Pass-1', confirm_password: 'Long-Enough-Pass-1' },
        ip,
      );
    for (let i = 0; i < 10; i++) expect((await guess(String(100000 + i))).statusCode).toBe(400);
    expectTooMany(await guess('123456'));
  });

  it('Google sign-in: 10 a minute per IP', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 10; i++) expect((await post('/api/v1/auth/google/', { token: 'x' }, ip)).statusCode).toBe(404);
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
