import { type SalesRegister, type SalesReturns, type UserRole } from '@pasal/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { creditRestOfBill } from '../credit-notes/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';
import { returnDocumentChunks } from './returns-register.js';

// The sales-return book (issue #34) on the real database: four bills in Poush 2082, three of them
// credited in full, two of those inside the period asked for. The book on screen, its CSV and its
// workbook must list the period's credit notes in number order, with the bill each reduces, and
// total what the credit_notes table adds up to, to the paisa.

let ctx: TestContext;
let customerId: number;
const headers: Partial<Record<UserRole, { authorization: string }>> = {};
const PERIOD = 'from=2025-12-20&to=2025-12-25';
const bills: Record<string, { orderId: number; number: string }> = {};

async function person(role: UserRole) {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A delivered cash-on-delivery order billed at `issuedAt`. */
async function bill(issuedAt: string, totalPaisa: number, buyer: { first?: string; pan?: string } = {}) {
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number, buyer_pan)
    VALUES (${`ret-${randomBytes(6).toString('hex')}`}, ${customerId}, 'COD', 'Delivered', ${totalPaisa}, 0,
      ${totalPaisa}, ${buyer.first ?? 'Sita'}, 'Sharma', 'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu',
      'Lambagar', '9841234567', ${buyer.pan ?? null})
    RETURNING id`);
  const orderId = result.rows[0]!.id;
  const invoice = await ctx.database.db.transaction((tx) =>
    issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date(issuedAt)),
  );
  return { orderId, number: invoice!.invoiceNumber };
}

async function credit(orderId: number, issuedAt: string) {
  await ctx.database.db.transaction((tx) =>
    creditRestOfBill(tx, {
      orderId,
      kind: 'cancellation',
      refundId: null,
      reason: 'Cancelled after billing',
      issuedBy: null,
      now: new Date(issuedAt),
      config: ctx.config,
    }),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(Date.parse('2025-12-28T06:00:00Z'));
  customerId = (await person('customer')).id;
  for (const role of ['staff', 'admin', 'accountant'] as const) headers[role] = (await person(role)).headers;
  bills.a = await bill('2025-12-20T06:00:00Z', 260_000, { pan: '123456789' });
  bills.b = await bill('2025-12-21T06:00:00Z', 123_457, { first: '=HYPERLINK("http://x")' });
  bills.c = await bill('2025-12-22T06:00:00Z', 99_999);
  bills.d = await bill('2025-12-24T06:00:00Z', 1_001);
  // In number order: C's note first, then A's (one second before 26 Dec in Nepal), then D's, out of the period.
  await credit(bills.c.orderId, '2025-12-23T06:00:00Z');
  await credit(bills.a.orderId, '2025-12-25T18:14:59Z');
  await credit(bills.d.orderId, '2025-12-25T18:15:00Z');
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, role?: UserRole) =>
  ctx.app.inject({ method: 'GET', url, ...(role ? { headers: headers[role] } : {}) });

async function book(query: string, role: UserRole = 'admin') {
  const response = await get(`/api/v1/admin/accounts/sales-returns/?${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesReturns>();
}

/** The period's credit notes as the table keeps them, in number order, and their sums in paisa. */
async function notesOfPeriod() {
  const result = await ctx.database.db.execute<{ number: string; taxable: number; vat: number; total: number }>(sql`
    SELECT number, taxable_paisa AS taxable, vat_paisa AS vat, total_paisa AS total FROM credit_notes
    WHERE issued_at >= '2025-12-19T18:15:00Z' AND issued_at < '2025-12-25T18:15:00Z'
    ORDER BY fiscal_year, sequence`);
  const sum = (key: 'taxable' | 'vat' | 'total') => result.rows.reduce((total, row) => total + row[key], 0);
  return {
    numbers: result.rows.map((row) => row.number),
    taxable: sum('taxable'),
    vat: sum('vat'),
    total: sum('total'),
  };
}

const paisa = (rupees: unknown) => {
  expect(typeof rupees).toBe('number');
  return Math.round((rupees as number) * 100);
};

describe('the sales-return book', () => {
  it('lists the credit notes of the period in number order, with their bills; totals equal the notes to the paisa', async () => {
    const answer = await book(PERIOD);
    const notes = await notesOfPeriod();
    expect(notes.numbers).toHaveLength(2);
    expect(answer.data.map((row) => row.number)).toEqual(notes.numbers);
    expect(answer.data.map((row) => row.bill_number)).toEqual([bills.c!.number, bills.a!.number]);
    expect(answer.data.map((row) => [row.date_bs, row.date_ad])).toEqual([
      ['2082/09/08', '2025-12-23'],
      ['2082/09/10', '2025-12-25'],
    ]);
    expect(answer.data[1]).toMatchObject({ buyer_name: 'Sita Sharma', buyer_pan: '123456789', bill_total: 2600 });
    expect(answer.data[0]!.buyer_pan).toBeNull();
    expect(answer.data[0]!.transaction_id).toMatch(/^ret-/);
    const expected = {
      documents: 2,
      total_sales: notes.taxable / 100,
      exempt_sales: 0,
      export_sales: 0,
      taxable_amount: notes.taxable / 100,
      vat: notes.vat / 100,
      bill_total: 3599.99,
    };
    expect(notes.total).toBe(99_999 + 260_000);
    expect(answer.period_totals).toEqual(expected);
    expect(answer.page_totals).toEqual(expected);
    expect({ count: answer.count, page: answer.page, total_pages: answer.total_pages }).toEqual({
      count: 2,
      page: 1,
      total_pages: 1,
    });
    // Amounts as returned: each row's taxable amount + VAT is its total, to the paisa.
    for (const row of answer.data) expect(paisa(row.taxable_amount) + paisa(row.vat)).toBe(paisa(row.bill_total));
  });

  it("is the sales register's credit-note rows, positive", async () => {
    const register = (await get(`/api/v1/admin/accounts/sales-register/?${PERIOD}`, 'admin')).json<SalesRegister>();
    const answer = await book(PERIOD);
    const negative = register.data.filter((row) => row.kind === 'credit_note');
    expect(answer.data.map((row) => [row.number, row.taxable_amount, row.vat, row.bill_total])).toEqual(
      negative.map((row) => [row.number, -row.taxable_amount, -row.vat, -row.bill_total]),
    );
    const returnsVat = register.vat_summary.reduce((sum, month) => sum + paisa(month.returns_vat), 0);
    expect(paisa(answer.period_totals.vat)).toBe(returnsVat);
  });

  it('an empty period, and a page past the last, have no rows but the totals', async () => {
    const empty = await book('from=2025-12-01&to=2025-12-19');
    expect(empty.data).toEqual([]);
    expect(empty.period_totals).toMatchObject({ documents: 0, taxable_amount: 0, vat: 0, bill_total: 0 });
    const past = await book(`${PERIOD}&page=2`);
    expect(past.data).toEqual([]);
    expect(past.page_totals.documents).toBe(0);
    expect(past.period_totals.bill_total).toBe(3599.99);
  });

  it('as CSV: the rows and a total line equal to the screen', async () => {
    const answer = await book(PERIOD);
    const response = await get(`/api/v1/admin/accounts/sales-returns.csv?${PERIOD}`, 'accountant');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sales-returns-.*\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Credit note no. / क्रेडिट नोट नं.,Bill no. / बीजक नं.');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `2082/09/08,2025-12-23,${answer.data[0]!.number},${bills.c!.number},Sita Sharma,,` +
        [answer.data[0]!.taxable_amount, 0, 0, answer.data[0]!.taxable_amount, answer.data[0]!.vat, 999.99]
          .map((value) => value.toFixed(2))
          .join(','),
    );
    const t = answer.period_totals;
    expect(lines[3]).toBe(
      `Total (2 credit notes),,,,,,${[t.total_sales, 0, 0, t.taxable_amount, t.vat, t.bill_total].map((v) => v.toFixed(2)).join(',')}`,
    );
  });

  it("as XLSX: one sheet, amounts as numbers, the total line equal to the screen's", async () => {
    const answer = await book(PERIOD);
    const response = await get(`/api/v1/admin/accounts/sales-returns.xlsx?${PERIOD}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sales-returns-.*\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales returns']);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Sales returns')!.eachRow((row) => {
      const values = row.values as unknown[];
      rows.push(Array.from({ length: 12 }, (_, index) => values[index + 1] ?? null));
    });
    expect(rows[0]![3]).toBe('Bill no. / बीजक नं.');
    const body = rows.slice(1, -1);
    expect(body.map((row) => [row[2], row[3], row[4], row[5]])).toEqual(
      answer.data.map((row) => [row.number, row.bill_number, row.buyer_name, row.buyer_pan]),
    );
    const total = rows.at(-1)!;
    const t = answer.period_totals;
    expect(total[0]).toBe('Total (2 credit notes)');
    expect(total.slice(6).map(paisa)).toEqual(
      [t.total_sales, t.exempt_sales, t.export_sales, t.taxable_amount, t.vat, t.bill_total].map((v) =>
        Math.round(v * 100),
      ),
    );
    const notes = await notesOfPeriod();
    expect(total.slice(9).map(paisa)).toEqual([notes.taxable, notes.vat, notes.total]);
    const sheet = workbook.getWorksheet('Sales returns')!;
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(6).numFmt).toBeUndefined();
  });

  it('reads the credit notes in chunks, each once, in number order', async () => {
    const range = { starts: new Date('2025-12-19T18:15:00Z'), ends: new Date('2025-12-31T18:15:00Z') };
    const chunks: string[][] = [];
    for await (const rows of returnDocumentChunks(ctx.database.db, range, 2))
      chunks.push(rows.map((row) => row.number));
    expect(chunks.map((rows) => rows.length)).toEqual([2, 1]);
    expect(chunks.flat()).toEqual([...(await notesOfPeriod()).numbers, expect.stringMatching(/^CN /)]);
  });

  it('is for admins and accountants: staff get 403, no token 401', async () => {
    for (const url of ['sales-returns/', 'sales-returns.csv', 'sales-returns.xlsx']) {
      expect((await get(`/api/v1/admin/accounts/${url}`, 'staff')).statusCode).toBe(403);
      expect((await get(`/api/v1/admin/accounts/${url}`)).statusCode).toBe(401);
    }
    expect((await get(`/api/v1/admin/accounts/sales-returns/?month=4`, 'admin')).statusCode).toBe(400);
  });
});
