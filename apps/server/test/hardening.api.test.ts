import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './helpers/orders.js';
import { createTestApp, type TestContext } from './test-app.js';

// Issue #29 "Closed to attackers": what the API gives away besides its answers.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('answers behind a sign-in', () => {
  it('are never stored by a cache or the browser (Cache-Control: no-store), refusals included', async () => {
    const customer = await createCustomer(ctx);
    const staff = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: customer.id, role: 'admin' })}`,
    };
    const asked = [
      { url: '/api/v1/cart/', headers: customer.headers, status: 200 },
      { url: '/api/v1/wishlist/', headers: customer.headers, status: 200 },
      { url: '/api/v1/orders/', headers: customer.headers, status: 200 },
      { url: '/api/v1/orders/no-such-order/', headers: customer.headers, status: 404 },
      { url: '/api/v1/admin/dashboard/', headers: staff, status: 200 },
      { url: '/api/v1/admin/dashboard/', headers: customer.headers, status: 403 },
      { url: '/api/v1/cart/', headers: {}, status: 401 },
    ];
    for (const { url, headers, status } of asked) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], `${url} ${status}`).toBe('no-store');
    }
    // A public answer keeps its own caching.
    const ping = await ctx.app.inject({ method: 'GET', url: '/api/v1/ping/', headers: customer.headers });
    expect(ping.headers['cache-control']).toBeUndefined();
  });
});

describe('/api/docs', () => {
  it('is off in production unless API_DOCS=on', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', API_DOCS: '' });
    const opened = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await opened.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      // Development and tests keep them.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await opened.close();
    }
  });
});

describe('the language cookie', () => {
  it('is Secure when the shop runs on https, and only then', async () => {
    const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
    chmodSync(web, 0o755);
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    const https = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web, PUBLIC_URL: 'https://shop.example.np' });
    const http = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web });
    try {
      for (const url of ['/?lang=ne', '/cart?lang=ne', '/products/no-such-thing?lang=ne']) {
        const secure = String((await https.app.inject({ method: 'GET', url })).headers['set-cookie']);
        expect(secure, url).toMatch(/lang=ne;.*Secure/i);
        const plain = String((await http.app.inject({ method: 'GET', url })).headers['set-cookie']);
        expect(plain, url).toMatch(/lang=ne/);
        expect(plain, url).not.toMatch(/Secure/i);
      }
    } finally {
      await https.close();
      await http.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
