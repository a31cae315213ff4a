import {
  ESEWA_FORM_FIELD_NAMES,
  type EsewaPaymentStart,
  type KhaltiPaymentStart,
  type PaymentConfirmation,
  type PlacedOrder,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { esewaSimulatorStore, PaymentProviderError, paymentProviders } from '../payments/index.js';
import { expireOverdueOrders, RECHECK_IN_WINDOW_MS } from './payment-flow.js';
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

// Payments the provider cannot confirm yet (payment-flow.ts): never cancelled on the first
// inconclusive answer; checked again in the background; the shop is e-mailed once when the payment
// window ends without an answer. Its own app: these tests move the clock.

let ctx: TestContext;
let shopper: Customer;

const SIM = '/api/v1/payments/simulator';
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_EMAIL: 'owner@shop.test' });
  shopper = await createCustomer(ctx, 'Hari');
});

afterAll(async () => {
  await ctx.close();
});

afterEach(() => {
  esewaSimulatorStore(ctx.app.services).unavailable = false;
  vi.restoreAllMocks();
});

async function place(gateway: 'Esewa' | 'Khalti', product: FixtureProduct, quantity = 1): Promise<PlacedOrder> {
  shopper.headers = await authHeaders(ctx, shopper.id);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(
      [{ product_id: product.id, quantity }],
      { subtotal: 2500 * quantity, delivery_charge: 150, grand_total: 2500 * quantity + 150 },
      { payment_gateway: gateway },
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

/** Pays on the eSewa simulator as the browser would; returns the signed `data` of the return. */
async function payOnEsewa(payment: EsewaPaymentStart): Promise<string> {
  const form = new URLSearchParams();
  for (const name of ESEWA_FORM_FIELD_NAMES) form.set(name, payment[name]);
  const page = await ctx.app.inject({
    method: 'POST',
    url: new URL(payment.payment_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const back = await ctx.app.inject({
    method: 'POST',
    url: `${SIM}/esewa/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session }).toString(),
  });
  return new URL(String(back.headers.location)).searchParams.get('data') ?? '';
}

async function confirm(transactionId: string, body: Record<string, string>) {
  shopper.headers = await authHeaders(ctx, shopper.id);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${transactionId}/success/`,
    headers: shopper.headers,
    payload: body,
  });
}

async function orderRow(transactionId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error('no order');
  return row;
}

function shopAlerts(transactionId: string) {
  return ctx.mail.filter(
    (mail) =>
      mail.to === 'owner@shop.test' && mail.subject === `Payment unconfirmed: order ${transactionId} (Rs. 2,650)`,
  );
}

/** Lets the mail outbox deliver what was queued (it sends in the background). */
async function settleMail(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('eSewa: a signed COMPLETE that the status API does not confirm', () => {
  it('NOT_FOUND keeps the order pending with its stock; a later re-check that finds COMPLETE marks it paid', async () => {
    const product = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 10 });
    const { order, payment } = await place('Esewa', product);
    const data = await payOnEsewa(payment as EsewaPaymentStart);
    const store = esewaSimulatorStore(ctx.app.services);
    store.setStatus('EPAYTEST', order.transaction_id, 'NOT_FOUND');

    const response = await confirm(order.transaction_id, { data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'pending',
      order: { order_status: 'Pending', payment_status: 'unpaid' },
    });
    expect(await stockOf(ctx, product.id)).toBe(9);
    const held = await orderRow(order.transaction_id);
    expect(held.paymentClaimedAt).not.toBeNull();
    expect(held.paymentRecheckAt).not.toBeNull();

    // Not due yet: nothing is asked, nothing changes.
    expect(await expireOverdueOrders(ctx.app.services)).toBe(0);
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');

    // Still NOT_FOUND a minute later: still held, not cancelled.
    ctx.clock.advance(RECHECK_IN_WINDOW_MS + 1000);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });

    store.setStatus('EPAYTEST', order.transaction_id, 'COMPLETE');
    ctx.clock.advance(RECHECK_IN_WINDOW_MS + 1000);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'paid' });
    expect(await stockOf(ctx, product.id)).toBe(9);
    await vi.waitFor(() =>
      expect(ctx.mail.filter((mail) => mail.text.includes(order.transaction_id)).map((mail) => mail.to)).toEqual(
        expect.arrayContaining([shopper.email, 'owner@shop.test']),
      ),
    );
    expect(shopAlerts(order.transaction_id)).toHaveLength(0);
  });

  it('an unreachable status API: held through the window, then the shop is e-mailed once; a late COMPLETE is still recorded', async () => {
    const product = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 10 });
    const { order, payment } = await place('Esewa', product, 1);
    const data = await payOnEsewa(payment as EsewaPaymentStart);
    const store = esewaSimulatorStore(ctx.app.services);
    store.unavailable = true;

    const response = await confirm(order.transaction_id, { data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PaymentConfirmation }>().data.outcome).toBe('pending');

    // The window (30 minutes) ends with eSewa still silent: not cancelled, the shop is told.
    ctx.clock.advance(31 * MINUTE);
    expect(await expireOverdueOrders(ctx.app.services)).toBe(0);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });
    expect(await stockOf(ctx, product.id)).toBe(9);
    await vi.waitFor(() => expect(shopAlerts(order.transaction_id)).toHaveLength(1));
    const [alert] = shopAlerts(order.transaction_id);
    expect(alert?.text).toContain('correctly signed "COMPLETE"');
    expect(alert?.text).toContain('eSewa could not be reached');

    // Later sweeps (two processes, a day later) neither release it nor alert again.
    ctx.clock.advance(24 * 60 * MINUTE);
    await Promise.all([expireOverdueOrders(ctx.app.services), expireOverdueOrders(ctx.app.services)]);
    ctx.clock.advance(31 * MINUTE);
    await expireOverdueOrders(ctx.app.services);
    await settleMail();
    expect(shopAlerts(order.transaction_id)).toHaveLength(1);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });

    // eSewa comes back and confirms: the payment is recorded.
    store.unavailable = false;
    ctx.clock.advance(31 * MINUTE);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'paid' });
  });

  it('without a signed COMPLETE, NOT_FOUND at the end of the window still releases the order', async () => {
    const product = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 10 });
    const { order } = await place('Esewa', product, 2);
    expect(await stockOf(ctx, product.id)).toBe(8);
    ctx.clock.advance(31 * MINUTE);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    expect(await stockOf(ctx, product.id)).toBe(10);
    expect(shopAlerts(order.transaction_id)).toHaveLength(0);
  });
});

