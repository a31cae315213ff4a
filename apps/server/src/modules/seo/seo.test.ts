import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { renderSitemap, STATIC_PAGES } from './service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://shop.example.np/' });
});
afterAll(async () => {
  await ctx.close();
});

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe('GET /sitemap.xml', () => {
  it('lists static pages, every category and every product on sale under PUBLIC_URL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const urls = locations(xml);
    for (const page of STATIC_PAGES) expect(urls).toContain(`https://shop.example.np${page.path}`);

    const products = await ctx.database.db.execute<{ slug: string }>(sql`SELECT slug FROM products WHERE is_active`);
    const categories = await ctx.database.db.execute<{ name: string }>(sql`SELECT name FROM categories`);
    expect(products.rows.length).toBeGreaterThan(100);
    for (const { slug } of products.rows) expect(urls).toContain(`https://shop.example.np/products/${slug}`);
    for (const { name } of categories.rows)
      expect(urls).toContain(`https://shop.example.np/products?category=${encodeURIComponent(name)}`);
    // Every page twice: in English and in Nepali (?lang=ne), each naming both as alternates.
    for (const page of STATIC_PAGES) {
      const nepali = `https://shop.example.np${page.path}${page.path.includes('?') ? '&' : '?'}lang=ne`;
      expect(urls).toContain(nepali);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ne" href="${nepali}"/>`);
    }
    // The demo shop shows its two built-in blog posts (issue #32).
    for (const id of [1, 2]) expect(urls).toContain(`https://shop.example.np/blogs/${id}`);
    expect(urls).toHaveLength(2 * (STATIC_PAGES.length + 2 + products.rows.length + categories.rows.length));
    expect(new Set(urls).size).toBe(urls.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(urls.some((url) => url.includes('/checkout') || url.includes('/profile'))).toBe(false);
  });

  it('drops a product taken off sale once the catalogue cache is invalidated', async () => {
    const [product] = (
      await ctx.database.db.execute<{ id: number; slug: string }>(
        sql`SELECT id, slug FROM products ORDER BY id LIMIT 1`,
      )
    ).rows;
    const url = `https://shop.example.np/products/${product!.slug}`;
    expect(locations((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body)).toContain(url);
    await ctx.database.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${product!.id}`);
    await ctx.app.services.catalogCache.invalidate();
    expect(locations((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body)).not.toContain(url);
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of private pages and points at the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Disallow: /profile');
    expect(lines).toContain('Disallow: /staff');
    // Product data comes from the API: a crawler rendering the pages must be able to fetch it.
    expect(lines).not.toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: https://shop.example.np/sitemap.xml');
  });
});

describe('renderSitemap', () => {
  it('escapes XML special characters in addresses', () => {
    const xml = renderSitemap('https://shop.test', [{ path: '/products?category=A&B<"\'>' }]);
    expect(xml).toContain('<loc>https://shop.test/products?category=A&amp;B&lt;&quot;&apos;&gt;</loc>');
    expect(xml).toContain('<loc>https://shop.test/products?category=A&amp;B&lt;&quot;&apos;&gt;&amp;lang=ne</loc>');
  });

  it('lists each page in English and Nepali, each with both as alternates and English as x-default', () => {
    const xml = renderSitemap('https://shop.test/', [{ path: '/faq' }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.test/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="ne" href="https://shop.test/faq?lang=ne"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/faq"/>';
    expect(xml).toContain(`<url><loc>https://shop.test/faq</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://shop.test/faq?lang=ne</loc>${alternates}</url>`);
  });
});
