import { CATEGORY_RETURN_DAYS_INVALID, fiscalYearOf } from '@pasal/contract';
import type {
  AdminCategory,
  CreditNote,
  Order,
  OrderReturnAnswer,
  OrderReturns,
  StaffOrder,
  StaffReturn,
  StaffReturnList,
  WarrantyLookup,
} from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import { orders, users } from '../../db/schema.js';
import { markPaid } from '../orders/index.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Returns on the real database (issue #33): the window from the delivery (7 days, 30 with a
// warranty), never more units than delivered less those already returned, another customer's order
// is not found, a line resolved by five clicks at once restocks its units once, and a refund
// through a return issues one credit note with the bill's VAT.

let ctx: TestContext;
let shopper: Customer;
let other: Customer;
let staff: Customer;
let phone: FixtureProduct; // Rs 45,000
let cover: FixtureProduct; // Rs 1,130

const DAY = 24 * 60 * 60 * 1000;
const PAID_PAISA = 9_165_000; // 2 × 45,000 + 1,130 + 520 delivery

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Hari');
  other = await createCustomer(ctx, 'Gita');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  phone = await createProduct(ctx, { price: 45_000, stock: 100 });
  cover = await createProduct(ctx, { price: 1_130, stock: 100 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  other.headers = await authHeaders(ctx, other.id);
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
});

/** Two phones and a cover, written straight to the tables (checkout has its own tests). */
async function place(gateway: 'COD' | 'Esewa', locale: 'en' | 'ne' = 'en'): Promise<string> {
  const transactionId = `rt-${randomBytes(6).toString('hex')}`;
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number, locale)
    VALUES (${transactionId}, ${shopper.id}, ${gateway}, 9113000, 52000, ${PAID_PAISA}, 'Hari', 'Sharma',
      'hari@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar', '9841234567', ${locale})
    RETURNING id`);
  const orderId = result.rows[0]?.id;
  await ctx.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    VALUES (${orderId}, ${phone.id}, ${phone.name}, 4500000, 2, 9000000),
      (${orderId}, ${cover.id}, ${cover.name}, 113000, 1, 113000)`);
  return transactionId;
}

function move(transactionId: string, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/status/`,
    headers: staff.headers,
    payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-1' } : { status },
  });
}

async function delivered(gateway: 'COD' | 'Esewa' = 'Esewa', locale: 'en' | 'ne' = 'en'): Promise<string> {
  const id = await place(gateway, locale);
  if (gateway === 'Esewa') {
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    await markPaid(ctx.app.services, row!, { reference: `REF${row!.id}`, detail: { status: 'COMPLETE' } });
  }
  for (const step of ['Processing', 'Shipped', 'Delivered']) {
    const response = await move(id, step);
    expect(response.statusCode, response.body).toBe(200);
  }
  return id;
}

async function staffReturnOf(id: number): Promise<StaffReturn> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/returns/${id}/`, headers: staff.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StaffReturn }>().data;
}

async function returnsOf(transactionId: string, headers = shopper.headers) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${transactionId}/returns/`, headers });
}

async function lines(transactionId: string) {
  const response = await returnsOf(transactionId);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json<{ data: OrderReturns }>().data;
  return { phone: data.lines[0]!, cover: data.lines[1]!, data };
}

function ask(transactionId: string, payload: object, headers = shopper.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${transactionId}/returns/`, headers, payload });
}

