import { REFUSALS, type PlacedOrder } from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { deleteExpiredKeys } from './idempotency.js';
import { orderIdempotencyKeys } from './idempotency-schema.js';
import { orders } from './schema.js';
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
