// Searches that read specifications, prices and kinds of product (issue #35), judged on the
// seeded demo catalogue through the API: what must come back, what must not, and what the answer
// says it understood. Expectations are checked against the demo's own specifications (read from
// the database), so they say "every 20000 mAh power bank", not a list of names that drifts.
import type { ProductListPage, ProductSummary } from '@pasal/contract';
import { productListPageSchema } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function page(query: string): Promise<ProductListPage> {
  const response = await ctx.app.inject({ url: `/api/v1/products/?name=${encodeURIComponent(query)}` });
  expect(response.statusCode).toBe(200);
  return productListPageSchema.parse(response.json()) as ProductListPage;
}

/** Every product the search finds, all pages. */
async function everything(query: string): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  for (let n = 1; n <= 30; n++) {
    const response = await ctx.app.inject({ url: `/api/v1/products/?name=${encodeURIComponent(query)}&page=${n}` });
    const body = response.json<ProductListPage>();
    all.push(...body.data);
    if (all.length >= body.count || body.data.length === 0) break;
  }
  return all;
}

/** A list shows one card per family of variants (issue #35): the first of it that matches. */
const FAMILY = 'coalesce(p.family_id, -p.id)';

/** Ids of active products (optionally of a category) with a specification whose answer matches. */
async function withSpec(title: string, answer: RegExp, category?: string): Promise<Set<number>> {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `SELECT DISTINCT ON (${FAMILY}) p.id FROM products p JOIN categories c ON c.id = p.category_id
       JOIN product_specifications s ON s.product_id = p.id
     WHERE p.is_active AND s.title = $1 AND s.answer ~* $2 AND ($3::text IS NULL OR c.slug = $3)
     ORDER BY ${FAMILY}, p.id`,
    [title, answer.source, category ?? null],
  );
  return new Set(rows.map((row) => row.id));
}

/** Ids of active products whose name, short description or a specification mentions `word`. */
async function mentioning(word: string): Promise<Set<number>> {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `SELECT DISTINCT ON (${FAMILY}) p.id FROM products p WHERE p.is_active AND (p.name ~* $1 OR p.short_description ~* $1
       OR EXISTS (SELECT 1 FROM product_specifications s WHERE s.product_id = p.id AND s.answer ~* $1))
     ORDER BY ${FAMILY}, p.id`,
    [`\\m${word}\\M`],
  );
  return new Set(rows.map((row) => row.id));
}

const names = (results: readonly ProductSummary[]) =>
  results.map((p) => `${p.name} [${p.category_name}] Rs ${p.discount_price}`).join('\n');
const ids = (results: readonly ProductSummary[]) => new Set(results.map((p) => p.id));

describe('sizes in the specifications', () => {
  it.each(['20000 mah', '20000mah', '20,000 mAh', '20000 mAh power bank'])(
    '%s finds exactly the 20000 mAh power banks',
    async (query) => {
      const expected = await withSpec('Capacity', /^20000\s*mah/);
      expect(expected.size).toBeGreaterThanOrEqual(3);
      const results = await everything(query);
      expect(ids(results), names(results)).toEqual(expected);
    },
  );

  it('power bank 20000: the 20000 mAh banks, no 10000 mAh one first', async () => {
    const expected = await withSpec('Capacity', /^20000\s*mah/);
    const results = await everything('power bank 20000');
    expect(ids(results), names(results)).toEqual(expected);
    const { understood } = await page('power bank 20000');
    expect(understood?.categories.map((c) => c.slug)).toEqual(['power-banks']);
  });

  it('8gb ram: every product with 8 GB of RAM, and only those', async () => {
    const expected = await withSpec('RAM', /^8\s*gb/);
    expect(expected.size).toBeGreaterThan(10);
    const results = await everything('8gb ram');
    expect(ids(results), names(results)).toEqual(expected);
  });

  it('8gb ram phone: the phones with 8 GB of RAM', async () => {
    const expected = await withSpec('RAM', /^8\s*gb/, 'smartphones');
    expect(expected.size).toBeGreaterThan(5);
    const results = await everything('8gb ram phone');
    expect(ids(results), names(results)).toEqual(expected);
  });

  it('ram 8 gb reads the same as 8gb ram', async () => {
    expect(ids(await everything('ram 8 gb'))).toEqual(ids(await everything('8gb ram')));
  });

  it('256gb storage: storage, not RAM', async () => {
    const expected = await withSpec('Storage', /^256\s*gb/);
    const results = await everything('256gb storage');
    expect(ids(results), names(results)).toEqual(expected);
  });

  it('16gb laptop: laptops with 16 GB, every one of them', async () => {
    const expected = await withSpec('RAM', /^16\s*gb/, 'laptops');
    expect(expected.size).toBeGreaterThan(3);
    const results = await everything('16gb laptop');
    expect(
      results.every((p) => p.category_slug === 'laptops'),
      names(results),
    ).toBe(true);
    for (const id of expected) expect(ids(results).has(id), names(results)).toBe(true);
  });

  it('45w: products that say 45W, each of them', async () => {
    const expected = await mentioning('45\\s*W');
    expect(expected.size).toBeGreaterThan(3);
    const results = await everything('45 watt');
    expect(ids(results), names(results)).toEqual(expected);
  });

  it('65w: the demo has no 65 W product, so nothing', async () => {
    expect((await mentioning('65W')).size).toBe(0);
    expect((await page('65w')).count).toBe(0);
  });
});

