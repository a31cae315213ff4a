import { TRACK_ORDER_MESSAGES, type OrderQuote, type PlacedOrder, type TrackedOrder } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  OUTSIDE_VALLEY_ADDRESS,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// The public order tracking (issue #36): the order number and the last four digits of its phone
// show the status and timeline without signing in, and nothing personal.

let ctx: TestContext;
let shopper: Customer;
let staffHeaders: { authorization: string };
let radio: FixtureProduct;
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  shopper.headers = await authHeaders(ctx, shopper.id);
  const staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  staffHeaders = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
  radio = await createProduct(ctx, { price: 2000, deliveryPrice: 100, stock: 500 });
});
afterAll(async () => {
  await ctx.close();
});

async function place(destination: Record<string, unknown> = OUTSIDE_VALLEY_ADDRESS): Promise<string> {
  const lines = [{ product_id: radio.id, quantity: 1 }];
  const pickup = destination.delivery_method === 'pickup';
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, ...(pickup ? { delivery_method: 'pickup' } : { district_id: destination.district_id }) },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, {
      ...(pickup ? { delivery_method: 'pickup', tole: undefined } : destination),
      phone_number: '9841234567',
      email: 'maya.secret@example.com',
      first_name: 'Mayadevi',
    }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

/** Each call from its own address unless told, so the per-address ceiling stays out of the way. */
function track(payload: Record<string, unknown>, remoteAddress = `10.1.0.${++address % 250}`) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/orders/track/', payload, remoteAddress });
}

function move(transactionId: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/status/`,
    headers: staffHeaders,
    payload,
  });
}

describe('POST /orders/track/', () => {
  it('answers a COD order’s status, town and timeline to the right pair, without signing in or personal data', async () => {
    const id = await place();
    expect((await move(id, { status: 'Processing' })).statusCode).toBe(200);
    const shipped = await move(id, { status: 'Shipped', courier: 'pathao', tracking_number: 'PTH-4455' });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const response = await track({ transaction_id: id.toLowerCase(), phone_last4: '4567' });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: TrackedOrder }>().data;
    expect(order.transaction_id).toBe(id);
    expect(order.order_status).toBe('Shipped');
    expect(order.payment_gateway).toBe('COD');
    expect(order.delivery_method).toBe('delivery');
    expect(order.destination).toEqual({
      town: 'Pokhara Metropolitan City',
      district: 'Kaski',
      local_level_id: 414,
      district_id: 38,
    });
    expect(order.delivery.expected_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.tracking).toMatchObject({ courier_name: 'Pathao', tracking_number: 'PTH-4455' });
    expect(order.timeline.map((entry) => entry.step)).toEqual(['placed', 'processing', 'shipped']);
    // The same timeline as the shopper's own Your Orders page.
    const own = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/`, headers: shopper.headers });
    expect(order.timeline).toEqual(own.json<{ data: { timeline: unknown } }>().data.timeline);
    for (const secret of ['Mayadevi', 'Sharma', 'maya.secret', '9841234567', 'Lakeside', 'grand_total', 'items']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('accepts Devanagari digits for the last four', async () => {
    const id = await place();
    const response = await track({ transaction_id: id, phone_last4: '४५६७' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a pickup order without a destination', async () => {
    const id = await place({ delivery_method: 'pickup' });
    const response = await track({ transaction_id: id, phone_last4: '4567' });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: TrackedOrder }>().data;
    expect(order.delivery_method).toBe('pickup');
    expect(order.destination).toBeNull();
    expect(order.tracking).toBeNull();
    expect(order.timeline.map((entry) => entry.step)).toEqual(['placed']);
  });

  it('answers a wrong last four exactly as an unknown order (404, same message)', async () => {
    const id = await place();
    const wrong = await track({ transaction_id: id, phone_last4: '0000' });
    const unknown = await track({ transaction_id: 'PSL-0000000000AA', phone_last4: '4567' });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: TRACK_ORDER_MESSAGES.notFound, code: 'tracked_order_not_found' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a malformed last four with 400', async () => {
    const response = await track({ transaction_id: 'PSL-1', phone_last4: '12a4' });
    expect(response.statusCode).toBe(400);
  });

  it('allows 5 wrong tries per order number an hour, from any address; right answers do not count', async () => {
    const id = await place();
    for (let i = 0; i < 6; i += 1) {
      expect((await track({ transaction_id: id, phone_last4: '4567' })).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await track({ transaction_id: id, phone_last4: `100${i}` })).statusCode).toBe(404);
    }
    const limited = await track({ transaction_id: id, phone_last4: '1009' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The right pair waits too: otherwise the sixth guess would still tell right from wrong.
    expect((await track({ transaction_id: id.toLowerCase(), phone_last4: '4567' })).statusCode).toBe(429);
    // Another order is not affected.
    const other = await place();
    expect((await track({ transaction_id: other, phone_last4: '4567' })).statusCode).toBe(200);
  });

  it('has a ceiling of 30 tries an hour per address', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await track({ transaction_id: `PSL-UNKNOWN${i}`, phone_last4: '1234' }, '10.9.9.9');
      expect(response.statusCode).toBe(404);
    }
    const limited = await track({ transaction_id: 'PSL-UNKNOWN99', phone_last4: '1234' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect((await track({ transaction_id: 'PSL-UNKNOWN99', phone_last4: '1234' }, '10.9.9.8')).statusCode).toBe(404);
  });

  it('the order confirmation e-mail names the tracking page', async () => {
    const id = await place();
    const confirmation = () =>
      ctx.mail.find((mail) => mail.text.includes(id) && mail.text.includes('You may cancel it there'));
    await vi.waitFor(() => expect(confirmation()).toBeDefined());
    expect(confirmation()!.text).toContain(
      `Or without signing in: ${ctx.app.services.config.PUBLIC_URL}/track, with the order number ${id} and the last four digits of the phone number on the order.`,
    );
  });
});
