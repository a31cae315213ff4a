import { REFUSALS, type OrderQuote, type PlacedOrder } from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { deleteExpiredKeys } from './idempotency.js';
import { orderIdempotencyKeys } from './idempotency-schema.js';
import { couponRedemptions, coupons, orders, payments } from './schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// POST /orders/ with an Idempotency-Key: one order per key, whatever arrives twice or at once.

let ctx: TestContext;
let alice: Customer;
let bob: Customer;
let phone: FixtureProduct; // Rs 1,500, delivery 100

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createCustomer(ctx, 'Alice');
  bob = await createCustomer(ctx, 'Bob');
  phone = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 50 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  alice.headers = await authHeaders(ctx, alice.id);
  bob.headers = await authHeaders(ctx, bob.id);
});

const oneLine = (quantity = 1) =>
  orderPayload([{ product_id: phone.id, quantity }], {
    subtotal: 1500 * quantity,
    delivery_charge: 100,
    grand_total: 1500 * quantity + 100,
  });

function place(customer: Customer, body: object, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: { ...customer.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

let counter = 0;
const newKey = () => `test-key-${Date.now()}-${(counter += 1)}`;

async function ordersOf(customer: Customer): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: orders.transactionId })
    .from(orders)
    .where(eq(orders.userId, customer.id));
  return rows.map((row) => row.id);
}

/** The key's row as the database holds it. */
async function keyRowOf(customer: Customer, key: string) {
  const [row] = await ctx.database.db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, customer.id), eq(orderIdempotencyKeys.key, key)));
  return row;
}

