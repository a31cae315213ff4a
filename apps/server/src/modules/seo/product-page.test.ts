import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { localizeHtml } from './page-locale.js';
import { escapeHtml, withHead } from './product-page.js';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="application-name" content="Pasal" />
    <title>Pasal — Electronics Store in Nepal</title>
  </head>
  <body><div id="root"><span data-shop-name class="logo">Pasal</span></div></body>
</html>`;

let ctx: TestContext;
let slug: string;
let name: string;
let productName: string;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(join(web, 'index.html'), indexHtml);
  mkdirSync(join(web, 'hero'));
  mkdirSync(join(web, '.vite'));
  writeFileSync(
    join(web, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      'src/routes/home.tsx': { file: 'assets/home-3.js', imports: ['_react.js', '_card.js'] },
      'src/routes/products.tsx': { file: 'assets/products-4.js', imports: ['_card.js'] },
      'src/routes/product-detail.tsx': { file: 'assets/product-detail-5.js', imports: ['_card.js'] },
      '_card.js': { file: 'assets/card-6.js' },
    }),
  );
  writeFileSync(join(web, 'hero', 'latest-gadgets.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web, PUBLIC_URL: 'https://shop.example.np' });
  const row = (
    await ctx.database.db.execute<{ slug: string; name: string }>(
      sql`SELECT slug, name FROM products WHERE is_active AND total_ratings > 0 ORDER BY id LIMIT 1`,
    )
  ).rows[0]!;
  ({ slug, name } = row);
  productName = name;
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /products/:slug (HTML)', () => {
  it("sends the app with the product's title, description, canonical URL, Open Graph and JSON-LD", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/products/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<div id="root"><span data-shop-name class="logo">Pasal</span></div>');
    expect(html).not.toContain('Pasal — Electronics Store in Nepal');
    expect(html).toContain(`<title data-server-head>${escapeHtml(name)} | Pasal</title>`);
    expect(html).toContain(`<link data-server-head rel="canonical" href="https://shop.example.np/products/${slug}" />`);
    expect(html).toContain('property="og:type" content="product"');
    expect(html).toMatch(/property="og:image" content="https:\/\/shop\.example\.np\/uploads\/[^"]+"/);
    const jsonLd = /<script data-server-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Product',
      name,
      offers: { '@type': 'Offer', priceCurrency: 'NPR' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
    // Head tags sit inside <head>.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<link data-server-head rel="modulepreload" crossorigin href="/assets/product-detail-5.js" />',
    );
    // The first image is preloaded and the product itself travels with the page.
    expect(html).toMatch(
      /<link data-server-head rel="preload" as="image" href="\/uploads\/[^"]+" fetchpriority="high" \/>/,
    );
    const data = /<script data-server-head id="pasal-product-data" type="application\/json">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    const api = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${slug}/` });
    expect(JSON.parse(data!)).toEqual(api.json<{ data: unknown }>().data);
  });

  it('describes the product in Nepali on its Nepali page, and in English on the English one (issue #30)', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${slug}/` })).json<{
      data: { short_description: string; short_description_ne: string };
    }>();
    const description = (html: string) =>
      /<meta data-server-head name="description" content="([^"]*)" \/>/.exec(html)?.[1];
    const nepali = await ctx.app.inject({ method: 'GET', url: `/products/${slug}?lang=ne` });
    expect(description(nepali.body)).toBe(escapeHtml(data.short_description_ne));
    const english = await ctx.app.inject({ method: 'GET', url: `/products/${slug}?lang=en` });
    expect(description(english.body)).toBe(escapeHtml(data.short_description));
  });

  it('answers 404 with the app (which shows Product Not Found) for an unknown product', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/products/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(localizeHtml(indexHtml, 'en', '/products/no-such-thing', ctx.config.PUBLIC_URL, {}));
    // Fastify itself turns away absurdly long path parameters (414).
    const long = await ctx.app.inject({ method: 'GET', url: `/products/${'x'.repeat(500)}` });
    expect([404, 414]).toContain(long.statusCode);
  });

  it('preloads what the home page and the product list fetch first', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Pasal — Electronics Store in Nepal</title>');
    expect(home.body).toContain('<link data-server-head rel="modulepreload" crossorigin href="/assets/home-3.js" />');
    expect(home.body).toContain('<link data-server-head rel="modulepreload" crossorigin href="/assets/card-6.js" />');
    expect(home.body).not.toContain('href="/assets/react-2.js"');
    expect(home.body).toContain(
      '<link data-server-head rel="preload" as="image" href="/hero/latest-gadgets.svg" fetchpriority="high" />',
    );
    const list = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('rel="preload" as="fetch" href="/api/v1/categories/" crossorigin="anonymous"');
    expect(list.body).toContain('href="/assets/products-4.js"');
    expect(list.body).toContain(
      'rel="preload" as="fetch" href="/api/v1/products/?min_price=0&amp;max_price=20000&amp;page=1" crossorigin="anonymous"',
    );
    // A filtered list asks for something else: only the categories are certain.
    const filtered = await ctx.app.inject({ method: 'GET', url: '/products?category=Laptops' });
    expect(filtered.body).toContain('href="/api/v1/categories/"');
    expect(filtered.body).not.toContain('href="/api/v1/products/');
  });

  it('leaves other pages and the API alone', async () => {
    const about = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toBe(localizeHtml(indexHtml, 'en', '/about', ctx.config.PUBLIC_URL, {}));
    const api = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${slug}/` });
    expect(api.json<{ data: { slug: string } }>().data.slug).toBe(slug);
  });
});

