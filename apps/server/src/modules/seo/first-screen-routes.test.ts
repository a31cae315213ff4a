import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pasal — Electronics Store in Nepal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head>
  <body><div id="root"><div>shell</div></div></body>
</html>`;

// Stands in for the web build's renderer: draws the path and what the API said, through the transport.
const renderer = `
export async function renderFirstScreen(path, transport) {
  if (path === '/products') throw new Error('broken page');
  const response = await transport('/api/v1/categories/', { method: 'GET' });
  const body = await response.json();
  return {
    html: '<p>' + path + ': ' + body.data.length + ' categories</p>',
    dataScript: '<script id="pasal-first-screen-data" type="application/json">{}</script>',
  };
}`;

let ctx: TestContext;
let slug: string;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(join(web, 'index.html'), indexHtml);
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-2.css'), '.x{color:red}');
  mkdirSync(join(web, '.ssr'));
  writeFileSync(join(web, '.ssr', 'entry-server.mjs'), renderer);
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web });
  slug = (await ctx.database.db.execute<{ slug: string }>(sql`SELECT slug FROM products WHERE is_active LIMIT 1`))
    .rows[0]!.slug;
});
afterAll(async () => {
  await ctx.close();
});

describe('pages with a rendered first screen', () => {
  it('sends the home page drawn from the API, its stylesheet inline and its scripts after the content', async () => {
    const categories = (await ctx.app.inject({ method: 'GET', url: '/api/v1/categories/' })).json<{ data: [] }>();
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><p>/: ${categories.data.length} categories</p></div>`);
    expect(response.body).toContain('<script id="pasal-first-screen-data" type="application/json">{}</script>');
    expect(response.body).toContain('<style>.x{color:red}</style>');
    // The scripts are asked for by a loader after the content, once the first screen is painted.
    expect(response.body).not.toContain('src="/assets/index-1.js"');
    expect(response.body).toContain('{"entry":"/assets/index-1.js","preloads":[]}</script>');
    expect(response.body).toMatch(/<script type="module">[^<]*import\(entry\)[^<]*<\/script>\n {2}<\/body>/);
  });

  it('sends a product page with its head tags and rendered page, compressed for browsers that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/products/${slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title data-server-head>');
    expect(html).toContain(`<p>/products/${encodeURIComponent(slug)}: `);
  });

  it('falls back to the plain page when the render fails, and to the 404 page for unknown products', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<div>shell</div>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/products/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(indexHtml);
  });
});

describe('the build folder', () => {
  it('does not serve the server-only renderer or manifest', async () => {
    for (const url of ['/.ssr/entry-server.mjs', '/.ssr/../.ssr/entry-server.mjs', '/.vite/manifest.json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('renderFirstScreen');
      expect(response.headers['content-type'], url).not.toMatch(/javascript|json/);
    }
  });
});
