import { CBMS_PATHS, type CbmsDocumentStatus, type CbmsOrderStatus } from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestContext } from '../../../test/test-app.js';
import { createCustomer, createProduct, type Customer, type FixtureProduct } from '../../../test/helpers/orders.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { connectDatabase, type DbOrTx } from '../../db/connection.js';
import { categories, orders, products, users } from '../../db/schema.js';
import type { App } from '../../services.js';
import { markPaid } from '../orders/index.js';
import { cbmsOutboxFor, retryDelayMs } from './outbox.js';
import { CBMS_SIMULATOR_PASSWORD, CBMS_SIMULATOR_USERNAME } from './simulator.js';

// IRD's CBMS on the real database: bills and credit notes are never edited or deleted (a trigger),
// each issued bill is sent once to the simulator (api/bill) and each credit note to api/billreturn
// naming its bill; a refusal is recorded with CBMS's answer and retried with backoff; two app
// processes sending from one database send each bill once.

const SELLER_PAN = '600123456';
const CBMS_ENV = {
  CBMS_USERNAME: CBMS_SIMULATOR_USERNAME,
  CBMS_PASSWORD: CBMS_SIMULATOR_PASSWORD,
  CBMS_URL: 'http://shop.test/api/v1/cbms/simulator',
  SHOP_PAN: SELLER_PAN,
};

let ctx: TestContext;
let shopper: Customer;
let staff: Customer;
let phone: FixtureProduct;

beforeAll(async () => {
  ctx = await createTestApp(CBMS_ENV);
  shopper = await createCustomer(ctx, 'Hari');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
  phone = await createProduct(ctx, { price: 45_000, stock: 1000 });
});

afterAll(async () => {
  await ctx?.close();
});

/** A phone delivered for Rs 150 (Rs 45,150), written straight to the tables; checkout has its own tests. */
async function place(
  db: DbOrTx,
  userId: number,
  gateway: 'COD' | 'Esewa',
  product: FixtureProduct = phone,
): Promise<string> {
  const transactionId = `cbms-${randomBytes(6).toString('hex')}`;
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${transactionId}, ${userId}, ${gateway}, 4500000, 15000, 4515000, 'Sita', 'Sharma',
      'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar, Tarkeshwor', '9841234567')
    RETURNING id`);
  await db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    VALUES (${result.rows[0]!.id}, ${product.id}, ${product.name}, 4500000, 1, 4500000)`);
  return transactionId;
}

/** Paid through eSewa (the path a verified callback takes), which issues the bill. */
async function paidEsewa(app: App = ctx.app, userId = shopper.id, product = phone): Promise<string> {
  const { db } = app.services.database;
  const id = await place(db, userId, 'Esewa', product);
  const [row] = await db.select().from(orders).where(eq(orders.transactionId, id));
  expect(await markPaid(app.services, row!, { reference: `REF${row!.id}`, detail: { status: 'COMPLETE' } })).toBe(true);
  return id;
}

async function billNumberOf(id: string, db: DbOrTx = ctx.database.db): Promise<string> {
  const result = await db.execute<{ invoice_number: string }>(sql`
    SELECT i.invoice_number FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.transaction_id = ${id}`);
  return result.rows[0]!.invoice_number;
}

interface SimulatorRecord extends Record<string, unknown> {
  kind: string;
  number: string | null;
  ref_invoice_number: string | null;
  code: number;
  body: Record<string, unknown>;
}

async function simulatorRecords(number: string, db: DbOrTx = ctx.database.db): Promise<SimulatorRecord[]> {
  const result = await db.execute<SimulatorRecord>(sql`
    SELECT kind, number, ref_invoice_number, code, body FROM cbms_simulator_requests WHERE number = ${number} ORDER BY id`);
  return result.rows;
}

async function drain(app: TestContext = ctx): Promise<void> {
  const outbox = cbmsOutboxFor(app.config);
  if (!outbox) throw new Error('CBMS sync is not on in this app');
  await outbox.drain();
}

