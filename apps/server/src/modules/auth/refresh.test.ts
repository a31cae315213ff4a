import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { refreshTokens } from './schema.js';
import { REUSE_GRACE_MS } from './tokens.js';
import { loginUser, registerUser, setCookies, type Session } from '../../../test/helpers/accounts.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestContext;
let credentials: { email: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  const { payload } = await registerUser(t.app);
  credentials = { email: payload.email, password: payload.password };
});
afterAll(async () => {
  await t?.close();
});

const refresh = (cookie?: { name: string; value: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/refresh/',
    ...(cookie ? { cookies: { [cookie.name]: cookie.value } } : {}),
  });

const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/profile/', headers: { authorization: `Bearer ${access}` } });

/** Tokens of the cookie's family that are neither spent nor revoked: what can still renew the session. */
async function liveTokensInFamilyOf(value: string): Promise<number> {
  const hash = createHash('sha256').update(value).digest('hex');
  const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  const live = await t.database.db
    .select()
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, row!.familyId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    );
  return live.length;
}

async function rotate(cookie: { name: string; value: string }) {
  const response = await refresh(cookie);
  expect(response.statusCode).toBe(200);
  const [next] = setCookies(response.headers);
  return { body: response.json<{ data: { access: string; user: Session['user'] } }>(), cookie: next! };
}

describe('POST /api/v1/auth/token/refresh/', () => {
  it('rotates the cookie and answers a new access token and the user', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const { body, cookie } = await rotate(session.cookie);
    expect(body.data.user).toEqual(session.user);
    expect(await t.app.services.accessTokens.verify(body.data.access)).toMatchObject({ userId: session.user.id });
    expect(cookie.value).not.toBe(session.cookie.value);
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api/v1/auth' });
    // The new token works once more.
    await rotate(cookie);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const first = await rotate(session.cookie);
    const second = await rotate(first.cookie);
    // The original (spent) token is replayed, e.g. by whoever copied it.
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please log in again');
    // The cookie is cleared...
    const [cleared] = setCookies(replay.headers);
    expect(cleared!.value).toBe('');
    // ...and the legitimate holder of the newest token is signed out too.
    expect((await refresh(second.cookie)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    const family = rows.filter((row) => row.familyId === rows.find((r) => r.revokedAt)?.familyId);
    expect(family.length).toBeGreaterThanOrEqual(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('does not touch other sessions of the same account', async () => {
    const phone = await loginUser(t.app, credentials.email, credentials.password);
    const laptop = await loginUser(t.app, credentials.email, credentials.password);
    await rotate(phone.cookie);
    const started = t.clock.now();
    try {
      t.clock.advance(REUSE_GRACE_MS + 1000);
      expect((await refresh(phone.cookie)).statusCode).toBe(401); // reuse: phone's family ends
      await rotate(laptop.cookie); // laptop is unaffected
    } finally {
      t.clock.set(started);
    }
  });

  it('spends a token once when two tabs present it at the same moment: both get its one successor', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const results = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((r) => setCookies(r.headers)[0]!);
    expect(second!.value).toBe(first!.value);
    expect(await liveTokensInFamilyOf(session.cookie.value)).toBe(1);
    await rotate(first!);
  });

  it('answers 401 without a cookie or with a made-up one', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh({ name: 'pasal_rt', value: `s.${'A'.repeat(43)}` })).statusCode).toBe(401);
    expect((await refresh({ name: 'pasal_rt', value: 'garbage' })).statusCode).toBe(401);
  });

  it('ends an unused session after 14 idle days', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    t.clock.advance(15 * DAY);
    try {
      expect((await refresh(session.cookie)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-15 * DAY);
    }
  });

  it('ends every session 30 days after sign-in, however often it is used (absolute lifetime)', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password, { remember: true });
    let cookie = session.cookie;
    const started = t.clock.now();
    try {
      for (let day = 10; day <= 29; day += 10) {
        t.clock.set(started + day * DAY);
        const next = await rotate(cookie);
        // 'Remember me' survives rotation, counting down to the absolute end.
        expect(next.cookie.value).toMatch(/^p\./);
        expect(Number(next.cookie.attributes['max-age'])).toBe((30 - day) * 24 * 60 * 60);
        cookie = next.cookie;
      }
      t.clock.set(started + 30 * DAY + 1000);
      expect((await refresh(cookie)).statusCode).toBe(401);
    } finally {
      t.clock.set(started);
    }
  });
});