function staffPost(path: string, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/returns/${path}`,
    headers: staff.headers,
    ...(payload ? { payload } : {}),
  });
}

/** Moves the order's delivery back in time by `days` (the window counts from it). */
async function deliveredDaysAgo(transactionId: string, days: number) {
  await ctx.database.db.execute(sql`
    UPDATE order_events SET created_at = ${new Date(ctx.clock.now() - days * DAY)}
    WHERE kind = 'status' AND to_value = 'Delivered'
      AND order_id = (SELECT id FROM orders WHERE transaction_id = ${transactionId})`);
}

describe('asking for a return', () => {
  it('opens a return of one of two phones, e-mails the customer and shows it on the order', async () => {
    const id = await delivered();
    const { phone: line, data } = await lines(id);
    expect(data.can_request).toBe(true);
    expect(line).toMatchObject({ quantity: 2, returnable_quantity: 2, window_days: 7, in_window: true });
    const response = await ask(id, {
      lines: [{ line_id: line.line_id, quantity: 1 }],
      reason: 'faulty',
      note: 'No sound',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<OrderReturnAnswer>();
    expect(answer.data).toMatchObject({
      status: 'requested',
      reason: 'faulty',
      note: 'No sound',
      opened_by: 'customer',
    });
    expect(answer.data).not.toHaveProperty('customer_email');
    const after = await lines(id);
    expect(after.phone.returnable_quantity).toBe(1);
    expect(after.data.returns.map((entry) => entry.id)).toEqual([answer.data.id]);
    expect(await mailSentTo(ctx, shopper.email, /return request/)).toHaveLength(1);
  });

  it('refuses more units than were delivered less those already in returns', async () => {
    const id = await delivered();
    const { phone: line } = await lines(id);
    expect((await ask(id, { lines: [{ line_id: line.line_id, quantity: 3 }], reason: 'faulty' })).statusCode).toBe(409);
    expect((await ask(id, { lines: [{ line_id: line.line_id, quantity: 2 }], reason: 'faulty' })).statusCode).toBe(201);
    const again = await ask(id, { lines: [{ line_id: line.line_id, quantity: 1 }], reason: 'faulty' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'return_too_many_units',
      message: 'More units than are left to return on an item',
    });
  });

  it('counts the units of a refused return as returnable again', async () => {
    const id = await delivered();
    const { phone: line } = await lines(id);
    const opened = (
      await ask(id, { lines: [{ line_id: line.line_id, quantity: 2 }], reason: 'changed_mind' })
    ).json<OrderReturnAnswer>();
    const refused = await staffPost(`${opened.data.id}/decision/`, {
      decision: 'refuse',
      reason: 'Box opened and used',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await lines(id)).phone.returnable_quantity).toBe(2);
  });

  it("answers 404 for another customer's order, and 409 for an order not delivered", async () => {
    const id = await delivered();
    const { phone: line } = await lines(id);
    expect((await returnsOf(id, other.headers)).statusCode).toBe(404);
    expect(
      (await ask(id, { lines: [{ line_id: line.line_id, quantity: 1 }], reason: 'faulty' }, other.headers)).statusCode,
    ).toBe(404);
    const pending = await place('COD');
    const pendingLines = (await lines(pending)).data;
    expect(pendingLines).toMatchObject({ delivered_at: null, can_request: false });
    const response = await ask(pending, {
      lines: [{ line_id: pendingLines.lines[0]!.line_id, quantity: 1 }],
      reason: 'faulty',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'return_not_delivered',
      message: 'Only a delivered order can be returned',
    });
  });

  it('closes the window 7 days after delivery, 30 for a product with a warranty', async () => {
    const id = await delivered();
    await deliveredDaysAgo(id, 8);
    let view = await lines(id);
    expect(view.phone.in_window).toBe(false);
    expect(view.data.can_request).toBe(false);
    expect(view.data.window_ended_at).not.toBeNull();
    expect(
      (await ask(id, { lines: [{ line_id: view.phone.line_id, quantity: 1 }], reason: 'faulty' })).statusCode,
    ).toBe(409);

    // The phone has a warranty: its window is 30 days, the cover's stays 7.
    await ctx.database.db.execute(sql`
      INSERT INTO product_specifications (product_id, position, title, answer)
      VALUES (${phone.id}, 0, 'Warranty', '1-year official brand warranty')`);
    view = await lines(id);
    expect(view.phone).toMatchObject({ window_days: 30, in_window: true });
    expect(view.cover).toMatchObject({ window_days: 7, in_window: false });
    expect(view.data.can_request).toBe(true);
    expect(
      (await ask(id, { lines: [{ line_id: view.cover.line_id, quantity: 1 }], reason: 'faulty' })).statusCode,
    ).toBe(409);
    expect(
      (await ask(id, { lines: [{ line_id: view.phone.line_id, quantity: 1 }], reason: 'faulty' })).statusCode,
    ).toBe(201);
    await deliveredDaysAgo(id, 31);
    expect((await lines(id)).phone.in_window).toBe(false);
    await ctx.database.db.execute(sql`DELETE FROM product_specifications WHERE product_id = ${phone.id}`);
  });
});

describe('photos of a return request', () => {
  /** A real picture of `format`, `width` px wide (a camera's photo stands in for a customer's). */
  async function picture(format: 'jpeg' | 'png' | 'webp', width = 900): Promise<Buffer> {
    const image = sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#3a7' } });
    return image[format]().toBuffer();
  }

  function attach(transactionId: string, returnId: number, body: Buffer, type: string, headers = shopper.headers) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${transactionId}/returns/${returnId}/photos/`,
      headers: { ...headers, 'content-type': type },
      payload: body,
    });
  }

  async function requested(): Promise<{ transactionId: string; returnId: number }> {
    const transactionId = await delivered();
    const { phone: line } = await lines(transactionId);
    const opened = await ask(transactionId, { lines: [{ line_id: line.line_id, quantity: 1 }], reason: 'damaged' });
    expect(opened.statusCode, opened.body).toBe(201);
    return { transactionId, returnId: opened.json<OrderReturnAnswer>().data.id };
  }

  it('takes three photos (JPEG, PNG, WebP), refuses a fourth, and shows them to the customer and staff only', async () => {
    const { transactionId, returnId } = await requested();
    const formats = ['jpeg', 'png', 'webp'] as const;
    for (const [index, format] of formats.entries()) {
      const response = await attach(transactionId, returnId, await picture(format, 2400), `image/${format}`);
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<OrderReturnAnswer>();
      expect(answer.message).toBe('Photo added');
      expect(answer.data.photos).toHaveLength(index + 1);
    }
    const fourth = await attach(transactionId, returnId, await picture('jpeg'), 'image/jpeg');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'return_photos_full',
      message: 'A return has at most three photos',
      errors: { photo: 'A return has at most three photos' },
      fields: { photo: { code: 'return_photos_full' } },
    });

    const { data } = await lines(transactionId);
    const photos = data.returns[0]!.photos;
    expect(photos.map((photo) => photo.width)).toEqual([1600, 1600, 1600]);
    const own = `/api/v1/orders/${transactionId}/returns/${returnId}/photos/${photos[0]!.id}`;
    const thumb = await ctx.app.inject({ method: 'GET', url: `${own}/thumb/`, headers: shopper.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('no-store');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    const full = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/returns/${returnId}/photos/${photos[2]!.id}/full/`,
      headers: staff.headers,
    });
    expect(full.statusCode).toBe(200);
    const metadata = await sharp(full.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    // Someone else cannot fetch it, through the customer's address or the staff one.
    expect((await ctx.app.inject({ method: 'GET', url: `${own}/full/`, headers: other.headers })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/admin/returns/${returnId}/photos/${photos[0]!.id}/thumb/`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    const desk = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/returns/${returnId}/`,
      headers: staff.headers,
    });
    expect(desk.json<{ data: StaffReturn }>().data.photos.map((photo) => photo.id)).toEqual(photos.map((p) => p.id));
  });

  it('refuses an SVG, a renamed text file, a JSON body and a file over 5 MB, each with its message', async () => {
    const { transactionId, returnId } = await requested();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('just some text, not a picture'), 'image/jpeg'],
    ] as const) {
      const response = await attach(transactionId, returnId, body, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json<{ errors: { photo: string } }>().errors.photo).toBe(
        'A photo must be a JPEG, PNG or WebP picture',
      );
    }
    const json = await attach(transactionId, returnId, Buffer.from('{}'), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'return_photo_media_type',
      message: 'A photo must be a JPEG, PNG or WebP picture',
      errors: { photo: 'A photo must be a JPEG, PNG or WebP picture' },
    });
    const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await attach(transactionId, returnId, big, 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'return_photo_too_large',
      message: 'Each photo must be at most 5 MB',
      errors: { photo: 'Each photo must be at most 5 MB' },
    });
    expect((await lines(transactionId)).data.returns[0]!.photos).toEqual([]);
  });

  it("answers 404 on someone else's order, and 409 once staff have answered", async () => {
    const { transactionId, returnId } = await requested();
    const photo = await picture('png', 400);
    expect((await attach(transactionId, returnId, photo, 'image/png', other.headers)).statusCode).toBe(404);
    const approved = await staffPost(`${returnId}/decision/`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const late = await attach(transactionId, returnId, photo, 'image/png');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'return_photo_not_now',
      message: 'Photos can be added only while the return is waiting for an answer',
    });
  });
});

describe("a category's own return windows", () => {
  it("win over the shop's when set, are audited, refuse a bad number, and the shop's applies again once cleared", async () => {
    const admin = await createCustomer(ctx, 'Sita');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const adminHeaders = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: admin.id, role: 'admin' })}`,
    };
    const made = await ctx.database.db.execute<{ id: number }>(sql`
      INSERT INTO categories (name, slug, image) VALUES ('Covers ${sql.raw(randomBytes(3).toString('hex'))}',
        ${`covers-${randomBytes(4).toString('hex')}`}, '/covers.svg') RETURNING id`);
    const categoryId = made.rows[0]!.id;
    const before = await ctx.database.db.execute<{ category_id: number }>(
      sql`SELECT category_id FROM products WHERE id = ${cover.id}`,
    );
    await ctx.database.db.execute(sql`UPDATE products SET category_id = ${categoryId} WHERE id = ${cover.id}`);
    const setWindows = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/categories/${categoryId}/`,
        headers: adminHeaders,
        payload,
      });
    try {
      const id = await delivered();
      await deliveredDaysAgo(id, 8);
      expect((await lines(id)).cover).toMatchObject({ window_days: 7, in_window: false });

      // Covers: 14 days. The phone's category sets nothing: the shop's 7 stay for it.
      const saved = await setWindows({ return_window_days: 14 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: AdminCategory }>().data).toMatchObject({
        return_window_days: 14,
        warranty_return_window_days: null,
      });
      let view = await lines(id);
      expect(view.cover).toMatchObject({ window_days: 14, in_window: true });
      expect(view.phone).toMatchObject({ window_days: 7, in_window: false });
      expect(
        (await ask(id, { lines: [{ line_id: view.cover.line_id, quantity: 1 }], reason: 'faulty' })).statusCode,
      ).toBe(201);

      // Out of range or not whole: 400 naming the field; nothing changes.
      for (const bad of [366, -1, 2.5, '7']) {
        const refused = await setWindows({ return_window_days: bad });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json<{ errors: Record<string, string> }>().errors.return_window_days).toBe(
          CATEGORY_RETURN_DAYS_INVALID,
        );
      }
      expect((await lines(id)).cover.window_days).toBe(14);

      // Cleared: the shop's window again.
      expect((await setWindows({ return_window_days: null })).statusCode).toBe(200);
      view = await lines(id);
      expect(view.cover).toMatchObject({ window_days: 7, in_window: false });

      const history = await ctx.database.db.execute<{ field: string; before: unknown; after: unknown }>(sql`
        SELECT field, before, after FROM catalogue_audit_log
        WHERE entity = 'category' AND entity_id = ${categoryId} ORDER BY id`);
      expect(history.rows).toEqual([
        { field: 'return_window_days', before: null, after: 14 },
        { field: 'return_window_days', before: 14, after: null },
      ]);
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE products SET category_id = ${before.rows[0]!.category_id} WHERE id = ${cover.id}`,
      );
    }
  });
});

