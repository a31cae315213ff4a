import { randomBytes } from 'node:crypto';
import { CATALOGUE_MESSAGES, type AdminProduct, type CatalogueAuditList, type ProductInput } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, callApi, firstCategoryId, type ApiMethod } from '../../../../test/helpers/admin.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

// A product's barcode in the editor (issue #36: the counter's scanner types it): one product per
// code, stored as printed in upper case, kept when a save leaves it out, cleared when blank.

let ctx: TestContext;
let admin: { authorization: string };
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminHeaders(ctx);
  categoryId = await firstCategoryId(ctx);
});

afterAll(async () => {
  await ctx.close();
});

const call = (method: ApiMethod, url: string, payload?: unknown) => callApi(ctx, admin, method, url, payload);

const create = (overrides: Partial<ProductInput>) =>
  call('POST', '/api/v1/admin/products/', {
    name: `Earbuds ${randomBytes(3).toString('hex')}`,
    status: 'active',
    category_id: categoryId,
    brand_id: null,
    price: 3000,
    discount_price: 2800,
    ...overrides,
  });

/** The editor's save: what GET gave, with `changes`. */
const save = (product: AdminProduct, changes: Partial<ProductInput>) =>
  call('PUT', `/api/v1/admin/products/${product.id}/`, {
    name: product.name,
    slug: product.slug,
    status: product.status,
    category_id: product.category_id,
    brand_id: product.brand_id,
    price: product.price,
    discount_price: product.discount_price,
    stock: product.total_quantity,
    stock_seen: product.total_quantity,
    version: product.version,
    ...changes,
  });

const fieldError = (body: string) => JSON.parse(body) as { message: string; errors: Record<string, string> };

describe("a product's barcode", () => {
  it('is stored trimmed and in upper case, kept by a save that leaves it out, cleared when blank, and logged', async () => {
    const created = await create({ barcode: ' 4549292-abc ' });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ data: AdminProduct }>().data;
    expect(product.barcode).toBe('4549292-ABC');

    const kept = await save(product, { short_description: 'Small and loud.' });
    expect(kept.statusCode, kept.body).toBe(200);
    const again = kept.json<{ data: AdminProduct }>().data;
    expect(again.barcode).toBe('4549292-ABC');

    const changed = await save(again, { barcode: '8806095467382' });
    expect(changed.statusCode, changed.body).toBe(200);
    const audit = (await call('GET', `/api/v1/admin/products/${product.id}/audit/`)).json<CatalogueAuditList>();
    expect(audit.data[0]).toMatchObject({ field: 'barcode', before: '4549292-ABC', after: '8806095467382' });

    const cleared = await save(changed.json<{ data: AdminProduct }>().data, { barcode: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ data: AdminProduct }>().data.barcode).toBeNull();
  });

  it("refuses another product's barcode (409) and a code a scanner cannot print (400), on the field", async () => {
    const first = await create({ barcode: '0194253401234' });
    expect(first.statusCode, first.body).toBe(201);
    const taken = await create({ barcode: '0194253401234' });
    expect(taken.statusCode).toBe(409);
    expect(fieldError(taken.body).errors.barcode).toBe(CATALOGUE_MESSAGES.barcodeTaken);

    const second = (await create({})).json<{ data: AdminProduct }>().data;
    const takenOnSave = await save(second, { barcode: '0194253401234' });
    expect(takenOnSave.statusCode).toBe(409);
    expect(fieldError(takenOnSave.body).errors.barcode).toBe(CATALOGUE_MESSAGES.barcodeTaken);
    // Its own barcode saved again is no conflict.
    const own = first.json<{ data: AdminProduct }>().data;
    expect((await save(own, { barcode: '0194253401234' })).statusCode).toBe(200);

    for (const bad of ['123', 'ABC 123', '12345678901234567890123456789012X', 'ﾟ1234']) {
      const response = await save(second, { barcode: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(fieldError(response.body).errors.barcode).toBe(CATALOGUE_MESSAGES.barcodeInvalid);
    }
  });

  it('lets only one of two products saved at the same moment take a barcode', async () => {
    const [a, b] = await Promise.all([create({}), create({})]);
    const products = [a, b].map((response) => response.json<{ data: AdminProduct }>().data);
    const answers = await Promise.all(products.map((product) => save(product, { barcode: '5901234123457' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(fieldError(loser.body).errors.barcode).toBe(CATALOGUE_MESSAGES.barcodeTaken);
  });
});