describe('prices in the words', () => {
  it('5g phone under 30000: phones at or under Rs 30,000 that say 5G', async () => {
    const body = await page('5g phone under 30000');
    const results = await everything('5g phone under 30000');
    // The demo has few: the cheap 5G phones say so in their processor (e.g. "Dimensity 6300 5G").
    expect(results.length, names(results)).toBeGreaterThan(0);
    const fiveG = await mentioning('5G');
    for (const product of results) {
      expect(product.category_slug).toBe('smartphones');
      expect(product.discount_price).toBeLessThanOrEqual(30000);
      expect(fiveG.has(product.id), names(results)).toBe(true);
    }
    expect(body.understood).toMatchObject({
      categories: [{ slug: 'smartphones', name: 'Smartphones' }],
      max_price: 30000,
      min_price: null,
      without_category: '5g under 30000',
      without_price: '5g phone',
    });
  });

  it.each([
    ['phone under 30000', 'smartphones', 0, 30000],
    ['mobile below Rs 30,000', 'smartphones', 0, 30000],
    ['30k phone', 'smartphones', 0, 30000],
    ['laptop under 1 lakh', 'laptops', 0, 100000],
    ['earbuds under 5k', 'earbuds', 0, 5000],
    ['speaker between 5000 and 15000', 'speakers', 5000, 15000],
    ['फोन रु ३०००० भन्दा कम', 'smartphones', 0, 30000],
    ['laptop above 150000', 'laptops', 150000, Infinity],
  ])('%s', async (query, category, min, max) => {
    const results = await everything(query);
    expect(results.length, names(results)).toBeGreaterThan(0);
    for (const product of results) {
      expect(product.category_slug, names(results)).toBe(category);
      expect(product.discount_price).toBeGreaterThanOrEqual(min);
      expect(product.discount_price).toBeLessThanOrEqual(max);
    }
    // Every product of the category in the range is found (the price words are no search words).
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(DISTINCT ${FAMILY})::int AS n FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.is_active AND c.slug = $1 AND p.discount_price_paisa BETWEEN $2 AND $3`,
      [category, min * 100, Number.isFinite(max) ? max * 100 : 2 ** 31 - 1],
    );
    expect(results.length).toBe(rows[0]!.n);
  });

  it('a price the shopper set is narrowed by the words, never widened', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/products/?name=phone%20under%2050000&max_price=20000' });
    const body = response.json<ProductListPage>();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.discount_price <= 20000)).toBe(true);
  });
});

describe('kinds of product', () => {
  it.each([
    ['phone', 'smartphones'],
    ['mobile', 'smartphones'],
    ['laptop', 'laptops'],
    ['notebook', 'laptops'],
    ['tws', 'earbuds'],
    ['power bank', 'power-banks'],
    ['watch', 'smartwatches'],
    ['speaker', 'speakers'],
    ['samsung phone', 'smartphones'],
  ])('%s: only %s, said in the answer', async (query, category) => {
    const body = await page(query);
    expect(body.data.length).toBeGreaterThan(0);
    expect(
      body.data.every((p) => p.category_slug === category),
      names(body.data),
    ).toBe(true);
    expect(body.understood?.categories.map((c) => c.slug)).toEqual([category]);
    expect(body.understood?.not_sold).toBeNull();
  });

  it('earphone: earbuds and neckbands', async () => {
    const body = await page('earphone');
    expect(body.understood?.categories.map((c) => c.slug).sort()).toEqual(['earbuds', 'neckbands']);
    expect(
      body.data.every((p) => ['earbuds', 'neckbands'].includes(p.category_slug)),
      names(body.data),
    ).toBe(true);
  });

  it.each(['ipad', 'tablet', 'charger', 'mouse', 'cover', 'iphone case', 'iphone 16 cover', 'samsung charger'])(
    '%s: no such category here, so nothing rather than something else',
    async (query) => {
      const body = await page(query);
      expect(body.count, names(body.data)).toBe(0);
      expect(body.understood?.not_sold).toBeTruthy();
      expect(body.understood?.categories).toEqual([]);
    },
  );

  it('a query that names no kind and no price says nothing was understood', async () => {
    expect((await page('iphone 16')).understood).toBeUndefined();
    expect((await page('airpods')).understood).toBeUndefined();
  });
});
