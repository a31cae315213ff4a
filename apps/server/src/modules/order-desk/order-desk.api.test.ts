import {
  ORDER_STATUSES,
  type OrderQuote,
  type OrderStatus,
  type PlacedOrder,
  type StaffOrder,
  type StaffOrderChanged,
  type StaffOrderList,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { coupons, orderEvents, orders, payments, users } from '../../db/schema.js';
import { markPaid } from '../orders/index.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// The staff order desk on the real database: who may use it, every move the order process allows
// or refuses, what a move does (stock, coupon, payment, e-mail), races, refunds and the list.

let ctx: TestContext;
let staff: Customer;
let shopper: Customer;
let radio: FixtureProduct; // Rs 2,000, delivery 100, plenty in stock

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  staff.headers = await staffHeaders(staff.id);
  radio = await createProduct(ctx, { price: 2000, deliveryPrice: 100, stock: 500 });
});

afterAll(async () => {
  await ctx.close();
});

async function staffHeaders(userId: number) {
  return {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId, role: 'staff' })}`,
  };
}

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  staff.headers = await staffHeaders(staff.id);
});

async function place(
  customer: Customer,
  options: { quantity?: number; gateway?: 'COD' | 'Esewa' | 'Khalti'; coupon?: string } = {},
): Promise<PlacedOrder> {
  const lines = [{ product_id: radio.id, quantity: options.quantity ?? 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: customer.headers,
    payload: { lines, coupon_code: options.coupon ?? null },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: customer.headers,
    payload: orderPayload(lines, figures, {
      payment_gateway: options.gateway ?? 'COD',
      ...(options.coupon ? { coupon_code: options.coupon } : {}),
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

/** An eSewa order the provider has confirmed (the same path a verified callback takes). */
async function placePaidOnline(customer: Customer = shopper): Promise<string> {
  const placed = await place(customer, { gateway: 'Esewa' });
  const [row] = await ctx.database.db
    .select()
    .from(orders)
    .where(eq(orders.transactionId, placed.order.transaction_id));
  if (!row) throw new Error('no order');
  expect(await markPaid(ctx.app.services, row, { reference: `REF${row.id}`, detail: { status: 'COMPLETE' } })).toBe(
    true,
  );
  return row.transactionId;
}

/** Shipping needs a courier and a tracking number: moves to Shipped carry these unless told otherwise. */
const SHIPMENT = { courier: 'pathao', tracking_number: 'PTH-100200' };

function move(transactionId: string, status: string, headers = staff.headers, shipment: object = SHIPMENT) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/status/`,
    headers,
    payload:
      status === 'Shipped'
        ? { status, ...shipment }
        : status === 'Cancelled'
          ? { status, reason: 'The customer asked by phone' }
          : { status },
  });
}

function refund(transactionId: string, payload?: object, headers = staff.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/refund/`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

async function detail(transactionId: string): Promise<StaffOrder> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/${transactionId}/`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StaffOrder }>().data;
}

