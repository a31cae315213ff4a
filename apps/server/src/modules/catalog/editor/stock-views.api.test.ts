import { randomBytes } from 'node:crypto';
import {
  CATALOGUE_MESSAGES,
  type AdminProduct,
  type AdminProductList,
  type AdminSettings,
  type CatalogueAuditList,
  type Dashboard,
  type ProductInput,
} from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, callApi, firstCategoryId, type ApiMethod } from '../../../../test/helpers/admin.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { products } from '../../../db/schema.js';

// Issue #35, as a new owner found it: a phone with stock overall but its Blue sold out must show
// in the staff list's out-of-stock view and on the dashboard, and "low stock" is each product's
// own threshold (else the shop's, from the settings), in the list, the editor and the dashboard.

let ctx: TestContext;
let admin: { authorization: string };
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminHeaders(ctx);
  categoryId = await firstCategoryId(ctx);
  // Only this file's products are active, so the dashboard's figures are exact.
  await ctx.database.db.update(products).set({ status: 'archived', isActive: false });
});

afterAll(async () => {
  await ctx.close();
});

const call = (method: ApiMethod, url: string, payload?: unknown) => callApi(ctx, admin, method, url, payload);

async function create(name: string, overrides: Partial<ProductInput>): Promise<AdminProduct> {
  const response = await call('POST', '/api/v1/admin/products/', {
    name: `${name} ${randomBytes(3).toString('hex')}`,
    status: 'active',
    category_id: categoryId,
    brand_id: null,
    price: 1000,
    discount_price: 900,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminProduct }>().data;
}

async function list(query: string): Promise<AdminProductList> {
  const response = await call('GET', `/api/v1/admin/products/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductList>();
}

const ids = (page: AdminProductList) => page.data.map((row) => row.id);

async function dashboard(): Promise<Dashboard['low_stock']> {
  const response = await call('GET', '/api/v1/admin/dashboard/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data.low_stock;
}

/** The editor's save: what GET gave, with `changes`. */
async function save(product: AdminProduct, changes: Partial<ProductInput>) {
  return call('PUT', `/api/v1/admin/products/${product.id}/`, {
    name: product.name,
    slug: product.slug,
    status: product.status,
    category_id: product.category_id,
    brand_id: product.brand_id,
    price: product.price,
    discount_price: product.discount_price,
    colors: product.colors.map((color) => ({ ...color, quantity_seen: color.quantity })),
    stock: product.total_quantity,
    stock_seen: product.total_quantity,
    version: product.version,
    ...changes,
  });
}

let phone: AdminProduct; // Black 4, Blue 0: in stock overall, one colour sold out
let allColours: AdminProduct; // Black 9, White 7
let eight: AdminProduct; // 8 units, no colours

describe('a colour sold out', () => {
  beforeAll(async () => {
    phone = await create('Redmi Note', {
      colors: [
        { color_name: 'Black', hex_code: '#000000', quantity: 4 },
        { color_name: 'Blue', hex_code: '#1e40af', quantity: 0 },
      ],
    });
    allColours = await create('Galaxy Buds', {
      colors: [
        { color_name: 'Black', hex_code: '#000000', quantity: 9 },
        { color_name: 'White', hex_code: '#ffffff', quantity: 7 },
      ],
    });
    eight = await create('Boombox', { stock: 8 });
  });

  it('puts the product in the out-of-stock view, its colours telling which one is sold out', async () => {
    const out = await list('stock=out&sort=stock_asc');
    expect(ids(out)).toContain(phone.id);
    expect(ids(out)).not.toContain(allColours.id);
    expect(ids(out)).not.toContain(eight.id);
    const row = out.data.find((candidate) => candidate.id === phone.id)!;
    expect(row.total_quantity).toBe(4);
    expect(row.stock_level).toBe('low');
    expect(row.colors.map(({ color_name, quantity }) => [color_name, quantity])).toEqual([
      ['Black', 4],
      ['Blue', 0],
    ]);
  });

  it('counts the colours sold out on the dashboard and lists the product with them', async () => {
    const lowStock = await dashboard();
    expect(lowStock.colors_sold_out).toBe(1);
    expect(lowStock.out).toBe(0);
    const listed = lowStock.products.find((candidate) => candidate.id === phone.id);
    expect(listed).toMatchObject({ stock: 4, threshold: 5, sold_out_colors: ['Blue'] });
    expect(lowStock.products.map((candidate) => candidate.id)).not.toContain(allColours.id);
  });
});

describe('the low-stock threshold', () => {
  it("is the shop's 5 until a product or the settings say otherwise", async () => {
    const product = (await call('GET', `/api/v1/admin/products/${eight.id}/`)).json<{ data: AdminProduct }>().data;
    expect(product.low_stock_threshold).toBeNull();
    expect(product.shop_low_stock_threshold).toBe(5);
    expect(ids(await list('stock=low'))).not.toContain(eight.id);
  });

  it("a product's own threshold puts it in the low view and the dashboard, and its history says so", async () => {
    const saved = await save(eight, { low_stock_threshold: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = saved.json<{ data: AdminProduct }>().data;
    expect(product.low_stock_threshold).toBe(10);

    const low = await list('stock=low');
    const row = low.data.find((candidate) => candidate.id === eight.id);
    expect(row).toMatchObject({ stock_level: 'low', low_stock_threshold: 10 });
    expect((await dashboard()).products.find((candidate) => candidate.id === eight.id)).toMatchObject({
      stock: 8,
      threshold: 10,
      sold_out_colors: [],
    });
    const audit = (await call('GET', `/api/v1/admin/products/${eight.id}/audit/`)).json<CatalogueAuditList>();
    expect(audit.data[0]).toMatchObject({ field: 'low_stock_threshold', before: null, after: 10 });

    // A save that leaves the field out (an older client) keeps it.
    const again = await save(product, { short_description: 'Loud.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: AdminProduct }>().data.low_stock_threshold).toBe(10);
    // Blank again: the shop's.
    const cleared = await save(again.json<{ data: AdminProduct }>().data, { low_stock_threshold: null });
    expect(cleared.json<{ data: AdminProduct }>().data.low_stock_threshold).toBeNull();
    expect(ids(await list('stock=low'))).not.toContain(eight.id);
  });

  it('refuses a threshold that is not a whole number from 0 to 10,000 (400 on the field)', async () => {
    const current = (await call('GET', `/api/v1/admin/products/${eight.id}/`)).json<{ data: AdminProduct }>().data;
    for (const bad of [-1, 10_001, 2.5]) {
      const response = await save(current, { low_stock_threshold: bad });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.low_stock_threshold).toBe(
        CATALOGUE_MESSAGES.lowStockThresholdInvalid,
      );
    }
  });

  it("the shop's threshold in the settings moves every product without its own", async () => {
    const read = await call('GET', '/api/v1/admin/settings/');
    expect(read.statusCode, read.body).toBe(200);
    const settings = read.json<{ data: AdminSettings }>().data.settings;
    expect(settings.low_stock_threshold).toBe(5);
    const saved = await call('PUT', '/api/v1/admin/settings/', { ...settings, low_stock_threshold: 8 });
    expect(saved.statusCode, saved.body).toBe(200);

    const row = (await list('stock=low')).data.find((candidate) => candidate.id === eight.id);
    expect(row).toMatchObject({ stock_level: 'low', low_stock_threshold: 8 });
    const lowStock = await dashboard();
    expect(lowStock.threshold).toBe(8);
    expect(lowStock.low).toBe(2); // the Boombox (8) and the phone (4); the buds have 16
    const product = (await call('GET', `/api/v1/admin/products/${eight.id}/`)).json<{ data: AdminProduct }>().data;
    expect(product.shop_low_stock_threshold).toBe(8);

    const refused = await call('PUT', '/api/v1/admin/settings/', { ...settings, low_stock_threshold: -3 });
    expect(refused.statusCode).toBe(400);
  });
});
