import type { Paginated, Product, ProductListPage, ProductSummary } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { ANNOUNCE_DELAY_MS } from './cache.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

const list = (query: string) => getJson<Paginated<ProductSummary>>(`/api/v1/products/?${query}`);

describe('GET /api/v1/categories/', () => {
  it('lists the seven categories in order with images', async () => {
    const { status, body } =
      await getJson<Paginated<{ name: string; slug: string; image: string }>>('/api/v1/categories/');
    expect(status).toBe(200);
    expect(body.data.map((c) => c.name)).toEqual([
      'Smartphones',
      'Laptops',
      'Earbuds',
      'Neckbands',
      'Speakers',
      'Smartwatches',
      'Power Banks',
    ]);
    expect(body.data.every((c) => c.image.startsWith('/uploads/categories/'))).toBe(true);
    expect(body).toMatchObject({ count: 7, page: 1, total_pages: 1 });
  });

  it('rejects a bad page', async () => {
    const { status, body } = await getJson<{ message: string }>('/api/v1/categories/?page=abc');
    expect(status).toBe(400);
    expect(body.message).toContain('page');
  });
});

describe('GET /api/v1/products/', () => {
  it('pages 12 at a time with counts, defaulting to Rs 0 and no upper price limit', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(12);
    expect(body.page).toBe(1);
    const total = await ctx.database.pool.query<{ n: number }>(
      // One card per family of variants (issue #35).
      'SELECT count(DISTINCT coalesce(p.family_id, -p.id))::int AS n FROM products p WHERE p.is_active',
    );
    expect(body.count).toBe(total.rows[0]!.n);
    expect(body.total_pages).toBe(Math.ceil(body.count / 12));
  });

  it('returns the last partial page and an empty page past the end', async () => {
    const first = await list('');
    const last = await list(`page=${first.body.total_pages}`);
    expect(last.body.data.length).toBe(first.body.count - (first.body.total_pages - 1) * 12);
    const past = await list(`page=${first.body.total_pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.count).toBe(first.body.count);
  });

  it('filters by category name (any case) or slug', async () => {
    const byName = await list('category=power%20banks');
    const bySlug = await list('category=power-banks');
    expect(byName.body.count).toBeGreaterThan(0);
    expect(byName.body.count).toBe(bySlug.body.count);
    expect(byName.body.data.every((p) => p.category_name === 'Power Banks')).toBe(true);
  });

  it('filters by the price the shopper pays', async () => {
    const { body } = await list('min_price=2000&max_price=5000&sort_by=price_low_to_high');
    expect(body.count).toBeGreaterThan(0);
    for (const product of body.data) {
      expect(product.discount_price).toBeGreaterThanOrEqual(2000);
      expect(product.discount_price).toBeLessThanOrEqual(5000);
    }
  });

  it('filters by minimum rating', async () => {
    const { body } = await list('review_count=4');
    expect(body.count).toBeGreaterThan(0);
    expect(body.data.every((p) => p.overall_rating >= 4)).toBe(true);
  });

  it.each([
    ['price_low_to_high', (a: ProductSummary, b: ProductSummary) => a.discount_price <= b.discount_price],
    ['price_high_to_low', (a: ProductSummary, b: ProductSummary) => a.discount_price >= b.discount_price],
    ['highest_rating', (a: ProductSummary, b: ProductSummary) => a.overall_rating >= b.overall_rating],
  ])('sorts by %s', async (sort, inOrder) => {
    const { body } = await list(`sort_by=${sort}`);
    for (let i = 1; i < body.data.length; i++) expect(inOrder(body.data[i - 1]!, body.data[i]!)).toBe(true);
  });

  it('puts featured products first by default', async () => {
    const { body } = await list('');
    expect(body.data[0]!.is_featured).toBe(true);
  });

  it('lists sold-out products after the available ones, unless the shopper sorts otherwise', async () => {
    const first = (await list('')).body.data[0]!;
    const { rows } = await ctx.database.pool.query<{ total_quantity: number }>(
      'SELECT total_quantity FROM products WHERE id = $1',
      [first.id],
    );
    await ctx.database.pool.query('UPDATE products SET total_quantity = 0 WHERE id = $1', [first.id]);
    await ctx.app.services.catalogCache.invalidate('stock');
    try {
      const all = async (query: string) => {
        const cards: ProductSummary[] = [];
        for (let page = 1; ; page++) {
          const { body } = await list(`${query}&page=${page}`);
          cards.push(...body.data);
          if (page >= body.total_pages) return cards;
        }
      };
      const soldOutFrom = (cards: ProductSummary[]) => cards.findIndex((card) => card.total_quantity === 0);
      for (const query of ['', `category=${first.category_slug}`, 'name=a']) {
        const cards = await all(query);
        const from = soldOutFrom(cards);
        expect(from, query).toBeGreaterThan(0);
        expect(
          cards.slice(from).every((card) => card.total_quantity === 0),
          query,
        ).toBe(true);
      }
      // The shopper's own sort keeps its order, sold out or not.
      const byPrice = await all('sort_by=price_low_to_high');
      for (let i = 1; i < byPrice.length; i++)
        expect(byPrice[i - 1]!.discount_price).toBeLessThanOrEqual(byPrice[i]!.discount_price);
    } finally {
      await ctx.database.pool.query('UPDATE products SET total_quantity = $2 WHERE id = $1', [
        first.id,
        rows[0]!.total_quantity,
      ]);
      await ctx.app.services.catalogCache.invalidate('stock');
    }
  });

  it('finds Samsung Galaxy phones despite typos', async () => {
    const { body } = await list('name=samsng%20galxy');
    expect(body.count).toBeGreaterThan(0);
    expect(body.data[0]!.name).toMatch(/Samsung Galaxy/);
  });

  it('ranks exact full-text matches', async () => {
    const { body } = await list('name=galaxy');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => /galaxy/i.test(p.name))).toBe(true);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['min_price=500&max_price=100', 'min_price'],
    ['min_price=-1', 'min_price'],
    ['sort_by=cheapest', 'sort_by'],
    ['review_count=9', 'review_count'],
    ['max_price=1e99', 'max_price'],
    [`name=${'x'.repeat(300)}`, 'name'],
  ])('rejects %s with a 400 naming the parameter', async (query, parameter) => {
    const { status, body } = await getJson<{ message: string; errors: Record<string, string> }>(
      `/api/v1/products/?${query}`,
    );
    expect(status).toBe(400);
    expect(body.message).toContain(parameter);
    expect(Object.keys(body.errors)).toContain(parameter);
  });
});

describe('filters and their counts', () => {
  const page = (query: string) => getJson<ProductListPage>(`/api/v1/products/?${query}`);

  it('filters by several brands and counts each brand with the other filters applied', async () => {
    const { body } = await page('category=smartphones&brand=samsung,apple');
    expect(body.count).toBeGreaterThan(0);
    expect(body.data.every((p) => p.brand_name === 'Samsung' || p.brand_name === 'Apple')).toBe(true);
    const counts = Object.fromEntries(body.facets.brands.map((b) => [b.value, b.count]));
    expect(counts.samsung! + counts.apple!).toBe(body.count);
    // A brand's count does not depend on which brands are chosen, only on the other filters.
    const all = await page('category=smartphones');
    expect(all.body.facets.brands).toEqual(body.facets.brands);
    expect(all.body.facets.brands.every((b) => b.count > 0)).toBe(true);
    const laptops = await page('category=laptops&brand=samsung');
    expect(laptops.body.count).toBe(0);
  });

  it('gives price bounds from what the category and query can show, whatever the price filter', async () => {
    const { body } = await page('category=laptops');
    const { rows } = await ctx.database.pool.query<{ min: number; max: number }>(
      `SELECT min(p.discount_price_paisa) / 100 AS min, max(p.discount_price_paisa) / 100 AS max
       FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'laptops' AND p.is_active`,
    );
    expect(body.facets.price).toEqual({ min: Number(rows[0]!.min), max: Number(rows[0]!.max) });
    const narrowed = await page(`category=laptops&min_price=100000&max_price=150000`);
    expect(narrowed.body.facets.price).toEqual(body.facets.price);
    expect(narrowed.body.data.every((p) => p.discount_price >= 100000 && p.discount_price <= 150000)).toBe(true);
    // No max_price: no upper limit (docs/rules/catalogue.md#price-filter).
    const expensive = await page('min_price=150000');
    expect(expensive.body.count).toBeGreaterThan(0);
  });

  it('filters by in stock, on sale, RAM and storage', async () => {
    const inStock = await page('in_stock=1');
    expect(inStock.body.data.every((p) => p.total_quantity > 0)).toBe(true);
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      'SELECT count(DISTINCT coalesce(p.family_id, -p.id))::int AS n FROM products p WHERE p.is_active AND p.total_quantity > 0',
    );
    expect(inStock.body.count).toBe(rows[0]!.n);
    const onSale = await page('on_sale=1');
    expect(onSale.body.count).toBeGreaterThan(0);
    expect(onSale.body.data.every((p) => p.discount_price < p.price)).toBe(true);
    expect(onSale.body.facets.on_sale).toBe(onSale.body.count);

    const phones = await page('category=smartphones');
    expect(phones.body.facets.ram.map((r) => r.value)).toContain('8GB');
    expect(phones.body.facets.storage.map((r) => r.value)).toContain('256GB');
    const eight = await page('category=smartphones&ram=8GB&storage=256GB');
    expect(eight.body.count).toBe(eight.body.facets.ram.find((r) => r.value === '8GB')!.count);
    const specs = await ctx.database.pool.query<{ answer: string }>(
      `SELECT answer FROM product_specifications WHERE title IN ('RAM', 'Storage') AND product_id = ANY($1::int[])`,
      [eight.body.data.map((p) => p.id)],
    );
    expect(specs.rows.every((row) => /^(8GB|256GB)\b/.test(row.answer))).toBe(true);
    expect((await page('ram=3000GB')).body.count).toBe(0);
  });

  it.each([
    ['brand=Not%20A%20Slug', 'brand'],
    ['in_stock=maybe', 'in_stock'],
    ['ram=lots', 'ram'],
  ])('rejects %s with a 400 naming the parameter', async (query, parameter) => {
    const { status, body } = await getJson<{ message: string; errors: Record<string, string> }>(
      `/api/v1/products/?${query}`,
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain(parameter);
  });

  it('follows a product taken off sale and a stock move at once (cache on or off)', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM products WHERE name = 'JBL Flip 6'`,
    );
    const { id } = rows[0]!;
    const flip = async () => (await page('name=jbl%20flip%206&in_stock=1')).body.data.some((p) => p.id === id);
    expect(await flip()).toBe(true);
    await ctx.database.pool.query('UPDATE products SET total_quantity = 0 WHERE id = $1', [id]);
    await ctx.app.services.catalogCache.invalidate('stock');
    expect(await flip()).toBe(false);
    await ctx.database.pool.query(
      'UPDATE products SET total_quantity = (SELECT coalesce(sum(quantity), 0) FROM product_colors WHERE product_id = $1) WHERE id = $1',
      [id],
    );
    await ctx.database.pool.query('UPDATE products SET total_quantity = greatest(total_quantity, 1) WHERE id = $1', [
      id,
    ]);
    await ctx.app.services.catalogCache.invalidate('stock');
    expect(await flip()).toBe(true);
  });

  it('lists each product exactly as its page does (the index holds what a card shows), after stock and image changes too', async () => {
    const cardOf = (product: Product): ProductSummary => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      price: product.price,
      discount_price: product.discount_price,
      discount_percentage: product.discount_percentage,
      short_description: product.short_description,
      short_description_ne: product.short_description_ne,
      delivery_price: product.delivery_price,
      total_quantity: product.total_quantity,
      overall_rating: product.overall_rating,
      total_ratings: product.total_ratings,
      category_name: product.category_name,
      category_name_ne: product.category_name_ne,
      category_slug: product.category_slug,
      brand_name: product.brand_name,
      is_featured: product.is_featured,
      images: product.images,
      // A configuration's card names its family as its page's picker does (issue #35).
      family: product.variants
        ? {
            name: product.variants.name,
            configuration: product.variants.items.find((item) => item.id === product.id)!.values.join('/'),
            configurations: product.variants.items.length,
          }
        : null,
    });
    const sameAsPages = async (query: string) => {
      const cards = (await page(query)).body.data;
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const detail = await getJson<{ data: Product }>(`/api/v1/products/${card.id}/`);
        expect(card).toEqual(cardOf(detail.body.data));
      }
      return cards;
    };
    const [speaker] = await sameAsPages('category=speakers&sort_by=price_high_to_low');
    await sameAsPages('name=mobile&page=2');
    const { id } = speaker!;
    const image = await ctx.database.pool.query<{ id: number }>(
      `INSERT INTO product_images (product_id, url, alt, position) VALUES ($1, '/uploads/test-first.svg', 'Front', -1) RETURNING id`,
      [id],
    );
    await ctx.database.pool.query('UPDATE products SET total_quantity = total_quantity + 7 WHERE id = $1', [id]);
    try {
      await ctx.app.services.catalogCache.invalidate();
      const [changed] = await sameAsPages('category=speakers&sort_by=price_high_to_low');
      expect(changed!.total_quantity).toBe(speaker!.total_quantity + 7);
      expect(changed!.images[0]).toEqual({ id: image.rows[0]!.id, image: '/uploads/test-first.svg', alt: 'Front' });
    } finally {
      await ctx.database.pool.query('DELETE FROM product_images WHERE id = $1', [image.rows[0]!.id]);
      await ctx.database.pool.query('UPDATE products SET total_quantity = total_quantity - 7 WHERE id = $1', [id]);
      await ctx.app.services.catalogCache.invalidate();
    }
  });

  it('hears another process change the catalogue within a second', async () => {
    const { createCatalogCache } = await import('./cache.js');
    const other = createCatalogCache({ pool: ctx.database.pool, databaseUrl: ctx.database.url, enabled: false });
    try {
      await ctx.database.pool.query(
        `UPDATE products SET name = 'Zyxwv Test Phone' WHERE name = 'Redmi A3x (3GB/64GB)'`,
      );
      await other.invalidate();
      await expect.poll(async () => (await page('name=zyxwv')).body.count, { timeout: 1000, interval: 50 }).toBe(1);
    } finally {
      await ctx.database.pool.query(
        `UPDATE products SET name = 'Redmi A3x (3GB/64GB)' WHERE name = 'Zyxwv Test Phone'`,
      );
      await ctx.app.services.catalogCache.invalidate();
      await other.close();
    }
  });
});

