import { type SalesRegister, type UserRole } from '@pasal/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { creditRestOfBill } from '../credit-notes/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';
import { registerDocumentChunks } from './register.js';

// The sales register's XLSX export on the real database: bills and a credit note issued in Poush
// 2082, the workbook read back with ExcelJS. Its total lines must equal the screen's period totals
// and the sums of the invoices and credit notes tables, to the paisa; amounts must be numbers.

let ctx: TestContext;
let customerId: number;
const headers: Partial<Record<UserRole, { authorization: string }>> = {};
const PERIOD = 'from=2025-12-20&to=2025-12-25';

async function person(role: UserRole) {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A delivered cash-on-delivery order billed at `issuedAt`; returns the order's id. */
async function bill(issuedAt: string, totalPaisa: number, first = 'Sita') {
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${`xlsx-${randomBytes(6).toString('hex')}`}, ${customerId}, 'COD', 'Delivered', ${totalPaisa}, 0,
      ${totalPaisa}, ${first}, 'Sharma', 'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu',
      'Lambagar', '9841234567')
    RETURNING id`);
  const orderId = result.rows[0]!.id;
  await ctx.database.db.transaction((tx) => issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date(issuedAt)));
  return orderId;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(Date.parse('2025-12-28T06:00:00Z'));
  customerId = (await person('customer')).id;
  for (const role of ['staff', 'admin'] as const) headers[role] = (await person(role)).headers;
  await bill('2025-12-20T06:00:00Z', 260_000);
  await bill('2025-12-21T06:00:00Z', 123_457, '=HYPERLINK("http://x")');
  const cancelled = await bill('2025-12-22T06:00:00Z', 99_999);
  await bill('2025-12-24T06:00:00Z', 1_001);
  await ctx.database.db.transaction((tx) =>
    creditRestOfBill(tx, {
      orderId: cancelled,
      kind: 'cancellation',
      refundId: null,
      reason: 'Cancelled after billing',
      issuedBy: null,
      now: new Date('2025-12-23T06:00:00Z'),
      config: ctx.config,
    }),
  );
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, role: UserRole) => ctx.app.inject({ method: 'GET', url, headers: headers[role] });

async function workbookOf(query: string) {
  const response = await get(`/api/v1/admin/accounts/sales-register.xlsx?${query}`, 'admin');
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}

/** A sheet's rows as plain arrays (ExcelJS rows are 1-based, with an empty first cell). */
function rowsOf(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  expect(sheet, name).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push(Array.from({ length: 11 }, (_, index) => values[index + 1] ?? null));
  });
  return rows;
}

const paisa = (rupees: unknown) => {
  expect(typeof rupees).toBe('number');
  return Math.round((rupees as number) * 100);
};

/** What the tables themselves say the period's documents add up to, in paisa. */
async function tableSums() {
  const range = sql`issued_at >= '2025-12-19T18:15:00Z' AND issued_at < '2025-12-25T18:15:00Z'`;
  const result = await ctx.database.db.execute<{
    kind: string;
    n: number;
    taxable: string;
    vat: string;
    total: string;
  }>(sql`
    SELECT 'bill' AS kind, count(*)::int AS n, sum(taxable_paisa)::text AS taxable, sum(vat_paisa)::text AS vat,
           sum(total_paisa)::text AS total FROM invoices WHERE ${range}
    UNION ALL
    SELECT 'note', count(*)::int, coalesce(sum(taxable_paisa), 0)::text, coalesce(sum(vat_paisa), 0)::text,
           coalesce(sum(total_paisa), 0)::text FROM credit_notes WHERE ${range}`);
  const [bills, notes] = result.rows.map((row) => ({
    n: row.n,
    taxable: Number(row.taxable),
    vat: Number(row.vat),
    total: Number(row.total),
  }));
  return { bills: bills!, notes: notes! };
}

describe('the XLSX export', () => {
  it("holds the screen's rows and period totals, equal to the documents' sums to the paisa", async () => {
    const screen = (await get(`/api/v1/admin/accounts/sales-register/?${PERIOD}`, 'admin')).json<SalesRegister>();
    const { response, workbook } = await workbookOf(PERIOD);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sales-register-.*\.xlsx"$/);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales register', 'Sales returns']);

    const rows = rowsOf(workbook, 'Sales register');
    expect(rows[0]![0]).toBe('Date (BS) / मिति');
    expect(rows[0]![2]).toBe('Bill no. / बीजक नं.');
    const body = rows.slice(1, -1);
    expect(body.map((row) => row[2])).toEqual(screen.data.map((row) => row.number));
    expect(body.map((row) => [row[0], row[1], row[3], row[4]])).toEqual(
      screen.data.map((row) => [row.date_bs, row.date_ad, row.buyer_name, row.buyer_pan]),
    );
    // A name that looks like a formula is a text cell, as written.
    expect(body[1]![3]).toBe('=HYPERLINK("http://x") Sharma');
    // Every amount a number equal to the screen's row.
    body.forEach((row, index) => {
      const shown = screen.data[index]!;
      expect(row.slice(5).map(paisa)).toEqual(
        [
          shown.total_sales,
          shown.exempt_sales,
          shown.export_sales,
          shown.taxable_amount,
          shown.vat,
          shown.bill_total,
        ].map((value) => Math.round(value * 100)),
      );
    });

    // Amounts shown with two decimals and thousands; the headings and the total line bold.
    const sheet = workbook.getWorksheet('Sales register')!;
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(11).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBeUndefined();
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const last = sheet.getRow(sheet.rowCount);
    expect([last.getCell(1).font?.bold, last.getCell(11).font?.bold, last.getCell(11).numFmt]).toEqual([
      true,
      true,
      '#,##0.00',
    ]);

    const total = rows.at(-1)!;
    const t = screen.period_totals;
    expect(total[0]).toBe(`Total (${t.documents} documents)`);
    const totalPaisa = total.slice(5).map(paisa);
    expect(totalPaisa).toEqual(
      [t.total_sales, t.exempt_sales, t.export_sales, t.taxable_amount, t.vat, t.bill_total].map((value) =>
        Math.round(value * 100),
      ),
    );
    // The total line is the sum of the sheet's own rows, and of the tables' documents.
    expect(totalPaisa[5]).toBe(body.reduce((sum, row) => sum + paisa(row[10]), 0));
    const sums = await tableSums();
    expect(sums.bills.n).toBe(4);
    expect(sums.notes.n).toBe(1);
    expect(t.documents).toBe(5);
    expect(totalPaisa[3]).toBe(sums.bills.taxable - sums.notes.taxable);
    expect(totalPaisa[4]).toBe(sums.bills.vat - sums.notes.vat);
    expect(totalPaisa[5]).toBe(sums.bills.total - sums.notes.total);
    expect(totalPaisa[5]).toBe(260_000 + 123_457 + 1_001);
  });

  it("shows the returns on their own sheet, positive, equal to the VAT summary's returns", async () => {
    const screen = (await get(`/api/v1/admin/accounts/sales-register/?${PERIOD}`, 'admin')).json<SalesRegister>();
    const { workbook } = await workbookOf(PERIOD);
    const rows = rowsOf(workbook, 'Sales returns');
    expect(rows[0]![2]).toBe('Credit note no. / क्रेडिट नोट नं.');
    const notes = screen.data.filter((row) => row.kind === 'credit_note');
    expect(rows.slice(1, -1).map((row) => row[2])).toEqual(notes.map((row) => row.number));
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total (1 document)');
    const sums = await tableSums();
    expect(total.slice(8).map(paisa)).toEqual([sums.notes.taxable, sums.notes.vat, sums.notes.total]);
    const returnsVat = screen.vat_summary.reduce((sum, month) => sum + Math.round(month.returns_vat * 100), 0);
    expect(paisa(total[9])).toBe(returnsVat);
    // Zero columns are 0, not -0.
    expect(Object.is(total[6], 0)).toBe(true);
  });

  it('writes an empty period as headings and a zero total line', async () => {
    const { workbook } = await workbookOf('from=2025-12-26&to=2025-12-27');
    const rows = rowsOf(workbook, 'Sales register');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 1).concat(rows[1]!.slice(5))).toEqual(['Total (0 documents)', 0, 0, 0, 0, 0, 0]);
  });

  it('reads the period in chunks: every document once, in register order, across kinds', async () => {
    const range = { starts: new Date('2025-12-19T18:15:00Z'), ends: new Date('2025-12-25T18:15:00Z') };
    const read = async (chunk: number, returnsOnly = false) => {
      const chunks: string[][] = [];
      for await (const rows of registerDocumentChunks(ctx.database.db, range, { chunk, returnsOnly })) {
        chunks.push(rows.map((row) => row.number));
      }
      return chunks;
    };
    const whole = await read(100);
    expect(whole).toHaveLength(1);
    expect(whole[0]).toHaveLength(5);
    const small = await read(2);
    expect(small.map((rows) => rows.length)).toEqual([2, 2, 1]);
    expect(small.flat()).toEqual(whole[0]);
    expect((await read(2, true)).flat()).toEqual(whole[0]!.slice(4));
  });

  it('is for admins: staff get 403', async () => {
    expect((await get('/api/v1/admin/accounts/sales-register.xlsx', 'staff')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/accounts/sales-register.xlsx' })).statusCode,
    ).toBe(401);
  });
});
