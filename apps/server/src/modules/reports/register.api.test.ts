import {
  paisaDecimal,
  paisaToRupees,
  SALES_REGISTER_PAGE_SIZE,
  type SalesRegister,
  type UserRole,
} from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { invoices, users } from '../../db/schema.js';
import { issueInvoiceIfDue } from '../invoices/index.js';
import { currentShopSettings } from '../settings/index.js';

// The sales register on the real database: bills issued at known instants (some a second either
// side of a Nepal midnight that ends a BS month), read back per month, per fiscal year and as CSV.
// Every total is checked against the invoices table itself.

let ctx: TestContext;
let customerId: number;
const headers: Partial<Record<UserRole, { authorization: string }>> = {};

async function person(role: UserRole) {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A delivered cash-on-delivery order, billed at `issuedAt`; returns the bill's number. */
async function bill(issuedAt: string, totalPaisa: number, buyer: { first?: string; pan?: string } = {}) {
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number, buyer_pan)
    VALUES (${`reg-${randomBytes(6).toString('hex')}`}, ${customerId}, 'COD', 'Delivered', ${totalPaisa}, 0,
      ${totalPaisa}, ${buyer.first ?? 'Sita'}, 'Sharma', 'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu',
      'Lambagar', '9841234567', ${buyer.pan ?? null})
    RETURNING id`);
  const orderId = result.rows[0]!.id;
  const invoice = await ctx.database.db.transaction((tx) =>
    issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date(issuedAt)),
  );
  return invoice!.invoiceNumber;
}

const numbers: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  // 16 Shrawan 2082 in Nepal: the default period is Shrawan 2082.
  ctx.clock.set(Date.parse('2025-08-01T06:00:00Z'));
  customerId = (await person('customer')).id;
  for (const role of ['customer', 'staff', 'admin'] as const) headers[role] = (await person(role)).headers;
  // Last day of Asar 2082 in Nepal (23:59): fiscal year 2081/82.
  numbers.asar = await bill('2025-07-16T18:14:00Z', 50_000);
  numbers.shrawan1 = await bill('2025-07-20T06:00:00Z', 260_000, { pan: '123456789' });
  // 23:59:59 on 31 Shrawan, then midnight of 1 Bhadra, in Nepal.
  numbers.shrawan2 = await bill('2025-08-16T18:14:59Z', 123_457, { first: '=HYPERLINK("http://x")' });
  numbers.bhadra = await bill('2025-08-16T18:15:00Z', 99_999);
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, role?: UserRole) =>
  ctx.app.inject({ method: 'GET', url, ...(role ? { headers: headers[role] } : {}) });
const register = async (query: string) => {
  const response = await get(`/api/v1/admin/accounts/sales-register/?${query}`, 'admin');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesRegister>();
};

/** What the invoices table says the documents add up to. */
async function sumsOf(invoiceNumbers: string[]) {
  const rows = await ctx.database.db
    .select()
    .from(invoices)
    .where(inArray(invoices.invoiceNumber, invoiceNumbers))
    .orderBy(asc(invoices.fiscalYear), asc(invoices.sequence));
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    numbers: rows.map((row) => row.invoiceNumber),
    taxable: sum((row) => row.taxablePaisa),
    vat: sum((row) => row.vatPaisa),
    total: sum((row) => row.totalPaisa),
  };
}

describe('the sales register', () => {
  it('lists a BS month in number order, with the Nepal day of issue and totals equal to the bills', async () => {
    const answer = await register('fiscal_year=2082/83&month=4');
    expect(answer.period).toEqual({
      label: 'Shrawan 2082',
      from: '2025-07-17',
      to: '2025-08-16',
      from_bs: '2082/04/01',
      to_bs: '2082/04/31',
    });
    const shop = await currentShopSettings(ctx.app.services);
    expect(answer.seller).toEqual({ name: shop.name, legal_name: shop.legal_name, pan: shop.pan });
    expect(answer.data.map((row) => row.number)).toEqual(['2082/83-000001', '2082/83-000002']);
    expect(answer.data.map((row) => [row.date_bs, row.date_ad])).toEqual([
      ['2082/04/04', '2025-07-20'],
      ['2082/04/31', '2025-08-16'],
    ]);
    expect(answer.data[0]).toMatchObject({ buyer_name: 'Sita Sharma', buyer_pan: '123456789', bill_total: 2600 });
    expect(answer.data[1]!.buyer_pan).toBeNull();

    const bills = await sumsOf([numbers.shrawan1!, numbers.shrawan2!]);
    expect(bills.total).toBe(383_457);
    const expected = {
      documents: 2,
      total_sales: paisaToRupees(bills.taxable),
      exempt_sales: 0,
      export_sales: 0,
      taxable_amount: paisaToRupees(bills.taxable),
      vat: paisaToRupees(bills.vat),
      bill_total: 3834.57,
    };
    expect(answer.period_totals).toEqual(expected);
    expect(answer.page_totals).toEqual(expected);
    expect(answer.vat_summary).toEqual([
      {
        year: 2082,
        month: 4,
        from: '2025-07-17',
        to: '2025-08-16',
        taxable_sales: paisaToRupees(bills.taxable),
        output_vat: paisaToRupees(bills.vat),
        returns_taxable: 0,
        returns_vat: 0,
        net_vat: paisaToRupees(bills.vat),
      },
    ]);
  });

  it('puts a bill issued at Nepal midnight in the next month, and one a minute before 1 Shrawan in the old fiscal year', async () => {
    expect((await register('fiscal_year=2082/83&month=5')).data.map((row) => row.number)).toEqual([numbers.bhadra]);
    const asar = await register('fiscal_year=2081/82&month=3');
    expect(asar.data.map((row) => row.number)).toEqual([numbers.asar]);
    expect(numbers.asar).toBe('2081/82-000001');
  });

  it('sums a fiscal year by BS month, and reads the same days named in AD or BS', async () => {
    const year = await register('fiscal_year=2082/83');
    expect(year.count).toBe(3);
    expect(year.vat_summary.map((month) => month.month)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]);
    const bills = await sumsOf([numbers.shrawan1!, numbers.shrawan2!, numbers.bhadra!]);
    expect(year.period_totals.vat).toBe(paisaToRupees(bills.vat));
    expect(year.vat_summary.reduce((sum, month) => sum + Math.round(month.output_vat * 100), 0)).toBe(bills.vat);
    expect(year.vat_summary.slice(2).every((month) => month.output_vat === 0)).toBe(true);

    const byAd = await register('from=2025-07-17&to=2025-08-16');
    const byBs = await register('from_bs=2082-04-01&to_bs=2082-04-31');
    expect(byAd.data).toEqual(byBs.data);
    expect(byAd.period_totals).toEqual((await register('fiscal_year=2082/83&month=4')).period_totals);
  });

  it('defaults to the BS month of today in Nepal', async () => {
    expect((await register('')).period.label).toBe('Shrawan 2082');
  });

  it('pages 100 rows at a time: the page totals add up to the period totals', async () => {
    // Kartik 2082 (18 October – 16 November 2025): its own bills only.
    const made: string[] = [];
    for (let index = 0; index < SALES_REGISTER_PAGE_SIZE + 3; index += 1) {
      made.push(await bill(`2025-10-20T0${index % 10}:00:00Z`, 10_001 + index));
    }
    const first = await register('fiscal_year=2082/83&month=7');
    const second = await register('fiscal_year=2082/83&month=7&page=2');
    expect([first.count, first.total_pages, first.data.length, second.data.length]).toEqual([103, 2, 100, 3]);
    expect([...first.data, ...second.data].map((row) => row.number)).toEqual((await sumsOf(made)).numbers);
    const cents = (value: number) => Math.round(value * 100);
    expect(cents(first.page_totals.bill_total) + cents(second.page_totals.bill_total)).toBe(
      cents(first.period_totals.bill_total),
    );
    expect(cents(first.period_totals.vat)).toBe((await sumsOf(made)).vat);
    expect(second.page_totals.documents).toBe(3);
  });

  it.each([
    ['fiscal_year=2082/84', "Fiscal year must look like '2082/83'", 'register_fiscal_year_invalid'],
    [
      'fiscal_year=2082/83&from=2025-07-17&to=2025-07-18',
      'Choose a fiscal year (and month) or a range of days, not both',
      'register_period_one_kind',
    ],
    ['from=2025-07-17', 'A range of days needs both its first and its last day', 'register_range_incomplete'],
    ['from=2024-01-01&to=2025-12-31', 'A register covers at most 366 days', 'register_range_too_long'],
    [
      'from=1900-01-01&to=1900-01-02',
      'The period is outside the Bikram Sambat calendar the shop knows',
      'register_period_outside_calendar',
    ],
  ])('answers 400 for %s', async (query, message, code) => {
    const response = await get(`/api/v1/admin/accounts/sales-register/?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(response.json<{ code: string }>().code).toBe(code);
  });

  it('answers 400 for a month that is not 1–12 and a page that is not a number', async () => {
    for (const query of ['fiscal_year=2082/83&month=13', 'page=x']) {
      expect((await get(`/api/v1/admin/accounts/sales-register/?${query}`, 'admin')).statusCode).toBe(400);
    }
  });

  it('is for admins only', async () => {
    for (const url of ['/api/v1/admin/accounts/sales-register/', '/api/v1/admin/accounts/sales-register.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, 'customer')).statusCode).toBe(403);
      expect((await get(url, 'staff')).statusCode).toBe(403);
    }
  });
});

