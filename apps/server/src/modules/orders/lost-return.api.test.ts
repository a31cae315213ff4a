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
} from '@pasal/contract';
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

/** The browser at eSewa: posts the form, then presses Pay or Cancel; where eSewa sends it back. */
async function atEsewa(payment: EsewaPaymentStart, button: 'pay' | 'cancel'): Promise<URL> {
  const form = new URLSearchParams();
  for (const name of ESEWA_FORM_FIELD_NAMES) form.set(name, payment[name]);
  const page = await ctx.app.inject({
    method: 'POST',
    url: pathOf(payment.payment_url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(page.statusCode, page.body).toBe(200);
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
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
    expect(again.json()).toEqual({ message: 'This order has been paid already' });
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
