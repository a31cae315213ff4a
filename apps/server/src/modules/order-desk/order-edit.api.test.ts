import type { OrderEditPreview, OrderQuote, PlacedOrder, StaffOrder, StaffOrderChanged } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  OUTSIDE_VALLEY_ADDRESS,
  stockOf,
  VALLEY_ADDRESS,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';
import { couponRedemptions, coupons, orderEvents, orders, users } from '../../db/schema.js';
import { markPaid } from '../orders/index.js';

// Changing an order before it ships (issue #36) on the real database: quantities down and up, a line
// taken off, the totals worked out as checkout would, stock moved exactly (also when two edits race
// for the last units, and over random sequences of edits), the coupon's minimum, the history and
// the customer's e-mail, and every order that may not change.

let ctx: TestContext;
let staff: Customer;
let shopper: Customer;
let radio: FixtureProduct; // Rs 2,000
let lamp: FixtureProduct; // Rs 500

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  radio = await createProduct(ctx, { price: 2000, deliveryPrice: 100, stock: 500 });
  lamp = await createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 500 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
});

type Lines = { product_id: number; quantity: number }[];

async function quote(lines: Lines, coupon?: string): Promise<OrderQuote> {
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, coupon_code: coupon ?? null, district_id: VALLEY_ADDRESS.district_id },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return quoted.json<{ data: OrderQuote }>().data;
}

async function place(lines: Lines, options: { gateway?: 'COD' | 'Esewa'; coupon?: string } = {}): Promise<string> {
  const figures = await quote(lines, options.coupon);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, {
      payment_gateway: options.gateway ?? 'COD',
      ...(options.coupon ? { coupon_code: options.coupon } : {}),
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

async function staffOrder(id: string): Promise<StaffOrder> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}/`, headers: staff.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StaffOrder }>().data;
}

/** The order's line ids by product, from what the order page offers. */
async function lineIds(id: string): Promise<Map<string, number>> {
  const lines = (await staffOrder(id)).editable_lines ?? [];
  return new Map(lines.map((line) => [line.description, line.line_id]));
}

function edit(id: string, payload: object, options: { preview?: boolean; headers?: object } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/edit/${options.preview ? 'preview/' : ''}`,
    headers: (options.headers ?? staff.headers) as Record<string, string>,
    payload,
  });
}

