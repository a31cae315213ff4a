import type { SalesReport } from '@pasal/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/helpers/admin.js';
import { createCustomer } from '../../../test/helpers/orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { issueInvoiceIfDue } from '../invoices/index.js';

// The sales report by product family (issue #34 with #35's variants), Shrawan 2082: two
// configurations of one demo family and a product outside any family, each sold on its own bill.
// By family the two configurations are one row with their sum; by product each is its own row,
// named by its family and values; the CSV and the workbook of the family grouping say the same.

let ctx: TestContext;
let auth: { authorization: string };
const PERIOD = 'fiscal_year=2082/83&month=4';
interface Product extends Record<string, unknown> {
  id: number;
  name: string;
  family: string | null;
  configuration: string | null;
}
let variants: Product[];
let single: Product;

async function billed(product: Product, quantity: number, pricePaisa: number, billedAt: string) {
  const total = quantity * pricePaisa;
  const customer = await createCustomer(ctx);
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${`fam-${randomBytes(6).toString('hex')}`}, ${customer.id}, 'COD', 'Delivered', ${total}, 0, ${total},
      'Sita', 'Sharma', 'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar', '9841234567')
    RETURNING id`);
  const orderId = result.rows[0]!.id;
  await ctx.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    VALUES (${orderId}, ${product.id}, ${product.name}, ${pricePaisa}, ${quantity}, ${total})`);
  await ctx.database.db.transaction((tx) => issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date(billedAt)));
}

const PRODUCT_SQL = sql`
  SELECT p.id, p.name, f.name AS family,
         (SELECT string_agg(x.o || ' ' || x.v, ', ' ORDER BY x.i)
          FROM unnest(f.options, p.option_values) WITH ORDINALITY AS x(o, v, i)) AS configuration
  FROM products p LEFT JOIN product_families f ON f.id = p.family_id`;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(Date.parse('2025-08-10T06:00:00Z'));
  auth = await adminHeaders(ctx, 'accountant');
  const family = await ctx.database.db.execute<Product>(sql`
    ${PRODUCT_SQL}
    WHERE p.family_id = (SELECT family_id FROM products WHERE family_id IS NOT NULL ORDER BY id LIMIT 1)
    ORDER BY p.id LIMIT 2`);
  variants = family.rows;
  const alone = await ctx.database.db.execute<Product>(
    sql`${PRODUCT_SQL} WHERE p.family_id IS NULL ORDER BY p.id LIMIT 1`,
  );
  single = alone.rows[0]!;
  expect(variants).toHaveLength(2);
  // 2 × Rs 1,000 and 1 × Rs 1,500 of the two configurations; 1 × Rs 700 of the other product.
  await billed(variants[0]!, 2, 100_000, '2025-07-20T06:00:00Z');
  await billed(variants[1]!, 1, 150_000, '2025-07-21T06:00:00Z');
  await billed(single, 1, 70_000, '2025-07-22T06:00:00Z');
});

afterAll(async () => {
  await ctx.close();
});

async function report(by: string): Promise<SalesReport> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/accounts/sales-report/?${PERIOD}&by=${by}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesReport>();
}

describe('the sales report by product family', () => {
  it('sums every configuration of a family in one row; a product outside a family is its own row', async () => {
    const answer = await report('family');
    const family = variants[0]!.family!;
    expect(answer.rows.map((row) => [row.label, row.orders, row.units, row.gross, row.net])).toEqual([
      [family, 2, 3, 3500, 3500],
      [single.name, 1, 1, 700, 700],
    ]);
    expect(answer.totals.net).toBe(4200);
  });

  it('by product, each configuration is its own row named by its family and values', async () => {
    const answer = await report('product');
    const labels = variants.map((variant) => `${variant.family} (${variant.configuration})`);
    expect(labels[0]).toMatch(/\(\w+ [^,]+(, \w+ [^,]+)*\)$/);
    expect(answer.rows.map((row) => [row.label, row.units, row.net])).toEqual([
      [labels[0], 2, 2000],
      [labels[1], 1, 1500],
      [single.name, 1, 700],
    ]);
  });

  it("the CSV and the workbook of the family grouping are the screen's rows and total", async () => {
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/accounts/sales-report.csv?${PERIOD}&by=family`,
      headers: auth,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines[0]).toMatch(/^Product family \/ सामानको परिवार,/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
      [variants[0]!.family, '2', '3'],
      [single.name, '1', '1'],
      ['Period total / जम्मा', '3', '4'],
    ]);

    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/accounts/sales-report.xlsx?${PERIOD}&by=family`,
      headers: auth,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const netColumn = rows[0]!.findIndex((cell) => String(cell).startsWith('Net'));
    expect(netColumn).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => [row[0], row[netColumn]])).toEqual([
      [variants[0]!.family, 3500],
      [single.name, 700],
      ['Period total / जम्मा', 4200],
    ]);
  });
});
