import type { OrderQuote, PlacedOrder, Product } from '@pasal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// docs/rules/cart.md#bulk-discounts: the tier with the highest min_quantity that the quantity meets
// prices the line, whatever order the tiers are stored in — the same rule as the product page's
// table and the cart (packages/contract cart-pricing.ts `unitPriceFor`).

let ctx: TestContext;
let shopper: Customer;
let buds: FixtureProduct; // Rs 2,000; tiers stored UNSORTED: 10+ → 15%, 3+ → 5%, 5+ → 10%

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Tara');
  buds = await createProduct(ctx, {
    price: 2000,
    deliveryPrice: 100,
    stock: 60,
    bulk: [
      { minQuantity: 10, discountPercentage: 15 },
      { minQuantity: 3, discountPercentage: 5 },
      { minQuantity: 5, discountPercentage: 10 },
    ],
  });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
});

async function quote(quantity: number): Promise<OrderQuote> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines: [{ product_id: buds.id, quantity }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderQuote }>().data;
}

// Just below, at and above every tier.
const boundaries: [quantity: number, unitPrice: number][] = [
  [2, 2000],
  [3, 1900],
  [4, 1900],
  [5, 1800],
  [6, 1800],
  [9, 1800],
  [10, 1700],
  [11, 1700],
];

describe('bulk tiers on the server', () => {
  it('quotes the highest tier met at every boundary, whatever the stored order', async () => {
    for (const [quantity, unitPrice] of boundaries) {
      const data = await quote(quantity);
      expect(data.lines[0]?.unit_price, `unit price at ${quantity}`).toBe(unitPrice);
      expect(data.subtotal, `subtotal at ${quantity}`).toBe(unitPrice * quantity);
    }
  });

  it('serves the tiers the product page shows with the prices the quote charges', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${buds.id}/` });
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json<{ data: Product }>().data;
    const byQuantity = new Map(product.bulk_discounts.map((tier) => [tier.min_quantity, tier.discounted_price]));
    expect(Object.fromEntries(byQuantity)).toEqual({ 3: 1900, 5: 1800, 10: 1700 });
  });

  it('charges the placed order the quoted tier price', async () => {
    for (const quantity of [4, 5, 10]) {
      const figures = await quote(quantity);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders/',
        headers: shopper.headers,
        payload: orderPayload([{ product_id: buds.id, quantity }], {
          subtotal: figures.subtotal,
          delivery_charge: figures.delivery_charge,
          discount: figures.discount,
          grand_total: figures.grand_total,
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<{ data: PlacedOrder }>().data.order;
      expect(order.items[0]?.unit_price).toBe(figures.lines[0]?.unit_price);
      expect(order.subtotal).toBe(figures.subtotal);
    }
  });
});
