import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress, registerUser } from '../../../test/helpers/accounts.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import { RATE_LIMITS } from './routes.js';

// The per-e-mail and per-account limits of sign-in and password reset (docs/rate-limits.md) are kept
// where a flood of other keys cannot push them out, and a request refused by one limit costs nothing
// against the others (issue #29).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SHOP_NAME: 'Pasal Test Shop' });
});
afterAll(async () => {
  await t?.close();
});

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (context: TestContext, url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  context.app.inject({ method: 'POST', url, payload, remoteAddress });
const madeUp = () => `made.up.${randomBytes(6).toString('hex')}@example.com`;
const PASSWORD = 'Long-Enough-Pass-1';

const reset = (email: string, address: string, context = t) =>
  post(context, '/api/v1/auth/password-reset/', { email }, address);
const guess = (email: string, address: string, otp = '123456', context = t) =>
  post(
    context,
    '/api/v1/auth/set-new-password/',
    { email, otp, password: PASSWORD, confirm_password: PASSWORD },
    address,
  );

/** Sends `count` requests made by `make(i)`, a few at a time (the attacker's loop, in a test's time). */
async function flood(count: number, make: (i: number) => Promise<Response>): Promise<void> {
  for (let start = 0; start < count; start += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, i) => make(start + i)));
  }
}

describe('a flood of made-up e-mails from a second address frees no victim', () => {
  it('reset codes: the victim’s e-mail stays refused after 5,200 requests for other e-mails', async () => {
    const victim = madeUp();
    const a = randomAddress();
    for (let i = 0; i < RATE_LIMITS.resetPerEmail.max; i++) expect((await reset(victim, a)).statusCode).toBe(200);
    expect((await reset(victim, a)).statusCode).toBe(429);

    const b = randomAddress();
    await flood(5_200, () => reset(madeUp(), b));

    expect((await reset(victim, a)).statusCode).toBe(429);
  });

  it('OTP guesses: the victim’s e-mail stays refused after 5,200 guesses for other e-mails', async () => {
    const victim = madeUp();
    const a = randomAddress();
    for (let i = 0; i < RATE_LIMITS.otpPerEmail.max; i++) expect((await guess(victim, a)).statusCode).toBe(400);
    expect((await guess(victim, a)).statusCode).toBe(429);

    const b = randomAddress();
    await flood(5_200, () => guess(madeUp(), b));

    expect((await guess(victim, a)).statusCode).toBe(429);
  });

  it('sign-in failures: the victim’s count survives more made-up e-mails than the memory store keeps', async () => {
    // Each sign-in costs a scrypt hash (half a second), so this app's in-memory limits keep 2 keys
    // instead of 5,000: the per-address ceiling lives there and may be forgotten, the per-account
    // count must not be.
    const memoryKeys = 2;
    const small = await createTestApp({ RATE_LIMIT_MEMORY_KEYS: String(memoryKeys) });
    try {
      const { payload } = await registerUser(small.app);
      const login = (email: string, password: string, address: string) =>
        post(small, '/api/v1/users/login/', { email, password }, address);
      const a = randomAddress();
      for (let i = 0; i < RATE_LIMITS.login.max; i++)
        expect((await login(payload.email, `wrong-${i}-password`, a)).statusCode).toBe(401);
      expect((await login(payload.email, payload.password, a)).statusCode).toBe(429);

      const b = randomAddress();
      await Promise.all(Array.from({ length: memoryKeys + 1 }, () => login(madeUp(), 'whatever-password', b)));

      // The right password from A is still refused: the five failures were not forgotten.
      expect((await login(payload.email, payload.password, a)).statusCode).toBe(429);
    } finally {
      await small.close();
    }
    // A dozen scrypt hashes on a busy machine.
  }, 90_000);
});

describe('a request refused by one limit is not counted by the others', () => {
  it('refused by the address ceiling, it costs the e-mail nothing', async () => {
    const b = randomAddress();
    await flood(RATE_LIMITS.resetPerAddress.max, () => reset(madeUp(), b));
    const victim = madeUp();
    for (let i = 0; i < 5; i++) expect((await reset(victim, b)).statusCode).toBe(429);
    // The victim's own three codes are all still there, from any other address.
    for (let i = 0; i < RATE_LIMITS.resetPerEmail.max; i++)
      expect((await reset(victim, randomAddress())).statusCode).toBe(200);
    expect((await reset(victim, randomAddress())).statusCode).toBe(429);
  });

  it('refused for its e-mail, it costs the address nothing', async () => {
    const c = randomAddress();
    const target = madeUp();
    for (let i = 0; i < RATE_LIMITS.resetPerEmail.max; i++) expect((await reset(target, c)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await reset(target, c)).statusCode).toBe(429);
    // The address has used 3 of its 60: 57 other e-mails go through, the next is refused.
    const left = RATE_LIMITS.resetPerAddress.max - RATE_LIMITS.resetPerEmail.max;
    for (let i = 0; i < left; i++) expect((await reset(madeUp(), c)).statusCode).toBe(200);
    expect((await reset(madeUp(), c)).statusCode).toBe(429);
  });
});

describe('reset codes per account and day', () => {
  it('at most 10 codes a day; the owner is told once, at the third; the requester hears the same answer throughout', async () => {
    const perDay = RATE_LIMITS.resetCodesPerAccount.max;
    expect(perDay).toBe(10);
    const { user } = await registerUser(t.app);
    const unknown = await reset(madeUp(), randomAddress());
    const codes = () => t.mail.filter((m) => m.to === user.email && /your password reset code$/.test(m.subject)).length;
    const notice = /asking for password reset codes/;
    const started = t.clock.now();

    // 12 requests, 3 at a time (the per-e-mail limit), each group in a later quarter hour.
    for (let group = 0; group < 4; group++) {
      for (let i = 0; i < RATE_LIMITS.resetPerEmail.max; i++) {
        const answer = await reset(user.email, randomAddress());
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(unknown.json());
      }
      t.clock.advance(RATE_LIMITS.resetPerEmail.timeWindow);
    }
    const notices = await mailSentTo(t, user.email, notice);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Pasal Test Shop: someone is asking for password reset codes');
    expect(notices[0]!.text).toContain('3 password reset codes');
    expect(codes()).toBe(perDay);

    // A day after the first code, codes come again, without a second notice until the third.
    t.clock.set(started + 24 * 60 * 60_000);
    expect((await reset(user.email, randomAddress())).statusCode).toBe(200);
    await expect.poll(codes).toBe(perDay + 1);
    expect(await mailSentTo(t, user.email, notice)).toHaveLength(1);
  });
});

describe('clean-up', () => {
  it('rows whose window has ended are deleted as counting goes on, so the table stays small', async () => {
    const rows = async (which: 'all' | 'ended') =>
      (
        await t.database.db.execute<{ n: number }>(
          which === 'all'
            ? sql`SELECT count(*)::int AS n FROM auth_limit_counters`
            : sql`SELECT count(*)::int AS n FROM auth_limit_counters WHERE window_ends <= ${new Date(t.clock.now())}::timestamptz`,
        )
      ).rows[0]!.n;
    for (let i = 0; i < 5; i++) expect((await reset(madeUp(), randomAddress())).statusCode).toBe(200);
    expect(await rows('all')).toBeGreaterThanOrEqual(5);
    // Two days on, every window has ended (the daily ceiling's too); the next count deletes them all.
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect(await rows('ended')).toBe(await rows('all'));
    expect((await reset(madeUp(), randomAddress())).statusCode).toBe(200);
    expect(await rows('ended')).toBe(0);
    expect(await rows('all')).toBe(1);
  });
});