describe("the shop's saved name in its pages", () => {
  it('names the shop in the title, the shell and application-name on every kind of page, escaped', async () => {
    const name = 'Himal & "Sons" $& Gadgets';
    const escaped = 'Himal &amp; &quot;Sons&quot; $&amp; Gadgets';
    await ctx.database.db.execute(sql`INSERT INTO shop_settings (id, name, email, phone, address, opening_hours,
        legal_name, registration_no, pan, grievance_officer, free_delivery_threshold_paisa,
        standard_delivery_charge_paisa, payment_methods, updated_at)
      VALUES (1, ${name}, 'hello@himal.example', '+977 01-4123456', 'New Road', 'Sun - Fri', 'Himal Pvt. Ltd.',
        '1/2/3', '612345678', 'Ram', 500000, 15000, ARRAY['COD'], now())`);
    await ctx.app.services.catalogCache.invalidate();
    try {
      for (const [url, status] of [
        ['/', 200],
        ['/products', 200],
        ['/about', 200],
        ['/no-such-page', 404],
        [`/products/${slug}`, 200],
      ] as const) {
        const page = await ctx.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(status);
        expect(page.body, url).toContain(`<meta name="application-name" content="${escaped}" />`);
        expect(page.body, url).toContain(`<span data-shop-name class="logo">${escaped}</span>`);
        expect(page.body, url).not.toMatch(/Pasal/);
      }
      const home = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain(`<title>${escaped} — Electronics Store in Nepal</title>`);
      const product = await ctx.app.inject({ method: 'GET', url: `/products/${slug}` });
      expect(product.body).toContain(`<title data-server-head>${escapeHtml(productName)} | ${escaped}</title>`);
      expect(product.body).toContain(`property="og:site_name" content="${escaped}"`);
    } finally {
      await ctx.database.db.execute(sql`DELETE FROM shop_settings`);
      await ctx.app.services.catalogCache.invalidate();
    }
  });
});

describe('withHead / escapeHtml', () => {
  it('replaces the generic title and escapes product text', () => {
    const html = withHead(indexHtml, `<title data-server-head>${escapeHtml('A "B" <C> & D')}</title>`);
    expect(html).toContain('<title data-server-head>A &quot;B&quot; &lt;C&gt; &amp; D</title>\n  </head>');
    expect(html.match(/<title/g)).toHaveLength(1);
  });
});
