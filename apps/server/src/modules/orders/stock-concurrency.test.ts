import type { OrderQuote } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { productFamilies, products } from '../../db/schema.js';
import { orderItems } from './schema.js';
import {
  colorStockOf,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
} from '../../../test/helpers/orders.js';

// docs/rules/checkout-and-payments.md#stock: two shoppers can never buy the same last unit. Runs on
// the embedded server and, with TEST_DATABASE_URL, on PostgreSQL 15.

let ctx: TestContext;
let shoppers: Customer[];

beforeAll(async () => {
  ctx = await createTestApp();
  shoppers = [];
  for (let i = 0; i < 20; i++) shoppers.push(await createCustomer(ctx, `Shopper${i}`));
});

afterAll(async () => {
  await ctx.close();
});

async function rush(count: number, lines: { product_id: number; color_id?: number; quantity: number }[]) {
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shoppers[0]!.headers,
    payload: { lines },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const payload = orderPayload(lines, figures);
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders/',
        headers: shoppers[i % shoppers.length]!.headers,
        payload,
      }),
    ),
  );
}

describe('concurrent orders for the last units', () => {
  it('200 shoppers, 10 units: exactly 10 orders, stock 0, never negative', async () => {
    const product = await createProduct(ctx, { price: 1000, deliveryPrice: 100, stock: 10 });
    const responses = await rush(200, [{ product_id: product.id, quantity: 1 }]);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(190);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toMatch(/^(Only \d+ left of|.* is out of stock$)/);
    }
    expect(await stockOf(ctx, product.id)).toBe(0);
    const [sold] = await ctx.database.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(sold?.n).toBe(10);
  });

  it('per colour: 100 shoppers for 5 black units take exactly 5; other colours untouched', async () => {
    const product = await createProduct(ctx, {
      price: 800,
      colors: [
        { name: 'Black', quantity: 5 },
        { name: 'Blue', quantity: 7 },
      ],
    });
    const [black, blue] = product.colorIds as [number, number];
    const responses = await rush(100, [{ product_id: product.id, color_id: black, quantity: 1 }]);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(await colorStockOf(ctx, black)).toBe(0);
    expect(await colorStockOf(ctx, blue)).toBe(7);
    expect(await stockOf(ctx, product.id)).toBe(7);
  });

  it('per variant (issue #35): 200 shoppers for two configurations of one phone take 5 + 5, no more', async () => {
    const small = await createProduct(ctx, { price: 90_000, stock: 5 });
    const large = await createProduct(ctx, { price: 110_000, stock: 5 });
    const [family] = await ctx.database.db
      .insert(productFamilies)
      .values({ name: 'Test Phone', options: ['RAM', 'Storage'], optionsNe: ['', ''] })
      .returning({ id: productFamilies.id });
    await ctx.database.db
      .update(products)
      .set({ familyId: family!.id, optionValues: ['8GB', '256GB'] })
      .where(eq(products.id, small.id));
    await ctx.database.db
      .update(products)
      .set({ familyId: family!.id, optionValues: ['12GB', '512GB'] })
      .where(eq(products.id, large.id));
    const responses = await Promise.all([
      rush(100, [{ product_id: small.id, quantity: 1 }]),
      rush(100, [{ product_id: large.id, quantity: 1 }]),
    ]);
    const [smallCodes, largeCodes] = responses.map((batch) => batch.map((response) => response.statusCode));
    expect(smallCodes!.filter((code) => code === 201)).toHaveLength(5);
    expect(largeCodes!.filter((code) => code === 201)).toHaveLength(5);
    expect([...smallCodes!, ...largeCodes!].filter((code) => code !== 201 && code !== 409)).toEqual([]);
    expect(await stockOf(ctx, small.id)).toBe(0);
    expect(await stockOf(ctx, large.id)).toBe(0);
    const sold = await ctx.database.db
      .select({ id: orderItems.productId, n: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(sql`${orderItems.productId} IN (${small.id}, ${large.id})`)
      .groupBy(orderItems.productId);
    expect(Object.fromEntries(sold.map((row) => [row.id, row.n]))).toEqual({ [small.id]: 5, [large.id]: 5 });
  });

  it('multi-line orders that overlap never deadlock and never oversell', async () => {
    const a = await createProduct(ctx, { price: 500, stock: 15 });
    const b = await createProduct(ctx, { price: 700, stock: 15 });
    const forward = rush(40, [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 1 },
    ]);
    const backward = rush(40, [
      { product_id: b.id, quantity: 1 },
      { product_id: a.id, quantity: 1 },
    ]);
    const responses = [...(await forward), ...(await backward)];
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(15);
    expect(await stockOf(ctx, a.id)).toBe(0);
    expect(await stockOf(ctx, b.id)).toBe(0);
  });
});