describe('featured, suggestions and detail', () => {
  it('returns at most 8 featured products', async () => {
    const { body } = await getJson<{ data: ProductSummary[] }>('/api/v1/products/featured/');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    expect(body.data.every((p) => p.is_featured)).toBe(true);
  });

  it('suggests up to 6 products as the shopper types', async () => {
    const { body } = await getJson<{ data: { name: string; slug: string; image: string }[] }>(
      '/api/v1/products/suggest/?q=sams',
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data[0]!.name).toMatch(/Samsung/);
    const empty = await getJson<{ data: unknown[] }>('/api/v1/products/suggest/?q=');
    expect(empty.body.data).toEqual([]);
  });

  it('returns one product by slug or id with everything the page needs', async () => {
    const { body: listBody } = await list('category=earbuds');
    const slug = listBody.data[0]!.slug;
    const bySlug = await getJson<{ data: Product }>(`/api/v1/products/${slug}/`);
    expect(bySlug.status).toBe(200);
    const byId = await getJson<{ data: Product }>(`/api/v1/products/${bySlug.body.data.id}/`);
    expect(byId.body.data.slug).toBe(slug);
    expect(bySlug.body.data).toMatchObject({ slug, is_active: true });
    expect(Array.isArray(bySlug.body.data.specifications)).toBe(true);
    expect(bySlug.body.data.images.length).toBeGreaterThan(0);
  });

  it('derives bulk tier prices and keeps the tiers in list order', async () => {
    const rows = await ctx.database.pool.query<{ slug: string }>(
      `SELECT p.slug FROM products p WHERE EXISTS (SELECT 1 FROM product_bulk_discounts d WHERE d.product_id = p.id) LIMIT 1`,
    );
    const { body } = await getJson<{ data: Product }>(`/api/v1/products/${rows.rows[0]!.slug}/`);
    for (const tier of body.data.bulk_discounts) {
      expect(tier.discounted_price).toBe(
        Math.round((body.data.discount_price * (100 - tier.discount_percentage)) / 100),
      );
    }
  });

  it('answers 404 with a JSON message for an unknown product', async () => {
    const { status, body } = await getJson<{ message: string; code: string }>('/api/v1/products/no-such-thing/');
    expect(status).toBe(404);
    expect(body.message).toBe('Product not found');
    expect(body.code).toBe('product_not_found');
  });

  it('answers a JSON 404 for unknown API paths', async () => {
    const { status, body } = await getJson<{ message: string }>('/api/v1/nothing-here/');
    expect(status).toBe(404);
    expect(body.message).toContain('not found');
  });

  it('returns several products by id, including ones no longer sold', async () => {
    const ids = await ctx.database.pool.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 2');
    const [a, b] = ids.rows.map((r) => r.id);
    await ctx.database.pool.query('UPDATE products SET is_active = false WHERE id = $1', [b]);
    await ctx.app.services.catalogCache.invalidate();
    const { body } = await getJson<{ data: Product[] }>(`/api/v1/products/by-ids/?ids=${a},${b}`);
    expect(body.data.map((p) => [p.id, p.is_active])).toEqual([
      [a, true],
      [b, false],
    ]);
    await ctx.database.pool.query('UPDATE products SET is_active = true WHERE id = $1', [b]);
    await ctx.app.services.catalogCache.invalidate();
    expect((await getJson('/api/v1/products/by-ids/?ids=1,abc')).status).toBe(400);
  });

  it('never returns a draft by id: only staff see products not yet published', async () => {
    const ids = await ctx.database.pool.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 2');
    const [a, draft] = ids.rows.map((r) => r.id);
    await ctx.database.pool.query("UPDATE products SET status = 'draft' WHERE id = $1", [draft]);
    await ctx.app.services.catalogCache.invalidate();
    try {
      const { body } = await getJson<{ data: Product[] }>(`/api/v1/products/by-ids/?ids=${a},${draft}`);
      expect(body.data.map((p) => p.id)).toEqual([a]);
    } finally {
      await ctx.database.pool.query("UPDATE products SET status = 'active' WHERE id = $1", [draft]);
      await ctx.app.services.catalogCache.invalidate();
    }
  });
});

