import {
  ESEWA_FORM_FIELD_NAMES,
  type EsewaPaymentStart,
  type KhaltiPaymentStart,
  type Order,
  type OrderQuote,
  type PaymentConfirmation,
  type PlacedOrder,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { esewaSign, esewaSignedMessage } from '../payments/index.js';
import { coupons, orders, payments } from './schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// The eSewa and Khalti journeys through the built-in simulators, end to end on the API.

let ctx: TestContext;
let shopper: Customer;
let other: Customer;
let speaker: FixtureProduct; // Rs 2,500, delivery 150

const SIM = '/api/v1/payments/simulator';

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Hari');
  other = await createCustomer(ctx, 'Gita');
  speaker = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 50 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  other.headers = await authHeaders(ctx, other.id);
});

async function placeOnline(
  customer: Customer,
  gateway: 'Esewa' | 'Khalti',
  quantity = 1,
  product: FixtureProduct = speaker,
): Promise<PlacedOrder> {
  const lines = [{ product_id: product.id, quantity }];
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

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Posts the eSewa form to the simulator as the browser would and returns the pay-page session. */
async function openEsewaPage(payment: EsewaPaymentStart): Promise<string> {
  const form = new URLSearchParams();
  for (const name of ESEWA_FORM_FIELD_NAMES) form.set(name, payment[name]);
  const page = await ctx.app.inject({
    method: 'POST',
    url: pathOf(payment.payment_url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(page.statusCode, page.body).toBe(200);
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  if (!session) throw new Error('no session on the eSewa page');
  return session;
}

async function esewaButton(button: 'pay' | 'cancel', session: string): Promise<URL> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `${SIM}/esewa/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session }).toString(),
  });
  expect(answer.statusCode).toBe(302);
  return new URL(String(answer.headers.location));
}

async function khaltiButton(button: 'pay' | 'cancel', pidx: string): Promise<URL> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `${SIM}/khalti/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ pidx }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return new URL(String(answer.headers.location));
}

async function confirm(customer: Customer, transactionId: string, body: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${transactionId}/success/`,
    headers: customer.headers,
    payload: body,
  });
}

async function orderRow(transactionId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error('no order');
  return row;
}

function decode(data: string): Record<string, string> {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
}

function encode(value: Record<string, string>): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

describe('eSewa', () => {
  it('answers the signed form fields with return URLs built from PUBLIC_URL', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa', 2);
    expect(payment.gateway).toBe('Esewa');
    const esewa = payment as EsewaPaymentStart;
    expect(esewa).toMatchObject({
      amount: '5000',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '150',
      total_amount: '5150',
      transaction_uuid: order.transaction_id,
      product_code: 'EPAYTEST',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      success_url: 'http://shop.test/payment-success',
      failure_url: `http://shop.test/payment-failed?transaction_id=${order.transaction_id}`,
      payment_url: `http://shop.test${SIM}/esewa/api/epay/main/v2/form`,
    });
    expect(esewa.signature).toBe(
      esewaSign(`total_amount=5150,transaction_uuid=${order.transaction_id},product_code=EPAYTEST`, '8gBm/:&EnhH.1/q'),
    );
    expect(order).toMatchObject({ payment_status: 'unpaid', order_status: 'Pending' });
    expect(order.payment_expires_at).not.toBeNull();
  });

  it('pays through the simulator, confirms once, and a replay changes nothing', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa');
    const session = await openEsewaPage(payment as EsewaPaymentStart);
    const back = await esewaButton('pay', session);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment-success');
    const data = back.searchParams.get('data') ?? '';

    // No confirmation e-mail for an unpaid online order.
    expect(ctx.mail.some((mail) => mail.text.includes(order.transaction_id))).toBe(false);
    const first = await confirm(shopper, order.transaction_id, { data });
    expect(first.statusCode, first.body).toBe(200);
    const confirmed = first.json<{ data: PaymentConfirmation }>().data;
    expect(confirmed.outcome).toBe('paid');
    expect(confirmed.message).toBe('Payment Successful!');
    expect(confirmed.order).toMatchObject({ payment_status: 'paid', order_status: 'Pending' });
    const row = await orderRow(order.transaction_id);
    expect(row.paymentReference).toBe(decode(data).transaction_code);
    await vi.waitFor(() => expect(ctx.mail.filter((mail) => mail.text.includes(order.transaction_id))).toHaveLength(2));

    const replay = await confirm(shopper, order.transaction_id, { data });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
    const after = await orderRow(order.transaction_id);
    expect(after.paidAt?.getTime()).toBe(row.paidAt?.getTime());
    expect(after.updatedAt.getTime()).toBe(row.updatedAt.getTime());
    const records = await ctx.database.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(records.map((record) => record.status)).toEqual(['completed']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ctx.mail.filter((mail) => mail.text.includes(order.transaction_id))).toHaveLength(2);
  });

  it('money that reaches a cancelled order is a failure for the shopper and a refund due for the shop', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa');
    const session = await openEsewaPage(payment as EsewaPaymentStart);
    const data = (await esewaButton('pay', session)).searchParams.get('data') ?? '';
    // The shopper cancelled in another tab while eSewa was taking the money.
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.transaction_id}/cancel/`,
      headers: shopper.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const response = await confirm(shopper, order.transaction_id, { data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'failed',
      message: 'This order had already been cancelled, so your payment will be refunded. Your cart is still here.',
      order: { payment_status: 'paid', order_status: 'Cancelled' },
    });
    await vi.waitFor(() =>
      expect(
        ctx.mail.filter((mail) => mail.to === ctx.config.SHOP_EMAIL && mail.text.includes(order.transaction_id)),
      ).toEqual([expect.objectContaining({ subject: expect.stringContaining('Refund due') })]),
    );
  });

  it('records a payment only together with its e-mails: when they cannot be queued, nothing changes', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa');
    const session = await openEsewaPage(payment as EsewaPaymentStart);
    const data = (await esewaButton('pay', session)).searchParams.get('data') ?? '';
    await ctx.database.pool.query('ALTER TABLE mail_outbox RENAME TO mail_outbox_away');
    try {
      const failed = await confirm(shopper, order.transaction_id, { data });
      expect(failed.statusCode).toBe(500);
      expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');
    } finally {
      await ctx.database.pool.query('ALTER TABLE mail_outbox_away RENAME TO mail_outbox');
    }
    // The shopper reloads the payment page: now the payment and its e-mails go through together.
    const retried = await confirm(shopper, order.transaction_id, { data });
    expect(retried.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
    await vi.waitFor(() => expect(ctx.mail.filter((mail) => mail.text.includes(order.transaction_id))).toHaveLength(2));
  });

  it('takes an order whose coupon covers the goods: the delivery is the amount eSewa charges', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'ALLGOODS', kind: 'percentage', value: 100 });
    const lines = [{ product_id: speaker.id, quantity: 1 }];
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote/',
      headers: shopper.headers,
      payload: { lines, coupon_code: 'ALLGOODS' },
    });
    const figures = quoted.json<{ data: OrderQuote }>().data;
    expect(figures).toMatchObject({ discount: 2500, delivery_charge: 150, grand_total: 150 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: shopper.headers,
      payload: orderPayload(lines, figures, { payment_gateway: 'Esewa', coupon_code: 'ALLGOODS' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment } = response.json<{ data: PlacedOrder }>().data;
    expect(payment).toMatchObject({ amount: '150', product_delivery_charge: '0', total_amount: '150' });
    const data = (await esewaButton('pay', await openEsewaPage(payment as EsewaPaymentStart))).searchParams.get('data');
    const confirmed = await confirm(shopper, order.transaction_id, { data: data ?? '' });
    expect(confirmed.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
  });

  it('refuses tampered, foreign or malformed data and leaves the order unpaid', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa');
    const session = await openEsewaPage(payment as EsewaPaymentStart);
    const data = (await esewaButton('pay', session)).searchParams.get('data') ?? '';
    const genuine = decode(data);

    // Another order's genuine callback.
    const second = await placeOnline(shopper, 'Esewa');
    const secondData =
      (await esewaButton('pay', await openEsewaPage(second.payment as EsewaPaymentStart))).searchParams.get('data') ??
      '';

    const forgedButSigned: Record<string, string> = { ...genuine, total_amount: '1.0' };
    forgedButSigned.signature = esewaSign(
      esewaSignedMessage(forgedButSigned, genuine.signed_field_names ?? '') ?? '',
      'not-the-secret',
    );
    for (const bad of [
      encode({ ...genuine, total_amount: '1.0' }),
      encode({ ...genuine, status: 'COMPLETE ' }),
      encode(forgedButSigned),
      encode({ ...genuine, signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=' }),
      secondData,
      'not base64 at all!',
      Buffer.from('{"oops"').toString('base64'),
    ]) {
      const response = await confirm(shopper, order.transaction_id, { data: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('We could not verify this payment');
    }
    const missing = await confirm(shopper, order.transaction_id, {});
    expect(missing.statusCode).toBe(400);
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');

    // The genuine one still works afterwards.
    const ok = await confirm(shopper, order.transaction_id, { data });
    expect(ok.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
  });

  it('only the buyer can confirm (404 for anyone else)', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa');
    const data =
      (await esewaButton('pay', await openEsewaPage(payment as EsewaPaymentStart))).searchParams.get('data') ?? '';
    const response = await confirm(other, order.transaction_id, { data });
    expect(response.statusCode).toBe(404);
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');
  });

  it('a cancelled payment lands on /payment-failed; reporting it releases the order and its stock', async () => {
    const before = await stockOf(ctx, speaker.id);
    const { order, payment } = await placeOnline(shopper, 'Esewa', 3);
    expect(await stockOf(ctx, speaker.id)).toBe(before - 3);
    const back = await esewaButton('cancel', await openEsewaPage(payment as EsewaPaymentStart));
    expect(back.toString()).toBe(`http://shop.test/payment-failed?transaction_id=${order.transaction_id}`);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.transaction_id}/payment-failed/`,
      headers: shopper.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'failed',
      message: 'Payment Failed',
      order: { order_status: 'Cancelled', payment_status: 'failed' },
    });
    expect(await stockOf(ctx, speaker.id)).toBe(before);
  });

  it('expires an unpaid order after the payment window and returns the stock, once', async () => {
    // Its own product: other tests' unpaid orders expire at about the same time.
    const lamp = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 10 });
    const before = await stockOf(ctx, lamp.id);
    const { order } = await placeOnline(shopper, 'Esewa', 2, lamp);
    expect(await stockOf(ctx, lamp.id)).toBe(before - 2);
    ctx.clock.advance(29 * 60_000);
    shopper.headers = await authHeaders(ctx, shopper.id);
    // An unpaid online order is listed apart from purchases (orders/history.ts).
    const unfinished = '/api/v1/orders/?group=payment_not_completed';
    let listed = await ctx.app.inject({ method: 'GET', url: unfinished, headers: shopper.headers });
    expect(
      listed.json<{ data: Order[] }>().data.find((o) => o.transaction_id === order.transaction_id)?.order_status,
    ).toBe('Pending');
    ctx.clock.advance(2 * 60_000);
    listed = await ctx.app.inject({ method: 'GET', url: unfinished, headers: shopper.headers });
    expect(listed.json<{ data: Order[] }>().data.find((o) => o.transaction_id === order.transaction_id)).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'failed',
    });
    expect(await stockOf(ctx, lamp.id)).toBe(before);
    await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${order.transaction_id}/`, headers: shopper.headers });
    expect(await stockOf(ctx, lamp.id)).toBe(before);
    const [record] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderRow(order.transaction_id)).id));
    expect(record?.status).toBe('expired');
  });

  it('records a payment whose callback was lost instead of expiring the order', async () => {
    const { order, payment } = await placeOnline(shopper, 'Esewa');
    await esewaButton('pay', await openEsewaPage(payment as EsewaPaymentStart));
    ctx.clock.advance(31 * 60_000);
    shopper.headers = await authHeaders(ctx, shopper.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.transaction_id}/`,
      headers: shopper.headers,
    });
    expect(response.json<{ data: Order }>().data).toMatchObject({ payment_status: 'paid', order_status: 'Pending' });
  });
});