describe('Khalti: a lookup that fails', () => {
  it('on the return answers 502, keeps the order and its stock, and alerts the shop once after the window', async () => {
    const product = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 10 });
    const { order, payment } = await place('Khalti', product);
    const { pidx } = payment as KhaltiPaymentStart;
    const khalti = paymentProviders(ctx.app.services).Khalti;
    const down = () => new PaymentProviderError('khalti', 'http', 'Khalti answered HTTP 503');
    vi.spyOn(khalti, 'verifyReturn').mockRejectedValue(down());
    vi.spyOn(khalti, 'check').mockRejectedValue(down());

    const response = await confirm(order.transaction_id, { pidx, status: 'Completed' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Khalti is not responding, please try again');
    expect((await orderRow(order.transaction_id)).paymentRecheckAt).not.toBeNull();

    ctx.clock.advance(31 * MINUTE);
    await expireOverdueOrders(ctx.app.services);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });
    expect(await stockOf(ctx, product.id)).toBe(9);
    await vi.waitFor(() => expect(shopAlerts(order.transaction_id)).toHaveLength(1));

    // Khalti answers again, conclusively: the link expired unpaid, so the order is released.
    vi.restoreAllMocks();
    ctx.clock.advance(31 * MINUTE);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    expect(await stockOf(ctx, product.id)).toBe(10);
  });

  it('an expiry sweep that cannot reach Khalti holds the order instead of guessing', async () => {
    const product = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 10 });
    const { order } = await place('Khalti', product);
    vi.spyOn(paymentProviders(ctx.app.services).Khalti, 'check').mockRejectedValue(
      new PaymentProviderError('khalti', 'network', 'connect ECONNREFUSED'),
    );
    ctx.clock.advance(31 * MINUTE);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });
    ctx.clock.advance(RECHECK_IN_WINDOW_MS + 1000);
    await expireOverdueOrders(ctx.app.services);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });
    await vi.waitFor(() => expect(shopAlerts(order.transaction_id)).toHaveLength(1));
    expect(shopAlerts(order.transaction_id)[0]?.text).toContain('has not given a conclusive answer');
  });
});
