import {
  ESEWA_FORM_FIELD_NAMES,
  type Order,
  type OrderList,
  type OrderQuote,
  type PaymentRestart,
  type PlacedOrder,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { markPaid, releaseOrder } from './lifecycle.js';
import { orders } from './schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// The customer's order history on the real database: pages of purchases, online payments that never
// arrived kept apart, the timeline, and "Pay now" while a payment window is open.

let ctx: TestContext;
let lamp: FixtureProduct; // Rs 1,500, delivery 100

beforeAll(async () => {
  ctx = await createTestApp();
  lamp = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 500 });
});

afterAll(async () => {
  await ctx.close();
});

async function place(customer: Customer, gateway: 'COD' | 'Esewa' | 'Khalti' = 'COD'): Promise<PlacedOrder> {
  const lines = [{ product_id: lamp.id, quantity: 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: customer.headers,
    payload: { lines },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: customer.headers,
    payload: orderPayload(lines, figures, { payment_gateway: gateway }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

async function rowOf(transactionId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error('no order');
  return row;
}

async function listOf(customer: Customer, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${query}`, headers: customer.headers });
  return response;
}

async function pageOf(customer: Customer, query = ''): Promise<OrderList> {
  const response = await listOf(customer, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderList>();
}

describe('pages', () => {
  let customer: Customer;
  const placed: string[] = [];

  beforeAll(async () => {
    customer = await createCustomer(ctx, 'Pema');
    for (let index = 0; index < 12; index += 1) {
      placed.push((await place(customer)).order.transaction_id);
      ctx.clock.advance(1000);
    }
  });
  beforeEach(async () => {
    customer.headers = await authHeaders(ctx, customer.id);
  });

  it('answers 10 a page, newest first, with count, page and total_pages like the product list', async () => {
    const first = await pageOf(customer);
    expect(first).toMatchObject({ count: 12, page: 1, total_pages: 2 });
    expect(first.data.map((order) => order.transaction_id)).toEqual(placed.slice(2).reverse());
    const second = await pageOf(customer, '?page=2');
    expect(second).toMatchObject({ count: 12, page: 2, total_pages: 2 });
    expect(second.data.map((order) => order.transaction_id)).toEqual(placed.slice(0, 2).reverse());
    expect((await pageOf(customer, '?page=3')).data).toEqual([]);
  });

  it('answers 400 naming the parameter for a bad page or group', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=1.5']) {
      const response = await listOf(customer, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('page');
    }
    const response = await listOf(customer, '?group=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('group');
  });

  it('shows only your own orders', async () => {
    const other = await createCustomer(ctx, 'Dawa');
    expect(await pageOf(other)).toMatchObject({ data: [], count: 0, page: 1, total_pages: 1 });
  });

  it('is documented with its query and answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
    const read = doc.paths['/api/v1/orders/']?.['get'];
    expect(read?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'group']));
    expect(doc.paths['/api/v1/orders/{transaction_id}/pay/']).toBeDefined();
  });
});

describe('online payments that never arrived', () => {
  let customer: Customer;
  let cod: string;
  let paid: string;
  let open: string;
  let failed: string;
  let cancelledUnpaid: string;
  let paidAfterCancel: string;

  beforeAll(async () => {
    customer = await createCustomer(ctx, 'Nima');
    cod = (await place(customer)).order.transaction_id;
    paid = (await place(customer, 'Esewa')).order.transaction_id;
    await markPaid(ctx.app.services, await rowOf(paid), { reference: 'REF1', detail: {} });
    open = (await place(customer, 'Khalti')).order.transaction_id;
    failed = (await place(customer, 'Esewa')).order.transaction_id;
    await releaseOrder(ctx.app.services, (await rowOf(failed)).id, {
      actor: 'system',
      reason: 'payment_failed',
      paymentStatus: 'failed',
    });
    cancelledUnpaid = (await place(customer, 'Khalti')).order.transaction_id;
    await releaseOrder(ctx.app.services, (await rowOf(cancelledUnpaid)).id, {
      actor: 'customer',
      reason: 'customer_cancelled',
      userId: customer.id,
    });
    // Cancelled while the shopper was paying, then the money arrived: a real payment, to refund.
    paidAfterCancel = (await place(customer, 'Esewa')).order.transaction_id;
    await releaseOrder(ctx.app.services, (await rowOf(paidAfterCancel)).id, {
      actor: 'customer',
      reason: 'customer_cancelled',
      userId: customer.id,
    });
    await markPaid(ctx.app.services, await rowOf(paidAfterCancel), { reference: 'REF2', detail: {} });
  });
  beforeEach(async () => {
    customer.headers = await authHeaders(ctx, customer.id);
  });

  it('are not purchases: the default list and its count leave them out', async () => {
    const purchases = await pageOf(customer);
    expect(purchases.count).toBe(3);
    expect(purchases.data.map((order) => order.transaction_id).sort()).toEqual([cod, paid, paidAfterCancel].sort());
  });

  it('are listed apart under group=payment_not_completed, the open one with its window', async () => {
    const unfinished = await pageOf(customer, '?group=payment_not_completed');
    expect(unfinished.count).toBe(3);
    const byId = new Map(unfinished.data.map((order) => [order.transaction_id, order]));
    expect([...byId.keys()].sort()).toEqual([open, failed, cancelledUnpaid].sort());
    expect(byId.get(open)?.payment_expires_at).not.toBeNull();
    expect(byId.get(failed)).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'failed',
      payment_expires_at: null,
    });
    expect(byId.get(failed)?.timeline.map((entry) => entry.step)).toEqual(['placed', 'cancelled', 'payment_failed']);
  });

  it('an eSewa payment already signed COMPLETE (being confirmed) stays with the purchases and cannot be paid again', async () => {
    const other = await createCustomer(ctx, 'Sonam');
    const id = (await place(other, 'Esewa')).order.transaction_id;
    await ctx.database.db
      .update(orders)
      .set({ paymentClaimedAt: new Date(ctx.clock.now()) })
      .where(eq(orders.transactionId, id));
    expect((await pageOf(other)).data.map((order) => order.transaction_id)).toEqual([id]);
    expect((await pageOf(other, '?group=payment_not_completed')).count).toBe(0);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/pay/`, headers: other.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Your payment is still being confirmed: please do not pay again',
      code: 'payment_being_confirmed',
    });
  });

  it('a payment whose window passed moves from open to not completed, once settled', async () => {
    const other = await createCustomer(ctx, 'Lhamo');
    const id = (await place(other, 'Esewa')).order.transaction_id;
    await ctx.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(ctx.clock.now() - 1000) })
      .where(eq(orders.transactionId, id));
    const unfinished = await pageOf(other, '?group=payment_not_completed');
    // The simulator has never heard of the payment: expired, stock back, payment failed.
    expect(unfinished.data).toEqual([expect.objectContaining({ transaction_id: id, order_status: 'Cancelled' })]);
    expect((await pageOf(other)).count).toBe(0);
  });
});