describe('Khalti', () => {
  it('initiates with the amount in paisa and sends the browser to the payment page', async () => {
    const { order, payment } = await placeOnline(shopper, 'Khalti');
    expect(payment.gateway).toBe('Khalti');
    const khalti = payment as KhaltiPaymentStart;
    expect(khalti.payment_url).toBe(`http://shop.test${SIM}/khalti/pay?pidx=${khalti.pidx}`);
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(khalti.payment_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Rs. 2,650');
    expect(page.body).toContain(order.transaction_id);
    expect((await orderRow(order.transaction_id)).paymentReference).toBe(khalti.pidx);
  });

  it('Completed: verified with the lookup API, paid once', async () => {
    const { order, payment } = await placeOnline(shopper, 'Khalti');
    const { pidx } = payment as KhaltiPaymentStart;
    const back = await khaltiButton('pay', pidx);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment-success');
    expect(back.searchParams.get('status')).toBe('Completed');
    expect(back.searchParams.get('purchase_order_id')).toBe(order.transaction_id);
    const response = await confirm(shopper, order.transaction_id, { pidx, status: 'Completed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'paid',
      order: { payment_status: 'paid', order_status: 'Pending' },
    });
    const again = await confirm(shopper, order.transaction_id, { pidx });
    expect(again.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
  });

  it('an unsigned "Completed" in the return query is not believed', async () => {
    const { order, payment } = await placeOnline(shopper, 'Khalti');
    const { pidx } = payment as KhaltiPaymentStart;
    const response = await confirm(shopper, order.transaction_id, { pidx, status: 'Completed' });
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'pending',
      order: { payment_status: 'unpaid' },
    });
    const foreign = await placeOnline(shopper, 'Khalti');
    const wrong = await confirm(shopper, order.transaction_id, { pidx: (foreign.payment as KhaltiPaymentStart).pidx });
    expect(wrong.statusCode).toBe(400);
  });

  it('User canceled: the order fails and its stock comes back', async () => {
    const before = await stockOf(ctx, speaker.id);
    const { order, payment } = await placeOnline(shopper, 'Khalti', 2);
    const { pidx } = payment as KhaltiPaymentStart;
    const back = await khaltiButton('cancel', pidx);
    expect(back.searchParams.get('status')).toBe('User canceled');
    const response = await confirm(shopper, order.transaction_id, { pidx, status: 'User canceled' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'failed',
      order: { payment_status: 'failed', order_status: 'Cancelled' },
    });
    expect(await stockOf(ctx, speaker.id)).toBe(before);
  });

  it('Expired: a link past its lifetime fails the order and returns the stock', async () => {
    const before = await stockOf(ctx, speaker.id);
    const { order, payment } = await placeOnline(shopper, 'Khalti', 4);
    expect(await stockOf(ctx, speaker.id)).toBe(before - 4);
    ctx.clock.advance(31 * 60_000);
    shopper.headers = await authHeaders(ctx, shopper.id);
    const response = await confirm(shopper, order.transaction_id, { pidx: (payment as KhaltiPaymentStart).pidx });
    expect(response.json<{ data: PaymentConfirmation }>().data).toMatchObject({
      outcome: 'failed',
      order: { payment_status: 'failed', order_status: 'Cancelled' },
    });
    expect(await stockOf(ctx, speaker.id)).toBe(before);
  });
});

describe('when a provider cannot start the payment', () => {
  it('cancels the order, returns the stock and answers 502', async () => {
    const broken = await createTestApp({
      KHALTI_SECRET_KEY: 'real-looking-key',
      KHALTI_BASE_URL: 'http://127.0.0.1:9/api/v2/',
    });
    try {
      const buyer = await createCustomer(broken, 'Ram');
      const item = await createProduct(broken, { price: 2000, deliveryPrice: 100, stock: 5 });
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/orders/',
        headers: buyer.headers,
        payload: orderPayload(
          [{ product_id: item.id, quantity: 2 }],
          { subtotal: 4000, delivery_charge: 100, grand_total: 4100 },
          { payment_gateway: 'Khalti' },
        ),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Khalti is not responding, please try again');
      expect(await stockOf(broken, item.id)).toBe(5);
      const [row] = await broken.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
      expect(row).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    } finally {
      await broken.close();
    }
  });
});