async function statusOf(id: string, context: TestContext = ctx, headers = staff.headers): Promise<CbmsOrderStatus> {
  const response = await context.app.inject({ method: 'GET', url: CBMS_PATHS.status(id), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CbmsOrderStatus }>().data;
}

describe('bills and credit notes are never edited or deleted', () => {
  it('refuses UPDATE and DELETE of a bill and a credit note through the app’s own connection', async () => {
    const id = await paidEsewa();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status/`,
      headers: staff.headers,
      payload: { status: 'Cancelled', reason: 'The customer asked to cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { pool } = ctx.database;
    const billRefused = /UPDATE is refused on invoices: bills and credit notes are never edited or deleted/;
    const bill = await pool.query<{ id: number }>(
      'SELECT i.id FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.transaction_id = $1',
      [id],
    );
    const billId = bill.rows[0]!.id;
    await expect(
      pool.query('UPDATE invoices SET total_paisa = 1, taxable_paisa = 1, vat_paisa = 0 WHERE id = $1', [billId]),
    ).rejects.toThrow(billRefused);
    await expect(pool.query("UPDATE invoices SET buyer = '{}'::jsonb WHERE id = $1", [billId])).rejects.toThrow(
      billRefused,
    );
    await expect(pool.query('DELETE FROM invoices WHERE id = $1', [billId])).rejects.toThrow(
      /DELETE is refused on invoices/,
    );
    const note = await pool.query<{ id: number }>('SELECT id FROM credit_notes WHERE invoice_id = $1', [billId]);
    expect(note.rows).toHaveLength(1);
    await expect(
      pool.query("UPDATE credit_notes SET reason = 'changed' WHERE id = $1", [note.rows[0]!.id]),
    ).rejects.toThrow(/UPDATE is refused on credit_notes/);
    await expect(pool.query('DELETE FROM credit_notes WHERE id = $1', [note.rows[0]!.id])).rejects.toThrow(
      /DELETE is refused on credit_notes/,
    );
    // Still as issued, and locking a bill (as issuing a credit note does) is no edit.
    const kept = await pool.query('SELECT total_paisa FROM invoices WHERE id = $1 FOR UPDATE', [billId]);
    expect(kept.rows).toEqual([{ total_paisa: 4_515_000 }]);
  });

  it('records who issued each bill: the staff member who marked a cash order delivered; none for an online payment', async () => {
    const cash = await place(ctx.database.db, shopper.id, 'COD');
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${cash}/status/`,
        headers: staff.headers,
        payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-1' } : { status },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const online = await paidEsewa();
    const issuers = await ctx.database.db.execute<{ transaction_id: string; issued_by: number | null }>(sql`
      SELECT o.transaction_id, i.issued_by FROM invoices i JOIN orders o ON o.id = i.order_id
      WHERE o.transaction_id IN (${cash}, ${online}) ORDER BY i.id`);
    expect(issuers.rows).toEqual([
      { transaction_id: cash, issued_by: staff.id },
      { transaction_id: online, issued_by: null },
    ]);
  });
});

describe('CBMS sync', () => {
  it('sends an issued bill once to api/bill with the fields CBMS defines', async () => {
    const id = await paidEsewa();
    const number = await billNumberOf(id);
    expect((await statusOf(id)).documents).toEqual([
      expect.objectContaining({ kind: 'bill', number, status: 'pending' }),
    ]);
    await drain();
    await drain();
    const records = await simulatorRecords(number);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({ kind: 'bill', code: 200 });
    expect(record!.body).toMatchObject({
      username: CBMS_SIMULATOR_USERNAME,
      seller_pan: SELLER_PAN,
      buyer_pan: '',
      buyer_name: 'Sita Sharma',
      invoice_number: number,
      total_sales: 45_150,
      taxable_sales_vat: 39_955.75,
      vat: 5_194.25,
      tax_exempted_sales: 0,
      export_sales: 0,
      excisable_amount: 0,
      isrealtime: true,
    });
    // The simulator keeps no password; the fiscal year and the date are CBMS's BS forms.
    expect(record!.body).not.toHaveProperty('password');
    expect(record!.body.fiscal_year).toMatch(/^\d{4}\.\d{3}$/);
    expect(record!.body.invoice_date).toMatch(/^20\d{2}\.\d{2}\.\d{2}$/);
    expect(record!.body.datetimeClient).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const status = await statusOf(id);
    expect(status.enabled).toBe(true);
    expect(status.documents).toEqual([
      expect.objectContaining({
        kind: 'bill',
        number,
        status: 'sent',
        attempts: 1,
        last_code: 200,
        last_answer: '200: Success',
      }),
    ]);
    // Sent is final: a resend is refused.
    const resend = await ctx.app.inject({
      method: 'POST',
      url: CBMS_PATHS.resend(id),
      headers: staff.headers,
      payload: { kind: 'bill', number },
    });
    expect(resend.statusCode, resend.body).toBe(409);
    expect(resend.json()).toEqual({ code: 'cbms_already_sent', message: 'CBMS already has this document' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: CBMS_PATHS.resend(id),
      headers: staff.headers,
      payload: { kind: 'return', number },
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'cbms_document_not_found',
      message: 'This order has no bill or credit note with that number',
    });
  });

  it('sends a credit note to api/billreturn naming its bill, after the bill', async () => {
    const id = await paidEsewa();
    // Cancelled before the bill went out: the credit note waits for its bill (else CBMS answers 105).
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status/`,
      headers: staff.headers,
      payload: { status: 'Cancelled', reason: 'Out of stock after all' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    const bill = await billNumberOf(id);
    const { documents } = await statusOf(id);
    expect(documents.map((document) => [document.kind, document.status])).toEqual([
      ['bill', 'sent'],
      ['return', 'sent'],
    ]);
    const note = documents[1]!.number;
    const [record, ...more] = await simulatorRecords(note);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ kind: 'return', code: 200, ref_invoice_number: bill });
    expect(record!.body).toMatchObject({
      seller_pan: SELLER_PAN,
      ref_invoice_number: bill,
      credit_note_number: note,
      reason_for_return: 'Order cancelled: Out of stock after all',
      total_sales: 45_150,
      vat: 5_194.25,
    });
    expect(record!.body.credit_note_date).toMatch(/^20\d{2}\.\d{2}\.\d{2}$/);
  });

  it('answers staff only', async () => {
    const id = await paidEsewa();
    const customer = await ctx.app.inject({ method: 'GET', url: CBMS_PATHS.status(id), headers: shopper.headers });
    expect(customer.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: CBMS_PATHS.status('no-such-order'),
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('CBMS refusing a bill', () => {
  let wrong: TestContext;
  let wrongStaff: Customer;
  let sale: () => Promise<string>;
  beforeAll(async () => {
    wrong = await createTestApp({ ...CBMS_ENV, CBMS_PASSWORD: 'not-the-password' });
    const buyer = await createCustomer(wrong, 'Laxmi');
    const product = await createProduct(wrong, { price: 45_000, stock: 100 });
    sale = () => paidEsewa(wrong.app, buyer.id, product);
    wrongStaff = await createCustomer(wrong, 'Shyam');
    await wrong.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, wrongStaff.id));
    wrongStaff.headers = {
      authorization: `Bearer ${await wrong.app.services.accessTokens.sign({ userId: wrongStaff.id, role: 'staff' })}`,
    };
  });
  afterAll(async () => {
    await wrong?.close();
  });

  it('is recorded as failed with the answer, retried after the backoff, and can be resent', async () => {
    const id = await sale();
    const number = await billNumberOf(id, wrong.database.db);
    await drain(wrong);
    let [bill] = (await statusOf(id, wrong, wrongStaff.headers)).documents;
    expect(bill).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_code: 100,
      last_answer: '100: API credentials do not match',
    } satisfies Partial<CbmsDocumentStatus>);
    expect(bill!.next_attempt_at).not.toBeNull();
    expect((await simulatorRecords(number, wrong.database.db)).map((record) => record.code)).toEqual([100]);

    // Not before the backoff: nothing is sent.
    await drain(wrong);
    expect(await simulatorRecords(number, wrong.database.db)).toHaveLength(1);

    // The owner corrects the password; the retry after the backoff goes through.
    wrong.config.CBMS_PASSWORD = CBMS_SIMULATOR_PASSWORD;
    wrong.clock.advance(retryDelayMs(1) + 1000);
    await drain(wrong);
    [bill] = (await statusOf(id, wrong, wrongStaff.headers)).documents;
    expect(bill).toMatchObject({ status: 'sent', attempts: 2, last_code: 200 });
    const records = await simulatorRecords(number, wrong.database.db);
    expect(records.map((record) => record.code)).toEqual([100, 200]);
    // A retry is no real-time upload.
    expect(records[1]!.body.isrealtime).toBe(false);

    // Refused again (wrong password), then resent by staff at once, without waiting for the backoff.
    wrong.config.CBMS_PASSWORD = 'wrong-again';
    const second = await sale();
    const secondNumber = await billNumberOf(second, wrong.database.db);
    await drain(wrong);
    expect((await statusOf(second, wrong, wrongStaff.headers)).documents[0]).toMatchObject({
      status: 'failed',
      last_code: 100,
    });
    wrong.config.CBMS_PASSWORD = CBMS_SIMULATOR_PASSWORD;
    const resend = await wrong.app.inject({
      method: 'POST',
      url: CBMS_PATHS.resend(second),
      headers: wrongStaff.headers,
      payload: { kind: 'bill', number: secondNumber },
    });
    expect(resend.statusCode, resend.body).toBe(202);
    expect(resend.json<{ data: CbmsDocumentStatus }>().data).toMatchObject({ status: 'pending', attempts: 0 });
    await drain(wrong);
    expect((await statusOf(second, wrong, wrongStaff.headers)).documents[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });
});

describe('two app processes on one database', () => {
  it('send each bill once', async () => {
    const database = await createTestDatabase();
    const second = connectDatabase(database.url, { max: 10 });
    const dirs: string[] = [];
    const apps: App[] = [];
    try {
      for (const handle of [database, second]) {
        const dataDir = mkdtempSync(join(tmpdir(), 'pasal-cbms-'));
        dirs.push(dataDir);
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          PUBLIC_URL: 'http://shop.test',
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
          SERVE_WEB: 'off',
          PAYMENT_SIMULATORS: 'on',
          ...CBMS_ENV,
        });
        const app = await buildApp({
          config,
          database: handle,
          mailer: { send: async () => undefined },
          logger: false,
        });
        await app.ready();
        apps.push(app);
      }
      const [first, other] = apps as [App, App];
      const buyer = await first.services.database.db.execute<{ id: number }>(sql`
        INSERT INTO users (email, password_hash, first_name, last_name, role)
        VALUES (${`two-${randomBytes(4).toString('hex')}@example.com`}, 'x', 'Gita', 'Rai', 'customer') RETURNING id`);
      const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
      const name = `Two Process Phone ${randomBytes(3).toString('hex')}`;
      const [made] = await database.db
        .insert(products)
        .values({
          name,
          slug: name.toLowerCase().replaceAll(' ', '-'),
          categoryId: category!.id,
          pricePaisa: 4_510_000,
          discountPricePaisa: 4_500_000,
          deliveryPricePaisa: 10_000,
          totalQuantity: 100,
        })
        .returning({ id: products.id });
      const product: FixtureProduct = { id: made!.id, name, colorIds: [] };
      const numbers: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        const { db } = (index % 2 === 0 ? first : other).services.database;
        const id = await place(db, buyer.rows[0]!.id, 'Esewa', product);
        const [row] = await db.select().from(orders).where(eq(orders.transactionId, id));
        const app = index % 2 === 0 ? first : other;
        expect(await markPaid(app.services, row!, { reference: `REF${row!.id}`, detail: {} })).toBe(true);
        numbers.push(await billNumberOf(id, db));
      }
      // Both loops at once, twice over.
      const outboxes = apps.map((app) => cbmsOutboxFor(app.services.config)!);
      await Promise.all([...outboxes, ...outboxes].map((outbox) => outbox.drain()));
      const received = await first.services.database.db.execute<{ number: string; code: number }>(sql`
        SELECT number, code FROM cbms_simulator_requests WHERE kind = 'bill' ORDER BY number`);
      expect(received.rows).toEqual(numbers.sort().map((number) => ({ number, code: 200 })));
      const outbox = await first.services.database.db.execute<{ status: string; attempts: number }>(sql`
        SELECT status, attempts FROM cbms_outbox`);
      expect(outbox.rows).toEqual(numbers.map(() => ({ status: 'sent', attempts: 1 })));
    } finally {
      for (const app of apps) await app.close();
      await second.close();
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CBMS sync off (the default)', () => {
  let off: TestContext;
  beforeAll(async () => {
    // Outside demo mode too: no simulator either.
    off = await createTestApp({ PAYMENT_SIMULATORS: 'off' });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('queues nothing and says so; outside demo mode the simulator does not exist', async () => {
    const buyer = await createCustomer(off, 'Mina');
    const admin = await createCustomer(off, 'Kamal');
    await off.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, admin.id));
    const headers = {
      authorization: `Bearer ${await off.app.services.accessTokens.sign({ userId: admin.id, role: 'staff' })}`,
    };
    const { db } = off.database;
    const id = await place(db, buyer.id, 'Esewa', await createProduct(off, { price: 45_000 }));
    const [row] = await db.select().from(orders).where(eq(orders.transactionId, id));
    expect(await markPaid(off.app.services, row!, { reference: 'REF-OFF', detail: {} })).toBe(true);
    expect(cbmsOutboxFor(off.config)).toBeUndefined();
    expect((await db.execute(sql`SELECT id FROM cbms_outbox`)).rows).toEqual([]);
    const status = await statusOf(id, off, headers);
    expect(status).toMatchObject({ enabled: false, documents: [{ kind: 'bill', status: 'not_queued' }] });
    const resend = await off.app.inject({
      method: 'POST',
      url: CBMS_PATHS.resend(id),
      headers,
      payload: { kind: 'bill', number: status.documents[0]!.number },
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({
      code: 'cbms_off',
      message:
        'CBMS sync is off: set CBMS_USERNAME, CBMS_PASSWORD and CBMS_URL, and save the shop’s PAN in the settings',
    });
    const simulator = await off.app.inject({ method: 'POST', url: '/api/v1/cbms/simulator/api/bill', payload: {} });
    expect(simulator.statusCode).toBe(404);
  });
});

describe('the CBMS simulator', () => {
  const bill = (fields: Record<string, unknown> = {}) => ({
    username: CBMS_SIMULATOR_USERNAME,
    password: CBMS_SIMULATOR_PASSWORD,
    seller_pan: '600999999',
    buyer_pan: '',
    fiscal_year: '2082.083',
    buyer_name: 'Hari Thapa',
    invoice_number: `SIM-${randomBytes(4).toString('hex')}`,
    invoice_date: '2082.08.13',
    total_sales: 1130,
    taxable_sales_vat: 1000,
    vat: 130,
    excisable_amount: 0,
    excise: 0,
    taxable_sales_hst: 0,
    hst: 0,
    amount_for_esf: 0,
    esf: 0,
    export_sales: 0,
    tax_exempted_sales: 0,
    isrealtime: true,
    datetimeClient: '2025-11-29 10:00:00',
    ...fields,
  });
  const post = async (path: 'bill' | 'billreturn', payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/cbms/simulator/api/${path}`, payload });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers 200, 101 for a duplicate, 100 for wrong credentials, 104 for an invalid model, 105 for a return of an unknown bill', async () => {
    const payload = bill();
    expect(await post('bill', payload)).toBe('200');
    expect(await post('bill', payload)).toBe('101');
    expect(await post('bill', { ...bill(), password: 'nope' })).toBe('100');
    expect(await post('bill', bill({ invoice_date: '2082.13.01' }))).toBe('104');
    expect(await post('bill', bill({ seller_pan: '12345' }))).toBe('104');
    expect(await post('bill', bill({ total_sales: '1130' }))).toBe('104');
    const { invoice_number: _number, invoice_date: _date, ...shared } = bill();
    const note = {
      ...shared,
      credit_note_number: `CN-${randomBytes(4).toString('hex')}`,
      credit_note_date: '2082.08.14',
      reason_for_return: 'Returned',
    };
    expect(await post('billreturn', { ...note, ref_invoice_number: 'NO-SUCH-BILL' })).toBe('105');
    expect(await post('billreturn', { ...note, ref_invoice_number: payload.invoice_number })).toBe('200');
    expect(await post('billreturn', { ...note, reason_for_return: '' })).toBe('104');
  });
});
