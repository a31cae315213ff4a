import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress } from '../../../test/helpers/accounts.js';

/**
 * The scale-out case: two server processes behind one load balancer share their login limit
 * through Redis. Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('login limit shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl! });
    second = await createTestApp({ REDIS_URL: redisUrl! });
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
});
