import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.js';

// docs/rules/content.md#not-found: a path the web app has no screen for is answered 404 (with the
// app, which draws its 404 page), never 200 — a soft 404 hides broken links from shoppers and
// search engines.

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Pasal</title></head><body><div id="root"></div></body></html>';

let ctx: TestContext;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(join(web, 'index.html'), indexHtml);
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('pages the storefront does not have', () => {
  it('answer 404 with the app (which shows its 404 page), not cached', async () => {
    for (const url of ['/prodcts', '/cart', '/products/jbl-go-4/reviews', '/profile/nope', '/404', '/wp-login.php']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answer 404 for a product that does not exist', async () => {
    expect((await get('/products/no-such-phone-anywhere')).statusCode).toBe(404);
  });

  it('leave the real screens at 200, with a query string or a trailing slash too', async () => {
    const screens = ['/carts', '/checkout', '/search?q=phone', '/blogs/1', '/profile/orders', '/login', '/about/'];
    for (const url of [...screens, '/staff/orders', '/FAQ']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keep JSON 404s for the API', async () => {
    const response = await get('/api/v1/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/not found/);
  });
});