describe('catalogue cache', () => {
  it('never serves a stale price after a write is announced', async () => {
    const { body: before } = await getJson<{ data: Product }>('/api/v1/products/1/');
    await ctx.database.db.execute(
      sql`UPDATE products SET discount_price_paisa = discount_price_paisa - 100 WHERE id = 1`,
    );
    await ctx.app.services.catalogCache.invalidate();
    const { body: after } = await getJson<{ data: Product }>('/api/v1/products/1/');
    expect(after.data.discount_price).toBe(before.data.discount_price - 1);
  });

  it('is cleared in another process through NOTIFY', async () => {
    const { createCatalogCache } = await import('./cache.js');
    const other = createCatalogCache({ pool: ctx.database.pool, databaseUrl: ctx.database.url, enabled: true });
    await other.listen();
    other.set('x', '{}');
    await ctx.app.services.catalogCache.invalidate();
    await expect.poll(() => other.size, { timeout: 5000 }).toBe(0);
    await other.close();
  });

  it("an order's stock move clears this process at once and the others with one NOTIFY soon after", async () => {
    const { createCatalogCache } = await import('./cache.js');
    const listener = createCatalogCache({ pool: ctx.database.pool, databaseUrl: ctx.database.url, enabled: true });
    await listener.listen();
    let notifications = 0;
    const counter = new pg.Client({ connectionString: ctx.database.url });
    await counter.connect();
    counter.on('notification', () => notifications++);
    await counter.query('LISTEN pasal_catalog_changed');
    const placing = createCatalogCache({ pool: ctx.database.pool, databaseUrl: ctx.database.url, enabled: true });
    try {
      listener.set('x', '{}');
      placing.set('y', '{}');
      for (let order = 0; order < 5; order++) placing.announceSoon();
      expect(placing.size).toBe(0);
      await expect.poll(() => listener.size, { timeout: 5000 }).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 4 * ANNOUNCE_DELAY_MS));
      expect(notifications).toBe(1);
      // Shutting down sends what is still due instead of dropping it.
      listener.set('x', '{}');
      placing.announceSoon();
      await placing.close();
      await expect.poll(() => listener.size, { timeout: 5000 }).toBe(0);
    } finally {
      await counter.end();
      await listener.close();
      await placing.close();
    }
  });

  it("tells product-fact caches of catalogue changes in any process, but not of another process's stock moves", async () => {
    const { createCatalogCache } = await import('./cache.js');
    const listener = createCatalogCache({ pool: ctx.database.pool, databaseUrl: ctx.database.url, enabled: true });
    await listener.listen();
    const other = createCatalogCache({ pool: ctx.database.pool, databaseUrl: ctx.database.url, enabled: true });
    try {
      const start = listener.generation;
      listener.set('x', '{}');
      other.announceSoon();
      await expect.poll(() => listener.size, { timeout: 5000 }).toBe(0);
      listener.set('x', '{}');
      await other.invalidate('stock'); // an order cancelled or expired
      await expect.poll(() => listener.size, { timeout: 5000 }).toBe(0);
      expect(listener.generation).toBe(start);
      await other.invalidate();
      await expect.poll(() => listener.generation, { timeout: 5000 }).toBeGreaterThan(start);
      const heard = listener.generation;
      await listener.invalidate();
      expect(listener.generation).toBeGreaterThan(heard);
    } finally {
      await listener.close();
      await other.close();
    }
  });
});
