import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createAccessTokens, VERIFIED_TOKENS_CACHED } from './access-token.js';

const SECRET = 'a-test-secret-that-is-at-least-32-bytes-long';

function tokensAt(start: number) {
  let clock = start;
  const tokens = createAccessTokens(SECRET, () => clock);
  return { tokens, advance: (ms: number) => (clock += ms) };
}

describe('access tokens', () => {
  it('a verified token keeps answering its claims until it expires, and not after', async () => {
    const { tokens, advance } = tokensAt(Date.parse('2026-11-24T10:00:00Z'));
    const token = await tokens.sign({ userId: 7, role: 'staff' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'staff', emailVerified: false });
    advance(ACCESS_TOKEN_SECONDS * 1000 - 1000);
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'staff', emailVerified: false });
    advance(1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token altered after the genuine one was verified is refused', async () => {
    const { tokens } = tokensAt(Date.parse('2026-11-24T10:00:00Z'));
    const token = await tokens.sign({ userId: 7, role: 'customer' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'customer', emailVerified: false });
    const proven = await tokens.sign({ userId: 7, role: 'customer', emailVerified: true });
    expect(await tokens.verify(proven)).toEqual({ userId: 7, role: 'customer', emailVerified: true });
    const [header, , signature] = token.split('.');
    const staffPayload = Buffer.from(
      JSON.stringify({ role: 'staff', sub: '7', iss: 'pasal', exp: Date.parse('2026-11-25T00:00:00Z') / 1000 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${staffPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });

  it('carries the admin role, and reads a role it does not know as customer', async () => {
    const { tokens } = tokensAt(Date.parse('2026-11-24T10:00:00Z'));
    expect(await tokens.verify(await tokens.sign({ userId: 3, role: 'admin' }))).toEqual({
      userId: 3,
      role: 'admin',
      emailVerified: false,
    });
    const foreign = await tokens.sign({ userId: 4, role: 'superuser' as 'admin' });
    expect(await tokens.verify(foreign)).toEqual({ userId: 4, role: 'customer', emailVerified: false });
  });

  it('refuses tokens signed with another secret', async () => {
    const { tokens } = tokensAt(Date.now());
    const other = createAccessTokens('another-secret-that-is-at-least-32-bytes-long');
    expect(await tokens.verify(await other.sign({ userId: 7, role: 'staff' }))).toBeNull();
  });

  it('still verifies after more tokens than the cache holds', async () => {
    const { tokens } = tokensAt(Date.parse('2026-11-24T10:00:00Z'));
    const first = await tokens.sign({ userId: 1, role: 'customer' });
    expect(await tokens.verify(first)).toEqual({ userId: 1, role: 'customer', emailVerified: false });
    for (let userId = 2; userId <= VERIFIED_TOKENS_CACHED + 1; userId++) {
      await tokens.verify(await tokens.sign({ userId, role: 'customer' }));
    }
    expect(await tokens.verify(first)).toEqual({ userId: 1, role: 'customer', emailVerified: false });
  });
});

describe('access tokens refuse what they did not sign', () => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Date.parse('2026-11-24T10:00:00Z');
  const claims = { sub: '7', role: 'admin', ev: true, iss: 'pasal', exp: now / 1000 + 600 };

  it('an unsigned token (alg "none") is refused', async () => {
    const { tokens } = tokensAt(now);
    expect(await tokens.verify(`${encode({ alg: 'none' })}.${encode(claims)}.`)).toBeNull();
  });

  it('a token of another issuer, or without an expiry, is refused even with our signature', async () => {
    const { tokens } = tokensAt(now);
    const { createHmac } = await import('node:crypto');
    const signed = (payload: object) => {
      const body = `${encode({ alg: 'HS256' })}.${encode(payload)}`;
      return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    };
    expect(await tokens.verify(signed(claims))).toEqual({ userId: 7, role: 'admin', emailVerified: true });
    expect(await tokens.verify(signed({ ...claims, iss: 'elsewhere' }))).toBeNull();
    const { exp: _exp, ...noExpiry } = claims;
    expect(await tokens.verify(signed(noExpiry))).toBeNull();
    expect(await tokens.verify(signed({ ...claims, exp: now / 1000 }))).toBeNull();
  });
});