// Issue 30, defect 1: two tabs of one browser, or a page reloaded while its renewal's answer was
// still on the way, present the same cookie twice. That is the browser, not a thief: within a few
// seconds the server answers the successor it already issued, and only later is it reuse.
describe('a token presented again moments after it was spent', () => {
  const logout = (cookie: { name: string; value: string }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', cookies: { [cookie.name]: cookie.value } });

  it('answers the same successor and a working access token, and the session goes on', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password, { remember: true });
    const first = await rotate(session.cookie);
    const started = t.clock.now();
    try {
      t.clock.advance(REUSE_GRACE_MS - 1000);
      const again = await rotate(session.cookie);
      expect(again.cookie.value).toBe(first.cookie.value);
      // 'Remember me' stays: the cookie still counts down to the family's end.
      expect(again.cookie.value).toMatch(/^p\./);
      expect(Number(again.cookie.attributes['max-age'])).toBeGreaterThan((29 * DAY) / 1000);
      expect(again.body.data.user).toEqual(session.user);
      expect((await profile(again.body.data.access)).statusCode).toBe(200);
      // No second line of descent: one token can renew the session, and it does.
      expect(await liveTokensInFamilyOf(session.cookie.value)).toBe(1);
      const next = await rotate(again.cookie);
      expect(next.cookie.value).not.toBe(first.cookie.value);
    } finally {
      t.clock.set(started);
    }
  });

  it('is reuse once the grace window has passed: the whole family ends', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const first = await rotate(session.cookie);
    const started = t.clock.now();
    try {
      t.clock.advance(REUSE_GRACE_MS + 1000);
      const replay = await refresh(session.cookie);
      expect(replay.statusCode).toBe(401);
      expect(setCookies(replay.headers)[0]!.value).toBe('');
      expect((await refresh(first.cookie)).statusCode).toBe(401);
      expect(await liveTokensInFamilyOf(session.cookie.value)).toBe(0);
    } finally {
      t.clock.set(started);
    }
  });

  it('is reuse, even within the window, once the successor has been used', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const first = await rotate(session.cookie);
    const second = await rotate(first.cookie);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await refresh(second.cookie)).statusCode).toBe(401);
  });

  it('does not bring back a session signed out meanwhile', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const first = await rotate(session.cookie);
    expect((await logout(first.cookie)).statusCode).toBe(204);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await refresh(first.cookie)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes; a refresh brings a working one', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    expect((await profile(session.access)).statusCode).toBe(200);
    const started = t.clock.now();
    try {
      t.clock.advance(15 * 60 * 1000 + 1000);
      const expired = await profile(session.access);
      expect(expired.statusCode).toBe(401);
      const { body } = await rotate(session.cookie);
      expect((await profile(body.data.access)).statusCode).toBe(200);
    } finally {
      t.clock.set(started);
    }
  });

  it('refuses a token signed with another key or with alg none', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const [header, payload] = session.access.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await profile(none)).statusCode).toBe(401);
    expect((await profile(`${header}.${payload}.${'x'.repeat(43)}`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/logout/', () => {
  it('revokes the family and clears the cookie', async () => {
    const session = await loginUser(t.app, credentials.email, credentials.password);
    const { cookie } = await rotate(session.cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      cookies: { [cookie.name]: cookie.value },
    });
    expect(response.statusCode).toBe(204);
    const [cleared] = setCookies(response.headers);
    expect(cleared).toMatchObject({ name: 'pasal_rt', value: '', attributes: { path: '/api/v1/auth' } });
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('is harmless without a cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/' });
    expect(response.statusCode).toBe(204);
  });
});
