import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(async () => {
  await t?.close();
});

describe('security headers on real answers', () => {
  it.each([
    ['an API read', '/api/v1/products/'],
    ['an unknown route', '/api/v1/no-such-thing/'],
    ['a refused write', '/api/v1/orders/'],
  ])('%s carries the whole set', async (_name, url) => {
    const response = await t.app.inject({ method: url.endsWith('orders/') ? 'POST' : 'GET', url });
    const headers = response.headers;
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});
