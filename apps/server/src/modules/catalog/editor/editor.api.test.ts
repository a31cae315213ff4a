import { randomBytes } from 'node:crypto';
import {
  CATALOGUE_MESSAGES,
  type AdminCategory,
  type AdminProduct,
  type AdminProductList,
  type AdminProductRow,
  type CatalogueAuditList,
  type Category,
  type Paginated,
  type Product,
  type ProductGone,
  type ProductInput,
  type ProductListPage,
  type UserRole,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { users } from '../../../db/schema.js';

// The back office's catalogue on the real database: who may use it, drafts and archived products
// kept off the storefront, the editor's version check, the audit log, old slugs, stock per colour,
// categories and brands.

let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;
let categoryId: number;
let categorySlug: string;

async function headersFor(role: UserRole, firstName = 'Asha') {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName, lastName: 'Rai', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ id: adminId, headers: admin } = await headersFor('admin', 'Asha'));
  const rows = await ctx.database.db.execute<{ id: number; slug: string }>(
    sql`SELECT id, slug FROM categories WHERE slug = 'speakers'`,
  );
  categoryId = rows.rows[0]!.id;
  categorySlug = rows.rows[0]!.slug;
});

afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function input(overrides: Partial<ProductInput> = {}): ProductInput {
  const suffix = randomBytes(3).toString('hex');
  return {
    name: `Boombox Zeta ${suffix}`,
    status: 'draft',
    category_id: categoryId,
    brand_id: null,
    short_description: 'A loud little speaker.',
    long_description: 'First paragraph.\n\nSecond paragraph.',
    specifications: [
      { title: 'Battery', answer: '12 hours' },
      { title: 'Weight', answer: '540 g' },
    ],
    price: 5000,
    discount_price: 4500,
    bulk_discounts: [{ min_quantity: 3, discount_percentage: 5 }],
    delivery_price: 100,
    delivery_detail: 'Kathmandu valley in 2 days',
    colors: [
      { color_name: 'Black', hex_code: '#000000', quantity: 4 },
      { color_name: 'Red', hex_code: '#ff0000', quantity: 3 },
    ],
    is_featured: false,
    ...overrides,
  };
}

async function create(overrides: Partial<ProductInput> = {}): Promise<AdminProduct> {
  const response = await call('POST', '/api/v1/admin/products/', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminProduct }>().data;
}

type EditorBody = ProductInput & {
  version: number;
  specifications: NonNullable<ProductInput['specifications']>;
  colors: NonNullable<ProductInput['colors']>;
};

/** The editor's body from what GET gave (what the form would send back unchanged). */
function editorBody(product: AdminProduct): EditorBody {
  return {
    name: product.name,
    slug: product.slug,
    status: product.status,
    category_id: product.category_id,
    brand_id: product.brand_id,
    short_description: product.short_description,
    long_description: product.long_description,
    specifications: product.specifications,
    price: product.price,
    discount_price: product.discount_price,
    bulk_discounts: product.bulk_discounts,
    delivery_price: product.delivery_price,
    delivery_detail: product.delivery_detail,
    colors: product.colors.map((color) => ({ ...color, quantity_seen: color.quantity })),
    stock: product.total_quantity,
    stock_seen: product.total_quantity,
    is_featured: product.is_featured,
    version: product.version,
  };
}

const setStatus = (id: number, status: string) => call('PATCH', `/api/v1/admin/products/${id}/quick/`, { status });
const sitemap = async () => (await get('/sitemap.xml')).body;
const search = async (text: string) =>
  (await get(`/api/v1/products/?name=${encodeURIComponent(text)}`)).json<ProductListPage>();

