import {
  imeiCheckDigitValid,
  SERIAL_MESSAGES,
  type Invoice,
  type OrderQuote,
  type PlacedOrder,
  type StaffOrderUnits,
  type WarrantyLookup,
  type CustomerOrderUnits,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { products, users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Serial numbers and warranty on the real database (issue #33): Shipped refused until every
// serialised unit has its serial, the IMEI's check digit, a serial sold once (also when two orders
// are packed at the same moment), freed by a cancel, listed on the bill, and the warranty lookup.

let ctx: TestContext;
let staff: Customer;
let shopper: Customer;
let phone: FixtureProduct;
let cable: FixtureProduct;

const IMEI = '490154203237518';
const IMEI_2 = '356938035643809';

async function staffHeaders(userId: number) {
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId, role: 'staff' })}` };
}

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  phone = await createProduct(ctx, { price: 30000, deliveryPrice: 100, stock: 500 });
  cable = await createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 500 });
  await ctx.database.db.update(products).set({ serialised: true, warrantyMonths: 24 }).where(eq(products.id, phone.id));
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  staff.headers = await staffHeaders(staff.id);
});

async function place(phones = 1): Promise<string> {
  const lines = [
    { product_id: phone.id, quantity: phones },
    { product_id: cable.id, quantity: 1 },
  ];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, coupon_code: null },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, { payment_gateway: 'COD' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

function move(transactionId: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/status/`,
    headers: staff.headers,
    payload,
  });
}
const SHIP = { status: 'Shipped', courier: 'pathao', tracking_number: 'PTH-1' };

async function units(transactionId: string): Promise<StaffOrderUnits> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/${transactionId}/units/`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StaffOrderUnits }>().data;
}

async function phoneLine(transactionId: string): Promise<number> {
  const line = (await units(transactionId)).lines.find((candidate) => candidate.serialised);
  if (!line) throw new Error('no serialised line');
  return line.line_id;
}

async function record(transactionId: string, serial: string, lineId?: number) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/units/`,
    headers: staff.headers,
    payload: { line_id: lineId ?? (await phoneLine(transactionId)), serial },
  });
}