describe('the Returns desk', () => {
  async function approvedAndReceived(
    gateway: 'COD' | 'Esewa' = 'Esewa',
    withCover = false,
    locale: 'en' | 'ne' = 'en',
  ) {
    const id = await delivered(gateway, locale);
    const { phone: line, cover } = await lines(id);
    const wanted = [
      { line_id: line.line_id, quantity: 1 },
      ...(withCover ? [{ line_id: cover.line_id, quantity: 1 }] : []),
    ];
    const opened = (await ask(id, { lines: wanted, reason: 'faulty' })).json<OrderReturnAnswer>().data;
    expect((await staffPost(`${opened.id}/decision/`, { decision: 'approve' })).statusCode).toBe(200);
    const received = await staffPost(`${opened.id}/receive/`);
    expect(received.statusCode, received.body).toBe(200);
    return { id, returned: received.json<{ data: StaffReturn }>().data };
  }

  it('is staff only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/returns/', headers: shopper.headers });
    expect(response.statusCode).toBe(403);
  });

  it('needs a reason to refuse, and e-mails it in the language of the order', async () => {
    const id = await delivered('Esewa', 'ne');
    const { phone: line } = await lines(id);
    const opened = (
      await ask(id, { lines: [{ line_id: line.line_id, quantity: 1 }], reason: 'damaged' })
    ).json<OrderReturnAnswer>().data;
    expect((await staffPost(`${opened.id}/decision/`, { decision: 'refuse', reason: ' ' })).statusCode).toBe(400);
    const refused = await staffPost(`${opened.id}/decision/`, {
      decision: 'refuse',
      reason: 'Screen broken by a fall',
    });
    expect(refused.json<{ data: StaffReturn }>().data).toMatchObject({
      status: 'refused',
      refusal_reason: 'Screen broken by a fall',
    });
    const [mail] = await mailSentTo(ctx, shopper.email, /फिर्ता अनुरोध$/);
    expect(mail?.text).toContain('कारण: Screen broken by a fall');
    // A second decision is refused: the return is no longer requested.
    expect((await staffPost(`${opened.id}/decision/`, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('closes an approved return whose items never came (with a reason); its units may be asked for again', async () => {
    const id = await delivered();
    const { phone: line } = await lines(id);
    const opened = (
      await ask(id, { lines: [{ line_id: line.line_id, quantity: 2 }], reason: 'changed_mind' })
    ).json<OrderReturnAnswer>().data;
    expect((await staffPost(`${opened.id}/close/`, { reason: 'Never sent' })).statusCode).toBe(409);
    expect((await staffPost(`${opened.id}/decision/`, { decision: 'approve' })).statusCode).toBe(200);
    expect((await staffPost(`${opened.id}/close/`, { reason: '' })).statusCode).toBe(400);
    const closed = await staffPost(`${opened.id}/close/`, { reason: 'Never sent' });
    expect(closed.json<{ data: StaffReturn }>().data).toMatchObject({ status: 'closed', refusal_reason: 'Never sent' });
    expect((await lines(id)).phone.returnable_quantity).toBe(2);
    expect(await mailSentTo(ctx, shopper.email, /your return is closed/)).toHaveLength(1);
  });

  it('lists returns by status', async () => {
    const { returned } = await approvedAndReceived();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/returns/?status=received',
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<StaffReturnList>();
    expect(list.data.every((entry) => entry.status === 'received')).toBe(true);
    expect(list.data.map((entry) => entry.id)).toContain(returned.id);
  });

  it('restocks a line exactly once when five resolve it at the same moment', async () => {
    // Two lines: the return stays received after the first, so only the line's own guard stops a second restock.
    const { returned } = await approvedAndReceived('COD', true);
    const before = await stockOf(ctx, phone.id);
    const line = returned.lines[0]!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        staffPost(`${returned.id}/lines/${line.id}/resolve/`, {
          resolution: 'repair',
          stock: 'restock',
          reason: 'Sealed, as new',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(ctx, phone.id)).toBe(before + 1);
    const history = await ctx.database.db.execute<{ field: string; after: unknown }>(sql`
      SELECT field, after FROM catalogue_audit_log WHERE entity = 'product' AND entity_id = ${phone.id} ORDER BY id`);
    expect(history.rows.filter((row) => row.field === 'stock_reason')).toHaveLength(1);
    expect(String(history.rows.find((row) => row.field === 'stock_reason')?.after)).toContain('Sealed, as new');
    // The other line resolves the return.
    const last = await staffPost(`${returned.id}/lines/${returned.lines[1]!.id}/resolve/`, {
      resolution: 'replacement',
      stock: 'write_off',
      reason: 'Cracked',
    });
    expect(last.json<{ data: StaffReturn }>().data.status).toBe('resolved');
    expect(await stockOf(ctx, phone.id)).toBe(before + 1);
  });

  it('refunds a line through the return: one credit note with the bill’s VAT, the order history says so', async () => {
    const { id, returned } = await approvedAndReceived('Esewa');
    const line = returned.lines[0]!;
    const missingReference = await staffPost(`${returned.id}/lines/${line.id}/resolve/`, {
      resolution: 'refund',
      stock: 'write_off',
      reason: 'Dead on arrival',
    });
    expect(missingReference.statusCode).toBe(400);
    expect(missingReference.json()).toMatchObject({
      code: 'refund_reference_required',
      errors: { provider_reference: "Enter the provider's refund reference" },
    });
    const before = await stockOf(ctx, phone.id);
    const response = await staffPost(`${returned.id}/lines/${line.id}/resolve/`, {
      resolution: 'refund',
      stock: 'write_off',
      reason: 'Dead on arrival',
      provider_reference: 'ESW-RF-9',
    });
    expect(response.statusCode, response.body).toBe(200);
    const resolved = response.json<{ data: StaffReturn }>().data;
    expect(resolved.status).toBe('resolved');
    expect(resolved.lines[0]).toMatchObject({ resolution: 'refund', stock: 'write_off' });
    expect(resolved.lines[0]!.credit_note_number).toMatch(/^CN /);
    expect(await stockOf(ctx, phone.id)).toBe(before);

    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/credit-notes/`,
      headers: shopper.headers,
    });
    const list = notes.json<{ data: CreditNote[] }>().data;
    expect(list).toHaveLength(1);
    // Rs 45,000 VAT included at 13%: 45,000 × 13/113 = 5,176.99.
    expect(list[0]).toMatchObject({ kind: 'refund', total: 45_000, vat_amount: 5_176.99 });
    expect(list[0]!.credit_note_number).toBe(resolved.lines[0]!.credit_note_number);

    const order = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}/`, headers: staff.headers });
    const history = order.json<{ data: StaffOrder }>().data.history.filter((event) => event.kind === 'return');
    expect(history.map((event) => event.to)).toEqual(['requested', 'approved', 'received', 'resolved']);
    // The customer sees the return resolved with its credit note.
    const seen = (await lines(id)).data.returns[0]!;
    expect(seen).toMatchObject({ status: 'resolved' });
    expect(seen.lines[0]!.credit_note_number).toBe(list[0]!.credit_note_number);
  });

  it('opens a return for a walk-in customer', async () => {
    const id = await delivered('COD');
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${id}/returns/`,
      headers: staff.headers,
    });
    const cover = view.json<{ data: OrderReturns }>().data.lines[1]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/returns/`,
      headers: staff.headers,
      payload: { lines: [{ line_id: cover.line_id, quantity: 1 }], reason: 'wrong_item', note: 'At the counter' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: StaffReturn }>().data).toMatchObject({ opened_by: 'staff', status: 'requested' });
  });

  describe('a line resolved as a replacement', () => {
    const replace = (returnId: number, lineId: number, stock: 'restock' | 'write_off' = 'write_off') =>
      staffPost(`${returnId}/lines/${lineId}/resolve/`, {
        resolution: 'replacement',
        stock,
        reason: 'Screen flickers: a new one goes out',
      });

    async function staffOrder(transactionId: string) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders/${transactionId}/`,
        headers: staff.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: StaffOrder }>().data;
    }

    it('sends a zero-priced order to the same address that takes the unit from stock and goes through the steps, with no bill and no sale', async () => {
      const { id, returned } = await approvedAndReceived('COD');
      const dashboardBefore = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/', headers: staff.headers })
      ).json<{ data: { periods: { today: { orders: number; revenue: number } } } }>().data.periods.today;
      const stockBefore = await stockOf(ctx, phone.id);
      const response = await replace(returned.id, returned.lines[0]!.id);
      expect(response.statusCode, response.body).toBe(200);
      const line = response.json<{ data: StaffReturn }>().data.lines[0]!;
      expect(line).toMatchObject({ resolution: 'replacement', stock: 'write_off' });
      const number = line.replacement_order!;
      expect(number).toMatch(/^PSL-/);
      // The unit left the shelf; the faulty one was written off.
      expect(await stockOf(ctx, phone.id)).toBe(stockBefore - 1);

      // The customer's Your Orders: linked to the return, nothing to pay, not cancellable by them.
      const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${number}/`, headers: shopper.headers });
      expect(mine.statusCode, mine.body).toBe(200);
      const order = mine.json<{ data: Order }>().data;
      expect(order).toMatchObject({
        replacement_for: { return_id: returned.id, transaction_id: id },
        grand_total: 0,
        delivery_charge: 0,
        payment_status: 'paid',
        order_status: 'Pending',
        can_cancel: false,
        coupon_code: null,
        first_name: 'Hari',
      });
      expect(order.shipping).toMatchObject({ details_address: 'Lambagar', phone_number: '9841234567' });
      expect(order.items).toEqual([
        expect.objectContaining({ product_id: phone.id, quantity: 1, unit_price: 0, line_total: 0 }),
      ]);
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${number}/cancel/`,
        headers: shopper.headers,
      });
      expect(cancel.statusCode).toBe(409);
      const mails = await mailSentTo(ctx, shopper.email, /: your return$/);
      expect(mails.filter((mail) => mail.text.includes(`as order ${number}, at no charge`))).toHaveLength(1);

      // On the order desk's list, marked as a replacement.
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/orders/', headers: staff.headers });
      expect(
        list.json<{ data: { transaction_id: string; replacement: boolean }[] }>().data.filter((row) => row.replacement),
      ).toContainEqual(expect.objectContaining({ transaction_id: number }));
      // The desk moves it as any order; cash on delivery collects nothing and no bill is issued.
      for (const step of ['Processing', 'Shipped', 'Delivered']) {
        const moved = await move(number, step);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const desk = await staffOrder(number);
      expect(desk).toMatchObject({ order_status: 'Delivered', payment_status: 'paid', can_refund: false });
      expect(desk.payments).toEqual([]);
      const bill = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${number}/invoice/`,
        headers: shopper.headers,
      });
      expect(bill.statusCode).toBe(409);
      expect(bill.json<{ message: string }>().message).toBe('A replacement is not a sale: it has no bill of its own');
      expect(bill.json<{ code: string }>().code).toBe('bill_replacement_not_sale');
      const invoices = await ctx.database.db.execute(
        sql`SELECT 1 FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.transaction_id = ${number}`,
      );
      expect(invoices.rows).toEqual([]);
      // Not in the sales figures: the dashboard counts the same orders and revenue as before.
      const dashboardAfter = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/', headers: staff.headers })
      ).json<{ data: { periods: { today: { orders: number; revenue: number } } } }>().data.periods.today;
      expect(dashboardAfter).toEqual(dashboardBefore);
      // Nor in the accountant's sales register (bills): the original's bill is there, the replacement not.
      const admin = {
        authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'admin' })}`,
      };
      const register = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/accounts/sales-register/?fiscal_year=${encodeURIComponent(fiscalYearOf(new Date(ctx.clock.now())))}`,
        headers: admin,
      });
      expect(register.statusCode, register.body).toBe(200);
      const billed = register.json<{ data: { transaction_id: string }[] }>().data.map((row) => row.transaction_id);
      expect(billed).toContain(id);
      expect(billed).not.toContain(number);
      // Staff see the link both ways: the original's history names the replacement order.
      const original = await staffOrder(id);
      expect(original.history.some((event) => event.kind === 'return' && event.note.includes(number))).toBe(true);
    });

    it('e-mails the replacement order number in Nepali for an order placed in Nepali', async () => {
      const { returned } = await approvedAndReceived('Esewa', false, 'ne');
      const response = await replace(returned.id, returned.lines[0]!.id);
      expect(response.statusCode, response.body).toBe(200);
      const number = response.json<{ data: StaffReturn }>().data.lines[0]!.replacement_order!;
      const mails = await mailSentTo(ctx, shopper.email, /: तपाईंको फिर्ता$/);
      expect(
        mails.filter((mail) => mail.text.includes(`सट्टा सामान अर्डर ${number} को रूपमा निःशुल्क तपाईंतर्फ पठाइँदैछ`)),
      ).toHaveLength(1);
    });

    it('answers 409 and keeps nothing when the unit is not in stock', async () => {
      const { returned } = await approvedAndReceived('Esewa');
      const stock = await stockOf(ctx, phone.id);
      await ctx.database.db.execute(sql`UPDATE products SET total_quantity = 0 WHERE id = ${phone.id}`);
      try {
        const response = await replace(returned.id, returned.lines[0]!.id);
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'replacement_out_of_stock',
          params: { product: phone.name },
          message: `No replacement can be sent: ${phone.name} is out of stock. Restock it first, or resolve the line another way`,
        });
        const after = await staffReturnOf(returned.id);
        expect(after.lines[0]).toMatchObject({ resolution: null, replacement_order: null });
        const made = await ctx.database.db.execute(
          sql`SELECT 1 FROM orders WHERE replaces_order_id = (SELECT order_id FROM order_returns WHERE id = ${returned.id})`,
        );
        expect(made.rows).toEqual([]);
        // With the returned unit put back on the shelf, the same unit can go out as the replacement.
        const restocked = await replace(returned.id, returned.lines[0]!.id, 'restock');
        expect(restocked.statusCode, restocked.body).toBe(200);
        expect(await stockOf(ctx, phone.id)).toBe(0);
      } finally {
        await ctx.database.db.execute(sql`UPDATE products SET total_quantity = ${stock} WHERE id = ${phone.id}`);
      }
    });

    it('creates exactly one replacement when five click at the same moment', async () => {
      const { returned } = await approvedAndReceived('Esewa');
      const stockBefore = await stockOf(ctx, phone.id);
      const answers = await Promise.all(Array.from({ length: 5 }, () => replace(returned.id, returned.lines[0]!.id)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      const made = await ctx.database.db.execute(
        sql`SELECT id FROM orders WHERE replaces_order_id = (SELECT order_id FROM order_returns WHERE id = ${returned.id})`,
      );
      expect(made.rows).toHaveLength(1);
      expect(await stockOf(ctx, phone.id)).toBe(stockBefore - 1);
    });
  });

  describe('which serial comes back', () => {
    /** A packed order's serialised line, and a recorder of serials on it (answers the response). */
    async function packing(transactionId: string) {
      expect((await move(transactionId, 'Processing')).statusCode).toBe(200);
      const units = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders/${transactionId}/units/`,
        headers: staff.headers,
      });
      const lineId = units
        .json<{ data: { lines: { line_id: number; serialised: boolean }[] } }>()
        .data.lines.find((line) => line.serialised)!.line_id;
      return (serial: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/admin/orders/${transactionId}/units/`,
          headers: staff.headers,
          payload: { line_id: lineId, serial },
        });
    }

    /** Two units of a serialised phone, serials A and B recorded at packing, delivered (cash on delivery). */
    async function deliveredWithSerials(): Promise<{ id: string; a: string; b: string }> {
      await ctx.database.db.execute(sql`UPDATE products SET serialised = true WHERE id = ${phone.id}`);
      const id = await place('COD');
      const suffix = randomBytes(4).toString('hex').toUpperCase();
      const [a, b] = [`SNA-${suffix}`, `SNB-${suffix}`];
      const record = await packing(id);
      for (const serial of [a, b]) {
        const recorded = await record(serial);
        expect(recorded.statusCode, recorded.body).toBe(201);
      }
      for (const step of ['Shipped', 'Delivered']) expect((await move(id, step)).statusCode).toBe(200);
      return { id, a, b };
    }

    const lookup = async (serial: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/warranty/?serial=${serial}`, headers: staff.headers })
      ).json<{ data: WarrantyLookup }>().data.units;

    afterAll(async () => {
      await ctx.database.db.execute(sql`UPDATE products SET serialised = false WHERE id = ${phone.id}`);
    });

    it('returning serial B of A and B leaves A sold and B free to sell again; a serial not on the line is refused', async () => {
      const { id, a, b } = await deliveredWithSerials();
      const { phone: line } = await lines(id);
      const opened = (
        await ask(id, { lines: [{ line_id: line.line_id, quantity: 1 }], reason: 'faulty' })
      ).json<OrderReturnAnswer>().data;
      expect((await staffPost(`${opened.id}/decision/`, { decision: 'approve' })).statusCode).toBe(200);
      const received = (await staffPost(`${opened.id}/receive/`)).json<{ data: StaffReturn }>().data;
      const returnLine = received.lines[0]!;
      // Staff choose among the line's serials still sold.
      expect(returnLine.serial_choices).toEqual([a, b]);
      const resolve = (serials: string[]) =>
        staffPost(`${opened.id}/lines/${returnLine.id}/resolve/`, {
          resolution: 'refund',
          stock: 'restock',
          reason: 'Speaker dead',
          paid_to: 'Hari, at the counter',
          serials,
        });
      const notOnLine = await resolve(['SNX-NOT-THIS-ONE']);
      expect(notOnLine.statusCode).toBe(400);
      expect(notOnLine.json()).toMatchObject({
        code: 'return_serial_not_on_line',
        errors: { serials: 'That serial number is not one of this item’s units still with the customer' },
      });
      for (const wrong of [[], [a, b]]) {
        const response = await resolve(wrong);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'return_serial_count_one',
          message: 'Choose the serial number of the unit that came back',
          errors: { serials: 'Choose the serial number of the unit that came back' },
        });
      }
      const resolved = await resolve([b.toLowerCase()]);
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect(resolved.json<{ data: StaffReturn }>().data.lines[0]).toMatchObject({ serials: [b], serial_choices: [] });

      // The warranty lookup: A is still the customer's, B came back in this return.
      const [unitA] = await lookup(a);
      expect(unitA).toMatchObject({ released: false, returns: [] });
      const [unitB] = await lookup(b);
      expect(unitB).toMatchObject({ released: true, returns: [expect.objectContaining({ id: opened.id })] });

      // B may be sold again; A may not.
      const record = await packing(await place('COD'));
      expect((await record(a)).statusCode).toBe(409);
      expect((await record(b)).statusCode).toBe(201);
    });
  });
});
