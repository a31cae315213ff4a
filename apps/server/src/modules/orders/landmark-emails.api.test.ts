import type { OrderQuote, PlacedOrder } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
} from '../../../test/helpers/orders.js';

// The `landmark` field (formerly `monument`) is a landmark the shopper writes in their own words — most write "Near …".
// The e-mails label it instead of prefixing "Near" (which read "Near Near Barahi Temple").

let ctx: TestContext;
let shopper: Customer;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  shopper.headers = await authHeaders(ctx, shopper.id);
});
afterAll(async () => {
  await ctx.close();
});

describe('the landmark in order e-mails', () => {
  it("reads 'Landmark: …' in the shopper's words, in the confirmation and the shop's notice", async () => {
    const product = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 5 });
    const lines = [{ product_id: product.id, quantity: 1 }];
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote/',
      headers: shopper.headers,
      payload: { lines, district_id: 27 },
    });
    const figures = quoted.json<{ data: OrderQuote }>().data;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: shopper.headers,
      payload: orderPayload(
        lines,
        {
          subtotal: figures.subtotal,
          delivery_charge: figures.delivery_charge,
          discount: figures.discount,
          grand_total: figures.grand_total,
        },
        { landmark: 'Near Barahi Temple' },
      ),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { transaction_id } = placed.json<{ data: PlacedOrder }>().data.order;
    const sent = () => ctx.mail.filter((mail) => mail.text.includes(transaction_id));
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    for (const mail of sent()) {
      expect(mail.text).toContain('\nLandmark: Near Barahi Temple\n');
      expect(mail.text).not.toContain('Near Near');
      expect(mail.html).toContain('Landmark: Near Barahi Temple');
    }
  });
});