/** A fresh serial for each test: 4–40 characters, not an IMEI. */
let counter = 0;
const serialOf = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`.toUpperCase();

describe('the IMEI check digit', () => {
  it('accepts a 15-digit IMEI whose last digit is its Luhn check digit, and no other', () => {
    expect(imeiCheckDigitValid(IMEI)).toBe(true);
    expect(imeiCheckDigitValid(IMEI_2)).toBe(true);
    expect(imeiCheckDigitValid('490154203237517')).toBe(false);
    expect(imeiCheckDigitValid('49015420323751')).toBe(false);
  });

  it('the server refuses a mistyped IMEI and a serial of the wrong shape (400)', async () => {
    const id = await place();
    const wrongDigit = await record(id, '490154203237517');
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json()).toMatchObject({
      code: 'serial_imei_check_digit',
      message: SERIAL_MESSAGES.imei,
      errors: { serial: SERIAL_MESSAGES.imei },
    });
    for (const bad of ['AB1', 'SN 12#45', 'X'.repeat(41)]) {
      const answer = await record(id, bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'serial_format', message: SERIAL_MESSAGES.format });
    }
    expect((await units(id)).missing).toBe(1);
  });
});

describe('packing', () => {
  it('refuses Shipped until every serialised unit has its serial; the cable needs none', async () => {
    const id = await place(2);
    expect((await move(id, { status: 'Processing' })).statusCode).toBe(200);
    const refused = await move(id, SHIP);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'serials_missing',
      params: { missing: 2 },
      message: 'Record the serial number of every serialised unit before shipping: 2 units have none yet',
    });
    const first = await record(id, serialOf('SN'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ data: StaffOrderUnits }>().data.missing).toBe(1);
    const stillOne = await move(id, SHIP);
    expect(stillOne.statusCode).toBe(400);
    expect(stillOne.json()).toMatchObject({
      code: 'serials_missing_one',
      message: 'Record the serial number of every serialised unit before shipping: 1 unit has none yet',
    });
    expect((await record(id, serialOf('SN'))).statusCode).toBe(201);
    // A third serial for a line of two units is refused.
    const third = await record(id, serialOf('SN'));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'serial_line_full',
      message: 'Every unit of this line already has its serial number',
    });
    const cableLine = (await units(id)).lines.find((line) => !line.serialised)!;
    expect((await record(id, serialOf('SN'), cableLine.line_id)).statusCode).toBe(400);
    const shipped = await move(id, SHIP);
    expect(shipped.statusCode, shipped.body).toBe(200);
    // Once shipped, serials are no longer changed.
    const after = await units(id);
    expect(after).toMatchObject({ editable: false, missing: 0 });
    const unitId = after.lines.find((line) => line.serialised)!.units[0]!.id;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/orders/${id}/units/${unitId}/`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({
      code: 'serials_locked',
      message: 'Serial numbers are recorded while the order is pending or processing',
    });
  });

  it('a mistyped serial is taken off before shipping', async () => {
    const id = await place();
    const recorded = (await record(id, serialOf('TYPO'))).json<{ data: StaffOrderUnits }>().data;
    const unitId = recorded.lines.find((line) => line.serialised)!.units[0]!.id;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/orders/${id}/units/${unitId}/`,
      headers: staff.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ data: StaffOrderUnits }>().data.missing).toBe(1);
  });

  it('customers may not record serials (403)', async () => {
    const id = await place();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/units/`,
      headers: shopper.headers,
      payload: { line_id: 1, serial: 'SN-1234' },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('a serial is sold once', () => {
  it('refuses a serial on a unit sold and not returned, written in another case or with spaces', async () => {
    const serial = serialOf('ONCE');
    const first = await place();
    expect((await record(first, serial)).statusCode).toBe(201);
    const second = await place();
    const again = await record(second, ` ${serial.toLowerCase()} `);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'serial_taken',
      message: SERIAL_MESSAGES.taken,
      errors: { serial: SERIAL_MESSAGES.taken },
    });
  });

  it('two orders packed at the same moment: one takes the serial, the other is refused', async () => {
    const orders = await Promise.all([place(), place(), place(), place()]);
    const lines = await Promise.all(orders.map((id) => phoneLine(id)));
    const answers = await Promise.all(orders.map((id, index) => record(id, IMEI_2, lines[index])));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
  });

  it('a cancelled order frees its serials', async () => {
    const serial = serialOf('FREE');
    const first = await place();
    expect((await record(first, serial)).statusCode).toBe(201);
    const cancelled = await move(first, { status: 'Cancelled', reason: 'The customer changed their mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const second = await place();
    expect((await record(second, serial)).statusCode).toBe(201);
  });
});

describe('the bill and the warranty', () => {
  it('the bill lists the serials under the line; the lookup answers product, buyer, sale date and warranty end', async () => {
    const id = await place();
    await move(id, { status: 'Processing' });
    expect((await record(id, IMEI)).statusCode).toBe(201);
    expect((await move(id, SHIP)).statusCode).toBe(200);
    const delivered = await move(id, { status: 'Delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const deliveredAt = ctx.clock.now();

    const bill = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/invoice/`,
      headers: shopper.headers,
    });
    expect(bill.statusCode, bill.body).toBe(200);
    const lines = bill.json<{ data: Invoice }>().data.lines;
    expect(lines[0]).toMatchObject({ quantity: 1, serials: [IMEI] });
    expect(lines[1]!.serials).toBeUndefined();

    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/warranty/?serial=${IMEI}`,
      headers: staff.headers,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const [unit] = lookup.json<{ data: WarrantyLookup }>().data.units;
    const end = new Date(deliveredAt);
    end.setUTCMonth(end.getUTCMonth() + 24);
    expect(unit).toMatchObject({
      serial: IMEI,
      product_name: phone.name,
      warranty_months: 24,
      transaction_id: id,
      order_status: 'Delivered',
      buyer: { email: expect.stringContaining('@'), name: expect.stringMatching(/\S/) },
      sold_at: new Date(deliveredAt).toISOString(),
      warranty_ends: end.toISOString(),
      in_warranty: true,
      released: false,
      returns: [],
    });

    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/units/`, headers: shopper.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ data: CustomerOrderUnits }>().data.units).toEqual([
      { line_id: expect.any(Number), product_name: phone.name, serial: IMEI, warranty_ends: end.toISOString() },
    ]);

    const nothing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/warranty/?serial=NO-SUCH-UNIT',
      headers: staff.headers,
    });
    expect(nothing.json<{ data: WarrantyLookup }>().data.units).toEqual([]);
  });

  it('a unit returned, chosen by its serial and restocked, frees its serial; the lookup lists the return', async () => {
    const serial = serialOf('BACK');
    const id = await place();
    await move(id, { status: 'Processing' });
    const lineId = await phoneLine(id);
    expect((await record(id, serial, lineId)).statusCode).toBe(201);
    await move(id, SHIP);
    await move(id, { status: 'Delivered' });
    // Sold and not returned: no second order may take it.
    const other = await place();
    expect((await record(other, serial)).statusCode).toBe(409);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/returns/`,
      headers: shopper.headers,
      payload: { lines: [{ line_id: lineId, quantity: 1 }], reason: 'faulty' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const returnId = opened.json<{ data: { id: number } }>().data.id;
    const staffPost = (path: string, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/returns/${returnId}/${path}`,
        headers: staff.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await staffPost('decision/', { decision: 'approve' })).statusCode).toBe(200);
    const received = await staffPost('receive/');
    const returnLine = received.json<{ data: { lines: { id: number }[] } }>().data.lines[0]!;
    const resolved = await staffPost(`lines/${returnLine.id}/resolve/`, {
      resolution: 'repair',
      stock: 'restock',
      reason: 'Sealed, as new',
      serials: [serial],
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/warranty/?serial=${serial}`,
      headers: staff.headers,
    });
    const [unit] = lookup.json<{ data: WarrantyLookup }>().data.units;
    expect(unit).toMatchObject({
      released: true,
      in_warranty: false,
      returns: [{ id: returnId, reason_code: 'faulty' }],
    });
    expect((await record(other, serial)).statusCode).toBe(201);
  });

  it("another customer cannot read an order's units (404)", async () => {
    const id = await place();
    const other = await createCustomer(ctx, 'Hari');
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/units/`,
      headers: await authHeaders(ctx, other.id),
    });
    expect(answer.statusCode).toBe(404);
  });
});
