import type { Order, OrderQuote, PlacedOrder } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { coupons, orderEvents, orders } from './schema.js';
import {
  authHeaders,
  colorStockOf,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

let ctx: TestContext;
let alice: Customer;
let bob: Customer;
let phone: FixtureProduct; // Rs 1,500, delivery 100, 20 in stock, bulk 10% from 5
let laptop: FixtureProduct; // Rs 5,000, delivery 250
let earbuds: FixtureProduct; // colours Black 3, White 2

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createCustomer(ctx, 'Alice');
  bob = await createCustomer(ctx, 'Bob');
  phone = await createProduct(ctx, {
    price: 1500,
    deliveryPrice: 100,
    stock: 20,
    bulk: [{ minQuantity: 5, discountPercentage: 10 }],
  });
  laptop = await createProduct(ctx, { price: 5000, deliveryPrice: 250, stock: 10 });
  earbuds = await createProduct(ctx, {
    price: 1200,
    deliveryPrice: 150,
    colors: [
      { name: 'Black', quantity: 3 },
      { name: 'White', quantity: 2 },
    ],
  });
});

afterAll(async () => {
  await ctx.close();
});

// Tests move the clock forward; access tokens live 15 minutes.
beforeEach(async () => {
  alice.headers = await authHeaders(ctx, alice.id);
  bob.headers = await authHeaders(ctx, bob.id);
});

async function quote(customer: Customer, body: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/orders/quote/', headers: customer.headers, payload: body });
}

async function place(customer: Customer, body: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/orders/', headers: customer.headers, payload: body });
}

