import type { SalesRegister, SalesReport, SalesReportRow, UserRole } from '@pasal/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { creditRestOfBill, issueCreditNote } from '../credit-notes/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';

// The sales report on the real database, Shrawan 2082: three orders billed (one paid online with a
// coupon and a delivery charge, two cash on delivery), a partial refund and a cancellation after
// billing. Every figure is checked against sums computed here from the orders, their lines, the
// bills and the credit notes, and the period's net and VAT against the sales register.

let ctx: TestContext;
let customerId: number;
let adminId: number;
const auth: Partial<Record<UserRole, { authorization: string }>> = {};
const PERIOD = 'fiscal_year=2082/83&month=4';
const products: { id: number; name: string; category: string; brand: string | null }[] = [];
const orderIds: number[] = [];

async function person(role: UserRole) {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', role })
    .returning({ id: users.id });
  auth[role] = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
  return row!.id;
}

interface OrderSpec {
  gateway: 'COD' | 'Esewa';
  lines: { product: number; quantity: number; pricePaisa: number }[];
  deliveryPaisa: number;
  discountPaisa: number;
  coupon?: number;
  zone: string | null;
  billedAt: string;
}

/** An order with its lines, billed at `billedAt` (paid online, or delivered for cash on delivery). */
async function billedOrder(spec: OrderSpec): Promise<number> {
  const subtotal = spec.lines.reduce((sum, line) => sum + line.quantity * line.pricePaisa, 0);
  const total = subtotal + spec.deliveryPaisa - spec.discountPaisa;
  const paid = spec.gateway === 'COD' ? 'unpaid' : 'paid';
  const status = spec.gateway === 'COD' ? 'Delivered' : 'Processing';
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, payment_status, status, subtotal_paisa,
      delivery_charge_paisa, discount_paisa, grand_total_paisa, coupon_id, delivery_zone_name, first_name, last_name,
      email, country, province, city, details_address, phone_number)
    VALUES (${`rep-${randomBytes(6).toString('hex')}`}, ${customerId}, ${spec.gateway}, ${paid}, ${status}, ${subtotal},
      ${spec.deliveryPaisa}, ${spec.discountPaisa}, ${total}, ${spec.coupon ?? null}, ${spec.zone}, 'Sita', 'Sharma',
      'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar', '9841234567')
    RETURNING id`);
  const orderId = result.rows[0]!.id;
  for (const line of spec.lines) {
    const product = products[line.product]!;
    await ctx.database.db.execute(sql`
      INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
      VALUES (${orderId}, ${product.id}, ${product.name}, ${line.pricePaisa}, ${line.quantity}, ${line.quantity * line.pricePaisa})`);
  }
  const bill = await ctx.database.db.transaction((tx) =>
    issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date(spec.billedAt)),
  );
  expect(bill).toBeTruthy();
  orderIds.push(orderId);
  return orderId;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(Date.parse('2025-08-10T06:00:00Z'));
  customerId = await person('customer');
  adminId = await person('admin');
  await person('accountant');
  await person('staff');
  const seeded = await ctx.database.db.execute<{
    id: number;
    name: string;
    category: string;
    brand: string | null;
  }>(sql`
    SELECT p.id, p.name, c.name AS category, b.name AS brand
    FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE b.id IS NOT NULL ORDER BY p.id LIMIT 1`);
  const other = await ctx.database.db.execute<{ id: number; name: string; category: string; brand: string | null }>(sql`
    SELECT p.id, p.name, c.name AS category, b.name AS brand
    FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.category_id <> (SELECT category_id FROM products WHERE id = ${seeded.rows[0]!.id}) ORDER BY p.id LIMIT 1`);
  products.push(seeded.rows[0]!, other.rows[0]!);
  const coupon = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO coupons (code, kind, value) VALUES ('SHRAWAN250', 'fixed', 25000) RETURNING id`);

  // Paid online: 2 × Rs 1,000 and 1 × Rs 500, delivery Rs 150, coupon Rs 250 off.
  const online = await billedOrder({
    gateway: 'Esewa',
    lines: [
      { product: 0, quantity: 2, pricePaisa: 100_000 },
      { product: 1, quantity: 1, pricePaisa: 50_000 },
    ],
    deliveryPaisa: 15_000,
    discountPaisa: 25_000,
    coupon: coupon.rows[0]!.id,
    zone: 'Kathmandu Valley',
    billedAt: '2025-07-20T06:00:00Z',
  });
  await billedOrder({
    gateway: 'COD',
    lines: [{ product: 0, quantity: 1, pricePaisa: 100_001 }],
    deliveryPaisa: 0,
    discountPaisa: 0,
    zone: 'Outside the Valley',
    billedAt: '2025-07-28T06:00:00Z',
  });
  const cancelled = await billedOrder({
    gateway: 'COD',
    lines: [{ product: 1, quantity: 3, pricePaisa: 33_333 }],
    deliveryPaisa: 10_000,
    discountPaisa: 0,
    zone: 'Outside the Valley',
    billedAt: '2025-08-01T06:00:00Z',
  });
  // A partial refund of the online order's Rs 500 line, then the third order cancelled after billing.
  const item = await ctx.database.db.execute<{ id: number }>(
    sql`SELECT id FROM order_items WHERE order_id = ${online} ORDER BY id DESC LIMIT 1`,
  );
  await ctx.database.db.transaction(async (tx) => {
    const note = await issueCreditNote(
      tx,
      {
        orderId: online,
        kind: 'refund',
        refundId: null,
        reason: 'Returned',
        issuedBy: adminId,
        now: new Date('2025-08-05T06:00:00Z'),
        config: ctx.config,
      },
      [{ orderItemId: item.rows[0]!.id, description: products[1]!.name, quantity: 1, amountPaisa: 50_000 }],
    );
    expect(note).toBeTruthy();
    const rest = await creditRestOfBill(tx, {
      orderId: cancelled,
      kind: 'cancellation',
      refundId: null,
      reason: 'Cancelled after billing',
      issuedBy: adminId,
      now: new Date('2025-08-06T06:00:00Z'),
      config: ctx.config,
    });
    expect(rest).toBeTruthy();
  });
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, role: UserRole = 'accountant') => ctx.app.inject({ method: 'GET', url, headers: auth[role] });
async function report(by: string): Promise<SalesReport> {
  const response = await get(`/api/v1/admin/accounts/sales-report/?${PERIOD}&by=${by}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesReport>();
}

const paisa = (rupees: number) => Math.round(rupees * 100);

/** The documents of Shrawan 2082, summed straight from the tables. */
async function direct() {
  const range = sql`issued_at >= '2025-07-16T18:15:00Z' AND issued_at < '2025-08-16T18:15:00Z'`;
  const bills = await ctx.database.db.execute<{
    n: number;
    total: string;
    discount: string;
    vat: string;
    units: string;
  }>(sql`
    SELECT count(*)::int AS n, sum(total_paisa)::text AS total, sum(discount_paisa)::text AS discount,
           sum(vat_paisa)::text AS vat,
           (SELECT sum(quantity) FROM order_items WHERE order_id IN (SELECT order_id FROM invoices WHERE ${range}))::text AS units
    FROM invoices WHERE ${range}`);
  const notes = await ctx.database.db.execute<{ total: string; vat: string }>(sql`
    SELECT coalesce(sum(total_paisa), 0)::text AS total, coalesce(sum(vat_paisa), 0)::text AS vat FROM credit_notes WHERE ${range}`);
  const b = bills.rows[0]!;
  const n = notes.rows[0]!;
  return {
    orders: b.n,
    units: Number(b.units),
    gross: Number(b.total) + Number(b.discount),
    discounts: Number(b.discount),
    refunds: Number(n.total),
    net: Number(b.total) - Number(n.total),
    vat: Number(b.vat) - Number(n.vat),
  };
}

const totalsInPaisa = (totals: SalesReport['totals']) => ({
  orders: totals.orders,
  units: totals.units,
  gross: paisa(totals.gross),
  discounts: paisa(totals.discounts),
  refunds: paisa(totals.refunds),
  net: paisa(totals.net),
  vat: paisa(totals.vat),
});

const sumRows = (rows: SalesReportRow[], pick: (row: SalesReportRow) => number) =>
  rows.reduce((sum, row) => sum + paisa(pick(row)), 0);

describe('the sales report', () => {
  it("totals equal the bills and credit notes, and the register's net and VAT, for every grouping", async () => {
    const expected = await direct();
    expect(expected.orders).toBe(3);
    expect(expected.refunds).toBeGreaterThan(0);
    const register = (await get(`/api/v1/admin/accounts/sales-register/?${PERIOD}`)).json<SalesRegister>();
    for (const by of ['day', 'week', 'month', 'year', 'category', 'brand', 'product', 'payment', 'zone', 'coupon']) {
      const answer = await report(by);
      expect(answer.by).toBe(by);
      expect(totalsInPaisa(answer.totals), by).toEqual(expected);
      expect(paisa(answer.totals.net)).toBe(paisa(register.period_totals.bill_total));
      expect(paisa(answer.totals.vat)).toBe(paisa(register.period_totals.vat));
      // The groups add up to the totals (orders too, for the groups an order belongs to once).
      for (const pick of [(r: SalesReportRow) => r.gross, (r: SalesReportRow) => r.net, (r: SalesReportRow) => r.vat]) {
        expect(sumRows(answer.rows, pick), by).toBe(paisa(pick({ ...answer.totals, key: '', label: '' })));
      }
      expect(answer.rows.reduce((sum, row) => sum + row.units, 0)).toBe(expected.units);
    }
  });

  it('by day: each bill on its Nepal day, each credit note on its own, in time order', async () => {
    const answer = await report('day');
    expect(answer.rows.map((row) => row.key)).toEqual([
      '2025-07-20',
      '2025-07-28',
      '2025-08-01',
      '2025-08-05',
      '2025-08-06',
    ]);
    expect(answer.rows[0]!.label).toBe('2082/04/04 (2025-07-20)');
    const refundDay = answer.rows[3]!;
    expect([refundDay.orders, refundDay.units, refundDay.gross, refundDay.refunds]).toEqual([0, 0, 0, 500]);
    expect(refundDay.net).toBe(-500);
    expect((await report('month')).rows.map((row) => row.label)).toEqual(['Shrawan 2082']);
    expect((await report('week')).rows.map((row) => row.key)).toEqual(['2025-07-20', '2025-07-27', '2025-08-03']);
  });

  it("by product: each product's units and prices from its order lines, the coupon shared over the goods, delivery apart", async () => {
    const answer = await report('product');
    const first = answer.rows.find((row) => row.key === String(products[0]!.id))!;
    const second = answer.rows.find((row) => row.key === String(products[1]!.id))!;
    const delivery = answer.rows.find((row) => row.label === 'Delivery')!;
    const lines = await ctx.database.db.execute<{ product_id: number; units: number; gross: string }>(sql`
      SELECT product_id, sum(quantity)::int AS units, sum(line_total_paisa)::text AS gross FROM order_items
      WHERE order_id IN (${sql.join(orderIds, sql`, `)}) GROUP BY product_id`);
    const of = (id: number) => lines.rows.find((row) => row.product_id === id)!;
    expect([first.units, paisa(first.gross)]).toEqual([of(products[0]!.id).units, Number(of(products[0]!.id).gross)]);
    expect([second.units, paisa(second.gross)]).toEqual([of(products[1]!.id).units, Number(of(products[1]!.id).gross)]);
    expect([first.orders, second.orders]).toEqual([2, 2]);
    expect(paisa(delivery.gross)).toBe(25_000);
    expect(delivery.discounts).toBe(0);
    // Rs 250 off Rs 2,500 of goods: Rs 200 on the Rs 2,000 line, Rs 50 on the Rs 500 line.
    expect([paisa(first.discounts), paisa(second.discounts)]).toEqual([20_000, 5_000]);
    // Refunds: the Rs 500 line, and the cancelled order's goods (and its delivery charge apart).
    expect(paisa(first.refunds)).toBe(0);
    expect(paisa(second.refunds) + paisa(delivery.refunds)).toBe((await direct()).refunds);
    expect(paisa(second.refunds)).toBeGreaterThan(50_000);
  });

  it('by payment method, delivery zone and coupon: an order counts once in its group', async () => {
    const payment = await report('payment');
    expect(payment.rows.map((row) => [row.label, row.orders])).toEqual(
      expect.arrayContaining([
        ['eSewa', 1],
        ['Cash on Delivery', 2],
      ]),
    );
    const zone = await report('zone');
    expect(Object.fromEntries(zone.rows.map((row) => [row.label, row.orders]))).toEqual({
      'Kathmandu Valley': 1,
      'Outside the Valley': 2,
    });
    const coupon = await report('coupon');
    const used = coupon.rows.find((row) => row.label === 'SHRAWAN250')!;
    expect([used.orders, paisa(used.discounts), paisa(used.gross)]).toEqual([1, 25_000, 265_000]);
    expect(coupon.rows.find((row) => row.label === 'No coupon')!.orders).toBe(2);
    // By net, largest first.
    expect(coupon.rows[0]!.net).toBeGreaterThanOrEqual(coupon.rows[1]!.net);
  });

  it('by category and brand: the products’ own', async () => {
    const category = await report('category');
    expect(category.rows.map((row) => row.label)).toEqual(
      expect.arrayContaining([products[0]!.category, products[1]!.category, 'Delivery']),
    );
    const brand = await report('brand');
    expect(brand.rows.map((row) => row.label)).toContain(products[0]!.brand);
  });

  it('refuses an unknown grouping and a malformed period with 400, staff and customers with 403', async () => {
    expect((await get(`/api/v1/admin/accounts/sales-report/?by=colour`)).statusCode).toBe(400);
    expect((await get(`/api/v1/admin/accounts/sales-report/?month=4`)).statusCode).toBe(400);
    expect((await get('/api/v1/admin/accounts/sales-report/', 'staff')).statusCode).toBe(403);
    expect((await get('/api/v1/admin/accounts/sales-report/', 'customer')).statusCode).toBe(403);
    expect((await get('/api/v1/admin/accounts/sales-report/', 'admin')).statusCode).toBe(200);
  });
});

// Issue #34: the table on screen as files, for the same period and grouping.
describe('the sales report as CSV and XLSX', () => {
  const GROUPINGS = ['day', 'month', 'product', 'zone', 'coupon'] as const;

  /** A line's seven figures (orders, units, gross, discounts, refunds, net, VAT) as counts and paisa. */
  const figuresOf = (cells: readonly string[]) => {
    const [orders, units, ...amounts] = cells.slice(-7);
    return [Number(orders), Number(units), ...amounts.map((value) => Math.round(Number(value) * 100))];
  };
  const screenFigures = (row: Omit<SalesReportRow, 'key' | 'label'>) => [
    row.orders,
    row.units,
    ...[row.gross, row.discounts, row.refunds, row.net, row.vat].map(paisa),
  ];

  it("CSV: the screen's groups in its order and its total line, equal to the documents to the paisa", async () => {
    const expected = await direct();
    for (const by of GROUPINGS) {
      const screen = await report(by);
      const response = await get(`/api/v1/admin/accounts/sales-report.csv?${PERIOD}&by=${by}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="sales-report-by-${by}-Shrawan-2082.csv"`,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).split('\r\n');
      expect(lines.pop()).toBe('');
      const [heading, ...body] = lines.map((line) => line.split(','));
      expect(heading!.slice(1)).toEqual([
        'Orders / अर्डर',
        'Units / एकाइ',
        'Gross / कुल बिक्री',
        'Discounts / छुट',
        'Refunds / फिर्ता',
        'Net / खुद बिक्री',
        'VAT / मू.अ.कर',
      ]);
      const total = body.pop()!;
      expect(body).toHaveLength(screen.rows.length);
      body.forEach((cells, index) => {
        const shown = screen.rows[index]!;
        const label = cells.slice(0, -7).join(',');
        expect(label.startsWith('"') ? label.slice(1, -1).replaceAll('""', '"') : label, by).toBe(shown.label);
        expect(figuresOf(cells), by).toEqual(screenFigures(shown));
      });
      expect(total[0]).toBe('Period total / जम्मा');
      expect(figuresOf(total), by).toEqual(screenFigures(screen.totals));
      const [orders, units, gross, discounts, refunds, net, vat] = figuresOf(total);
      expect({ orders, units, gross, discounts, refunds, net, vat }, by).toEqual(expected);
    }
    const day = await get(`/api/v1/admin/accounts/sales-report.csv?${PERIOD}`);
    expect(day.body.split('\r\n')[0]).toBe(
      '\uFEFFDay / दिन,Orders / अर्डर,Units / एकाइ,Gross / कुल बिक्री,Discounts / छुट,Refunds / फिर्ता,Net / खुद बिक्री,VAT / मू.अ.कर',
    );
    expect(day.body.split('\r\n')[1]).toMatch(/^2082\/04\/04 \(2025-07-20\),1,3,/);
  });

  it("XLSX: one sheet with the screen's rows as numbers and its total line", async () => {
    const expected = await direct();
    for (const by of ['day', 'product'] as const) {
      const screen = await report(by);
      const response = await get(`/api/v1/admin/accounts/sales-report.xlsx?${PERIOD}&by=${by}`, 'admin');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="sales-report-by-${by}-Shrawan-2082.xlsx"`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales report']);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Sales report')!.eachRow((row) => {
        rows.push(Array.from({ length: 8 }, (_, index) => (row.values as unknown[])[index + 1] ?? null));
      });
      expect(rows[0]![0]).toBe(by === 'day' ? 'Day / दिन' : 'Product / सामान');
      const body = rows.slice(1, -1);
      const total = rows.at(-1)!;
      for (const cell of body.flatMap((row) => row.slice(1))) expect(typeof cell).toBe('number');
      expect(body.map((row) => row[0])).toEqual(screen.rows.map((row) => row.label));
      expect(body.map((row) => figuresOf(row.map(String)))).toEqual(screen.rows.map(screenFigures));
      expect(total[0]).toBe('Period total / जम्मा');
      const [orders, units, gross, discounts, refunds, net, vat] = figuresOf(total.map(String));
      expect({ orders, units, gross, discounts, refunds, net, vat }).toEqual(expected);
    }
  });

  it('the files ask what the screen asks: 400 for a bad grouping or period, 403 for staff', async () => {
    for (const file of ['sales-report.csv', 'sales-report.xlsx']) {
      expect((await get(`/api/v1/admin/accounts/${file}?by=colour`)).statusCode).toBe(400);
      expect((await get(`/api/v1/admin/accounts/${file}?month=4`)).statusCode).toBe(400);
      expect((await get(`/api/v1/admin/accounts/${file}`, 'staff')).statusCode).toBe(403);
    }
  });
});
