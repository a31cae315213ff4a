import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// /compare (issue #35) as the server sends it: the page drawn from the address alone, its title
// naming the products, and a refusal left to the app with the API's status.

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pasal — Electronics Store in Nepal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"><div>shell</div></div></body>
</html>`;

// Stands in for the web build's renderer: draws the path and how many products the API compared.
const renderer = `
export async function renderFirstScreen(path, transport) {
  const slugs = new URL(path, 'http://x').searchParams.get('products');
  if (!slugs) return { html: '<p>nothing to compare</p>', dataScript: '' };
  const response = await transport('/api/v1/products/compare/?slugs=' + encodeURIComponent(slugs), { method: 'GET' });
  const body = await response.json();
  return { html: '<p>' + path + ': ' + body.data.products.length + ' compared</p>', dataScript: '' };
}`;

const S24_ULTRA = 'samsung-galaxy-s24-ultra-12gb-256gb';
const S25 = 'samsung-galaxy-s25-12gb-256gb';
const MACBOOK = 'apple-macbook-air-13-inch-m3-8gb-256gb';

let ctx: TestContext;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(join(web, 'index.html'), indexHtml);
  mkdirSync(join(web, '.ssr'));
  writeFileSync(join(web, '.ssr', 'entry-server.mjs'), renderer);
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web, PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the comparison page from the server', () => {
  it('draws the products the address names, with a title naming them, kept out of search results', async () => {
    const response = await get(`/compare?products=${S25},${S24_ULTRA}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<p>/compare?products=${S25},${S24_ULTRA}: 2 compared</p>`);
    expect(response.body).toContain(
      '<title data-server-head>Compare Samsung Galaxy S25 (12GB/256GB) vs Samsung Galaxy S24 Ultra (12GB/256GB) | ',
    );
    expect(response.body).toContain('<meta data-server-head name="robots" content="noindex, follow" />');
    expect(response.body).toContain(
      `<link data-server-head rel="canonical" href="https://shop.example/compare?products=${S25},${S24_ULTRA}" />`,
    );
    expect(response.body).not.toContain('<div>shell</div>');
  });

  it('writes the address one way: slugs lowercased, without blanks or repeats', async () => {
    const response = await get(`/compare?products=${S25.toUpperCase()},,${S25},${S24_ULTRA}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<p>/compare?products=${S25},${S24_ULTRA}: 2 compared</p>`);
  });

  it('says it in Nepali on a Nepali page', async () => {
    const response = await get(`/compare?products=${S25},${S24_ULTRA}&lang=ne`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ne">');
    expect(response.body).toContain('<title data-server-head>Samsung Galaxy S25 (12GB/256GB) र ');
  });

  it('draws an honest empty page for no products', async () => {
    const response = await get('/compare');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>nothing to compare</p>');
    expect(response.body).toContain('<title data-server-head>Compare products | ');
  });

  it('leaves a refusal to the app, with the status of what is wrong', async () => {
    for (const [url, status] of [
      [`/compare?products=${S25},no-such-phone`, 404],
      [`/compare?products=${S25},${MACBOOK}`, 422],
      ['/compare?products=a,b,c,d,e', 400],
      ['/compare?products=../x', 400],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain('<div>shell</div>');
      expect(response.body, url).toContain('<title data-server-head>Compare products | ');
    }
  });
});
