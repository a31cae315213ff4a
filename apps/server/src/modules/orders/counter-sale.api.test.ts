import {
  COUNTER_SALE_PATHS,
  COUNTER_WALK_IN_BUYER,
  RETURNS_PATHS,
  type CounterSale,
  type Invoice,
  type OrderReturns,
  type SalesReport,
  type StaffReturn,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/helpers/admin.js';
import { createCustomer, createProduct, stockOf } from '../../../test/helpers/orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { invoices, orders, payments, products } from '../../db/schema.js';

// The counter sale (issue #36) on the real database: stock, payment and bill in one transaction.

let ctx: TestContext;
let staff: { authorization: string };

const SALES = COUNTER_SALE_PATHS.sales;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await adminHeaders(ctx, 'staff');
});

afterAll(async () => {
  await ctx.close();
});

function sell(body: unknown, headers: Record<string, string> = staff) {
  return ctx.app.inject({ method: 'POST', url: SALES, headers, payload: body as Record<string, unknown> });
}

async function lastSequence(): Promise<number> {
  const result = await ctx.database.db.execute<{ n: number | null }>(sql`SELECT max(sequence) AS n FROM invoices`);
  return Number(result.rows[0]?.n ?? 0);
}

describe('POST /api/v1/admin/counter-sales/', () => {
  it('takes the stock, records the payment and issues the bill at once', async () => {
    const radio = await createProduct(ctx, { price: 2500, stock: 5 });
    const before = await lastSequence();
    const response = await sell({
      lines: [{ product_id: radio.id, quantity: 2 }],
      payment_method: 'fonepay_qr',
      payment_reference: ' FP-123 ',
      buyer_name: 'Ram Traders',
      buyer_pan: '123456789',
    });
    expect(response.statusCode).toBe(201);
    const sale = response.json<{ data: CounterSale }>().data;
    expect(sale).toMatchObject({
      payment_method: 'fonepay_qr',
      payment_reference: 'FP-123',
      buyer_name: 'Ram Traders',
      buyer_pan: '123456789',
      total: 5000,
      lines: [{ product_id: radio.id, quantity: 2, unit_price: 2500, line_total: 5000 }],
    });
    expect(await stockOf(ctx, radio.id)).toBe(3);
    expect(await lastSequence()).toBe(before + 1);

    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, sale.transaction_id));
    expect(order).toMatchObject({
      channel: 'counter',
      status: 'Delivered',
      paymentStatus: 'paid',
      counterPaymentMethod: 'fonepay_qr',
      counterPaymentReference: 'FP-123',
      grandTotalPaisa: 500_000,
      buyerPan: '123456789',
    });
    const [bill] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(bill?.invoiceNumber).toBe(sale.invoice_number);
    expect(bill?.buyer).toMatchObject({ name: 'Ram Traders', pan: '123456789' });
    const paid = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(paid).toMatchObject([{ status: 'completed', amountPaisa: 500_000, providerReference: 'FP-123' }]);

    // The bill as staff read and print it says how it was paid at the counter.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${sale.transaction_id}/invoice/`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: Invoice }>().data).toMatchObject({
      invoice_number: sale.invoice_number,
      counter_payment: { method: 'fonepay_qr', reference: 'FP-123' },
      total: 5000,
    });
  });

  it("is a sale like any other: in the sales register, on the order desk, not in the seller's own orders", async () => {
    const radio = await createProduct(ctx, { price: 1200, stock: 5 });
    const seller = await adminHeaders(ctx, 'staff');
    const response = await sell(
      {
        lines: [{ product_id: radio.id, quantity: 1 }],
        payment_method: 'khalti_qr',
        buyer_name: 'Gita Stores',
        buyer_pan: '987654321',
      },
      seller,
    );
    expect(response.statusCode).toBe(201);
    const sale = response.json<{ data: CounterSale }>().data;

    const register = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/accounts/sales-register/',
      headers: await adminHeaders(ctx, 'accountant'),
    });
    expect(register.statusCode, register.body).toBe(200);
    const rows = register.json<{ data: { number: string; buyer_name: string; buyer_pan: string | null }[] }>().data;
    expect(rows.find((row) => row.number === sale.invoice_number)).toMatchObject({
      buyer_name: 'Gita Stores',
      buyer_pan: '987654321',
    });

    // The sales report by payment method counts it as paid at the counter, not as cash on delivery.
    const report = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/accounts/sales-report/?by=payment',
      headers: await adminHeaders(ctx, 'accountant'),
    });
    expect(report.statusCode, report.body).toBe(200);
    const groups = report.json<SalesReport>().rows;
    expect(groups.find((row) => row.key === 'counter-khalti_qr')).toMatchObject({
      label: 'Counter sale: Khalti QR',
      orders: 1,
      units: 1,
    });
    expect(groups.find((row) => row.key === 'COD')).toBeUndefined();
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/export.csv?q=${sale.transaction_id}`,
      headers: staff,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(`${sale.transaction_id},`);
    expect(exported.body).toContain(',Counter sale: Khalti QR,');

    const desk = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${sale.transaction_id}/`,
      headers: staff,
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toMatchObject({
      data: {
        order_status: 'Delivered',
        payment_status: 'paid',
        counter_payment: { method: 'khalti_qr', reference: null },
      },
    });

    const own = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/', headers: seller });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ count: number }>().count).toBe(0);
  });

  it('names a walk-in buyer when staff name nobody', async () => {
    const radio = await createProduct(ctx, { price: 100, stock: 5 });
    const response = await sell({ lines: [{ product_id: radio.id, quantity: 1 }], payment_method: 'cash' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: CounterSale }>().data).toMatchObject({
      buyer_name: COUNTER_WALK_IN_BUYER,
      buyer_pan: null,
      payment_reference: null,
    });
  });

  it('sells the last unit once when two tills sell it at the same moment', async () => {
    const phone = await createProduct(ctx, { price: 30_000, stock: 1 });
    const before = await lastSequence();
    const body = { lines: [{ product_id: phone.id, quantity: 1 }], payment_method: 'cash' };
    const answers = await Promise.all([sell(body), sell(body)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toMatch(/out of stock/i);
    expect(await stockOf(ctx, phone.id)).toBe(0);
    expect(await lastSequence()).toBe(before + 1);
  });

  it('keeps bill numbers without gaps across a refused sale', async () => {
    const few = await createProduct(ctx, { price: 500, stock: 1 });
    const first = await sell({ lines: [{ product_id: few.id, quantity: 1 }], payment_method: 'cash' });
    const refused = await sell({ lines: [{ product_id: few.id, quantity: 1 }], payment_method: 'cash' });
    const more = await createProduct(ctx, { price: 500, stock: 1 });
    const next = await sell({ lines: [{ product_id: more.id, quantity: 1 }], payment_method: 'card' });
    expect([first.statusCode, refused.statusCode, next.statusCode]).toEqual([201, 409, 201]);
    const number = (answer: typeof first) => answer.json<{ data: CounterSale }>().data.invoice_number;
    const sequence = (invoiceNumber: string) => Number(invoiceNumber.split('-').at(-1));
    expect(sequence(number(next))).toBe(sequence(number(first)) + 1);
  });

  it('answers a repeated Idempotency-Key with the same sale, and sells once', async () => {
    const radio = await createProduct(ctx, { price: 1000, stock: 10 });
    const headers = { ...staff, 'idempotency-key': `till-${radio.id}-double-tap` };
    const body = { lines: [{ product_id: radio.id, quantity: 3 }], payment_method: 'esewa_qr' };
    const [one, two] = await Promise.all([sell(body, headers), sell(body, headers)]);
    expect(one?.statusCode).toBe(201);
    expect(two?.statusCode).toBe(201);
    expect(two?.json()).toEqual(one?.json());
    expect(await stockOf(ctx, radio.id)).toBe(7);
    const again = await sell(body, headers);
    expect(again.json()).toEqual(one?.json());
    const other = await sell({ ...body, payment_method: 'cash' }, headers);
    expect(other.statusCode).toBe(422);
    expect(await stockOf(ctx, radio.id)).toBe(7);
  });

  it('refuses customers, accountants and the signed out', async () => {
    const radio = await createProduct(ctx, { price: 100, stock: 5 });
    const body = { lines: [{ product_id: radio.id, quantity: 1 }], payment_method: 'cash' };
    const customer = await createCustomer(ctx, 'Hari');
    expect((await sell(body, customer.headers)).statusCode).toBe(403);
    expect((await sell(body, await adminHeaders(ctx, 'accountant'))).statusCode).toBe(403);
    expect((await sell(body, {})).statusCode).toBe(401);
    expect(await stockOf(ctx, radio.id)).toBe(5);
  });

  it('refuses a bad PAN, an empty sale and an unknown product with clear words', async () => {
    const radio = await createProduct(ctx, { price: 100, stock: 5 });
    const pan = await sell({
      lines: [{ product_id: radio.id, quantity: 1 }],
      payment_method: 'cash',
      buyer_pan: '12345',
    });
    expect(pan.statusCode).toBe(400);
    expect(pan.json<{ message: string }>().message).toMatch(/PAN must be 9 digits/);
    const empty = await sell({ lines: [], payment_method: 'cash' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/at least one product/);
    const method = await sell({ lines: [{ product_id: radio.id, quantity: 1 }], payment_method: 'cheque' });
    expect(method.statusCode).toBe(400);
    const unknown = await sell({ lines: [{ product_id: 2_000_000_000, quantity: 1 }], payment_method: 'cash' });
    expect(unknown.statusCode).toBe(409);
    const colour = await createProduct(ctx, { price: 100, colors: [{ name: 'Red', quantity: 2 }] });
    const noColour = await sell({ lines: [{ product_id: colour.id, quantity: 1 }], payment_method: 'cash' });
    expect(noColour.statusCode).toBe(409);
    expect(noColour.json<{ message: string }>().message).toMatch(/choose a colour/i);
    expect(await stockOf(ctx, radio.id)).toBe(5);
  });
});

describe('GET /api/v1/admin/counter-sales/products/', () => {
  it('finds a scanned code exactly first, else by name', async () => {
    const radio = await createProduct(ctx, { price: 2500, stock: 4 });
    const slug = radio.name.toLowerCase().replaceAll(' ', '-');
    const scan = await ctx.app.inject({
      method: 'GET',
      url: `${COUNTER_SALE_PATHS.products}?q=${encodeURIComponent(slug.toUpperCase())}`,
      headers: staff,
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.json()).toMatchObject({
      exact: true,
      data: [{ product_id: radio.id, sku: slug, discount_price: 2500 }],
    });
    const words = await ctx.app.inject({
      method: 'GET',
      url: `${COUNTER_SALE_PATHS.products}?q=${encodeURIComponent(radio.name.slice(-8))}`,
      headers: staff,
    });
    expect(words.json()).toMatchObject({ exact: false, data: [{ product_id: radio.id, stock: 4 }] });
    const blank = await ctx.app.inject({
      method: 'GET',
      url: `${COUNTER_SALE_PATHS.products}?q=`,
      headers: staff,
    });
    expect(blank.statusCode).toBe(400);
  });

  it('finds the product whose barcode a scanner typed, at once and alone', async () => {
    const [phone, other] = [
      await createProduct(ctx, { price: 18_000, stock: 2 }),
      await createProduct(ctx, { price: 500 }),
    ];
    await ctx.database.db.update(products).set({ barcode: '8806095467382' }).where(eq(products.id, phone.id));
    // A code that is only part of another's barcode is not a scan of it.
    await ctx.database.db.update(products).set({ barcode: '88060954673820' }).where(eq(products.id, other.id));
    const scan = await ctx.app.inject({
      method: 'GET',
      url: `${COUNTER_SALE_PATHS.products}?q=8806095467382`,
      headers: staff,
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.json()).toMatchObject({ exact: true, data: [{ product_id: phone.id, discount_price: 18_000 }] });
  });
});

describe('a counter sale brought back', () => {
  it('is returned at the counter: the refund is a credit note, the unit goes back on the shelf, the report nets it', async () => {
    const speaker = await createProduct(ctx, { price: 3390, stock: 4 });
    const sold = await sell({ lines: [{ product_id: speaker.id, quantity: 2 }], payment_method: 'cash' });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json<{ data: CounterSale }>().data;
    expect(await stockOf(ctx, speaker.id)).toBe(2);

    const returnable = await ctx.app.inject({
      method: 'GET',
      url: RETURNS_PATHS.walkIn(sale.transaction_id),
      headers: staff,
    });
    expect(returnable.statusCode, returnable.body).toBe(200);
    const line = returnable.json<{ data: OrderReturns }>().data.lines[0]!;
    expect(line).toMatchObject({ quantity: 2 });
    const opened = await ctx.app.inject({
      method: 'POST',
      url: RETURNS_PATHS.walkIn(sale.transaction_id),
      headers: staff,
      payload: { lines: [{ line_id: line.line_id, quantity: 1 }], reason: 'faulty', note: 'Crackles at full volume' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const returnId = opened.json<{ data: StaffReturn }>().data.id;
    const step = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: staff, ...(payload ? { payload } : {}) });
    expect((await step(RETURNS_PATHS.decision(returnId), { decision: 'approve' })).statusCode).toBe(200);
    const received = await step(RETURNS_PATHS.receive(returnId));
    expect(received.statusCode, received.body).toBe(200);
    const returnLine = received.json<{ data: StaffReturn }>().data.lines[0]!;
    const resolved = await step(RETURNS_PATHS.resolve(returnId, returnLine.id), {
      resolution: 'refund',
      stock: 'restock',
      reason: 'Cash handed back',
      provider_reference: 'Till 1 cash',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<{ data: StaffReturn }>().data.lines[0]!.credit_note_number).toMatch(/^CN /);
    expect(await stockOf(ctx, speaker.id)).toBe(3);

    const report = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/accounts/sales-report/?by=payment',
      headers: await adminHeaders(ctx, 'accountant'),
    });
    expect(report.statusCode, report.body).toBe(200);
    const cash = report.json<SalesReport>().rows.find((row) => row.key === 'counter-cash');
    expect(cash).toMatchObject({ label: 'Counter sale: Cash' });
    expect(cash!.refunds).toBe(3390);
  });
});
