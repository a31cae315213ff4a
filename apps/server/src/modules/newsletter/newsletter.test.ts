import { NEWSLETTER_SUCCESS_MESSAGE } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { NEWSLETTER_RATE_LIMITS } from './routes.js';
import { newsletterSubscribers } from './schema.js';

let ctx: TestContext;
let nextAddress = 1;
/** Each test comes from its own client address so the per-address rate limit does not leak between tests. */
const freshAddress = () => `10.1.0.${nextAddress++}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function subscribe(payload: unknown, remoteAddress = freshAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe/',
    payload: payload as object,
    remoteAddress,
  });
}

async function rowsFor(email: string) {
  return ctx.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
}

describe('POST /api/v1/newsletter/subscribe/', () => {
  it('stores a new address (trimmed, lower-cased) with the time it came in', async () => {
    const response = await subscribe({ email: '  Sita.Rai@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: NEWSLETTER_SUCCESS_MESSAGE,
      data: { email: 'sita.rai@example.com', subscribed: true },
    });
    const rows = await rowsFor('sita.rai@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('sita.rai@example.com');
    expect(rows[0]!.createdAt.getTime()).toBe(ctx.clock.now());
  });

  it('answers a repeat exactly like the first time and keeps one row', async () => {
    const first = await subscribe({ email: 'ram@example.com' });
    ctx.clock.advance(60_000);
    const again = await subscribe({ email: 'RAM@example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await rowsFor('ram@example.com');
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => subscribe({ email: 'race@example.com' }, `10.2.0.${index + 1}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: 'a@b' }, 'Invalid email'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Invalid email'],
    [{}, 'Email is required'],
    [{ email: 42 }, 'Email is required'],
  ])('rejects %j with 400 and a clear message', async (payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors.email).toBe(message);
    expect(body.message).toBe(`Invalid email: ${message}`);
  });

  it('rejects a body that is not JSON with a 4xx, never a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  it(`allows ${NEWSLETTER_RATE_LIMITS.perAddressAndEmail.max} tries per address and e-mail, then 429 with Retry-After`, async () => {
    const address = freshAddress();
    for (let index = 0; index < NEWSLETTER_RATE_LIMITS.perAddressAndEmail.max; index += 1) {
      const response = await subscribe({ email: 'again@example.com' }, address);
      expect(response.statusCode).toBe(200);
    }
    const blocked = await subscribe({ email: 'again@example.com' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many requests\. Please try again in \d+ minutes?\.$/,
    );
    // Someone else behind the same address (carrier-grade NAT), and the same e-mail elsewhere, are not affected.
    expect((await subscribe({ email: 'neighbour@example.com' }, address)).statusCode).toBe(200);
    expect((await subscribe({ email: 'again@example.com' })).statusCode).toBe(200);
  });

  it(`stops list stuffing at ${NEWSLETTER_RATE_LIMITS.perAddress.max} e-mails from one address`, async () => {
    const address = freshAddress();
    for (let index = 0; index < NEWSLETTER_RATE_LIMITS.perAddress.max; index += 1) {
      const response = await subscribe({ email: `reader${index}@example.com` }, address);
      expect(response.statusCode).toBe(200);
    }
    const blocked = await subscribe({ email: 'one-more@example.com' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(await rowsFor('one-more@example.com')).toHaveLength(0);
    expect((await subscribe({ email: 'one-more@example.com' })).statusCode).toBe(200);
  });
});