function list(query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${query}`, headers: staff.headers });
}

/** The path from Pending to each status through moves staff may make. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Processing: ['Processing'],
  Shipped: ['Processing', 'Shipped'],
  Delivered: ['Processing', 'Shipped', 'Delivered'],
  Cancelled: ['Cancelled'],
  // Only for a pickup order (the pickup tests below place one).
  'Ready for pickup': ['Processing', 'Ready for pickup'],
};

async function codOrderAt(status: OrderStatus): Promise<string> {
  const id = (await place(shopper)).order.transaction_id;
  for (const step of PATH_TO[status]) expect((await move(id, step)).statusCode).toBe(200);
  return id;
}

/** E-mail goes out after the answer: give it time on a busy machine. */
const MAIL_WAIT = { timeout: 5000 };

const mailsAbout = (transactionId: string, subject: string) =>
  ctx.mail.filter((mail) => mail.subject.includes(transactionId) && mail.subject.includes(subject));

describe('who may use it', () => {
  it('answers 401 without a token and 403 to a customer, on every endpoint', async () => {
    const id = (await place(shopper)).order.transaction_id;
    const calls = [
      { method: 'GET' as const, url: '/api/v1/admin/orders/' },
      { method: 'GET' as const, url: `/api/v1/admin/orders/${id}/` },
      { method: 'POST' as const, url: `/api/v1/admin/orders/${id}/status/`, payload: { status: 'Processing' } },
      { method: 'POST' as const, url: `/api/v1/admin/orders/${id}/refund/` },
    ];
    for (const call of calls) {
      const anonymous = await ctx.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Authentication required', code: 'sign_in_required' });
      const customer = await ctx.app.inject({ ...call, headers: shopper.headers });
      expect(customer.statusCode, call.url).toBe(403);
      expect(customer.json<{ message: string }>().message).toBe('Only staff can do this');
    }
    expect((await detail(id)).order_status).toBe('Pending');
  });

  it('is in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/orders/',
        '/api/v1/admin/orders/{transaction_id}/',
        '/api/v1/admin/orders/{transaction_id}/status/',
        '/api/v1/admin/orders/{transaction_id}/refund/',
      ]),
    );
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders/PSL-NOSUCHORDER/',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'order_not_found', message: 'Order not found' });
    expect((await move('PSL-NOSUCHORDER', 'Processing')).statusCode).toBe(404);
    expect((await refund('PSL-NOSUCHORDER', { delivery: true, reason: 'Returned' })).statusCode).toBe(404);
  });
});

describe('moves along the order process', () => {
  const allowed = new Set([
    'Pending>Processing',
    'Pending>Cancelled',
    'Processing>Shipped',
    'Processing>Cancelled',
    'Shipped>Delivered',
  ]);
  // A home-delivery order's process; store pickup's Ready for pickup step is tested with a pickup
  // order (orders/delivery-zones.api.test.ts).
  const statuses = ORDER_STATUSES.filter((status) => status !== 'Ready for pickup');
  const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', async (from, to) => {
    const id = await codOrderAt(from);
    const before = await detail(id);
    expect(before.allowed_moves.includes(to)).toBe(allowed.has(`${from}>${to}`));
    const response = await move(id, to);
    if (allowed.has(`${from}>${to}`)) {
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<StaffOrderChanged>();
      expect(answer.data.order_status).toBe(to);
      expect(answer.message).toBe(`Order ${id} is now ${to}`);
      expect(answer.data.history.at(-1)).toMatchObject({
        kind: to === 'Delivered' ? 'payment' : 'status',
        actor: 'staff',
        by: 'Ram Sharma',
      });
    } else {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        from === to ? `This order is already ${to}` : `A ${from} order cannot move to ${to}`,
      );
      expect((await detail(id)).order_status).toBe(from);
    }
  });

  it('says why in plain words', async () => {
    const id = await codOrderAt('Delivered');
    const response = await move(id, 'Processing');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'order_move_not_allowed',
      params: { from: 'Delivered', to: 'Processing' },
      message: 'A Delivered order cannot move to Processing',
    });
  });

  it('answers 400 naming the field for a status that does not exist', async () => {
    const id = (await place(shopper)).order.transaction_id;
    const response = await move(id, 'Lost');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('status');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status/`,
      headers: staff.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('processes an eSewa or Khalti order only once it is paid', async () => {
    const unpaid = (await place(shopper, { gateway: 'Khalti' })).order.transaction_id;
    expect((await detail(unpaid)).allowed_moves).toEqual(['Cancelled']);
    const refused = await move(unpaid, 'Processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This Khalti order is not paid yet: process it once the payment has arrived',
    );
    expect(refused.json()).toMatchObject({ code: 'order_not_paid_yet', params: { gateway: 'Khalti' } });
    const paid = await placePaidOnline();
    expect((await detail(paid)).allowed_moves).toEqual(['Processing', 'Cancelled']);
    expect((await move(paid, 'Processing')).statusCode).toBe(200);
  });

  it('e-mails the customer when the order ships and when it is delivered', async () => {
    const id = await codOrderAt('Processing');
    expect((await move(id, 'Shipped')).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailsAbout(id, 'is on its way')).toHaveLength(1), MAIL_WAIT);
    const shipped = mailsAbout(id, 'is on its way')[0]!;
    expect(shipped.to).toBe(shopper.email);
    expect(shipped.text).toContain('Please keep Rs. 2,100 ready');
    expect(shipped.html).toContain(`Your order ${id} has been shipped.`);
    expect((await move(id, 'Delivered')).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailsAbout(id, 'has been delivered')).toHaveLength(1), MAIL_WAIT);
    expect(mailsAbout(id, 'has been delivered')[0]!.html).toContain('<p>');
    // Processing and a refused move send nothing.
    expect((await move(id, 'Delivered')).statusCode).toBe(409);
    const toCustomer = ctx.mail.filter((mail) => mail.subject.includes(id) && mail.to === shopper.email);
    expect(toCustomer).toHaveLength(3); // confirmation, shipped, delivered
  });

  it('a delivered cash-on-delivery order is paid: cash collected, recorded once', async () => {
    const id = await codOrderAt('Shipped');
    const answer = (await move(id, 'Delivered')).json<StaffOrderChanged>().data;
    expect(answer.payment_status).toBe('paid');
    expect(answer.paid_at).not.toBeNull();
    expect(answer.payments).toEqual([expect.objectContaining({ provider: 'COD', status: 'completed', amount: 2100 })]);
    expect(answer.history.map((event) => `${event.kind}:${event.from}>${event.to}`)).toEqual([
      'status:Pending>Processing',
      'status:Processing>Shipped',
      'status:Shipped>Delivered',
      'payment:unpaid>paid',
    ]);
    expect(answer.allowed_moves).toEqual([]);
    // The cash collected can be paid back (a return) without cancelling the delivered order.
    expect(answer.can_refund).toBe(true);
  });

  it('a delivered online order keeps its payment as it was', async () => {
    const id = await placePaidOnline();
    for (const step of ['Processing', 'Shipped', 'Delivered']) expect((await move(id, step)).statusCode).toBe(200);
    const order = await detail(id);
    expect(order.payment_status).toBe('paid');
    expect(order.payments).toHaveLength(1);
    expect(order.payment_reference).toBe(order.payments[0]!.reference);
    expect(order.history.filter((event) => event.kind === 'payment')).toEqual([
      expect.objectContaining({ from: 'unpaid', to: 'paid', actor: 'system', by: null }),
    ]);
  });
});

