import type { PlacedOrder } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Placing an order prices its lines from the in-process pricing cache. The cache may only say yes:
// whatever it turns down, and any order it priced that stock cannot fill, is decided again from the
// database. Each test first places an order so the product is in the cache, then changes the
// product straight in the database, which announces nothing.

let ctx: TestContext;
let shopper: Customer;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Gita');
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
});

/** One line of `quantity` at `unitPrice` rupees, with the shopper's figures for it (delivery Rs 100). */
async function order(line: { product_id: number; color_id?: number; quantity: number }, unitPrice: number) {
  const subtotal = unitPrice * line.quantity;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload([line], { subtotal, delivery_charge: 100, grand_total: subtotal + 100 }),
  });
}

/** A product of Rs 1,000 that one order has put in the pricing cache. */
async function cached(options: Omit<Parameters<typeof createProduct>[1], 'price'>): Promise<FixtureProduct> {
  const product = await createProduct(ctx, { ...options, price: 1000, deliveryPrice: 100 });
  const first = await order({ product_id: product.id, color_id: product.colorIds[0], quantity: 1 }, 1000);
  expect(first.statusCode, first.body).toBe(201);
  return product;
}

async function couponUses(code: string): Promise<number> {
  const [row] = (
    await ctx.database.db.execute<{ n: number }>(sql`SELECT used_count AS n FROM coupons WHERE code = ${code}`)
  ).rows;
  return row?.n ?? -1;
}

describe('order pricing cache', () => {
  it('answers from memory: a price changed unannounced is not seen while the figures match', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(sql`UPDATE products SET discount_price_paisa = 90000 WHERE id = ${product.id}`);
    const second = await order({ product_id: product.id, quantity: 1 }, 1000);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<{ data: PlacedOrder }>().data.order.grand_total).toBe(1100);
  });

  it('re-prices from the database when the shopper saw a price the cache does not know', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(sql`UPDATE products SET discount_price_paisa = 90000 WHERE id = ${product.id}`);
    const response = await order({ product_id: product.id, quantity: 2 }, 900);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ data: PlacedOrder }>().data.order;
    expect(placed.items[0]?.unit_price).toBe(900);
    expect(placed.grand_total).toBe(1900);
  });

  it('re-prices a coupon order in a new transaction and counts the coupon once', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(sql`UPDATE products SET discount_price_paisa = 90000 WHERE id = ${product.id}`);
    const usedBefore = await couponUses('DASHAIN500');
    // Rs 900 × 6 = 5,400, Rs 500 off from Rs 5,000, delivery Rs 100. At the cached Rs 1,000 the
    // figures differ, so the first attempt's transaction is undone and the database decides.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: shopper.headers,
      payload: orderPayload(
        [{ product_id: product.id, quantity: 6 }],
        { subtotal: 5400, delivery_charge: 100, discount: 500, grand_total: 5000 },
        { coupon_code: 'DASHAIN500' },
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: PlacedOrder }>().data.order).toMatchObject({ discount: 500, grand_total: 5000 });
    expect(await couponUses('DASHAIN500')).toBe(usedBefore + 1);
    expect(await stockOf(ctx, product.id)).toBe(10 - 1 - 6);
  });

  it('still says the prices changed when the database agrees with neither', async () => {
    const product = await cached({ stock: 10 });
    const response = await order({ product_id: product.id, quantity: 1 }, 950);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Prices have changed, please review your cart');
  });

  it('forgets its prices as soon as a catalogue change is announced', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(sql`UPDATE products SET discount_price_paisa = 120000 WHERE id = ${product.id}`);
    await ctx.app.services.catalogCache.invalidate();
    // The old figures no longer pass: the cache read the new price.
    const old = await order({ product_id: product.id, quantity: 1 }, 1000);
    expect(old.statusCode).toBe(409);
    const response = await order({ product_id: product.id, quantity: 1 }, 1200);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: PlacedOrder }>().data.order.grand_total).toBe(1300);
  });

  it('gives the stock of today, line by line, when the reservation cannot fill an order', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(sql`UPDATE products SET total_quantity = 1 WHERE id = ${product.id}`);
    const response = await order({ product_id: product.id, quantity: 2 }, 1000);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `Only 1 left of ${product.name}`,
      errors: { 'lines.0': `Only 1 left of ${product.name}` },
      // The refusal by code (issue #31): what a Nepali page words itself, for the answer and its line.
      code: 'only_left',
      params: { left: 1, product: product.name },
      fields: { 'lines.0': { code: 'only_left', params: { left: 1, product: product.name } } },
    });
    expect(await stockOf(ctx, product.id)).toBe(1);
  });

  it('turns down a product withdrawn meanwhile, and sells one put back on sale meanwhile', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${product.id}`);
    const withdrawn = await order({ product_id: product.id, quantity: 1 }, 1000);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe(`${product.name} is no longer available`);

    await ctx.app.services.catalogCache.invalidate();
    expect((await order({ product_id: product.id, quantity: 1 }, 1000)).statusCode).toBe(409);
    await ctx.database.db.execute(sql`UPDATE products SET is_active = true WHERE id = ${product.id}`);
    // The cache now holds it as withdrawn; the database says it is for sale again.
    const back = await order({ product_id: product.id, quantity: 1 }, 1000);
    expect(back.statusCode, back.body).toBe(201);
  });

  it('asks for a colour when a product cached without colours has been given some', async () => {
    const product = await cached({ stock: 10 });
    await ctx.database.db.execute(
      sql`INSERT INTO product_colors (product_id, color_name, hex_code, quantity, position)
          VALUES (${product.id}, 'Blue', '#0000ff', 10, 0)`,
    );
    const response = await order({ product_id: product.id, quantity: 1 }, 1000);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Please choose a colour for ${product.name}`);
    expect(await stockOf(ctx, product.id)).toBe(9);
  });

  it('knows a colour added after its product was cached', async () => {
    const product = await cached({ colors: [{ name: 'Black', quantity: 3 }] });
    const [added] = (
      await ctx.database.db.execute<{ id: number }>(
        sql`INSERT INTO product_colors (product_id, color_name, hex_code, quantity, position)
            VALUES (${product.id}, 'Red', '#ff0000', 4, 1) RETURNING id`,
      )
    ).rows;
    await ctx.database.db.execute(
      sql`UPDATE products SET total_quantity = total_quantity + 4 WHERE id = ${product.id}`,
    );
    const response = await order({ product_id: product.id, color_id: added!.id, quantity: 2 }, 1000);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: PlacedOrder }>().data.order.items[0]?.color_name).toBe('Red');
  });
});