function move(id: string, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/status/`,
    headers: staff.headers,
    payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-1' } : { status },
  });
}

const REASON = 'The customer rang: one radio, not two, and no lamp';

describe('changing an open cash-on-delivery order', () => {
  it('previews without writing, then takes a unit and a line off: totals as checkout works them out, stock back, history and e-mail', async () => {
    const id = await place([
      { product_id: radio.id, quantity: 2 },
      { product_id: lamp.id, quantity: 1 },
    ]);
    const radioStock = await stockOf(ctx, radio.id);
    const lampStock = await stockOf(ctx, lamp.id);
    const before = await staffOrder(id);
    const ids = await lineIds(id);
    const radioLine = ids.get(radio.name)!;
    const lampLine = ids.get(lamp.name)!;
    expect(before.editable_lines).toEqual([
      { line_id: radioLine, description: radio.name, unit_price: 2000, quantity: 2 },
      { line_id: lampLine, description: lamp.name, unit_price: 500, quantity: 1 },
    ]);
    const expected = await quote([{ product_id: radio.id, quantity: 1 }]);
    const body = {
      lines: [
        { line_id: radioLine, quantity: 1 },
        { line_id: lampLine, quantity: 0 },
      ],
      reason: REASON,
    };

    // A preview needs no reason yet.
    const preview = await edit(id, { lines: body.lines }, { preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json<{ data: OrderEditPreview }>().data;
    expect(shown.before.grand_total).toBe(before.grand_total);
    expect(shown.after).toEqual({
      subtotal: 2000,
      delivery_charge: expected.delivery_charge,
      discount: 0,
      tax_amount: expected.tax_amount,
      grand_total: expected.grand_total,
    });
    expect(shown.lines.map((line) => [line.new_quantity, line.line_total])).toEqual([
      [1, 2000],
      [0, 0],
    ]);
    // A preview writes nothing.
    expect((await staffOrder(id)).grand_total).toBe(before.grand_total);
    expect(await stockOf(ctx, radio.id)).toBe(radioStock);

    const saved = await edit(id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json<StaffOrderChanged>();
    expect(answer.message).toBe('Order changed: the customer has been told');
    expect(answer.data.items.map((item) => [item.product_id, item.quantity, item.line_total])).toEqual([
      [radio.id, 1, 2000],
    ]);
    expect(answer.data.subtotal).toBe(2000);
    expect(answer.data.grand_total).toBe(expected.grand_total);
    expect(answer.data.editable_lines).toEqual([
      { line_id: radioLine, description: radio.name, unit_price: 2000, quantity: 1 },
    ]);
    expect(await stockOf(ctx, radio.id)).toBe(radioStock + 1);
    expect(await stockOf(ctx, lamp.id)).toBe(lampStock + 1);
    expect(answer.data.timeline.map((entry) => entry.step)).toEqual(['placed', 'changed']);
    const last = answer.data.history.at(-1)!;
    expect(last).toMatchObject({
      kind: 'edit',
      from: String(before.grand_total),
      to: String(expected.grand_total),
      actor: 'staff',
      by: 'Ram Sharma',
      note: `${radio.name} 2 → 1; ${lamp.name} 1 → 0. ${REASON}`,
    });
    const mails = await mailSentTo(ctx, shopper.email, new RegExp(`your order ${id} has changed`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${radio.name} 2 → 1; ${lamp.name} 1 → 0`);
    expect(mails[0]!.text).toContain(`Reason: ${REASON}`);
    expect(mails[0]!.text).toContain(`× 1 @ Rs. 2,000`);
  });

  it('adds units from stock atomically: two orders racing for the last two units, one gets them', async () => {
    const scarce = await createProduct(ctx, { price: 800, deliveryPrice: 100, stock: 4 });
    const first = await place([{ product_id: scarce.id, quantity: 1 }]);
    const second = await place([{ product_id: scarce.id, quantity: 1 }]);
    expect(await stockOf(ctx, scarce.id)).toBe(2);
    const grow = async (id: string) =>
      edit(id, { lines: [{ line_id: (await lineIds(id)).get(scarce.name)!, quantity: 3 }], reason: 'Two more' });
    const answers = await Promise.all([grow(first), grow(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'out_of_stock', message: `${scarce.name} is out of stock` });
    expect(await stockOf(ctx, scarce.id)).toBe(0);
    const quantities = await Promise.all([first, second].map(async (id) => (await staffOrder(id)).items[0]!.quantity));
    expect(quantities.sort()).toEqual([1, 3]);
  });

  it('keeps the coupon while its minimum is met (the discount follows the subtotal) and refuses to go below it', async () => {
    await ctx.database.db
      .insert(coupons)
      .values({ code: 'EDIT10', kind: 'percentage', value: 10, minSubtotalPaisa: 300_000, usageLimit: 100 });
    const id = await place([{ product_id: radio.id, quantity: 3 }], { coupon: 'EDIT10' });
    const line = (await lineIds(id)).get(radio.name)!;
    const two = await edit(id, { lines: [{ line_id: line, quantity: 2 }], reason: 'Two radios' });
    expect(two.statusCode, two.body).toBe(200);
    const order = two.json<StaffOrderChanged>().data;
    expect(order.discount).toBe(400);
    expect(order.grand_total).toBe((await quote([{ product_id: radio.id, quantity: 2 }], 'EDIT10')).grand_total);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    const [redemption] = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, row!.id));
    expect(redemption!.discountPaisa).toBe(40_000);

    const one = await edit(id, { lines: [{ line_id: line, quantity: 1 }], reason: 'One radio' });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      code: 'order_edit_coupon_minimum',
      message: 'Coupon EDIT10 needs a subtotal of at least Rs. 3,000: this change would take the order below it',
    });
  });

  it('refuses what is not a change, an order with nothing left, a line of another order, and a missing reason', async () => {
    const id = await place([{ product_id: radio.id, quantity: 2 }]);
    const other = await place([{ product_id: lamp.id, quantity: 1 }]);
    const line = (await lineIds(id)).get(radio.name)!;
    const otherLine = (await lineIds(other)).get(lamp.name)!;
    const cases: [object, number, string][] = [
      [{ lines: [{ line_id: line, quantity: 2 }], reason: 'x' }, 400, 'order_edit_nothing'],
      [{ lines: [{ line_id: line, quantity: 0 }], reason: 'x' }, 400, 'order_edit_empty'],
      [{ lines: [{ line_id: otherLine, quantity: 1 }], reason: 'x' }, 400, 'order_edit_unknown_line'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await edit(id, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ code });
    }
    const noReason = await edit(id, { lines: [{ line_id: line, quantity: 1 }], reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Please say why the order changes');
    const twice = await edit(id, {
      lines: [
        { line_id: line, quantity: 1 },
        { line_id: line, quantity: 3 },
      ],
      reason: 'x',
    });
    expect(twice.statusCode).toBe(400);
    expect((await staffOrder(id)).items[0]!.quantity).toBe(2);
  });

  it('refuses a customer (403), a shipped order and a paid online order (409), which offer no lines to change', async () => {
    const id = await place([{ product_id: radio.id, quantity: 2 }]);
    const line = (await lineIds(id)).get(radio.name)!;
    const body = { lines: [{ line_id: line, quantity: 1 }], reason: 'x' };
    expect((await edit(id, body, { headers: shopper.headers })).statusCode).toBe(403);

    expect((await move(id, 'Processing')).statusCode).toBe(200);
    expect((await staffOrder(id)).editable_lines).not.toBeNull();
    expect((await move(id, 'Shipped')).statusCode).toBe(200);
    expect((await staffOrder(id)).editable_lines).toBeNull();
    const shipped = await edit(id, body);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toMatchObject({ code: 'order_not_editable' });

    const online = await place([{ product_id: radio.id, quantity: 2 }], { gateway: 'Esewa' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, online));
    expect(await markPaid(ctx.app.services, row!, { reference: `REF${row!.id}`, detail: {} })).toBe(true);
    expect((await staffOrder(online)).editable_lines).toBeNull();
    const paid = await edit(online, body);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'order_not_editable' });
  });
});

