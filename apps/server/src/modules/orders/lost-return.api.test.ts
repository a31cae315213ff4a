import {
  ESEWA_FORM_FIELD_NAMES,
  type EsewaPaymentStart,
  type KhaltiPaymentStart,
  type Order,
  type OrderQuote,
  type PaymentConfirmation,
  type PaymentRestart,
  type PaymentStart,
  type PlacedOrder,
  type StaffOrder,
} from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { esewaSimulatorStore } from '../payments/index.js';
import { orderEvents, orders, payments } from './schema.js';
import { users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Issue 30, defect 3: the shopper paid but never came back to /payment-success (closed tab,
// dropped connection, another host name). "Pay now" and the order page ask the provider first and
// record the payment; a new eSewa attempt gets a transaction_uuid of its own (eSewa refuses a uuid
// that already moved money: "transaction_uuid has already been used").

let ctx: TestContext;
let lamp: FixtureProduct;
let shopper: Customer;
const SIM = '/api/v1/payments/simulator';

beforeAll(async () => {
  ctx = await createTestApp();
  lamp = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 500 });
  shopper = await createCustomer(ctx, 'Pema');
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
});

async function place(gateway: 'Esewa' | 'Khalti'): Promise<PlacedOrder> {
  const lines = [{ product_id: lamp.id, quantity: 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, { payment_gateway: gateway }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function asEsewa(payment: PaymentStart): EsewaPaymentStart {
  if (payment.gateway !== 'Esewa') throw new Error('not eSewa');
  return payment;
}

/** The browser posts the signed form to eSewa: the payment page (its session) is open in a tab. */
async function openAtEsewa(payment: EsewaPaymentStart): Promise<string> {
  const form = new URLSearchParams();
  for (const name of ESEWA_FORM_FIELD_NAMES) form.set(name, payment[name]);
  const page = await ctx.app.inject({
    method: 'POST',
    url: pathOf(payment.payment_url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(page.statusCode, page.body).toBe(200);
  return /name="session" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
}

/** The browser at eSewa: posts the form, then presses Pay or Cancel; where eSewa sends it back. */
async function atEsewa(payment: EsewaPaymentStart, button: 'pay' | 'cancel'): Promise<URL> {
  return press(await openAtEsewa(payment), button);
}

/** Pay or Cancel pressed on an open eSewa page; where eSewa sends the browser back. */
async function press(session: string, button: 'pay' | 'cancel'): Promise<URL> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `${SIM}/esewa/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session }).toString(),
  });
  expect(answer.statusCode).toBe(302);
  return new URL(String(answer.headers.location));
}

async function atKhalti(payment: KhaltiPaymentStart): Promise<void> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `${SIM}/khalti/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ pidx: payment.pidx }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
}

const payNow = (id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/pay/`, headers: shopper.headers });

async function orderPage(id: string): Promise<Order> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/`, headers: shopper.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Order }>().data;
}

describe('a payment whose return was lost', () => {
  it('eSewa: "Pay now" finds the money, records the payment and starts nothing', async () => {
    const placed = await place('Esewa');
    await atEsewa(asEsewa(placed.payment), 'pay'); // the return to /payment-success never comes
    const again = await payNow(placed.order.transaction_id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ message: 'This order has been paid already', code: 'order_paid_already' });
    expect(await orderPage(placed.order.transaction_id)).toMatchObject({
      payment_status: 'paid',
      order_status: 'Pending',
    });
  });

  it('eSewa: the order page asks eSewa and shows the order paid', async () => {
    const placed = await place('Esewa');
    await atEsewa(asEsewa(placed.payment), 'pay');
    expect((await orderPage(placed.order.transaction_id)).payment_status).toBe('paid');
  });

  it('Khalti: the order page asks Khalti and shows the order paid', async () => {
    const placed = await place('Khalti');
    if (placed.payment.gateway !== 'Khalti') throw new Error('not Khalti');
    await atKhalti(placed.payment);
    expect((await orderPage(placed.order.transaction_id)).payment_status).toBe('paid');
  });

  it('an unpaid order stays payable: the order page leaves it open', async () => {
    const placed = await place('Esewa');
    await atEsewa(asEsewa(placed.payment), 'cancel');
    expect(await orderPage(placed.order.transaction_id)).toMatchObject({
      payment_status: 'unpaid',
      order_status: 'Pending',
    });
  });
});

describe('a new eSewa attempt', () => {
  it('gets a transaction_uuid of its own, and paying it confirms the order', async () => {
    const placed = await place('Esewa');
    const id = placed.order.transaction_id;
    await atEsewa(asEsewa(placed.payment), 'cancel');
    const first = await payNow(id);
    expect(first.statusCode, first.body).toBe(200);
    const retry = asEsewa(first.json<{ data: PaymentRestart }>().data.payment);
    expect(retry.transaction_uuid).toBe(`${id}-R2`);
    const second = asEsewa((await payNow(id)).json<{ data: PaymentRestart }>().data.payment);
    expect(second.transaction_uuid).toBe(`${id}-R3`);

    const back = await atEsewa(second, 'pay');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/success/`,
      headers: shopper.headers,
      payload: { data: back.searchParams.get('data') ?? '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
  });
});

const confirm = (id: string, body: { data?: string; pidx?: string; status?: string }) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/success/`, headers: shopper.headers, payload: body });

async function restart(id: string): Promise<PaymentStart> {
  const answer = await payNow(id);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: PaymentRestart }>().data.payment;
}

async function orderIdOf(transactionId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error(`no order ${transactionId}`);
  return row.id;
}

async function paymentRows(transactionId: string) {
  return ctx.database.db
    .select({
      status: payments.status,
      attempt: payments.attempt,
      reference: payments.providerReference,
      detail: payments.detail,
    })
    .from(payments)
    .where(eq(payments.orderId, await orderIdOf(transactionId)))
    .orderBy(payments.id);
}

async function paidEvents(transactionId: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, await orderIdOf(transactionId)),
        eq(orderEvents.kind, 'payment'),
        eq(orderEvents.toValue, 'paid'),
      ),
    );
  return rows.length;
}