describe('who may use it', () => {
  it('answers 401 to a visitor and 403 to a customer or staff member, on every route', async () => {
    const product = await create();
    const customer = await headersFor('customer', 'Bina');
    const staff = await headersFor('staff', 'Chet');
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/products/'],
      ['POST', '/api/v1/admin/products/', input()],
      ['GET', `/api/v1/admin/products/${product.id}/`],
      ['PUT', `/api/v1/admin/products/${product.id}/`, editorBody(product)],
      ['PATCH', `/api/v1/admin/products/${product.id}/quick/`, { price: 1 }],
      ['GET', `/api/v1/admin/products/${product.id}/audit/`],
      ['GET', '/api/v1/admin/categories/'],
      ['POST', '/api/v1/admin/categories/', { name: 'X', image: '/x.svg' }],
      ['PUT', '/api/v1/admin/categories/order/', { category_ids: [categoryId] }],
      ['PATCH', `/api/v1/admin/categories/${categoryId}/`, { name: 'X' }],
      ['DELETE', `/api/v1/admin/categories/${categoryId}/`],
      ['GET', '/api/v1/admin/brands/'],
      ['POST', '/api/v1/admin/brands/', { name: 'X' }],
      ['PATCH', '/api/v1/admin/brands/1/', { name: 'X' }],
      ['DELETE', '/api/v1/admin/brands/1/'],
    ];
    for (const [method, url, payload] of routes) {
      const visitor = await ctx.app.inject({ method, url, ...(payload ? { payload: payload as object } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, staff]) {
        const refused = await call(method, url, payload, who.headers);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({ message: 'Only admins can do this', code: 'admin_only' });
      }
    }
    expect(
      (await call('GET', `/api/v1/admin/products/${product.id}/`)).json<{ data: AdminProduct }>().data.version,
    ).toBe(1);
  });

  it('stops an admin whose role was removed at the next write, before the token expires', async () => {
    const former = await headersFor('admin', 'Dipa');
    await ctx.database.db.execute(sql`UPDATE users SET role = 'customer' WHERE id = ${former.id}`);
    const response = await call('POST', '/api/v1/admin/brands/', { name: 'Nope' }, former.headers);
    expect(response.statusCode).toBe(403);
  });

  it('is in the OpenAPI document with request and response schemas', async () => {
    const doc = (await get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    for (const path of [
      '/api/v1/admin/products/',
      '/api/v1/admin/products/{id}/',
      '/api/v1/admin/products/{id}/quick/',
      '/api/v1/admin/products/{id}/audit/',
      '/api/v1/admin/categories/',
      '/api/v1/admin/categories/order/',
      '/api/v1/admin/categories/{id}/',
      '/api/v1/admin/brands/',
      '/api/v1/admin/brands/{id}/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const put = doc.paths['/api/v1/admin/products/{id}/']!.put!;
    expect(put.requestBody).toBeDefined();
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(doc.paths['/api/v1/products/{idOrSlug}/']!.get!.responses).toHaveProperty('410');
  });
});

describe('drafts and archived products', () => {
  it('keeps a draft off the list, search, sitemap, product page and cart; activating shows it everywhere', async () => {
    const draft = await create();
    expect(draft.status).toBe('draft');
    expect((await search(draft.name)).data.map((p) => p.id)).not.toContain(draft.id);
    expect(
      (await get(`/api/v1/products/?category=${categorySlug}`)).json<ProductListPage>().data.map((p) => p.id),
    ).not.toContain(draft.id);
    expect(await sitemap()).not.toContain(`/products/${draft.slug}<`);
    const page = await get(`/api/v1/products/${draft.slug}/`);
    expect(page.statusCode).toBe(404);
    expect((await get(`/api/v1/products/${draft.id}/`)).statusCode).toBe(404);
    const byIds = (await get(`/api/v1/products/by-ids/?ids=${draft.id}`)).json<{ data: Product[] }>();
    // Not even by id: a draft has never been on sale, so no cart can hold it.
    expect(byIds.data).toEqual([]);
    const suggest = (await get(`/api/v1/products/suggest/?q=${encodeURIComponent(draft.name)}`)).json<{
      data: { id: number }[];
    }>();
    expect(suggest.data.map((p) => p.id)).not.toContain(draft.id);

    const activated = await setStatus(draft.id, 'active');
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await search(draft.name)).data.map((p) => p.id)).toContain(draft.id);
    expect(await sitemap()).toContain(`/products/${draft.slug}<`);
    const shown = (await get(`/api/v1/products/${draft.slug}/`)).json<{ data: Product }>().data;
    expect(shown).toMatchObject({ id: draft.id, is_active: true, total_quantity: 7, price: 5000 });
    expect(shown.colors.map((c) => [c.color_name, c.quantity])).toEqual([
      ['Black', 4],
      ['Red', 3],
    ]);
  });

  it('answers an archived product with 410 and products of its category; carts see it as no longer sold', async () => {
    const product = await create({ status: 'active' });
    expect((await get(`/api/v1/products/${product.slug}/`)).statusCode).toBe(200);
    expect((await setStatus(product.id, 'archived')).statusCode).toBe(200);
    const gone = await get(`/api/v1/products/${product.slug}/`);
    expect(gone.statusCode).toBe(410);
    const body = gone.json<ProductGone>();
    expect(body.code).toBe('product_archived');
    expect(body.message).toBe('This product is no longer sold');
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(4);
    const inCategory = await ctx.database.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE category_id = ${categoryId} AND is_active`,
    );
    const ids = new Set(inCategory.rows.map((row) => row.id));
    for (const suggestion of body.suggestions) expect(ids.has(suggestion.id)).toBe(true);
    expect((await search(product.name)).data.map((p) => p.id)).not.toContain(product.id);
    expect(await sitemap()).not.toContain(`/products/${product.slug}<`);
    const byIds = (await get(`/api/v1/products/by-ids/?ids=${product.id}`)).json<{ data: Product[] }>();
    expect(byIds.data[0]).toMatchObject({ id: product.id, is_active: false });
    // is_active follows status (the storefront's queries and stock reservation read it).
    const row = await ctx.database.db.execute<{ is_active: boolean; status: string }>(
      sql`SELECT is_active, status FROM products WHERE id = ${product.id}`,
    );
    expect(row.rows[0]).toEqual({ is_active: false, status: 'archived' });
  });
});

describe('the editor', () => {
  it('saves every field and answers 409 to a form opened before someone else saved', async () => {
    const product = await create({ status: 'active' });
    const first = editorBody(product);
    const second = editorBody(product);
    const saved = await call('PUT', `/api/v1/admin/products/${product.id}/`, { ...first, price: 5200 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ data: AdminProduct; message: string }>();
    expect(after.data).toMatchObject({ price: 5200, version: 2 });
    expect(after.message).toBe(`${product.name} saved`);

    const stale = await call('PUT', `/api/v1/admin/products/${product.id}/`, { ...second, name: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'product_stale', message: 'This product was changed since you opened it' });
    const current = (await call('GET', `/api/v1/admin/products/${product.id}/`)).json<{ data: AdminProduct }>().data;
    expect(current).toMatchObject({ name: product.name, price: 5200, version: 2 });
    // The storefront shows the save at once.
    expect((await get(`/api/v1/products/${product.slug}/`)).json<{ data: Product }>().data.price).toBe(5200);
  });

  it('records who changed which field, before → after, shown on the product', async () => {
    const product = await create();
    const body = editorBody(product);
    body.specifications = [{ title: 'Battery', answer: '14 hours' }, ...body.specifications.slice(1)];
    body.discount_price = 4400;
    expect((await call('PUT', `/api/v1/admin/products/${product.id}/`, body)).statusCode).toBe(200);
    const audit = (await call('GET', `/api/v1/admin/products/${product.id}/audit/`)).json<CatalogueAuditList>();
    const byField = Object.fromEntries(audit.data.map((entry) => [entry.field, entry]));
    expect(byField.discount_price).toMatchObject({
      before: 4500,
      after: 4400,
      by: { id: adminId, name: 'Asha Rai' },
    });
    expect(byField.specifications?.after).toEqual([
      { title: 'Battery', answer: '14 hours' },
      { title: 'Weight', answer: '540 g' },
    ]);
    expect(byField.created?.before).toBeNull();
    expect(audit.data[0]!.at).toMatch(/^\d{4}-/);
    expect(audit.count).toBe(3);
    // A save that changes nothing records nothing and keeps the version.
    const again = (await call('GET', `/api/v1/admin/products/${product.id}/`)).json<{ data: AdminProduct }>().data;
    const unchanged = await call('PUT', `/api/v1/admin/products/${product.id}/`, editorBody(again));
    expect(unchanged.json<{ data: AdminProduct; message: string }>()).toMatchObject({
      message: 'No changes to save',
      data: { version: again.version },
    });
    expect((await call('GET', `/api/v1/admin/products/${product.id}/audit/`)).json<CatalogueAuditList>().count).toBe(3);
  });

  it('keeps the old slug working after a rename', async () => {
    const product = await create({ status: 'active' });
    const renamed = await call('PUT', `/api/v1/admin/products/${product.id}/`, {
      ...editorBody(product),
      slug: `${product.slug}-v2`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: AdminProduct }>().data.old_slugs).toEqual([product.slug]);
    const old = await get(`/api/v1/products/${product.slug}/`);
    expect(old.statusCode).toBe(200);
    expect(old.json<{ data: Product }>().data).toMatchObject({ id: product.id, slug: `${product.slug}-v2` });
    expect((await get(`/api/v1/products/${product.slug}-v2/`)).statusCode).toBe(200);
    expect(await sitemap()).not.toContain(`/products/${product.slug}<`);
  });

  it('refuses a slug another product uses (409) and bad input (400) with the field and its message', async () => {
    const one = await create();
    const two = await create();
    const taken = await call('PUT', `/api/v1/admin/products/${two.id}/`, { ...editorBody(two), slug: one.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'product_slug_taken',
      message: CATALOGUE_MESSAGES.slugTaken,
      errors: { slug: CATALOGUE_MESSAGES.slugTaken },
      fields: { slug: { code: 'product_slug_taken' } },
    });

    const cases: [Partial<ProductInput>, string, string][] = [
      [{ name: '  ' }, 'name', CATALOGUE_MESSAGES.nameRequired],
      [{ discount_price: 6000 }, 'discount_price', CATALOGUE_MESSAGES.discountAbovePrice],
      [{ price: -1 }, 'price', CATALOGUE_MESSAGES.priceInvalid],
      [{ long_description: 'Hi <img src=x onerror=alert(1)>' }, 'long_description', CATALOGUE_MESSAGES.htmlNotAllowed],
      [
        { colors: [{ color_name: 'Blue', hex_code: 'blue', quantity: 1 }] },
        'colors.0.hex_code',
        CATALOGUE_MESSAGES.colorHexInvalid,
      ],
      [
        { colors: [{ color_name: 'Blue', hex_code: '#0000ff', quantity: -2 }] },
        'colors.0.quantity',
        CATALOGUE_MESSAGES.stockInvalid,
      ],
      [
        { bulk_discounts: [{ min_quantity: 1, discount_percentage: 5 }] },
        'bulk_discounts.0.min_quantity',
        CATALOGUE_MESSAGES.tierQuantityInvalid,
      ],
      [{ slug: 'Has Spaces' }, 'slug', CATALOGUE_MESSAGES.slugInvalid],
      [{ status: 'hidden' as 'draft' }, 'status', CATALOGUE_MESSAGES.statusInvalid],
      [{ category_id: 999_999 }, 'category_id', CATALOGUE_MESSAGES.categoryMissing],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/v1/admin/products/', input(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field], field).toBe(message);
    }
    const noVersion = await call('PUT', `/api/v1/admin/products/${one.id}/`, {
      ...editorBody(one),
      version: undefined,
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json<{ errors: Record<string, string> }>().errors.version).toBe(
      CATALOGUE_MESSAGES.versionRequired,
    );
    expect((await call('GET', '/api/v1/admin/products/999999/')).statusCode).toBe(404);
  });

  it('keeps stock sold while the form was open, and the total the sum of the colours', async () => {
    const product = await create({ status: 'active' });
    const black = product.colors[0]!;
    // A shopper buys 2 black units while the editor is open (as pasal_reserve_stock does).
    await ctx.database.db.execute(
      sql`SELECT pasal_reserve_stock(ARRAY[${product.id}]::int[], ARRAY[${black.id}]::int[], ARRAY[2]::int[], now())`,
    );
    const body = editorBody(product); // still shows Black 4
    body.colors = [
      body.colors[0]!, // untouched
      { ...body.colors[1]!, quantity: 10 }, // Red counted again: 10
      { color_name: 'Blue', hex_code: '#0000ff', quantity: 1 },
    ];
    const saved = (await call('PUT', `/api/v1/admin/products/${product.id}/`, body)).json<{ data: AdminProduct }>()
      .data;
    expect(saved.colors.map((c) => [c.color_name, c.quantity])).toEqual([
      ['Black', 2],
      ['Red', 10],
      ['Blue', 1],
    ]);
    expect(saved.total_quantity).toBe(13);
    // A colour left out of the list is removed, and the total follows.
    const trimmed = editorBody(saved);
    trimmed.colors = trimmed.colors.filter((color) => color.color_name !== 'Blue');
    const removed = (await call('PUT', `/api/v1/admin/products/${product.id}/`, trimmed)).json<{ data: AdminProduct }>()
      .data;
    expect(removed.colors.map((c) => c.color_name)).toEqual(['Black', 'Red']);
    expect(removed.total_quantity).toBe(12);
    expect((await get(`/api/v1/products/${product.slug}/`)).json<{ data: Product }>().data.total_quantity).toBe(12);
  });

  it("gives a colour one of the product's own pictures, which the product page names (issue #35)", async () => {
    const product = await create({ status: 'active' });
    const other = await create({ status: 'active' });
    const picture = async (productId: number, position: number) =>
      (
        await ctx.database.db.execute<{ id: number }>(
          sql`INSERT INTO product_images (product_id, url, position) VALUES (${productId}, ${`/media/x-${position}.jpg`}, ${position})
              RETURNING id`,
        )
      ).rows[0]!.id;
    const [front, red, foreign] = [
      await picture(product.id, 0),
      await picture(product.id, 1),
      await picture(other.id, 0),
    ];
    const fresh = (await call('GET', `/api/v1/admin/products/${product.id}/`)).json<{ data: AdminProduct }>().data;
    expect(fresh.colors.map((c) => c.image_id)).toEqual([null, null]);

    const body = editorBody(fresh);
    body.colors = [body.colors[0]!, { ...body.colors[1]!, image_id: red }];
    const saved = (await call('PUT', `/api/v1/admin/products/${product.id}/`, body)).json<{ data: AdminProduct }>()
      .data;
    expect(saved.colors.map((c) => [c.color_name, c.image_id])).toEqual([
      ['Black', null],
      ['Red', red],
    ]);
    const shown = (await get(`/api/v1/products/${product.slug}/`)).json<{ data: Product }>().data;
    expect(shown.colors.map((c) => [c.color_name, c.image_id])).toEqual([
      ['Black', null],
      ['Red', red],
    ]);

    // Another product's picture is refused on the colour's field, and nothing is saved.
    const stranger = editorBody(saved);
    stranger.colors = [
      { ...stranger.colors[0]!, image_id: front },
      { ...stranger.colors[1]!, image_id: foreign },
    ];
    const refused = await call('PUT', `/api/v1/admin/products/${product.id}/`, stranger);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'product_colour_picture_missing',
      fields: { 'colors.1.image_id': { code: 'product_colour_picture_missing' } },
    });
    const kept = (await call('GET', `/api/v1/admin/products/${product.id}/`)).json<{ data: AdminProduct }>().data;
    expect(kept.colors.map((c) => c.image_id)).toEqual([null, red]);

    // Deleting the picture leaves the colour without one.
    await ctx.database.db.execute(sql`DELETE FROM product_images WHERE id = ${red}`);
    const after = (await call('GET', `/api/v1/admin/products/${product.id}/`)).json<{ data: AdminProduct }>().data;
    expect(after.colors.map((c) => c.image_id)).toEqual([null, null]);
  });
});

describe('inline edits', () => {
  it('sets a price and undoes it, each recorded; stock per colour keeps the total right', async () => {
    const product = await create({ status: 'active' });
    const quick = (payload: object) => call('PATCH', `/api/v1/admin/products/${product.id}/quick/`, payload);
    const cut = await quick({ discount_price: 3999 });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json<{ data: AdminProductRow }>().data).toMatchObject({ discount_price: 3999, version: 2 });
    expect((await get(`/api/v1/products/${product.slug}/`)).json<{ data: Product }>().data.discount_price).toBe(3999);
    expect((await quick({ discount_price: 4500 })).json<{ data: AdminProductRow }>().data.discount_price).toBe(4500);

    const red = product.colors[1]!;
    const restocked = (await quick({ color_id: red.id, stock: 0 })).json<{ data: AdminProductRow }>().data;
    expect(restocked.total_quantity).toBe(4);
    expect(restocked.colors.find((c) => c.id === red.id)?.quantity).toBe(0);
    expect((await get(`/api/v1/products/${product.slug}/`)).json<{ data: Product }>().data.total_quantity).toBe(4);

    const needsColour = await quick({ stock: 5 });
    expect(needsColour.statusCode).toBe(400);
    expect(needsColour.json()).toMatchObject({
      code: 'quick_edit_choose_colour',
      errors: { color_id: 'Choose the colour whose stock changes' },
      fields: { color_id: { code: 'quick_edit_choose_colour' } },
    });
    const above = await quick({ discount_price: 9000 });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ errors: Record<string, string> }>().errors.discount_price).toBe(
      CATALOGUE_MESSAGES.discountAbovePrice,
    );
    expect((await quick({})).statusCode).toBe(400);

    const audit = (await call('GET', `/api/v1/admin/products/${product.id}/audit/`)).json<CatalogueAuditList>();
    expect(audit.data.map((entry) => [entry.field, entry.before, entry.after]).slice(0, 3)).toEqual([
      ['stock', { Black: 4, Red: 3 }, { Black: 4, Red: 0 }],
      ['discount_price', 3999, 4500],
      ['discount_price', 4500, 3999],
    ]);
    // An editor opened before the inline edit must not overwrite it.
    const stale = await call('PUT', `/api/v1/admin/products/${product.id}/`, editorBody(product));
    expect(stale.statusCode).toBe(409);
  });

  it('sets the stock of a product sold without colours', async () => {
    const product = await create({ colors: [], stock: 9 });
    expect(product.total_quantity).toBe(9);
    const row = (await call('PATCH', `/api/v1/admin/products/${product.id}/quick/`, { stock: 2 })).json<{
      data: AdminProductRow;
    }>().data;
    expect(row).toMatchObject({ total_quantity: 2, stock_level: 'low', colors: [] });
  });
});

describe('the product list', () => {
  it('filters by text, category, stock and status, sorts and pages, with stock per colour', async () => {
    const tag = randomBytes(3).toString('hex');
    const out = await create({ name: `Listy ${tag} Out`, colors: [], stock: 0, status: 'active' });
    const low = await create({
      name: `Listy ${tag} Low`,
      colors: [{ color_name: 'Grey', hex_code: '#888888', quantity: 2 }],
    });
    const plenty = await create({ name: `Listy ${tag} Plenty`, price: 9000, discount_price: 8000, status: 'active' });
    const list = async (query: string) =>
      (await call('GET', `/api/v1/admin/products/?q=${tag}${query}`)).json<AdminProductList>();
    expect((await list('&sort=name_asc')).data.map((p) => p.id)).toEqual([low.id, out.id, plenty.id]);
    expect((await list('&stock=out')).data.map((p) => p.id)).toEqual([out.id]);
    expect((await list('&stock=low')).data.map((p) => p.id)).toEqual([low.id]);
    expect((await list('&stock=in&sort=price_desc')).data.map((p) => p.id)).toEqual([plenty.id, low.id]);
    expect((await list('&status=draft')).data.map((p) => p.id)).toEqual([low.id]);
    expect((await list(`&category=${categorySlug}`)).count).toBe(3);
    expect((await list('&category=laptops')).count).toBe(0);
    const row = (await list('&stock=low')).data[0]!;
    expect(row).toMatchObject({
      status: 'draft',
      stock_level: 'low',
      total_quantity: 2,
      colors: [{ color_name: 'Grey', hex_code: '#888888', quantity: 2 }],
      category: { id: categoryId, slug: categorySlug },
    });
    const everything = (await call('GET', '/api/v1/admin/products/?page=2')).json<AdminProductList>();
    expect(everything.page).toBe(2);
    expect(everything.data).toHaveLength(25);
    for (const [query, parameter] of [
      ['?stock=some', 'stock'],
      ['?status=gone', 'status'],
      ['?sort=random', 'sort'],
      ['?page=0', 'page'],
    ]) {
      const bad = await call('GET', `/api/v1/admin/products/${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty(parameter!);
    }
  });
});

describe('categories and brands', () => {
  const categoriesInOrder = async () =>
    (await get('/api/v1/categories/')).json<Paginated<Category>>().data.map((category) => category.id);

  it('creates, renames and reorders categories; the storefront order follows', async () => {
    const created = await call('POST', '/api/v1/admin/categories/', {
      name: 'Smart Watches Test',
      image: '/media/abc-640.jpg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const watch = created.json<{ data: AdminCategory }>().data;
    expect(watch).toMatchObject({ slug: 'smart-watches-test', product_count: 0 });
    expect((await categoriesInOrder()).at(-1)).toBe(watch.id);

    const renamed = await call('PATCH', `/api/v1/admin/categories/${watch.id}/`, { name: 'Wrist Gadgets' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: AdminCategory }>().data).toMatchObject({
      name: 'Wrist Gadgets',
      slug: 'smart-watches-test',
    });
    const duplicate = await call('POST', '/api/v1/admin/categories/', { name: 'wrist gadgets', image: '/x.svg' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ errors: Record<string, string> }>().errors.name).toBe(CATALOGUE_MESSAGES.categoryNameTaken);
    for (const image of ['javascript:alert(1)', 'https://cdn.example/drones.png', '//cdn.example/drones.png']) {
      // Another host's image would be blocked by the shop's Content-Security-Policy (img-src 'self').
      const badImage = await call('POST', '/api/v1/admin/categories/', { name: 'Drones', image });
      expect(badImage.statusCode, image).toBe(400);
      expect(badImage.json<{ errors: Record<string, string> }>().errors.image).toBe(
        CATALOGUE_MESSAGES.categoryImageInvalid,
      );
    }

    const order = await categoriesInOrder();
    const reversed = [...order].reverse();
    const saved = await call('PUT', '/api/v1/admin/categories/order/', { category_ids: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await categoriesInOrder()).toEqual(reversed);
    const partial = await call('PUT', '/api/v1/admin/categories/order/', { category_ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json<{ errors: Record<string, string> }>().errors.category_ids).toBe(
      CATALOGUE_MESSAGES.categoryOrderInvalid,
    );
    expect((await call('PUT', '/api/v1/admin/categories/order/', { category_ids: order })).statusCode).toBe(200);

    // A category with products stays; an empty one goes.
    const refused = await call('DELETE', `/api/v1/admin/categories/${categoryId}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This category still has \d+ products: move them to another category first$/,
    );
    const deleted = await call('DELETE', `/api/v1/admin/categories/${watch.id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(await categoriesInOrder()).not.toContain(watch.id);
    expect((await call('DELETE', `/api/v1/admin/categories/${watch.id}/`)).statusCode).toBe(404);
  });

  it('creates, renames and deletes brands; a brand in use is kept', async () => {
    const created = await call('POST', '/api/v1/admin/brands/', { name: 'Yeti Audio' });
    expect(created.statusCode, created.body).toBe(201);
    const brand = created.json<{ data: { id: number; slug: string } }>().data;
    expect(brand.slug).toBe('yeti-audio');
    const product = await create({ brand_id: brand.id, status: 'active' });
    expect((await get(`/api/v1/products/?brand=yeti-audio`)).json<ProductListPage>().data.map((p) => p.id)).toEqual([
      product.id,
    ]);
    const renamed = await call('PATCH', `/api/v1/admin/brands/${brand.id}/`, { name: 'Yeti Sound' });
    expect(renamed.statusCode).toBe(200);
    expect((await get(`/api/v1/products/${product.slug}/`)).json<{ data: Product }>().data.brand_name).toBe(
      'Yeti Sound',
    );
    const refused = await call('DELETE', `/api/v1/admin/brands/${brand.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'brand_has_products_one',
      message: 'This brand still has 1 product: change its brand first',
    });
    const empty = (await call('POST', '/api/v1/admin/brands/', { name: 'Gone Soon' })).json<{ data: { id: number } }>()
      .data;
    expect((await call('DELETE', `/api/v1/admin/brands/${empty.id}/`)).statusCode).toBe(200);
    const audit = await ctx.database.db.execute<{ field: string }>(
      sql`SELECT field FROM catalogue_audit_log WHERE entity = 'brand' AND entity_id = ${brand.id} ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.field)).toEqual(['created', 'name']);
  });
});

describe('odd input from an admin', () => {
  // The route fuzz test calls these routes without admin rights; here every field gets odd values.
  const odd: unknown[] = [null, -1, 0, 2 ** 31, 1e20, 0.001, '', '\\%_', 'x'.repeat(30_000), [], {}, true];

  it('never answers 5xx', async () => {
    const product = await create();
    const body = editorBody(product) as unknown as Record<string, unknown>;
    const targets: [Method, string, Record<string, unknown>][] = [
      ['POST', '/api/v1/admin/products/', { ...(input() as Record<string, unknown>) }],
      ['PUT', `/api/v1/admin/products/${product.id}/`, body],
      [
        'PATCH',
        `/api/v1/admin/products/${product.id}/quick/`,
        { price: 6000, color_id: product.colors[0]!.id, stock: 1 },
      ],
      ['POST', '/api/v1/admin/categories/', { name: 'Odd', image: '/odd.svg', slug: 'odd' }],
      ['PATCH', `/api/v1/admin/categories/${categoryId}/`, { name: 'Speakers', image: '/x.svg' }],
      ['PUT', '/api/v1/admin/categories/order/', { category_ids: [categoryId] }],
      ['POST', '/api/v1/admin/brands/', { name: 'Odd', slug: 'odd' }],
    ];
    const failures: string[] = [];
    for (const [method, url, valid] of targets) {
      for (const field of Object.keys(valid)) {
        for (const value of odd) {
          const response = await call(method, url, { ...valid, [field]: value });
          if (response.statusCode >= 500) failures.push(`${method} ${url} ${field}=${JSON.stringify(value)}`);
        }
      }
    }
    for (const value of odd) {
      const query = encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
      for (const parameter of ['q', 'category', 'brand', 'stock', 'status', 'sort', 'page']) {
        const response = await call('GET', `/api/v1/admin/products/?${parameter}=${query}`);
        if (response.statusCode >= 500) failures.push(`GET ?${parameter}=${query}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