describe('changing where it goes', () => {
  it('moves the delivery out of the valley: the zone’s charge and days as checkout gives them, the new phone, history and e-mail', async () => {
    const id = await place([{ product_id: radio.id, quantity: 1 }]);
    const before = await staffOrder(id);
    const outside = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote/',
      headers: shopper.headers,
      payload: { lines: [{ product_id: radio.id, quantity: 1 }], district_id: OUTSIDE_VALLEY_ADDRESS.district_id },
    });
    const expected = outside.json<{ data: OrderQuote }>().data;
    const address = { ...OUTSIDE_VALLEY_ADDRESS, phone_number: '9812345678' };
    const saved = await edit(id, { address, reason: 'Deliver to her office in Pokhara' });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = saved.json<StaffOrderChanged>().data;
    expect(order.shipping).toMatchObject({ district_id: 38, local_level_id: 414, ward: 6, phone_number: '9812345678' });
    expect(order.delivery_charge).toBe(expected.delivery_charge);
    expect(order.delivery.zone_id).toBe(expected.delivery!.zone_id);
    expect(order.delivery.expected_by).toBe(expected.delivery!.expected_by);
    expect(order.grand_total).toBe(expected.grand_total);
    expect(order.items).toEqual(before.items);
    expect(order.history.at(-1)!.note).toBe(
      'now delivered to Lakeside, Pokhara Metropolitan City-6, Kaski, phone 9812345678. Deliver to her office in Pokhara',
    );
    const mails = await mailSentTo(ctx, shopper.email, new RegExp(`your order ${id} has changed`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Your order ${id} was changed before it shipped.`);
    expect(mails[0]!.text).toContain('Pokhara');
    expect(mails[0]!.text).toContain('Phone: 9812345678');

    // The same address again is no change; collecting at the shop is.
    const again = await edit(id, { address, reason: 'x' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'order_edit_nothing' });
    const pickup = await edit(id, {
      address: { delivery_method: 'pickup', phone_number: '9812345678' },
      reason: 'She will collect it',
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const collected = pickup.json<StaffOrderChanged>().data;
    expect(collected.delivery_method).toBe('pickup');
    expect(collected.delivery_charge).toBe(0);
    expect(collected.grand_total).toBe(collected.subtotal);
  });

  it('refuses an address that does not hold together, writing nothing', async () => {
    const id = await place([{ product_id: radio.id, quantity: 1 }]);
    const answer = await edit(id, {
      address: { ...OUTSIDE_VALLEY_ADDRESS, district_id: VALLEY_ADDRESS.district_id, phone_number: '9812345678' },
      reason: 'x',
    });
    expect(answer.statusCode).toBe(400);
    expect((await staffOrder(id)).shipping.district_id).toBe(VALLEY_ADDRESS.district_id);
  });
});

describe('over any sequence of edits', () => {
  it('stock and orders always add up: units on the shelf plus units on orders never change, totals match the lines', async () => {
    const a = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 12 });
    const b = await createProduct(ctx, { price: 700, deliveryPrice: 100, stock: 12 });
    const ids = [
      await place([
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ]),
      await place([{ product_id: a.id, quantity: 1 }]),
    ];
    const held = { a: 12, b: 12 };
    const onOrders = async (product: FixtureProduct) => {
      let units = 0;
      for (const id of ids)
        units += (await staffOrder(id)).items.find((item) => item.product_id === product.id)?.quantity ?? 0;
      return units;
    };
    const editArbitrary = fc.record({
      order: fc.integer({ min: 0, max: 1 }),
      a: fc.integer({ min: 0, max: 8 }),
      b: fc.integer({ min: 0, max: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(editArbitrary, async (step) => {
        const id = ids[step.order]!;
        const lines = (await staffOrder(id)).editable_lines ?? [];
        const wanted = lines.map((line) => ({
          line_id: line.line_id,
          quantity: line.description === a.name ? step.a : step.b,
        }));
        const answer = await edit(id, { lines: wanted, reason: 'Property' });
        // Refused (nothing to change, nothing left, not enough stock) or done: never anything else.
        expect([200, 400, 409], answer.body).toContain(answer.statusCode);
        expect((await stockOf(ctx, a.id)) + (await onOrders(a))).toBe(held.a);
        expect((await stockOf(ctx, b.id)) + (await onOrders(b))).toBe(held.b);
        expect(await stockOf(ctx, a.id)).toBeGreaterThanOrEqual(0);
        const order = await staffOrder(id);
        const subtotal = order.items.reduce((sum, item) => sum + item.line_total, 0);
        expect(order.subtotal).toBe(subtotal);
        expect(order.grand_total).toBe(order.subtotal + order.delivery_charge - order.discount + order.tax_amount);
        expect(order.items.every((item) => item.line_total === item.unit_price * item.quantity)).toBe(true);
      }),
      { numRuns: 25 },
    );
    const edits = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.kind, 'edit'));
    expect(edits.length).toBeGreaterThan(0);
  });
});
