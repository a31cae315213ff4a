import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress, registerUser } from '../../../test/helpers/accounts.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import { RATE_LIMITS } from './routes.js';

/**
 * The scale-out case: two server processes behind one load balancer share their login limit
 * through Redis. Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('login limit shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    // One secret for both (they are one shop), its own per run: the durable counters' keys are
    // HMACs under it, and every test database numbers its accounts from the same start, so account
    // 5 of an earlier run would otherwise share this run's counts in the same Redis.
    const env = { REDIS_URL: redisUrl!, JWT_SECRET: `redis-test-${randomBytes(24).toString('hex')}` };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts attempts made on either instance', async () => {
    const ip = randomAddress();
    const email = `shared.${randomBytes(6).toString('hex')}@example.com`;
    const attempt = (context: TestContext) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/users/login/',
        payload: { email, password: 'not-the-password' },
        remoteAddress: ip,
      });
    for (const context of [first, second, first, second, first]) expect((await attempt(context)).statusCode).toBe(401);
    // Instance two has seen only two attempts itself, yet the sixth is refused.
    const refused = await attempt(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  // The per-e-mail and per-account counts live in Redis too (auth/limit-counters.ts), measured with
  // the app's clock: both instances move theirs together.
  const madeUp = () => `made.up.${randomBytes(6).toString('hex')}@example.com`;
  const reset = (context: TestContext, email: string, address = randomAddress()) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/',
      payload: { email },
      remoteAddress: address,
    });
  const advanceBoth = (ms: number) => {
    first.clock.advance(ms);
    second.clock.advance(ms);
  };

  it('reset codes per e-mail: counted on either instance, kept through a flood, over when the app’s clock says so', async () => {
    const victim = madeUp();
    const a = randomAddress();
    for (const context of [first, second, first]) expect((await reset(context, victim, a)).statusCode).toBe(200);
    expect((await reset(second, victim, a)).statusCode).toBe(429);
    const b = randomAddress();
    for (let start = 0; start < 1_000; start += 50)
      await Promise.all(Array.from({ length: 50 }, () => reset(second, madeUp(), b)));
    expect((await reset(first, victim, a)).statusCode).toBe(429);
    advanceBoth(RATE_LIMITS.resetPerEmail.timeWindow);
    expect((await reset(first, victim, a)).statusCode).toBe(200);
  });

  it('a request refused by the address ceiling costs the e-mail nothing', async () => {
    const b = randomAddress();
    for (let i = 0; i < RATE_LIMITS.resetPerAddress.max; i++)
      expect((await reset(i % 2 ? first : second, madeUp(), b)).statusCode).toBe(200);
    const victim = madeUp();
    for (const context of [first, second, first]) expect((await reset(context, victim, b)).statusCode).toBe(429);
    for (const context of [second, first, second]) expect((await reset(context, victim)).statusCode).toBe(200);
    expect((await reset(first, victim)).statusCode).toBe(429);
  });

  it('the daily ceiling of reset codes and the notice to the owner (counted in Redis)', async () => {
    // Each instance has its own database, so the account is asked for on the one that has it.
    const { user } = await registerUser(first.app);
    for (let group = 0; group < 4; group++) {
      for (let i = 0; i < RATE_LIMITS.resetPerEmail.max; i++)
        expect((await reset(first, user.email)).statusCode).toBe(200);
      advanceBoth(RATE_LIMITS.resetPerEmail.timeWindow);
    }
    const sent = async (subject: RegExp) => (await mailSentTo(first, user.email, subject)).length;
    await expect.poll(() => sent(/your password reset code$/)).toBe(RATE_LIMITS.resetCodesPerAccount.max);
    expect(await sent(/asking for password reset codes/)).toBe(1);
  });
});