describe('the CSV export', () => {
  it("lists the screen's rows and ends with the screen's period totals, formulas made inert", async () => {
    const screen = await register('fiscal_year=2082/83&month=4');
    const response = await get('/api/v1/admin/accounts/sales-register.csv?fiscal_year=2082/83&month=4', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sales-register-Shrawan-2082.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^Date \(BS\) \/ मिति,Date \(AD\),/);
    expect(lines).toHaveLength(2 + screen.data.length + 1);
    const t = screen.period_totals;
    const money = (rupees: number) => paisaDecimal(Math.round(rupees * 100));
    expect(lines[1]).toBe(
      `2082/04/04,2025-07-20,2082/83-000001,Sita Sharma,123456789,${[
        screen.data[0]!.total_sales,
        0,
        0,
        screen.data[0]!.taxable_amount,
        screen.data[0]!.vat,
        2600,
      ]
        .map(money)
        .join(',')}`,
    );
    // The buyer's name would be a formula: an apostrophe makes it text; quoted for its comma-free quotes.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"") Sharma"`);
    expect(lines[3]).toBe(
      `Total (2 documents),,,,,${[t.total_sales, t.exempt_sales, t.export_sales, t.taxable_amount, t.vat, t.bill_total]
        .map(money)
        .join(',')}`,
    );
    expect(lines[3]).toContain(',3834.57');
  });

  it('dates each line by its own Nepal day, a second either side of midnight', async () => {
    const response = await get('/api/v1/admin/accounts/sales-register.csv?from=2025-08-16&to=2025-08-17', 'admin');
    const lines = response.body.split('\r\n').slice(1, 3);
    expect(lines.map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      `2082/04/31,2025-08-16,${numbers.shrawan2}`,
      `2082/05/01,2025-08-17,${numbers.bhadra}`,
    ]);
  });

  it('refuses a malformed period with 400', async () => {
    const response = await get('/api/v1/admin/accounts/sales-register.csv?month=4', 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'register_month_needs_year',
      message: 'Choose the fiscal year of the month',
    });
  });
});
