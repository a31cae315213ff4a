import type { CompareRefusal, Comparison } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

// GET api/v1/products/compare/ on the real, seeded database (issue #35): products side by side in
// the order asked, their specifications aligned by title, and a clear 4xx for what cannot be
// compared (too many, unknown or no longer sold, of several categories).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const S24_ULTRA = 'samsung-galaxy-s24-ultra-12gb-256gb';
const S25_ULTRA = 'samsung-galaxy-s25-ultra-12gb-256gb';
const S25 = 'samsung-galaxy-s25-12gb-256gb';
const MACBOOK = 'apple-macbook-air-13-inch-m3-8gb-256gb';

const compare = (slugs: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/products/compare/?slugs=${encodeURIComponent(slugs)}` });

describe('GET /api/v1/products/compare/', () => {
  it('answers the products in the order asked, with their specification rows aligned and differences marked', async () => {
    const response = await compare(`${S25},${S24_ULTRA},${S25_ULTRA}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Comparison }>();
    expect(data.category).toEqual({ name: 'Smartphones', name_ne: 'स्मार्टफोन', slug: 'smartphones' });
    expect(data.products.map((product) => product.slug)).toEqual([S25, S24_ULTRA, S25_ULTRA]);
    const ram = data.rows.find((row) => row.key === 'ram')!;
    expect(ram.values.map((value) => value?.text)).toEqual(['12GB', '12GB', '12GB']);
    expect(ram.differs).toBe(false);
    const battery = data.rows.find((row) => row.key === 'battery')!;
    expect(battery.values.map((value) => value?.text)).toEqual(['4000mAh', '5000mAh', '5000mAh']);
    expect(battery.differs).toBe(true);
    // Every row has one value per product, and the Nepali title the demo gives it.
    for (const row of data.rows) expect(row.values).toHaveLength(3);
    expect(data.rows.find((row) => row.key === 'display')!.title_ne).not.toBeNull();
  });

  it('takes spaces and a repeated slug in its stride', async () => {
    const response = await compare(` ${S25} ,${S25},${S24_ULTRA}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Comparison }>().data.products.map((product) => product.slug)).toEqual([
      S25,
      S24_ULTRA,
    ]);
  });

  it('refuses more than 4 products (400)', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].join(',');
    const response = await compare(five);
    expect(response.statusCode).toBe(400);
    expect(response.json<CompareRefusal>().errors?.slugs).toBe('Compare at most 4 products at a time');
  });

  it('refuses no slugs and slugs that cannot be product addresses (400)', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/compare/' });
    expect(none.statusCode).toBe(400);
    expect(none.json<CompareRefusal>().errors?.slugs).toBe('Choose at least one product to compare');
    expect((await compare(',,')).statusCode).toBe(400);
    const bad = await compare(`${S25},../etc/passwd`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<CompareRefusal>().errors?.slugs).toMatch(/comma-separated/);
  });

  it('names the slugs no product on sale answers to (404): unknown, archived, draft', async () => {
    await ctx.database.db.execute(sql`UPDATE products SET status = 'archived' WHERE slug = ${S25_ULTRA}`);
    await ctx.database.db.execute(sql`UPDATE products SET status = 'draft' WHERE slug = ${S24_ULTRA}`);
    await ctx.app.services.catalogCache.invalidate();
    try {
      const response = await compare(`${S25},no-such-phone,${S25_ULTRA},${S24_ULTRA}`);
      expect(response.statusCode).toBe(404);
      const refusal = response.json<CompareRefusal>();
      expect(refusal.missing).toEqual(['no-such-phone', S25_ULTRA, S24_ULTRA]);
      expect(refusal.message).toBe(`These products are not sold here: no-such-phone, ${S25_ULTRA}, ${S24_ULTRA}`);
      expect(refusal).toMatchObject({
        code: 'compare_not_sold',
        params: { slugs: `no-such-phone, ${S25_ULTRA}, ${S24_ULTRA}` },
      });
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE products SET status = 'active' WHERE slug IN (${S25_ULTRA}, ${S24_ULTRA})`,
      );
      await ctx.app.services.catalogCache.invalidate();
    }
  });

  it('says which categories, with which products, when they are of more than one (422)', async () => {
    const response = await compare(`${S25},${MACBOOK},${S24_ULTRA}`);
    expect(response.statusCode).toBe(422);
    const refusal = response.json<CompareRefusal>();
    expect(refusal.categories).toEqual([
      { name: 'Smartphones', name_ne: 'स्मार्टफोन', slug: 'smartphones', products: [S25, S24_ULTRA] },
      { name: 'Laptops', name_ne: 'ल्यापटप', slug: 'laptops', products: [MACBOOK] },
    ]);
    expect(refusal.message).toBe(
      `Only products of one category can be compared; these are from Smartphones (${S25}, ${S24_ULTRA}), Laptops (${MACBOOK})`,
    );
    expect(refusal.code).toBe('compare_mixed_categories');
  });

  it('finds a renamed product by its earlier slug and answers with the current one', async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO product_slug_redirects (slug, product_id) SELECT 'galaxy-s25-old', id FROM products WHERE slug = ${S25}`,
    );
    const response = await compare(`galaxy-s25-old,${S24_ULTRA}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Comparison }>().data.products.map((product) => product.slug)).toEqual([
      S25,
      S24_ULTRA,
    ]);
  });
});
