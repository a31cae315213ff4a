import { randomBytes } from 'node:crypto';
import {
  VARIANT_MESSAGES,
  type AdminProduct,
  type AdminVariantFamily,
  type CatalogueAuditList,
  type Product,
  type ProductListPage,
  type ReviewList,
} from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, callApi, firstCategoryId, type ApiMethod } from '../../../../test/helpers/admin.js';
import { createPerson, productRating } from '../../../../test/helpers/reviews.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

// Issue #35: a phone sold as 8/256 and 12/512 is one product with two variants. The back office
// names the options and makes the second variant; the product page reads the family; lists show
// one card for it.

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

const call = (method: ApiMethod, url: string, payload?: unknown, headers: Record<string, string> = admin) =>
  callApi(ctx, headers, method, url, payload);
const variantsUrl = (id: number) => `/api/v1/admin/products/${id}/variants/`;

async function phone(tag: string): Promise<AdminProduct> {
  const response = await call('POST', '/api/v1/admin/products/', {
    name: `Zorbit ${tag} (8GB/256GB)`,
    status: 'active',
    category_id: categoryId,
    brand_id: null,
    price: 60_000,
    discount_price: 55_000,
    stock: 4,
    specifications: [{ title: 'Battery', answer: '5000mAh' }],
    bulk_discounts: [{ min_quantity: 3, discount_percentage: 5 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminProduct }>().data;
}

const options = [{ name: 'RAM' }, { name: 'Storage', name_ne: 'भण्डारण' }];

async function makeFamily(product: AdminProduct, tag: string) {
  const response = await call('PUT', variantsUrl(product.id), {
    name: `Zorbit ${tag}`,
    options,
    values: ['8GB', '256GB'],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminVariantFamily }>().data;
}

async function addVariant(product: AdminProduct, values: string[], stock = 2) {
  return call('POST', variantsUrl(product.id), { values, price: 80_000, discount_price: 74_999, stock });
}

async function storefront(slug: string): Promise<Product> {
  const response = await call('GET', `/api/v1/products/${slug}/`, undefined, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Product }>().data;
}

describe('variants in the back office', () => {
  it('a product without options has no family, and cannot make a variant yet (409)', async () => {
    const product = await phone(randomBytes(3).toString('hex'));
    const read = await call('GET', variantsUrl(product.id));
    expect(read.json<{ data: AdminVariantFamily }>().data).toMatchObject({
      family: null,
      variants: [{ id: product.id }],
    });
    const refused = await addVariant(product, ['12GB', '512GB']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'variant_no_family',
      message: 'This product has no variants yet: name its options first',
    });
  });

  it('names the options, then makes 12/512 with its own price and stock and the family’s texts', async () => {
    const tag = randomBytes(3).toString('hex');
    const product = await phone(tag);
    const family = await makeFamily(product, tag);
    expect(family.family).toMatchObject({
      name: `Zorbit ${tag}`,
      options: [
        { name: 'RAM', name_ne: '' },
        { name: 'Storage', name_ne: 'भण्डारण' },
      ],
    });
    expect(family.variants.map((v) => v.option_values)).toEqual([['8GB', '256GB']]);

    const created = await addVariant(product, ['12GB', '512GB'], 3);
    expect(created.statusCode, created.body).toBe(201);
    const after = created.json<{ data: AdminVariantFamily; message: string }>();
    expect(after.message).toBe(`Zorbit ${tag} (12GB/512GB) created`);
    const variant = after.data.variants.find((v) => v.id !== product.id)!;
    expect(variant).toMatchObject({
      name: `Zorbit ${tag} (12GB/512GB)`,
      status: 'active',
      price: 80_000,
      discount_price: 74_999,
      total_quantity: 3,
      option_values: ['12GB', '512GB'],
      category: { id: categoryId },
    });
    const editor = await call('GET', `/api/v1/admin/products/${variant.id}/`);
    expect(editor.json<{ data: AdminProduct }>().data).toMatchObject({
      specifications: [{ title: 'Battery', answer: '5000mAh' }],
      bulk_discounts: [{ min_quantity: 3, discount_percentage: 5 }],
    });
    const history = await call('GET', `/api/v1/admin/products/${product.id}/audit/`);
    expect(history.json<CatalogueAuditList>().data.map((entry) => entry.field)).toContain('variants');

    // The product page of either variant offers both, in the family's order.
    const page = await storefront(variant.slug);
    expect(page.name).toBe(`Zorbit ${tag} (12GB/512GB)`);
    expect(page.variants).toEqual({
      name: `Zorbit ${tag}`,
      options: [
        { name: 'RAM', name_ne: null },
        { name: 'Storage', name_ne: 'भण्डारण' },
      ],
      items: [
        { id: product.id, slug: product.slug, values: ['8GB', '256GB'], discount_price: 55_000, in_stock: true },
        { id: variant.id, slug: variant.slug, values: ['12GB', '512GB'], discount_price: 74_999, in_stock: true },
      ],
    });

    // Lists and search show the family once: its first variant.
    const listed = await call('GET', `/api/v1/products/?name=${encodeURIComponent(`zorbit ${tag}`)}`, undefined, {});
    expect(listed.json<ProductListPage>().data.map((card) => card.id)).toEqual([product.id]);
    // Its card names the family and this configuration, and how many there are (issue #35).
    expect(listed.json<ProductListPage>().data[0]!.family).toEqual({
      name: `Zorbit ${tag}`,
      configuration: '8GB/256GB',
      configurations: 2,
    });
  });

  it('refuses values another variant has (409, also when two saves race), and values that do not line up (400)', async () => {
    const tag = randomBytes(3).toString('hex');
    const product = await phone(tag);
    await makeFamily(product, tag);
    const same = await addVariant(product, ['8GB', '256GB']);
    expect(same.statusCode).toBe(409);
    expect(same.json().errors).toEqual({ values: VARIANT_MESSAGES.combinationTaken });

    const raced = await Promise.all([addVariant(product, ['16GB', '1TB']), addVariant(product, ['16GB', '1TB'])]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);

    const short = await addVariant(product, ['12GB']);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.values).toBe(VARIANT_MESSAGES.valuesCount);
    const mismatched = await call('PUT', variantsUrl(product.id), { name: 'Zorbit', options, values: ['8GB'] });
    expect(mismatched.statusCode).toBe(400);
    const duplicate = await call('PUT', variantsUrl(product.id), {
      name: 'Zorbit',
      options: [{ name: 'RAM' }, { name: 'ram' }],
      values: ['8GB', '256GB'],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.options).toBe(VARIANT_MESSAGES.optionNameDuplicate);
    // With other variants, the options can be renamed but not dropped.
    const fewer = await call('PUT', variantsUrl(product.id), {
      name: 'Zorbit',
      options: [{ name: 'RAM' }],
      values: ['8GB'],
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json()).toMatchObject({
      code: 'variant_options_fixed',
      message: 'This product has other variants: rename its options, but keep their number',
    });
    const renamed = await call('PUT', variantsUrl(product.id), {
      name: `Zorbit ${tag}`,
      options: [{ name: 'Memory' }, { name: 'Storage' }],
      values: ['8GB', '256GB'],
    });
    expect(renamed.json<{ data: AdminVariantFamily }>().data.family?.options.map((o) => o.name)).toEqual([
      'Memory',
      'Storage',
    ]);
  });

  it('a draft variant is not offered; one taken out of the family becomes a product of its own', async () => {
    const tag = randomBytes(3).toString('hex');
    const product = await phone(tag);
    await makeFamily(product, tag);
    const created = await addVariant(product, ['12GB', '512GB']);
    const variant = created.json<{ data: AdminVariantFamily }>().data.variants.find((v) => v.id !== product.id)!;

    await call('PATCH', `/api/v1/admin/products/${variant.id}/quick/`, { status: 'draft' });
    expect((await storefront(product.slug)).variants?.items.map((item) => item.id)).toEqual([product.id]);
    await call('PATCH', `/api/v1/admin/products/${variant.id}/quick/`, { status: 'active' });

    const left = await call('DELETE', variantsUrl(variant.id));
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<{ data: AdminVariantFamily }>().data.family).toBeNull();
    expect((await storefront(variant.slug)).variants).toBeNull();
    const listed = await call('GET', `/api/v1/products/?name=${encodeURIComponent(`zorbit ${tag}`)}`, undefined, {});
    expect(
      listed
        .json<ProductListPage>()
        .data.map((card) => card.id)
        .sort(),
    ).toEqual([product.id, variant.id].sort());
    // The one left in the family is its only configuration; the one taken out has no family.
    const cards = listed.json<ProductListPage>().data;
    expect(cards.find((card) => card.id === variant.id)!.family).toBeNull();
    expect(cards.find((card) => card.id === product.id)!.family).toMatchObject({ configurations: 1 });
  });

  it('strangers (401) and staff who are not admins (403) cannot read or change variants', async () => {
    const product = await phone(randomBytes(3).toString('hex'));
    const staff = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: 1, role: 'staff' })}`,
    };
    expect((await call('GET', variantsUrl(product.id), undefined, staff)).statusCode).toBe(403);
    expect(
      (await call('POST', variantsUrl(product.id), { values: ['a'], price: 1, discount_price: 1 }, staff)).statusCode,
    ).toBe(403);
    expect((await call('GET', variantsUrl(product.id), undefined, {})).statusCode).toBe(401);
    expect(
      (await call('PUT', variantsUrl(product.id), { name: 'X', options, values: ['a', 'b'] }, {})).statusCode,
    ).toBe(401);
  });
});

describe("a family's reviews (issue #35)", () => {
  it('every configuration shows the reviews of all, with the rating of all, and one that leaves keeps its own', async () => {
    const tag = randomBytes(3).toString('hex');
    const base = await phone(tag);
    await makeFamily(base, tag);
    const added = await addVariant(base, ['12GB', '512GB']);
    expect(added.statusCode, added.body).toBe(201);
    const big = added.json<{ data: AdminVariantFamily }>().data.variants.find((v) => v.id !== base.id)!;
    const bigSlug = big.slug;

    const review = async (productId: number, rating: number, text: string) => {
      const person = await createPerson(ctx);
      const saved = await call(
        'POST',
        '/api/v1/reviews/',
        { product: productId, rating, review_text: text },
        person.auth,
      );
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    };
    await review(base.id, 5, 'Fast and the battery lasts two days.');
    await review(big.id, 2, 'Runs warm when gaming.');

    const list = async (slug: string) => {
      const answer = await call('GET', `/api/v1/reviews/?product_slug=${slug}`, undefined, {});
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<ReviewList>();
    };
    const onBig = await list(bigSlug);
    expect(onBig.count).toBe(2);
    expect([onBig.overall_rating, onBig.total_ratings]).toEqual([3.5, 2]);
    // The review of the other configuration says which; its own does not.
    expect(onBig.data.map((item) => [item.review_text, item.configuration])).toEqual([
      ['Runs warm when gaming.', null],
      ['Fast and the battery lasts two days.', '8GB/256GB'],
    ]);
    const onBase = await list(base.slug);
    expect([onBase.count, onBase.overall_rating]).toEqual([2, 3.5]);
    expect((await storefront(base.slug)).overall_rating).toBe(3.5);
    expect((await storefront(bigSlug)).total_ratings).toBe(2);

    // A configuration made now starts with the family's rating.
    const third = await addVariant(base, ['16GB', '1TB']);
    expect(third.statusCode, third.body).toBe(201);
    const thirdId = third
      .json<{ data: AdminVariantFamily }>()
      .data.variants.find((v) => v.option_values.join('/') === '16GB/1TB')!.id;
    expect(await productRating(ctx, thirdId)).toEqual({ overall: 3.5, total: 2 });

    // Out of the family, a product shows its own reviews again, and the family no longer counts them.
    expect((await call('DELETE', variantsUrl(big.id))).statusCode).toBe(200);
    expect(await productRating(ctx, big.id)).toEqual({ overall: 2, total: 1 });
    expect(await productRating(ctx, base.id)).toEqual({ overall: 5, total: 1 });
    expect((await list(bigSlug)).data.map((item) => item.review_text)).toEqual(['Runs warm when gaming.']);
  });
});

describe("the demo's colours (issue #35)", () => {
  it('show the picture drawn in them, on every configuration of a family', async () => {
    const page = async (slug: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${slug}/` })).json<{ data: Product }>().data;
    for (const slug of ['samsung-galaxy-s24-ultra-12gb-256gb', 'samsung-galaxy-s24-ultra-12gb-512gb']) {
      const product = await page(slug);
      expect(product.colors.length, slug).toBeGreaterThan(1);
      // The n-th picture is drawn in the n-th colour, while there are pictures.
      const pictured = product.colors.slice(0, product.images.length);
      expect(
        pictured.map((colour) => colour.image_id),
        slug,
      ).toEqual(pictured.map((_, index) => product.images[index]!.id));
    }
  });
});
