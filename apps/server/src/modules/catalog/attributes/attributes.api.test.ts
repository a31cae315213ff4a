import { randomBytes } from 'node:crypto';
import type { AttributeFacet, CategoryAttribute, Product, ProductListPage } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { addDemoAttributes } from '../../../db/seed/demo-attributes.js';
import { users } from '../../../db/schema.js';

// Structured specifications (issue #35) against the seeded demo catalogue: the product list's
// attribute filters and facets, the product page's grouped values, the back office's routes, and
// a shop seeded before them getting the demo's at its next start.

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `specs.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Sita',
      lastName: 'Rai',
      role: 'admin',
    })
    .returning({ id: users.id });
  admin = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role: 'admin' })}` };
});
afterAll(() => ctx.close());

async function list(query: string): Promise<ProductListPage> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductListPage>();
}

async function allPages(query: string): Promise<ProductListPage['data']> {
  const first = await list(query);
  const rest = [];
  for (let page = 2; page <= first.total_pages; page++) rest.push(...(await list(`${query}&page=${page}`)).data);
  return [...first.data, ...rest];
}

/** The demo's values as stored: product id → key → value. */
async function storedValues(): Promise<Map<number, Record<string, unknown>>> {
  const result = await ctx.database.db.execute<{ product_id: number; key: string; value: unknown }>(sql`
    SELECT v.product_id, a.key, coalesce(to_jsonb(v.number_value), to_jsonb(v.choice_value), to_jsonb(v.boolean_value)) AS value
    FROM product_attribute_values v JOIN category_attributes a ON a.id = v.attribute_id`);
  const out = new Map<number, Record<string, unknown>>();
  for (const row of result.rows) out.set(row.product_id, { ...out.get(row.product_id), [row.key]: row.value });
  return out;
}

const facet = (page: ProductListPage, key: string): AttributeFacet | undefined =>
  page.facets.attributes.find((f) => f.key === key);