describe('shipping with a courier and a tracking number', () => {
  it('records them, shows them to staff and the customer, and e-mails them with the link', async () => {
    const id = await codOrderAt('Processing');
    const response = await move(id, 'Shipped', staff.headers, {
      courier: 'nepal-post-ems',
      tracking_number: '  EE123456789NP ',
      tracking_url: 'https://www.nepalpost.gov.np/track?code=EE123456789NP&x=1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<StaffOrderChanged>().data;
    expect(answer.tracking).toEqual({
      courier: 'nepal-post-ems',
      courier_name: 'Nepal Post (EMS)',
      tracking_number: 'EE123456789NP',
      tracking_url: 'https://www.nepalpost.gov.np/track?code=EE123456789NP&x=1',
      shipped_at: expect.any(String),
    });
    expect(answer.history.at(-1)?.note).toBe('Nepal Post (EMS), tracking number EE123456789NP');
    expect((await detail(id)).tracking?.tracking_number).toBe('EE123456789NP');

    // The customer's own read shows it, and the timeline has the step.
    const own = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/`, headers: shopper.headers });
    const order = own.json<{ data: StaffOrder }>().data;
    expect(order.tracking?.courier_name).toBe('Nepal Post (EMS)');
    expect(order.timeline.map((entry) => entry.step)).toEqual(['placed', 'processing', 'shipped']);

    await vi.waitFor(() => expect(mailsAbout(id, 'is on its way')).toHaveLength(1), MAIL_WAIT);
    const mail = mailsAbout(id, 'is on its way')[0]!;
    expect(mail.text).toContain('Courier: Nepal Post (EMS)\nTracking number: EE123456789NP');
    expect(mail.text).toContain('Track your parcel: https://www.nepalpost.gov.np/track?code=EE123456789NP&x=1');
    expect(mail.html).toContain(
      '<a href="https://www.nepalpost.gov.np/track?code=EE123456789NP&amp;x=1">https://www.nepalpost.gov.np/track?code=EE123456789NP&amp;x=1</a>',
    );
  });

  it('takes another courier by name; no link without a URL', async () => {
    const id = await codOrderAt('Processing');
    const response = await move(id, 'Shipped', staff.headers, {
      courier: 'other',
      courier_name: 'Himalayan Couriers',
      tracking_number: 'HC-77',
      tracking_url: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffOrderChanged>().data.tracking).toMatchObject({
      courier: 'other',
      courier_name: 'Himalayan Couriers',
      tracking_url: null,
    });
    await vi.waitFor(() => expect(mailsAbout(id, 'is on its way')).toHaveLength(1), MAIL_WAIT);
    expect(mailsAbout(id, 'is on its way')[0]!.html).not.toContain('<a ');
  });

  it.each([
    [{}, 'courier', 'Please choose the courier'],
    [{ courier: 'yeti-express', tracking_number: 'X1' }, 'courier', 'Please choose the courier'],
    [{ courier: 'pathao' }, 'tracking_number', 'Please enter the tracking number'],
    [{ courier: 'pathao', tracking_number: '   ' }, 'tracking_number', 'Please enter the tracking number'],
    [{ courier: 'other', tracking_number: 'X1' }, 'courier_name', "Please enter the courier's name"],
    [
      { courier: 'pathao', tracking_number: 'X1', tracking_url: 'javascript:alert(1)' },
      'tracking_url',
      'The tracking link must be a web address starting with http:// or https://',
    ],
    [
      { courier: 'pathao', tracking_number: 'X1', tracking_url: 'ftp://example.com/x' },
      'tracking_url',
      'The tracking link must be a web address starting with http:// or https://',
    ],
    [
      { courier: 'pathao', tracking_number: 'X1', tracking_url: 'www.pathao.com/track' },
      'tracking_url',
      'The tracking link must be a web address starting with http:// or https://',
    ],
  ])('refuses %j with 400 naming %s, and the order stays Processing', async (shipment, field, message) => {
    const id = await codOrderAt('Processing');
    const response = await move(id, 'Shipped', staff.headers, shipment);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    const order = await detail(id);
    expect(order.order_status).toBe('Processing');
    expect(order.tracking).toBeNull();
  });
});

describe('cancelling as staff', () => {
  it('returns the stock and the coupon use, and e-mails the customer', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'STAFF50', kind: 'fixed', value: 5000, usageLimit: 10 });
    const stockBefore = await stockOf(ctx, radio.id);
    const id = (await place(shopper, { quantity: 3, coupon: 'STAFF50' })).order.transaction_id;
    expect((await move(id, 'Processing')).statusCode).toBe(200);
    expect(await stockOf(ctx, radio.id)).toBe(stockBefore - 3);
    const usedBefore = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'STAFF50'));
    expect(usedBefore[0]?.usedCount).toBe(1);

    const response = await move(id, 'Cancelled');
    expect(response.statusCode).toBe(200);
    const order = response.json<StaffOrderChanged>().data;
    expect(order.order_status).toBe('Cancelled');
    expect(order.cancelled_at).not.toBeNull();
    expect(order.history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'Processing',
      to: 'Cancelled',
      by: 'Ram Sharma',
    });
    expect(await stockOf(ctx, radio.id)).toBe(stockBefore);
    const usedAfter = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'STAFF50'));
    expect(usedAfter[0]?.usedCount).toBe(0);
    await vi.waitFor(() => expect(mailsAbout(id, 'is cancelled')).toHaveLength(1), MAIL_WAIT);
    expect(mailsAbout(id, 'is cancelled')[0]!.text).toContain('Nothing was charged.');
    expect(mailsAbout(id, 'Refund due')).toHaveLength(0);
  });

  it('tells the shop a refund is due when the order was paid', async () => {
    const id = await placePaidOnline();
    expect((await move(id, 'Cancelled')).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailsAbout(id, 'Refund due')).toHaveLength(1), MAIL_WAIT);
    const due = mailsAbout(id, 'Refund due')[0]!;
    expect(due.to).toBe(ctx.config.SHOP_EMAIL);
    expect(due.text).toContain('Staff cancelled a paid order.');
    expect(mailsAbout(id, 'is cancelled')[0]!.text).toContain('we will refund it to you');
    expect((await detail(id)).can_refund).toBe(true);
  });
});

describe('two staff members at once', () => {
  it('applies a move once: one request succeeds, the other gets 409', async () => {
    const id = (await place(shopper)).order.transaction_id;
    const answers = await Promise.all([move(id, 'Processing'), move(id, 'Processing')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      code: 'order_already_status',
      params: { status: 'Processing' },
      message: 'This order is already Processing',
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
    expect(events).toHaveLength(1);
  });

  it('cancels once and returns the stock once', async () => {
    const stockBefore = await stockOf(ctx, radio.id);
    const id = (await place(shopper, { quantity: 2 })).order.transaction_id;
    const answers = await Promise.all([move(id, 'Cancelled'), move(id, 'Cancelled'), move(id, 'Cancelled')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(ctx, radio.id)).toBe(stockBefore);
  });

  it('delivers a cash order once: one payment recorded', async () => {
    const id = await codOrderAt('Shipped');
    const answers = await Promise.all([move(id, 'Delivered'), move(id, 'Delivered')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    expect(await ctx.database.db.select().from(payments).where(eq(payments.orderId, row!.id))).toHaveLength(1);
    await vi.waitFor(() => expect(mailsAbout(id, 'has been delivered')).toHaveLength(1), MAIL_WAIT);
  });
});

/** A refund of everything left of the order: every line's units not refunded yet, and its delivery charge. */
async function everythingLeft(transactionId: string, fields: object = {}) {
  const left = (await detail(transactionId)).refundable;
  if (!left) throw new Error('nothing left to refund');
  return {
    lines: left.lines
      .filter((line) => line.refundable_quantity > 0)
      .map((line) => ({ line_id: line.line_id, quantity: line.refundable_quantity })),
    delivery: left.delivery_refundable,
    reason: 'Customer changed their mind',
    provider_reference: 'R-123',
    ...fields,
  };
}

describe('recording a refund', () => {
  it('records paid → refunded for a paid, cancelled order refunded in full, with its amount, and tells the customer', async () => {
    const id = await placePaidOnline();
    expect((await move(id, 'Cancelled')).statusCode).toBe(200);
    const response = await refund(id, await everythingLeft(id, { provider_reference: '  R-123  ' }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<StaffOrderChanged>();
    expect(answer.message).toBe('Refund recorded');
    expect(answer.data.payment_status).toBe('refunded');
    expect(answer.data.can_refund).toBe(false);
    expect(answer.data.refundable).toBeNull();
    expect(answer.data.refunds).toEqual([
      expect.objectContaining({
        amount: 2100,
        method: 'Esewa',
        provider_reference: 'R-123',
        recorded_by: 'Ram Sharma',
        reason: 'Customer changed their mind',
        delivery: 100,
      }),
    ]);
    expect(answer.data.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'paid',
      to: 'refunded',
      actor: 'staff',
      by: 'Ram Sharma',
      note: expect.stringContaining('through eSewa, reference R-123'),
    });
    await vi.waitFor(() => expect(mailsAbout(id, 'refund for order')).toHaveLength(1), MAIL_WAIT);
    expect(mailsAbout(id, 'refund for order')[0]!.text).toContain('This is everything you paid for the order.');
    const again = await refund(id, { lines: [], delivery: true, reason: 'Again', provider_reference: 'R-124' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'order_already_refunded', message: 'This order has already been refunded' });
  });

  it('refunds a delivered order without cancelling it, and refuses an order not paid', async () => {
    const delivered = await placePaidOnline();
    for (const step of ['Processing', 'Shipped', 'Delivered'])
      expect((await move(delivered, step)).statusCode).toBe(200);
    const response = await refund(delivered, await everythingLeft(delivered));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<StaffOrderChanged>().data;
    expect(answer.order_status).toBe('Delivered');
    expect(answer.payment_status).toBe('refunded');

    const cod = await codOrderAt('Cancelled');
    const unpaid = await refund(cod, { delivery: true, reason: 'Nothing was paid' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      code: 'refund_not_paid',
      message: "There is nothing to refund: this order's payment has not been received",
    });
    expect((await detail(cod)).payment_status).toBe('unpaid');
  });

  it('records it once when two requests race', async () => {
    const id = await placePaidOnline();
    expect((await move(id, 'Cancelled')).statusCode).toBe(200);
    const body = await everythingLeft(id);
    const answers = await Promise.all([refund(id, body), refund(id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).refunds).toHaveLength(1);
  });

  it('answers 400 for a reason that is too long, no reason, nothing chosen, or an eSewa refund without its reference', async () => {
    const id = await placePaidOnline();
    const tooLong = await refund(id, await everythingLeft(id, { reason: 'x'.repeat(501) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ errors: Record<string, string> }>().errors).toHaveProperty('reason');
    expect((await refund(id)).statusCode).toBe(400);
    const nothing = await refund(id, { lines: [], delivery: false, reason: 'Why not', provider_reference: 'R-1' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ errors: Record<string, string> }>().errors).toHaveProperty('lines');
    const noReference = await refund(id, await everythingLeft(id, { provider_reference: '  ' }));
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json()).toMatchObject({
      errors: { provider_reference: "Enter the provider's refund reference" },
    });
    expect((await detail(id)).refunds).toEqual([]);
  });
});

describe('the list', () => {
  let buyer: Customer;
  let ids: string[];

  beforeAll(async () => {
    buyer = await createCustomer(ctx, 'Listy');
    await ctx.database.db.update(users).set({ phone: '980-111-2233' }).where(eq(users.id, buyer.id));
    shopper.headers = await authHeaders(ctx, shopper.id);
    await place(shopper);
    ids = [];
    for (let index = 0; index < 21; index += 1) {
      ctx.clock.advance(1000);
      ids.push((await place(buyer)).order.transaction_id);
    }
    expect((await move(ids[0]!, 'Processing')).statusCode).toBe(200);
    expect((await move(ids[1]!, 'Cancelled')).statusCode).toBe(200);
  });

  beforeEach(async () => {
    buyer.headers = await authHeaders(ctx, buyer.id);
  });

  it('pages every customer’s orders, newest first, 20 a page', async () => {
    const first = await list(`?q=${encodeURIComponent(buyer.email)}`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<StaffOrderList>();
    expect(page1.count).toBe(21);
    expect(page1.page).toBe(1);
    expect(page1.total_pages).toBe(2);
    expect(page1.data).toHaveLength(20);
    expect(page1.data[0]).toMatchObject({
      transaction_id: ids[20],
      order_status: 'Pending',
      payment_status: 'unpaid',
      payment_gateway: 'COD',
      grand_total: 2100,
      first_name: 'Sita',
      email: 'sita@example.com',
      item_count: 1,
    });
    const page2 = (await list(`?q=${encodeURIComponent(buyer.email)}&page=2`)).json<StaffOrderList>();
    expect(page2.data.map((order) => order.transaction_id)).toEqual([ids[0]]);
    const everyone = (await list('')).json<StaffOrderList>();
    expect(everyone.count).toBeGreaterThanOrEqual(22); // another customer's order too
  });

  it('filters by status and payment status', async () => {
    const q = `q=${encodeURIComponent(buyer.email)}`;
    const processing = (await list(`?${q}&status=Processing`)).json<StaffOrderList>();
    expect(processing.data.map((order) => order.transaction_id)).toEqual([ids[0]]);
    const cancelledUnpaid = (await list(`?${q}&status=Cancelled&payment_status=unpaid`)).json<StaffOrderList>();
    expect(cancelledUnpaid.data.map((order) => order.transaction_id)).toEqual([ids[1]]);
    expect((await list(`?${q}&payment_status=paid`)).json<StaffOrderList>().count).toBe(0);
  });

  it('searches transaction id, e-mail, name and phone', async () => {
    const byId = (await list(`?q=${ids[5]!.toLowerCase()}`)).json<StaffOrderList>();
    expect(byId.data.map((order) => order.transaction_id)).toEqual([ids[5]]);
    const byEmail = (await list(`?q=${encodeURIComponent(buyer.email.toUpperCase())}`)).json<StaffOrderList>();
    expect(byEmail.count).toBe(21);
    const byName = (await list(`?q=listy%20sharma`)).json<StaffOrderList>();
    expect(byName.count).toBe(21);
    const byPhone = (await list(`?q=${encodeURIComponent('980 111 2233')}`)).json<StaffOrderList>();
    expect(byPhone.count).toBe(21);
    const nothing = (await list(`?q=${encodeURIComponent('100%_nobody')}`)).json<StaffOrderList>();
    expect(nothing).toEqual({ data: [], count: 0, page: 1, total_pages: 1 });
  });

  it.each([
    ['?status=Lost', 'status'],
    ['?payment_status=maybe', 'payment_status'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toMatch(new RegExp(`^Invalid ${parameter}:`));
    expect(body.errors).toHaveProperty(parameter);
  });
});