describe('Pay now', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await createCustomer(ctx, 'Karma');
  });
  beforeEach(async () => {
    customer.headers = await authHeaders(ctx, customer.id);
  });

  const payAgain = (id: string, headers = customer.headers) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/pay/`, headers });

  it('gives eSewa a new signed form, for a transaction_uuid of its own, while the window is open', async () => {
    const placed = await place(customer, 'Esewa');
    const response = await payAgain(placed.order.transaction_id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ data: PaymentRestart }>().data;
    expect(answer.order.transaction_id).toBe(placed.order.transaction_id);
    expect(answer.payment.gateway).toBe('Esewa');
    const id = placed.order.transaction_id;
    // The same payment for a uuid eSewa has not seen (issue 30), remembered as the reference.
    for (const field of ESEWA_FORM_FIELD_NAMES.filter((name) => name !== 'transaction_uuid' && name !== 'signature')) {
      expect((answer.payment as unknown as Record<string, string>)[field]).toBe(
        (placed.payment as unknown as Record<string, string>)[field],
      );
    }
    expect((answer.payment as unknown as Record<string, string>).transaction_uuid).toBe(`${id}-R2`);
    expect((await rowOf(id)).paymentReference).toBe(`${id}-R2`);
  });

  it('starts a new Khalti payment and remembers its pidx', async () => {
    const placed = await place(customer, 'Khalti');
    const response = await payAgain(placed.order.transaction_id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ data: PaymentRestart }>().data;
    if (answer.payment.gateway !== 'Khalti' || placed.payment.gateway !== 'Khalti') throw new Error('not Khalti');
    expect(answer.payment.pidx).not.toBe(placed.payment.pidx);
    expect((await rowOf(placed.order.transaction_id)).paymentReference).toBe(answer.payment.pidx);
  });

  it('refuses a paid, cancelled or expired order (409), cash on delivery (400) and someone else’s (404)', async () => {
    const paid = (await place(customer, 'Esewa')).order.transaction_id;
    await markPaid(ctx.app.services, await rowOf(paid), { reference: 'REF3', detail: {} });
    const expired = (await place(customer, 'Esewa')).order.transaction_id;
    await ctx.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(ctx.clock.now() - 1000) })
      .where(eq(orders.transactionId, expired));
    const cancelled = (await place(customer, 'Esewa')).order.transaction_id;
    await releaseOrder(ctx.app.services, (await rowOf(cancelled)).id, {
      actor: 'customer',
      reason: 'customer_cancelled',
      userId: customer.id,
    });
    // A paid order says so (two tabs: the list found the payment while Pay now was pressed).
    const answered = await payAgain(paid);
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toEqual({ message: 'This order has been paid already', code: 'order_paid_already' });
    for (const id of [expired, cancelled]) {
      const response = await payAgain(id);
      expect(response.statusCode, id).toBe(409);
      expect(response.json()).toEqual({
        message: 'This payment can no longer be completed',
        code: 'payment_not_payable',
      });
    }
    const cod = (await place(customer)).order.transaction_id;
    expect((await payAgain(cod)).statusCode).toBe(400);
    const stranger = await createCustomer(ctx, 'Tashi');
    const open = (await place(customer, 'Esewa')).order.transaction_id;
    expect((await payAgain(open, stranger.headers)).statusCode).toBe(404);
  });
});

describe('one order', () => {
  it('has its timeline: placed, then each move with its date', async () => {
    const customer = await createCustomer(ctx, 'Dolma');
    const placed = await place(customer, 'Esewa');
    const row = await rowOf(placed.order.transaction_id);
    ctx.clock.advance(1000);
    await markPaid(ctx.app.services, row, { reference: 'REF4', detail: {} });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.order.transaction_id}/`,
      headers: await authHeaders(ctx, customer.id),
    });
    const order = response.json<{ data: Order }>().data;
    expect(order.tracking).toBeNull();
    expect(order.timeline).toEqual([
      { step: 'placed', at: order.created_on },
      { step: 'paid', at: order.paid_at },
    ]);
    expect(placed.order.timeline).toEqual([{ step: 'placed', at: placed.order.created_on }]);
  });
});