/** E-mails about the order whose subject says `words`, once the outbox has sent what it holds. */
async function mailAbout(transactionId: string, words: string): Promise<number> {
  await ctx.app.services.mailOutbox.drain();
  return ctx.mail.filter((message) => message.subject.includes(words) && message.subject.includes(transactionId))
    .length;
}

async function listed(group: 'purchases' | 'payment_not_completed'): Promise<Order[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/orders/?group=${group}`,
    headers: shopper.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Order[] }>().data;
}

/** eSewa's order page was left open on the first attempt; "Pay now" began a second one. */
async function twoEsewaAttempts(): Promise<{ id: string; first: string; second: EsewaPaymentStart }> {
  const placed = await place('Esewa');
  const id = placed.order.transaction_id;
  const first = await openAtEsewa(asEsewa(placed.payment));
  const second = asEsewa(await restart(id));
  expect(second.transaction_uuid).toBe(`${id}-R2`);
  return { id, first, second };
}

describe('an older attempt that paid after "Pay now" began a new one', () => {
  it('eSewa: its return lost, the order page asks about every attempt and finds it', async () => {
    const { id, first, second } = await twoEsewaAttempts();
    await openAtEsewa(second); // the new attempt's page, not paid
    await press(first, 'pay'); // the old tab pays; its return never arrives
    expect(await orderPage(id)).toMatchObject({ payment_status: 'paid', order_status: 'Pending' });
  });

  it('eSewa: "Pay now" records it instead of starting a third attempt', async () => {
    const { id, first } = await twoEsewaAttempts();
    await press(first, 'pay');
    const again = await payNow(id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ message: 'This order has been paid already', code: 'order_paid_already' });
    expect(await paymentRows(id)).not.toContainEqual(expect.objectContaining({ attempt: `${id}-R3` }));
  });

  it('eSewa: its return, arriving after the new attempt began, is recorded once', async () => {
    const { id, first, second } = await twoEsewaAttempts();
    const back = await press(first, 'pay');
    const data = back.searchParams.get('data') ?? '';
    for (let time = 0; time < 2; time += 1) {
      const answer = await confirm(id, { data });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
    }
    expect((await orderPage(id)).payment_status).toBe('paid');
    expect(await paidEvents(id)).toBe(1);
    const rows = await paymentRows(id);
    // The attempt that paid is the one completed, with eSewa's reference; the other is not a payment.
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    expect(rows.find((row) => row.status === 'completed')?.attempt).toBe(id);
    expect(rows.find((row) => row.attempt === second.transaction_uuid)?.status).toBe('expired');
    expect(await mailAbout(id, 'is confirmed')).toBe(1);
    expect(await mailAbout(id, 'Refund due')).toBe(0);
  });

  it('eSewa: a second attempt paid too is recorded as money to give back, not as a second sale', async () => {
    const { id, first, second } = await twoEsewaAttempts();
    const secondPage = await openAtEsewa(second);
    const firstBack = await press(first, 'pay');
    expect((await confirm(id, { data: firstBack.searchParams.get('data') ?? '' })).statusCode).toBe(200);
    const secondBack = await press(secondPage, 'pay');
    const answer = await confirm(id, { data: secondBack.searchParams.get('data') ?? '' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
    expect(await paidEvents(id)).toBe(1);
    const rows = await paymentRows(id);
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(2);
    expect(rows.find((row) => row.attempt === second.transaction_uuid)).toMatchObject({
      status: 'completed',
      detail: expect.objectContaining({ duplicate: true }),
    });
    expect(await mailAbout(id, 'Refund due')).toBe(1);
    // Its replay changes nothing more.
    expect((await confirm(id, { data: secondBack.searchParams.get('data') ?? '' })).statusCode).toBe(200);
    expect(await mailAbout(id, 'Refund due')).toBe(1);
  });

  it('Khalti: the old payment link’s return is accepted and recorded', async () => {
    const placed = await place('Khalti');
    if (placed.payment.gateway !== 'Khalti') throw new Error('not Khalti');
    const id = placed.order.transaction_id;
    const second = await restart(id);
    if (second.gateway !== 'Khalti') throw new Error('not Khalti');
    expect(second.pidx).not.toBe(placed.payment.pidx);
    await atKhalti(placed.payment);
    const answer = await confirm(id, { pidx: placed.payment.pidx, status: 'Completed' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
    expect(await paidEvents(id)).toBe(1);
  });

  it('Khalti: its return lost, the order page looks up every payment link and finds it', async () => {
    const placed = await place('Khalti');
    if (placed.payment.gateway !== 'Khalti') throw new Error('not Khalti');
    const id = placed.order.transaction_id;
    await restart(id);
    await atKhalti(placed.payment);
    expect((await orderPage(id)).payment_status).toBe('paid');
  });
});

describe('the orders page', () => {
  it('lists an order paid at eSewa, whose return was lost, with the purchases, paid', async () => {
    const placed = await place('Esewa');
    const id = placed.order.transaction_id;
    await atEsewa(asEsewa(placed.payment), 'pay');
    const purchases = await listed('purchases');
    expect(purchases.find((order) => order.transaction_id === id)).toMatchObject({ payment_status: 'paid' });
    expect((await listed('payment_not_completed')).map((order) => order.transaction_id)).not.toContain(id);
  });

  it('asks the provider about an order at most once in 10 seconds', async () => {
    const placed = await place('Esewa');
    const id = placed.order.transaction_id;
    const session = await openAtEsewa(asEsewa(placed.payment));
    expect((await orderPage(id)).payment_status).toBe('unpaid'); // asked: not paid yet
    await press(session, 'pay');
    // Read again at once (the page polls, two lists load together): eSewa is not asked again yet.
    expect((await orderPage(id)).payment_status).toBe('unpaid');
    expect((await listed('payment_not_completed')).map((order) => order.transaction_id)).toContain(id);
    ctx.clock.advance(10_000);
    expect((await orderPage(id)).payment_status).toBe('paid');
  });

  it('does not wait for a slow provider: the page answers, the payment is recorded when eSewa does', async () => {
    const placed = await place('Esewa');
    const id = placed.order.transaction_id;
    await atEsewa(asEsewa(placed.payment), 'pay');
    const store = esewaSimulatorStore(ctx.app.services);
    store.statusDelayMs = 4_000;
    try {
      const started = Date.now();
      const page = await orderPage(id);
      expect(Date.now() - started).toBeLessThan(3_500);
      expect(page.payment_status).toBe('unpaid');
      await expect
        .poll(
          async () =>
            (await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id)))[0]?.paymentStatus,
          {
            timeout: 8_000,
            interval: 250,
          },
        )
        .toBe('paid');
    } finally {
      store.statusDelayMs = 0;
    }
  });
});

describe('"Pay now" attempts', () => {
  it('stop after ten per order', async () => {
    const placed = await place('Esewa');
    const id = placed.order.transaction_id;
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      expect(asEsewa(await restart(id)).transaction_uuid).toBe(`${id}-R${attempt}`);
    }
    const refused = await payNow(id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Too many payment attempts for this order: please cancel it and order again',
      code: 'too_many_payment_attempts',
    });
  });
});

// Issue 33: staff see every attempt and what the provider answered, a second payment flagged.
describe('the staff order page', () => {
  async function staffOrder(id: string): Promise<StaffOrder> {
    const desk = await createCustomer(ctx, 'Sita');
    await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, desk.id));
    const token = await ctx.app.services.accessTokens.sign({ userId: desk.id, role: 'staff' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${id}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StaffOrder }>().data;
  }

  it('lists each eSewa attempt by its transaction_uuid with its answer; a second payment is a refund due', async () => {
    const { id, first, second } = await twoEsewaAttempts();
    const secondPage = await openAtEsewa(second);
    const firstBack = await press(first, 'pay');
    expect((await confirm(id, { data: firstBack.searchParams.get('data') ?? '' })).statusCode).toBe(200);
    const secondBack = await press(secondPage, 'pay');
    expect((await confirm(id, { data: secondBack.searchParams.get('data') ?? '' })).statusCode).toBe(200);

    const order = await staffOrder(id);
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'Esewa', attempt: id, status: 'completed', duplicate: false, amount: 1600 }),
      expect.objectContaining({
        provider: 'Esewa',
        attempt: second.transaction_uuid,
        status: 'completed',
        duplicate: true,
        amount: 1600,
      }),
    ]);
    for (const payment of order.payments) {
      expect(payment.answered_at).not.toBeNull();
      expect(Date.parse(payment.answered_at ?? '')).toBeGreaterThanOrEqual(Date.parse(payment.created_at));
    }
  });

  it('shows an attempt with no answer yet as started only, and an unanswered Khalti attempt by its pidx', async () => {
    const placed = await place('Khalti');
    if (placed.payment.gateway !== 'Khalti') throw new Error('not Khalti');
    const order = await staffOrder(placed.order.transaction_id);
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: 'Khalti',
        attempt: placed.payment.pidx,
        status: 'initiated',
        duplicate: false,
        answered_at: null,
      }),
    ]);
  });
});