/** A body with today's figures for these lines and coupon, as the checkout page sends it. */
async function quotedBody(customer: Customer, quantity: number, extra: Record<string, unknown>) {
  const lines = [{ product_id: phone.id, quantity }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: customer.headers,
    payload: { lines, ...(typeof extra.coupon_code === 'string' ? { coupon_code: extra.coupon_code } : {}) },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return orderPayload(lines, quoted.json<{ data: OrderQuote }>().data, extra);
}

const transactionIdOf = (answer: { json: <T>() => T }) =>
  answer.json<{ data: PlacedOrder }>().data.order.transaction_id;

/** E-mails sent about this order, once the outbox has sent everything queued. */
async function mailAbout(transactionId: string): Promise<number> {
  await ctx.app.services.mailOutbox.drain();
  return ctx.mail.filter((mail) => mail.subject.includes(transactionId) || mail.text.includes(transactionId)).length;
}

describe('Idempotency-Key on POST /orders/', () => {
  it('makes one order of concurrent duplicates: one stock take, one confirmation, the same answer', async () => {
    const before = await stockOf(ctx, phone.id);
    const ordersBefore = (await ordersOf(alice)).length;
    const key = newKey();
    const body = oneLine(2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(alice, body, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set(answers.map((answer) => answer.json<{ data: PlacedOrder }>().data.order.transaction_id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await ordersOf(alice)).toHaveLength(ordersBefore + 1);
    expect(await stockOf(ctx, phone.id)).toBe(before - 2);
    // The customer's confirmation and the shop's notice, once each.
    expect(await mailAbout(id!)).toBe(2);
  });

  it('replays the first answer for a retry with the same key and body', async () => {
    const key = newKey();
    const first = await place(alice, oneLine(), key);
    expect(first.statusCode).toBe(201);
    const stock = await stockOf(ctx, phone.id);
    ctx.clock.advance(60 * 60_000); // an hour later, still within the day
    alice.headers = await authHeaders(ctx, alice.id);
    const again = await place(alice, oneLine(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(ctx, phone.id)).toBe(stock);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const key = newKey();
    expect((await place(alice, oneLine(1), key)).statusCode).toBe(201);
    const count = (await ordersOf(alice)).length;
    const stock = await stockOf(ctx, phone.id);
    const other = await place(alice, oneLine(3), key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe(REFUSALS.idempotency_key_reused.en);
    expect(await ordersOf(alice)).toHaveLength(count);
    expect(await stockOf(ctx, phone.id)).toBe(stock);
  });

  it("keeps keys per customer: another customer's same key places their own order", async () => {
    const key = newKey();
    const forAlice = await place(alice, oneLine(), key);
    const forBob = await place(bob, oneLine(), key);
    expect(forAlice.statusCode).toBe(201);
    expect(forBob.statusCode).toBe(201);
    const aliceOrder = forAlice.json<{ data: PlacedOrder }>().data.order.transaction_id;
    const bobOrder = forBob.json<{ data: PlacedOrder }>().data.order.transaction_id;
    expect(bobOrder).not.toBe(aliceOrder);
    expect(await ordersOf(bob)).toContain(bobOrder);
  });

  it('no longer replays a key more than 24 hours old, and the clean-up deletes it', async () => {
    const key = newKey();
    const first = await place(alice, oneLine(), key);
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    alice.headers = await authHeaders(ctx, alice.id);
    const later = await place(alice, oneLine(), key);
    expect(later.statusCode).toBe(201);
    expect(later.json<{ data: PlacedOrder }>().data.order.transaction_id).not.toBe(
      first.json<{ data: PlacedOrder }>().data.order.transaction_id,
    );
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    expect(await deleteExpiredKeys(ctx.database.db, ctx.clock.now())).toBeGreaterThan(0);
    const left = await ctx.database.db
      .select()
      .from(orderIdempotencyKeys)
      .where(and(eq(orderIdempotencyKeys.userId, alice.id), eq(orderIdempotencyKeys.key, key)));
    expect(left).toHaveLength(0);
  });

  it('does not use up a key on a refused request: fixed and sent again, it places the order', async () => {
    const key = newKey();
    const wrongTotals = { ...oneLine(), grand_total: 1 };
    expect((await place(alice, wrongTotals, key)).statusCode).toBe(409);
    const fixed = await place(alice, wrongTotals, key);
    expect(fixed.statusCode).toBe(409); // the same refusal, nothing remembered
    expect((await place(alice, oneLine(), key)).statusCode).toBe(201);
  });

  it("claims the key in the order's one statement: a cash-on-delivery answer is rebuilt, not stored", async () => {
    const key = newKey();
    const first = await place(alice, oneLine(), key);
    expect(first.statusCode).toBe(201);
    // The key row commits with the order and names it; no answer is written after the order.
    expect(await keyRowOf(alice, key)).toMatchObject({
      transactionId: transactionIdOf(first),
      statusCode: 201,
      response: null,
    });
    const again = await place(alice, oneLine(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('replays a cash-on-delivery order as it is now once staff changed it: same order, current status', async () => {
    const key = newKey();
    const first = await place(alice, oneLine(), key);
    const transactionId = transactionIdOf(first);
    expect(first.json<{ data: PlacedOrder }>().data.order).toMatchObject({ order_status: 'Pending', can_cancel: true });
    const count = (await ordersOf(alice)).length;
    const stock = await stockOf(ctx, phone.id);
    // As the order desk moves it on: the shopper's retry must not show it as still cancellable.
    await ctx.database.db.update(orders).set({ status: 'Processing' }).where(eq(orders.transactionId, transactionId));
    const again = await place(alice, oneLine(), key);
    expect(again.statusCode).toBe(201);
    const { order, payment } = again.json<{ data: PlacedOrder }>().data;
    expect(order).toMatchObject({ transaction_id: transactionId, order_status: 'Processing', can_cancel: false });
    expect(payment).toEqual({ gateway: 'COD' });
    expect(await ordersOf(alice)).toHaveLength(count);
    expect(await stockOf(ctx, phone.id)).toBe(stock);
  });

  it("leaves the key free when the order's statement refuses it (stock), and nothing is recorded", async () => {
    const key = newKey();
    const count = (await ordersOf(alice)).length;
    const stock = await stockOf(ctx, phone.id);
    const tooMany = await place(alice, oneLine(stock + 1), key);
    expect(tooMany.statusCode).toBe(409);
    expect(await keyRowOf(alice, key)).toBeUndefined();
    expect(await ordersOf(alice)).toHaveLength(count);
    expect(await stockOf(ctx, phone.id)).toBe(stock);
    // The cart fixed, the same attempt's key places the order.
    expect((await place(alice, oneLine(1), key)).statusCode).toBe(201);
  });

  it("stores an online payment's answer and replays the same payment start to duplicates", async () => {
    const key = newKey();
    const body = oneLine(1);
    const esewa = { ...body, payment_gateway: 'Esewa' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => place(alice, esewa, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const [first] = answers;
    for (const answer of answers) expect(answer.json()).toEqual(first!.json());
    const transactionId = transactionIdOf(first!);
    expect(first!.json<{ data: PlacedOrder }>().data.payment).toMatchObject({ gateway: 'Esewa' });
    expect(await keyRowOf(alice, key)).toMatchObject({ transactionId, statusCode: 201, response: first!.json() });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    const started = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(started).toHaveLength(1);
    const later = await place(alice, esewa, key);
    expect(later.json()).toEqual(first!.json());
  });

  it('places one order with a coupon for concurrent duplicates, counting the coupon once', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'KEYTEN', kind: 'percentage', value: 10 });
    const body = await quotedBody(bob, 1, { coupon_code: 'KEYTEN' });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => place(bob, body, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    expect(answers[0]!.json<{ data: PlacedOrder }>().data.order).toMatchObject({
      coupon_code: 'KEYTEN',
      discount: 150,
    });
    const [coupon] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'KEYTEN'));
    const used = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(used).toHaveLength(1);
  });

  it.each([
    ['too short', 'abc'],
    ['a space', 'has a space in it'],
    ['too long', 'k'.repeat(129)],
    ['a quote', 'key"with-quote'],
  ])('answers 400 for a key with %s', async (_name, key) => {
    const count = (await ordersOf(alice)).length;
    const response = await place(alice, oneLine(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Idempotency-Key');
    expect(await ordersOf(alice)).toHaveLength(count);
  });

  it('still places orders without a key, each one new', async () => {
    const a = await place(alice, oneLine());
    const b = await place(alice, oneLine());
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json<{ data: PlacedOrder }>().data.order.transaction_id).not.toBe(
      b.json<{ data: PlacedOrder }>().data.order.transaction_id,
    );
  });
});

describe('Idempotency-Key in a shop with strict limits and a Khalti that does not answer', () => {
  let strict: TestContext;
  let hari: Customer;
  let kettle: FixtureProduct;

  beforeAll(async () => {
    strict = await createTestApp({
      COD_MAX_OPEN_ORDERS: '1',
      KHALTI_SECRET_KEY: 'real-looking-key',
      KHALTI_BASE_URL: 'http://127.0.0.1:9/api/v2/',
    });
    hari = await createCustomer(strict, 'Hari');
    kettle = await createProduct(strict, { price: 2000, deliveryPrice: 100, stock: 20 });
  });

  afterAll(async () => {
    await strict.close();
  });

  const kettleOrder = (gateway: string) =>
    orderPayload(
      [{ product_id: kettle.id, quantity: 1 }],
      { subtotal: 2000, delivery_charge: 100, grand_total: 2100 },
      { payment_gateway: gateway },
    );

  function placeIn(body: object, key: string) {
    return strict.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: { ...hari.headers, 'idempotency-key': key },
      payload: body,
    });
  }

  it('gives the key back after a 502: the retry places a fresh order', async () => {
    const key = newKey();
    const first = await placeIn(kettleOrder('Khalti'), key);
    expect(first.statusCode).toBe(502);
    const keys = () =>
      strict.database.db
        .select()
        .from(orderIdempotencyKeys)
        .where(and(eq(orderIdempotencyKeys.userId, hari.id), eq(orderIdempotencyKeys.key, key)));
    expect(await keys()).toHaveLength(0);
    expect((await placeIn(kettleOrder('Khalti'), key)).statusCode).toBe(502);
    const placed = await strict.database.db.select().from(orders).where(eq(orders.userId, hari.id));
    expect(placed).toHaveLength(2);
    expect(placed.every((order) => order.status === 'Cancelled')).toBe(true);
  });

  it('lets duplicates wait on the key before the cash-on-delivery limit counts the first order', async () => {
    // One open cash-on-delivery order allowed: a duplicate counted after the first would be refused.
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeIn(kettleOrder('COD'), key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => transactionIdOf(answer))).size).toBe(1);
  });
});

describe('/api/docs', () => {
  it('documents the Idempotency-Key header of POST /orders/', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json<{
      paths: Record<string, { post?: { description?: string; parameters?: { in: string; name: string }[] } }>;
    }>().paths['/api/v1/orders/']?.post;
    expect(operation?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(operation?.description).toContain('Idempotency-Key');
  });
});
