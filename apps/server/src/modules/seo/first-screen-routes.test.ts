import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { PAGE_RENDER_LIMIT } from './routes.js';

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
export async function renderFirstScreen(path, transport, locale = 'en') {
  if (path === '/products') throw new Error('broken page');
  const response = await transport('/api/v1/categories/', { method: 'GET' });
  const body = await response.json();
  return {
    html: (locale === 'ne' ? '<p>नेपालीमा ' : '<p>') + path + ': ' + body.data.length + ' categories</p>',
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
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title data-server-head>');
    expect(html).toContain(`<p>/products/${encodeURIComponent(slug)}: `);
  });

  it('draws the colour the address names (issue #35), and the plain product page for a colour it does not have', async () => {
    const coloured = (
      await ctx.database.db.execute<{ slug: string; color_name: string }>(
        sql`SELECT p.slug, c.color_name FROM products p JOIN product_colors c ON c.product_id = p.id
            WHERE p.is_active AND c.color_name LIKE '% %' ORDER BY p.id, c.position LIMIT 1`,
      )
    ).rows[0]!;
    const colour = coloured.color_name.toLowerCase().replaceAll(' ', '-');
    const page = `/products/${encodeURIComponent(coloured.slug)}`;
    // Spelt as a person might type it: the page is drawn under the address's own spelling.
    const named = await ctx.app.inject({ method: 'GET', url: `${page}?colour=${coloured.color_name.toUpperCase()}` });
    expect(named.statusCode).toBe(200);
    expect(named.body).toContain(`<p>${page}?colour=${colour}: `);
    for (const made of ['no-such-colour', '', '--']) {
      const plain = await ctx.app.inject({ method: 'GET', url: `${page}?colour=${made}` });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain(`<p>${page}: `);
    }
  });

  it("draws the pages an owner may write (issue #32), in the page's language", async () => {
    for (const path of ['/about', '/warranty', '/privacy-policy', '/terms-and-conditions', '/faq', '/services']) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toMatch(new RegExp(`<div id="root"><p>${path}: \\d+ categories</p></div>`));
    }
    const nepali = await ctx.app.inject({ method: 'GET', url: '/warranty?lang=ne' });
    expect(nepali.body).toContain('<html lang="ne">');
    expect(nepali.body).toContain('<p>नेपालीमा /warranty: ');
    const faq = await ctx.app.inject({ method: 'GET', url: '/faq?lang=ne' });
    expect(faq.body).toContain('<p>नेपालीमा /faq: ');
    // A chip chosen by the address is the app's to draw: the plain page, in the asked language.
    const chip = await ctx.app.inject({ method: 'GET', url: '/faq?category=Shipping&lang=ne' });
    expect(chip.statusCode).toBe(200);
    expect(chip.body).toContain('<div>shell</div>');
    expect(chip.body).toContain('<html lang="ne">');
  });

  it('draws a category, a filtered list and a search, each under its own address and language', async () => {
    for (const path of ['/products?category=Laptops', '/products?brand=apple&page=2', '/search?q=phone']) {
      const response = await ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, path).toBe(200);
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html, path).toMatch(
        new RegExp(`<div id="root"><p>${path.replace(/[?]/g, '\\?')}: \\d+ categories</p></div>`),
      );
    }
    // The language is the page's, not a filter: the address is drawn without it.
    const nepali = await ctx.app.inject({ method: 'GET', url: '/search?q=phone&lang=ne' });
    expect(nepali.body).toContain('<html lang="ne">');
    expect(nepali.body).toContain('<p>नेपालीमा /search?q=phone: ');
    const english = await ctx.app.inject({ method: 'GET', url: '/search?q=phone', cookies: { pasal_lang: 'en' } });
    expect(english.body).not.toContain('नेपालीमा');
  });

  it('draws at most PAGE_RENDER_LIMIT uncached lists and searches a minute for one address, then sends the plain page', async () => {
    const from = (remoteAddress: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress, cookies: { pasal_lang: 'en' } });
    const drawn = (body: string) => body.includes('categories</p></div>');
    const kept = await from('203.0.113.20', '/search?q=kept');
    expect(drawn(kept.body)).toBe(true);
    for (let index = 0; index < PAGE_RENDER_LIMIT.max; index += 1) {
      const response = await from('203.0.113.21', `/search?q=made-up-${index}`);
      expect(drawn(response.body), `search ${index}`).toBe(true);
    }
    // The next made-up search and list from that address: the app's plain page, not an error.
    for (const url of ['/search?q=one-more', '/products?brand=one-more']) {
      const plain = await from('203.0.113.21', url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toContain('<div>shell</div>');
      expect(plain.body, url).toContain('src="/assets/index-1.js"');
    }
    // A page the cache holds costs nothing to send, so it is still drawn; other addresses keep theirs.
    expect(drawn((await from('203.0.113.21', '/search?q=kept')).body)).toBe(true);
    expect(drawn((await from('203.0.113.22', '/search?q=one-more')).body)).toBe(true);
  });

  it('falls back to the plain page when the render fails, and to the 404 page for unknown products', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<div>shell</div>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/products/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div>shell</div>');
    expect(missing.body).toContain('<html lang="en">');
  });
});

describe('the language of a page (issue #20)', () => {
  const nepaliCookie = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'pasal_lang');

  it('draws the page in Nepali for ?lang=ne, remembers the choice and names both languages as alternates', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/?lang=ne' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ne">');
    expect(response.body).toContain('<p>नेपालीमा /: ');
    expect(nepaliCookie(response)).toMatchObject({ value: 'ne', path: '/', sameSite: 'Lax', maxAge: 31536000 });
    expect(response.body).toMatch(/hreflang="en" href="[^"]*\/"/);
    expect(response.body).toMatch(/hreflang="ne" href="[^"]*\/\?lang=ne"/);
    expect(response.body).toMatch(/hreflang="x-default" href="[^"]*\/"/);
  });

  it('draws the page in the language of the cookie, and in English without one', async () => {
    const nepali = await ctx.app.inject({ method: 'GET', url: `/products/${slug}`, cookies: { pasal_lang: 'ne' } });
    expect(nepali.body).toContain('<html lang="ne">');
    expect(nepali.body).toContain(`<p>नेपालीमा /products/${encodeURIComponent(slug)}: `);
    // The Nepali page is its own page to search engines.
    expect(nepali.body).toMatch(/rel="canonical" href="[^"]*\?lang=ne"/);
    expect(nepaliCookie(nepali)).toBeUndefined();
    const english = await ctx.app.inject({ method: 'GET', url: `/products/${slug}` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).not.toContain('नेपालीमा');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/?lang=fr', cookies: { pasal_lang: 'xx' } });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('switches back to English with ?lang=en, and serves the other pages of the app in the language too', async () => {
    const back = await ctx.app.inject({ method: 'GET', url: '/?lang=en', cookies: { pasal_lang: 'ne' } });
    expect(back.body).toContain('<html lang="en">');
    expect(nepaliCookie(back)?.value).toBe('en');
    const faq = await ctx.app.inject({ method: 'GET', url: '/faq', cookies: { pasal_lang: 'ne' } });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<html lang="ne">');
    expect(faq.body).toMatch(/hreflang="ne" href="[^"]*\/faq\?lang=ne"/);
    const filtered = await ctx.app.inject({ method: 'GET', url: '/products?category=Laptops&lang=ne' });
    expect(filtered.body).toContain('<html lang="ne">');
    expect(filtered.body).toMatch(/hreflang="en" href="[^"]*\/products\?category=Laptops"/);
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