describe('the product list', () => {
  it('filters smartphones by RAM of at least 8 GB and 5G, and every one shown is such a phone', async () => {
    const page = await list('category=smartphones&ram_gb=8-&5g=yes');
    expect(page.count).toBeGreaterThan(5);
    const values = await storedValues();
    for (const product of await allPages('category=smartphones&ram_gb=8-&5g=yes')) {
      expect(values.get(product.id)?.ram_gb, product.name).toBeGreaterThanOrEqual(8);
      expect(values.get(product.id)?.['5g'], product.name).toBe(true);
    }
    // Fewer than the smartphones with either filter alone.
    const ram = await list('category=smartphones&ram_gb=8-');
    const fiveG = await list('category=smartphones&5g=yes');
    expect(page.count).toBeLessThan(ram.count);
    expect(page.count).toBeLessThan(fiveG.count);
  });

  it("answers the category's facets: bounds of numbers and counts of choices, each without its own filter", async () => {
    const page = await list('category=Smartphones&ram_gb=8-');
    expect(page.facets.attributes.map((f) => f.key)).toEqual([
      'ram_gb',
      'storage_gb',
      'processor',
      'screen_in',
      'battery_mah',
      '5g',
      'nfc',
      'os',
    ]);
    expect(facet(page, 'ram_gb')).toMatchObject({ kind: 'number', unit: 'GB', label_ne: 'र्‍याम', min: 3, max: 12 });
    const fiveG = facet(page, '5g');
    expect(fiveG?.kind).toBe('boolean');
    const yes = fiveG?.kind === 'boolean' ? fiveG.options.find((o) => o.value === 'yes')?.count : undefined;
    expect(yes).toBe((await list('category=smartphones&ram_gb=8-&5g=yes')).count);
    const os = facet(page, 'os');
    expect(os?.kind === 'choice' ? os.options.map((o) => o.value).sort() : null).toEqual(['android', 'ios']);
    // A range over a number: battery between 5000 and 6000 mAh.
    const values = await storedValues();
    const batteries = await allPages('category=smartphones&battery_mah=5000-6000');
    expect(batteries.length).toBeGreaterThan(5);
    for (const product of batteries)
      expect(values.get(product.id)?.battery_mah).toSatisfy((mah: number) => mah >= 5000 && mah <= 6000);
  });

  it('has no attribute facets without a category, and ignores parameters that are not attributes', async () => {
    expect((await list('ram_gb=8-')).facets.attributes).toEqual([]);
    const plain = await list('category=smartphones');
    expect((await list('category=smartphones&utm_source=facebook')).count).toBe(plain.count);
  });

  it('answers 400 for a malformed attribute filter', async () => {
    for (const query of ['ram_gb=lots', '5g=maybe', 'os=an%20droid', 'battery_mah=-']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/?category=smartphones&${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the product page', () => {
  it("shows a phone's structured specifications in the template's order, with Nepali labels", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products/samsung-galaxy-s24-ultra-12gb-256gb/',
    });
    expect(response.statusCode).toBe(200);
    const product = response.json<{ data: Product }>().data;
    expect(product.attributes?.map((a) => [a.key, a.value])).toEqual([
      ['ram_gb', 12],
      ['storage_gb', 256],
      ['processor', 'snapdragon'],
      ['screen_in', 6.8],
      ['battery_mah', 5000],
      ['5g', true],
      ['nfc', true],
      ['os', 'android'],
    ]);
    expect(product.attributes?.find((a) => a.key === 'os')).toMatchObject({
      label: 'Operating system',
      label_ne: 'अपरेटिङ सिस्टम',
      group: 'Software',
      group_ne: 'सफ्टवेयर',
      value_label: 'Android',
      value_label_ne: 'एन्ड्रोइड',
    });
  });
});

describe('the back office', () => {
  let categoryId: number;
  let productId: number;
  beforeAll(async () => {
    const [row] = (
      await ctx.database.db.execute<{ id: number }>(
        sql`INSERT INTO categories (name, slug, image) VALUES ('Tablets', 'tablets', '/t.svg') RETURNING id`,
      )
    ).rows;
    categoryId = row!.id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/',
      headers: admin,
      payload: {
        name: 'Tab One',
        status: 'active',
        category_id: categoryId,
        brand_id: null,
        price: 30000,
        discount_price: 29000,
        stock: 4,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    productId = created.json<{ data: { id: number } }>().data.id;
  });

  const template = {
    attributes: [
      { key: 'ram_gb', label: 'RAM', label_ne: 'र्‍याम', kind: 'number', unit: 'GB', group: 'Performance' },
      {
        key: 'os',
        label: 'Operating system',
        kind: 'choice',
        group: 'Software',
        options: [
          { value: 'android', label: 'Android' },
          { value: 'ipados', label: 'iPadOS' },
        ],
      },
      { key: 'cellular', label: 'Cellular', kind: 'boolean', group: 'Connectivity', filterable: false },
    ],
  };

  it('saves a template, and the product editor fills a product from it; the list filters by it at once', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${categoryId}/attributes/`,
      headers: admin,
      payload: template,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const attributes = saved.json<{ data: CategoryAttribute[] }>().data;
    expect(attributes.map((a) => [a.key, a.position, a.filterable])).toEqual([
      ['ram_gb', 0, true],
      ['os', 1, true],
      ['cellular', 2, false],
    ]);
    const values = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${productId}/attributes/`,
      headers: admin,
      payload: { values: { ram_gb: 8, os: 'android', cellular: true } },
    });
    expect(values.statusCode, values.body).toBe(200);
    expect(values.json<{ data: { values: unknown } }>().data.values).toEqual({
      ram_gb: 8,
      os: 'android',
      cellular: true,
    });
    expect((await list('category=tablets&ram_gb=8-16&os=android')).data.map((p) => p.id)).toEqual([productId]);
    expect((await list('category=tablets&os=ipados')).count).toBe(0);

    // Renaming keeps the values (by id); a choice losing an option loses its values; one left out is deleted.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${categoryId}/attributes/`,
      headers: admin,
      payload: {
        attributes: [
          { ...template.attributes[0], id: attributes[0]!.id, key: 'memory_gb' },
          { ...template.attributes[1], id: attributes[1]!.id, options: [{ value: 'ipados', label: 'iPadOS' }] },
        ],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/products/${productId}/attributes/`,
      headers: admin,
    });
    expect(after.json<{ data: { values: unknown } }>().data.values).toEqual({ memory_gb: 8 });
  });

  it('answers 400 for a bad template or value, 404 for no such category or product, 401 without a token', async () => {
    const put = (url: string, payload: unknown, headers = admin) =>
      ctx.app.inject({ method: 'PUT', url, headers, payload: payload as object });
    const base = `/api/v1/admin/categories/${categoryId}/attributes/`;
    const bad = [
      { attributes: [{ key: 'Ram GB', label: 'RAM', kind: 'number', group: 'P' }] },
      { attributes: [{ key: 'brand', label: 'Brand', kind: 'number', group: 'P' }] },
      { attributes: [{ key: 'os', label: 'OS', kind: 'choice', group: 'P' }] },
      { attributes: [{ key: 'nfc', label: 'NFC', kind: 'boolean', unit: 'GB', group: 'P' }] },
      {
        attributes: [
          { key: 'a', label: 'A', kind: 'number', group: 'P' },
          { key: 'a', label: 'B', kind: 'number', group: 'P' },
        ],
      },
      { attributes: [{ id: 999999, key: 'a', label: 'A', kind: 'number', group: 'P' }] },
    ];
    for (const payload of bad) expect((await put(base, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const values = `/api/v1/admin/products/${productId}/attributes/`;
    expect((await put(values, { values: { memory_gb: 'eight' } })).statusCode).toBe(400);
    expect((await put(values, { values: { os: 'windows' } })).statusCode).toBe(400);
    expect((await put(values, { values: { nothing_here: 1 } })).statusCode).toBe(400);
    expect((await put('/api/v1/admin/categories/999999/attributes/', { attributes: [] })).statusCode).toBe(404);
    expect((await put('/api/v1/admin/products/999999/attributes/', { values: {} })).statusCode).toBe(404);
    expect((await put(base, { attributes: [] }, {} as typeof admin)).statusCode).toBe(401);
  });
});

describe('a shop seeded before structured specifications', () => {
  it('gets the demo templates and values at its next start, the same as a new shop, and only once', async () => {
    const before = await storedValues();
    await ctx.database.db.execute(sql`
      DELETE FROM category_attributes a USING categories c WHERE c.id = a.category_id AND c.is_demo`);
    expect(await addDemoAttributes(ctx.database.db)).toBe(3);
    const after = await storedValues();
    const demoIds = (
      await ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE is_demo`)
    ).rows.map((row) => row.id);
    for (const id of demoIds) expect(after.get(id), String(id)).toEqual(before.get(id));
    expect(await addDemoAttributes(ctx.database.db)).toBe(0);
  });
});