/** Quotes the lines, then places a COD order with exactly those figures. */
async function placeQuoted(
  customer: Customer,
  lines: { product_id: number; color_id?: number | null; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  const quoted = await quote(customer, { lines, coupon_code: overrides.coupon_code ?? null });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const figures = quoted.json<{ data: OrderQuote }>().data;
  return place(
    customer,
    orderPayload(
      lines,
      {
        subtotal: figures.subtotal,
        delivery_charge: figures.delivery_charge,
        discount: figures.discount,
        grand_total: figures.grand_total,
      },
      overrides,
    ),
  );
}

describe('pricing on the server', () => {
  it('prices lines, takes the highest delivery price and adds it to the subtotal', async () => {
    const response = await quote(alice, {
      lines: [
        { product_id: phone.id, quantity: 2 },
        { product_id: earbuds.id, color_id: earbuds.colorIds[0], quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: OrderQuote }>().data;
    expect(data.subtotal).toBe(4200);
    expect(data.delivery_charge).toBe(150);
    expect(data.discount).toBe(0);
    expect(data.tax_amount).toBe(0);
    expect(data.grand_total).toBe(4350);
    expect(data.currency).toBe('Npr');
    expect(data.lines.map((line) => line.unit_price)).toEqual([1500, 1200]);
  });

  it('applies the bulk tier from its minimum quantity', async () => {
    const data = (await quote(alice, { lines: [{ product_id: phone.id, quantity: 5 }] })).json<{ data: OrderQuote }>()
      .data;
    expect(data.lines[0]?.unit_price).toBe(1350);
    expect(data.subtotal).toBe(6750);
  });

  it('delivers free at or above the threshold (Rs 10,000) and charges just below it', async () => {
    const at = (await quote(alice, { lines: [{ product_id: laptop.id, quantity: 2 }] })).json<{ data: OrderQuote }>()
      .data;
    expect(at.subtotal).toBe(10000);
    expect(at.delivery_charge).toBe(0);
    expect(at.grand_total).toBe(10000);
    const below = (
      await quote(alice, {
        lines: [
          { product_id: laptop.id, quantity: 1 },
          { product_id: phone.id, quantity: 3 },
        ],
      })
    ).json<{ data: OrderQuote }>().data;
    expect(below.subtotal).toBe(9500);
    expect(below.delivery_charge).toBe(250);
  });

  it('merges repeated lines of the same item', async () => {
    const data = (
      await quote(alice, {
        lines: [
          { product_id: phone.id, quantity: 3 },
          { product_id: phone.id, quantity: 2 },
        ],
      })
    ).json<{ data: OrderQuote }>().data;
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]?.quantity).toBe(5);
    expect(data.lines[0]?.unit_price).toBe(1350);
  });

  it('needs a signed-in customer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote/',
      payload: { lines: [{ product_id: phone.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('placing a cash-on-delivery order', () => {
  it('records the order with the server prices, takes the stock and e-mails customer and shop', async () => {
    const before = await stockOf(ctx, earbuds.id);
    const blackBefore = await colorStockOf(ctx, earbuds.colorIds[0]!);
    const response = await placeQuoted(alice, [
      { product_id: phone.id, quantity: 1 },
      { product_id: earbuds.id, color_id: earbuds.colorIds[0], quantity: 2 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment } = response.json<{ data: PlacedOrder }>().data;
    expect(payment).toEqual({ gateway: 'COD' });
    expect(order.transaction_id).toMatch(/^PSL-[0-9A-Z]{12}$/);
    expect(order).toMatchObject({
      payment_gateway: 'COD',
      order_status: 'Pending',
      payment_status: 'unpaid',
      subtotal: 3900,
      delivery_charge: 150,
      grand_total: 4050,
      can_cancel: true,
      currency: 'Npr',
    });
    expect(order.items).toHaveLength(2);
    expect(order.items.find((item) => item.product_id === earbuds.id)).toMatchObject({
      color_name: 'Black',
      quantity: 2,
      unit_price: 1200,
      line_total: 2400,
    });
    expect(await stockOf(ctx, earbuds.id)).toBe(before - 2);
    expect(await colorStockOf(ctx, earbuds.colorIds[0]!)).toBe(blackBefore - 2);
    await vi.waitFor(() => expect(ctx.mail.filter((mail) => mail.text.includes(order.transaction_id))).toHaveLength(2));
    const toCustomer = ctx.mail.find((mail) => mail.to === alice.email && mail.text.includes(order.transaction_id));
    expect(toCustomer?.subject).toContain('is confirmed');
    expect(toCustomer?.text).toContain('Cash on Delivery');
    expect(toCustomer?.text).toContain('Total: Rs. 4,050');
    expect(toCustomer?.text).toContain('Kathmandu Valley');
    expect(
      ctx.mail.find((mail) => mail.to === ctx.config.SHOP_EMAIL && mail.text.includes(order.transaction_id)),
    ).toBeDefined();
  });

  it('answers with the order as it was recorded: the same as reading it back', async () => {
    // A cash-on-delivery order's answer is the order its e-mails were made from (placement/record.ts).
    const response = await placeQuoted(alice, [
      { product_id: phone.id, quantity: 1 },
      { product_id: earbuds.id, color_id: earbuds.colorIds[0], quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ data: PlacedOrder }>().data.order;
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.transaction_id}/`,
      headers: alice.headers,
    });
    expect(placed).toEqual(read.json<{ data: Order }>().data);
  });

  it('takes the user from the token, not from the payload', async () => {
    const response = await placeQuoted(bob, [{ product_id: phone.id, quantity: 1 }], { user: alice.id });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ data: PlacedOrder }>().data.order.transaction_id;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    expect(row?.userId).toBe(bob.id);
  });

  it('answers 409 and changes nothing when the browser totals differ from the server', async () => {
    const before = await stockOf(ctx, phone.id);
    const [{ n: ordersBefore } = { n: 0 }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    for (const tampered of [
      { subtotal: 1, delivery_charge: 100, grand_total: 101 },
      { subtotal: 1500, delivery_charge: 0, grand_total: 1500 },
      { subtotal: 1500, delivery_charge: 100, grand_total: 1599 },
      { subtotal: 1500, delivery_charge: 100, discount: 100, grand_total: 1500 },
    ]) {
      const response = await place(alice, orderPayload([{ product_id: phone.id, quantity: 1 }], tampered));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'Prices have changed, please review your cart' });
    }
    expect(await stockOf(ctx, phone.id)).toBe(before);
    const [{ n: ordersAfter } = { n: 0 }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    expect(ordersAfter).toBe(ordersBefore);
  });

  it.each([
    ['first_name', { first_name: '' }, 'First Name is required'],
    ['last_name', { last_name: '  ' }, 'Last Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email'],
    ['phone_number', { phone_number: '' }, 'Phone is required'],
    ['phone_number', { phone_number: '98412' }, 'Phone number must be 10 digits'],
    // The Nepali address (issue #20): each level must belong to the one above it.
    ['delivery_method', { delivery_method: 'drone' }, 'Choose home delivery or store pickup'],
    ['province_id', { province_id: null }, 'Choose a province'],
    ['province_id', { province_id: 99 }, 'Choose a province'],
    ['district_id', { district_id: 38 }, 'This district is not in the chosen province'],
    ['district_id', { district_id: 'Kathmandu' }, 'Choose a district'],
    ['local_level_id', { local_level_id: 414 }, 'This municipality is not in the chosen district'],
    ['local_level_id', { local_level_id: 999_999 }, 'Choose a municipality or rural municipality'],
    ['ward', { ward: 33 }, 'Ward must be between 1 and 32'],
    ['ward', { ward: 0 }, 'Ward must be between 1 and 32'],
    ['tole', { tole: ' ' }, 'Street / tole is required'],
    ['postal_code', { postal_code: '4460' }, 'Postal code must be 5 digits'],
    ['buyer_pan', { buyer_pan: '12345678' }, 'PAN must be 9 digits'],
    ['payment_gateway', { payment_gateway: 'PayPal' }, 'Please select a payment method'],
    ['payment_gateway', { payment_gateway: undefined }, 'Payment method is required'],
    ['payment_gateway', { payment_gateway: '' }, 'Payment method is required'],
    ['lines', { lines: [] }, 'Your cart is empty'],
    ['lines.0.quantity', { lines: [{ product_id: 1, quantity: 0 }] }, 'Quantity must be at least 1'],
    ['lines.0.quantity', { lines: [{ product_id: 1, quantity: 1.5 }] }, 'Quantity must be a whole number'],
    ['grand_total', { grand_total: -1 }, 'Grand total must not be negative'],
  ])('rejects a bad %s with 400 and the form message', async (field, override, message) => {
    const response = await place(
      alice,
      orderPayload(
        [{ product_id: phone.id, quantity: 1 }],
        { subtotal: 1500, delivery_charge: 100, grand_total: 1600 },
        override,
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
  });

  it('refuses a product no longer sold, a missing colour and more than the stock (409)', async () => {
    const retired = await createProduct(ctx, { price: 1000, active: false });
    const gone = await place(
      alice,
      orderPayload([{ product_id: retired.id, quantity: 1 }], {
        subtotal: 1000,
        delivery_charge: 100,
        grand_total: 1100,
      }),
    );
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(`${retired.name} is no longer available`);

    const noColour = await place(
      alice,
      orderPayload([{ product_id: earbuds.id, quantity: 1 }], {
        subtotal: 1200,
        delivery_charge: 150,
        grand_total: 1350,
      }),
    );
    expect(noColour.statusCode).toBe(409);
    expect(noColour.json().message).toBe(`Please choose a colour for ${earbuds.name}`);

    const white = earbuds.colorIds[1]!;
    const tooMany = await place(
      alice,
      orderPayload([{ product_id: earbuds.id, color_id: white, quantity: 3 }], {
        subtotal: 3600,
        delivery_charge: 150,
        grand_total: 3750,
      }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 2 left of ${earbuds.name} (White)`);

    const unknown = await place(
      alice,
      orderPayload([{ product_id: 987654, quantity: 1 }], { subtotal: 1, delivery_charge: 0, grand_total: 1 }),
    );
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('A product in your cart is no longer available');
  });

  it('answers 400/422, not 500, for ids and totals beyond what the database holds', async () => {
    const hugeId = [{ product_id: 3_000_000_000, quantity: 1 }];
    for (const response of [
      await quote(alice, { lines: hugeId }),
      await place(alice, orderPayload(hugeId, { subtotal: 1, delivery_charge: 0, grand_total: 1 })),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toMatchObject({ 'lines.0.product_id': 'Product is too large' });
    }

    // 100 laptops at Rs 2.5 lakh: Rs 2.5 crore, more than an order row's paisa columns hold.
    const workstation = await createProduct(ctx, { price: 250_000, deliveryPrice: 0, stock: 100 });
    const lines = [{ product_id: workstation.id, quantity: 100 }];
    const figures = (await quote(alice, { lines })).json<{ data: OrderQuote }>().data;
    expect(figures.grand_total).toBe(25_000_000);
    const tooLarge = await place(alice, orderPayload(lines, figures));
    expect(tooLarge.statusCode, tooLarge.body).toBe(422);
    expect(tooLarge.json().message).toBe('This order is too large to place online; please split it or contact us');
    expect(await stockOf(ctx, workstation.id)).toBe(100);
  });

  it('needs a signed-in customer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      payload: orderPayload([{ product_id: phone.id, quantity: 1 }], {
        subtotal: 1500,
        delivery_charge: 100,
        grand_total: 1600,
      }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading orders', () => {
  it('lists only the customer’s own orders, newest first', async () => {
    const carol = await createCustomer(ctx, 'Carol');
    const first = (await placeQuoted(carol, [{ product_id: phone.id, quantity: 1 }])).json<{ data: PlacedOrder }>();
    ctx.clock.advance(1000);
    const second = (await placeQuoted(carol, [{ product_id: laptop.id, quantity: 1 }])).json<{ data: PlacedOrder }>();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/', headers: carol.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Order[]; count: number }>();
    expect(body.count).toBe(2);
    expect(body.data.map((order) => order.transaction_id)).toEqual([
      second.data.order.transaction_id,
      first.data.order.transaction_id,
    ]);
    expect(body.data[0]).toMatchObject({ payment_gateway: 'COD', grand_total: 5250, order_status: 'Pending' });
    expect(body.data[0]?.items[0]?.product_slug).toMatch(/^test-gadget-/);
  });

  it('answers 404 for another customer’s order (read, cancel, confirm) and leaves it alone', async () => {
    const placed = (await placeQuoted(alice, [{ product_id: phone.id, quantity: 1 }])).json<{ data: PlacedOrder }>();
    const id = placed.data.order.transaction_id;
    for (const [method, url] of [
      ['GET', `/api/v1/orders/${id}/`],
      ['POST', `/api/v1/orders/${id}/cancel/`],
      ['POST', `/api/v1/orders/${id}/success/`],
      ['POST', `/api/v1/orders/${id}/payment-failed/`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bob.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Order not found');
    }
    const own = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/`, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: Order }>().data.order_status).toBe('Pending');
    const bobsList = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/', headers: bob.headers });
    expect(bobsList.json<{ data: Order[] }>().data.some((order) => order.transaction_id === id)).toBe(false);
  });

  it('answers 404 for an order number that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/orders/PSL-000000000000/',
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels a Pending order within one hour and returns its stock', async () => {
    const before = await colorStockOf(ctx, earbuds.colorIds[1]!);
    const placed = (
      await placeQuoted(alice, [{ product_id: earbuds.id, color_id: earbuds.colorIds[1], quantity: 1 }])
    ).json<{ data: PlacedOrder }>();
    expect(await colorStockOf(ctx, earbuds.colorIds[1]!)).toBe(before - 1);
    ctx.clock.advance(59 * 60_000);
    const headers = await authHeaders(ctx, alice.id);
    const id = placed.data.order.transaction_id;
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel/`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data).toMatchObject({ order_status: 'Cancelled', can_cancel: false });
    expect(await colorStockOf(ctx, earbuds.colorIds[1]!)).toBe(before);
    // The order's history names the customer who cancelled it.
    const history = await ctx.database.db
      .select({ actor: orderEvents.actor, userId: orderEvents.userId, to: orderEvents.toValue })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(eq(orders.transactionId, id));
    expect(history).toContainEqual({ actor: 'customer', userId: alice.id, to: 'Cancelled' });
    await vi.waitFor(() => expect(ctx.mail.find((mail) => mail.subject.includes(`${id} is cancelled`))).toBeDefined());
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel/`, headers });
    expect(again.statusCode).toBe(409);
    expect(await colorStockOf(ctx, earbuds.colorIds[1]!)).toBe(before);
  });

  it('refuses after one hour', async () => {
    const placed = (await placeQuoted(alice, [{ product_id: phone.id, quantity: 1 }])).json<{ data: PlacedOrder }>();
    const before = await stockOf(ctx, phone.id);
    ctx.clock.advance(61 * 60_000);
    const headers = await authHeaders(ctx, alice.id);
    const id = placed.data.order.transaction_id;
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/`, headers });
    expect(listed.json<{ data: Order }>().data.can_cancel).toBe(false);
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel/`, headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order can no longer be cancelled');
    expect(await stockOf(ctx, phone.id)).toBe(before);
  });
});

describe('coupons', () => {
  async function validate(customer: Customer, code: string, lines: object) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/coupons/validate/',
      headers: customer.headers,
      payload: { code, lines },
    });
  }

  it('slows down guessing: 20 tries a minute on the preview, the quote and the order; no limit without a code', async () => {
    const guesser = await createCustomer(ctx, 'Guesser');
    const lines = [{ product_id: phone.id, quantity: 1 }];
    for (let i = 0; i < 25; i++) expect((await quote(guesser, { lines })).statusCode).toBe(200);
    const tries = [];
    for (let i = 0; i < 21; i++) tries.push((await quote(guesser, { lines, coupon_code: `GUESS${i}` })).statusCode);
    expect(tries.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(tries[20]).toBe(429);
    // Each route has its own count; the order route is limited the same way.
    const orders = [];
    for (let i = 0; i < 21; i++) {
      const payload = orderPayload(lines, { subtotal: 1500, delivery_charge: 100, grand_total: 1600 });
      orders.push((await place(guesser, { ...payload, coupon_code: `GUESS${i}` })).statusCode);
    }
    expect(orders.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(orders[20]).toBe(429);
    expect((await quote(guesser, { lines })).statusCode).toBe(200);
  });

  it('previews WELCOME10: 10% of the subtotal, capped at Rs 2,000, from Rs 2,000', async () => {
    const headers = await authHeaders(ctx, alice.id);
    alice.headers = headers;
    const ok = await validate(alice, ' welcome10 ', [{ product_id: phone.id, quantity: 2 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      code: 'WELCOME10',
      quote: { subtotal: 3000, discount: 300, delivery_charge: 100, grand_total: 2800, coupon_code: 'WELCOME10' },
    });
    const capped = await validate(alice, 'WELCOME10', [{ product_id: laptop.id, quantity: 5 }]);
    expect(capped.json().data.quote).toMatchObject({
      subtotal: 25000,
      discount: 2000,
      delivery_charge: 0,
      grand_total: 23000,
    });
    const small = await validate(alice, 'WELCOME10', [{ product_id: phone.id, quantity: 1 }]);
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('This coupon needs a subtotal of at least Rs. 2,000');
  });

  it('explains unknown, empty, expired, not-yet-valid and used-up codes', async () => {
    const lines = [{ product_id: laptop.id, quantity: 1 }];
    const unknown = await validate(alice, 'NOPE', lines);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('This coupon code is not valid');
    const empty = await validate(alice, '   ', lines);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.code).toBe('Please enter a coupon code');
    const now = ctx.clock.now();
    await ctx.database.db.insert(coupons).values([
      { code: 'OLD100', kind: 'fixed', value: 10000, validTo: new Date(now - 1000) },
      { code: 'SOON100', kind: 'fixed', value: 10000, validFrom: new Date(now + 86_400_000) },
      { code: 'GONE100', kind: 'fixed', value: 10000, usageLimit: 1, usedCount: 1 },
      { code: 'OFF100', kind: 'fixed', value: 10000, active: false },
    ]);
    expect((await validate(alice, 'OLD100', lines)).json().message).toBe('This coupon has expired');
    expect((await validate(alice, 'SOON100', lines)).json().message).toBe('This coupon is not active yet');
    expect((await validate(alice, 'GONE100', lines)).json().message).toBe('This coupon has reached its usage limit');
    expect((await validate(alice, 'OFF100', lines)).json().message).toBe('This coupon code is not valid');
  });

  it('counts a use when an order is placed, once per customer, and gives it back on cancel', async () => {
    const dave = await createCustomer(ctx, 'Dave');
    const usedBefore = await usedCount('WELCOME10');
    const first = await placeQuoted(dave, [{ product_id: phone.id, quantity: 2 }], { coupon_code: 'WELCOME10' });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<{ data: PlacedOrder }>().data.order;
    expect(order).toMatchObject({ discount: 300, coupon_code: 'WELCOME10', grand_total: 2800 });
    expect(await usedCount('WELCOME10')).toBe(usedBefore + 1);

    const again = await validate(dave, 'WELCOME10', [{ product_id: phone.id, quantity: 2 }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already used this coupon');
    const secondOrder = await place(
      dave,
      orderPayload(
        [{ product_id: phone.id, quantity: 2 }],
        { subtotal: 3000, delivery_charge: 100, discount: 300, grand_total: 2800 },
        { coupon_code: 'WELCOME10' },
      ),
    );
    expect(secondOrder.statusCode).toBe(422);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.transaction_id}/cancel/`,
      headers: dave.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await usedCount('WELCOME10')).toBe(usedBefore);
    expect((await validate(dave, 'WELCOME10', [{ product_id: phone.id, quantity: 2 }])).statusCode).toBe(200);
  });

  it('applies DASHAIN500 (Rs 500 off from Rs 5,000) and stops at its usage limit', async () => {
    await ctx.database.db.update(coupons).set({ usedCount: 499 }).where(eq(coupons.code, 'DASHAIN500'));
    const erin = await createCustomer(ctx, 'Erin');
    const placed = await placeQuoted(erin, [{ product_id: laptop.id, quantity: 1 }], { coupon_code: 'dashain500' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<{ data: PlacedOrder }>().data.order).toMatchObject({ discount: 500, grand_total: 4750 });
    const full = await validate(erin, 'DASHAIN500', [{ product_id: laptop.id, quantity: 1 }]);
    expect(full.json().message).toBe('This coupon has reached its usage limit');
  });

  async function usedCount(code: string): Promise<number> {
    const [row] = await ctx.database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code));
    return row?.n ?? -1;
  }
});
