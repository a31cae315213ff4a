import { REGISTER_MONTH_MESSAGES, type RegisterMonth, type SalesRegister, type SalesReturns } from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/helpers/admin.js';
import { createCustomer } from '../../../test/helpers/orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { creditRestOfBill } from '../credit-notes/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';

// Closing a BS month of the sales register (issue #34) on the real database. Today is 28 Dec 2025
// (Poush 2082, BS month 9); last month is Mangsir 2082 (8): 17 Nov – 15 Dec 2025.

let ctx: TestContext;
let customerId: number;
let accountant: { authorization: string };
let staff: { authorization: string };
const MANGSIR = '/api/v1/admin/accounts/months/2082/8/';
const MANGSIR_DAY = '2025-12-01T06:00:00Z';

async function order(totalPaisa: number): Promise<number> {
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${`close-${randomBytes(6).toString('hex')}`}, ${customerId}, 'COD', 'Delivered', ${totalPaisa}, 0,
      ${totalPaisa}, 'Sita', 'Sharma', 'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar',
      '9841234567')
    RETURNING id`);
  return result.rows[0]!.id;
}

const billAt = (orderId: number, issuedAt: string) =>
  ctx.database.db.transaction((tx) => issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date(issuedAt)));

const creditAt = (orderId: number, issuedAt: string) =>
  ctx.database.db.transaction((tx) =>
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

/** A copy of bill `fromId` for order `orderId`, dated `issuedAt`, written by SQL on the app's connection. */
const insertBillBySql = (fromId: number, orderId: number, issuedAt: string, sequence: number) =>
  ctx.database.db.execute(sql`
    INSERT INTO invoices (order_id, fiscal_year, sequence, invoice_number, issued_at, seller, buyer, lines, vat_mode,
      vat_percent, subtotal_paisa, delivery_charge_paisa, discount_paisa, taxable_paisa, vat_paisa, total_paisa)
    SELECT ${orderId}, fiscal_year, ${sequence}, ${`SQL-${sequence}`}, ${issuedAt}::timestamptz, seller, buyer, lines,
      vat_mode, vat_percent, subtotal_paisa, delivery_charge_paisa, discount_paisa, taxable_paisa, vat_paisa, total_paisa
    FROM invoices WHERE id = ${fromId}`);

/** The database's own message of a statement it refused (Drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error: unknown = await statement.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, 'the statement was taken').toBeInstanceOf(Error);
  const cause = (error as Error).cause;
  return cause instanceof Error ? cause.message : String(cause);
}

const send = (method: 'GET' | 'POST', url: string, headers = accountant, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function month(url = MANGSIR): Promise<RegisterMonth> {
  const response = await send('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RegisterMonth }>().data;
}

let firstBillId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(Date.parse('2025-12-28T06:00:00Z'));
  customerId = (await createCustomer(ctx)).id;
  accountant = await adminHeaders(ctx, 'accountant');
  staff = await adminHeaders(ctx, 'staff');
  firstBillId = (await billAt(await order(113_000), MANGSIR_DAY))!.id;
});

afterAll(async () => {
  await ctx.close();
});

describe('closing a month of the register', () => {
  it('refuses the current and a future month, and staff', async () => {
    for (const url of ['/api/v1/admin/accounts/months/2082/9/close/', '/api/v1/admin/accounts/months/2082/10/close/']) {
      const response = await send('POST', url);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        'A month can be closed only once it has ended: this month is not over yet',
      );
      expect(response.json<{ code: string }>().code).toBe('register_month_not_ended');
    }
    expect((await send('POST', `${MANGSIR}close/`, staff)).statusCode).toBe(403);
    expect((await send('GET', '/api/v1/admin/accounts/months/2082/13/')).statusCode).toBe(400);
    const outside = await send('GET', '/api/v1/admin/accounts/months/1900/1/');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'register_month_outside_calendar',
      message: 'The month is outside the Bikram Sambat calendar the shop knows',
      errors: { year: 'The month is outside the Bikram Sambat calendar the shop knows' },
      fields: { year: { code: 'register_month_outside_calendar' } },
    });
    expect((await month()).state).toBe('open');
  });

  it("closes last month with who, when and the month's totals; the registers say so", async () => {
    const response = await send('POST', `${MANGSIR}close/`);
    expect(response.statusCode, response.body).toBe(200);
    const closed = response.json<{ data: RegisterMonth }>().data;
    expect(closed.state).toBe('closed');
    expect(closed.closed).toEqual({ at: '2025-12-28T06:00:00.000Z', by: 'Asha Rai' });
    expect(closed.history).toHaveLength(1);
    expect(closed.history[0]!.totals).toMatchObject({ bills: 1, bill_total: 1130, vat: 130, credit_notes: 0 });
    const again = await send('POST', `${MANGSIR}close/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'register_month_already_closed', message: 'This month is already closed' });

    const register = await send('GET', '/api/v1/admin/accounts/sales-register/?fiscal_year=2082/83&month=8');
    expect(register.json<SalesRegister>().closed_months).toEqual([
      { year: 2082, month: 8, label: 'Mangsir 2082', at: '2025-12-28T06:00:00.000Z', by: 'Asha Rai' },
    ]);
    const returns = await send('GET', '/api/v1/admin/accounts/sales-returns/?fiscal_year=2082/83');
    expect(returns.json<SalesReturns>().closed_months.map((row) => row.label)).toEqual(['Mangsir 2082']);
    const poush = await send('GET', '/api/v1/admin/accounts/sales-register/?fiscal_year=2082/83&month=9');
    expect(poush.json<SalesRegister>().closed_months).toEqual([]);
  });

  it('refuses a bill or a credit note dated in the closed month: 409 from the services', async () => {
    await expect(billAt(await order(50_000), '2025-12-10T06:00:00Z')).rejects.toMatchObject({
      statusCode: 409,
      message:
        'The register of Mangsir 2082 is closed: no bill or credit note dated in it can be issued until the month is reopened with a reason',
      code: 'register_month_closed',
      params: { label: 'Mangsir 2082' },
    });
    const billed = await order(20_000);
    await billAt(billed, '2025-12-20T06:00:00Z');
    await expect(creditAt(billed, '2025-12-14T06:00:00Z')).rejects.toMatchObject({ statusCode: 409 });
  });

  it("the database refuses a bill dated in a closed month even by SQL on the app's connection", async () => {
    expect(await refusal(insertBillBySql(firstBillId, await order(1_000), '2025-12-02T06:00:00Z', 9001))).toMatch(
      /register of BS month 2082-08 is closed/,
    );
    // The same row dated in the open month is taken: the rule is the month's, not the row's.
    await insertBillBySql(firstBillId, await order(1_000), '2025-12-27T06:00:00Z', 9002);
    expect(await refusal(ctx.database.db.execute(sql`DELETE FROM register_month_events`))).toMatch(/only ever added/);
    expect(await refusal(ctx.database.db.execute(sql`UPDATE register_month_events SET action = 'close'`))).toMatch(
      /only ever added/,
    );
  });

  it('reopens only with a reason; then the change works, and a new close records fresh totals', async () => {
    for (const payload of [{}, { reason: '  too short ' }]) {
      const response = await send('POST', `${MANGSIR}reopen/`, accountant, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(REGISTER_MONTH_MESSAGES.reasonShort);
    }
    const reason = 'A cash sale of 10 Dec was billed late';
    const reopened = await send('POST', `${MANGSIR}reopen/`, accountant, { reason });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<{ data: RegisterMonth }>().data.state).toBe('open');
    const notClosed = await send('POST', `${MANGSIR}reopen/`, accountant, { reason });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json()).toEqual({ code: 'register_month_not_closed', message: 'This month is not closed' });

    await billAt(await order(56_500), '2025-12-10T06:00:00Z');
    const closed = (await send('POST', `${MANGSIR}close/`)).json<{ data: RegisterMonth }>().data;
    expect(closed.history.map((event) => [event.action, event.reason])).toEqual([
      ['close', null],
      ['reopen', reason],
      ['close', null],
    ]);
    expect(closed.history[0]!.totals).toMatchObject({ bills: 1, bill_total: 1130 });
    expect(closed.history[2]!.totals).toMatchObject({ bills: 2, bill_total: 1695 });
    expect(closed.totals_now).toEqual(closed.history[2]!.totals);
  });
});
