import { ORDERS_EXPORT_COLUMNS, type UserRole } from '@pasal/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { exportOrderChunks } from './orders-export.js';

// The orders export on the real database: the order desk's filter, every page, one row per order
// with its lines, amounts, courier and tracking; CSV and XLSX (read back with ExcelJS).

let ctx: TestContext;
let customerId: number;
const auth: Partial<Record<UserRole, { authorization: string }>> = {};
const tag = randomBytes(3).toString('hex');
const ids: Record<string, string> = {};

async function person(role: UserRole) {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', role })
    .returning({ id: users.id });
  auth[role] = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
  return row!.id;
}

async function order(name: string, status: string, at: string, extra: { first?: string; courier?: string } = {}) {
  const transactionId = `EXP-${tag}-${name}`;
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      discount_paisa, grand_total_paisa, first_name, last_name, email, country, province, city, district,
      details_address, phone_number, delivery_zone_name, courier, tracking_number, created_at)
    VALUES (${transactionId}, ${customerId}, 'COD', ${status}, 250000, 10000, 5000, 255000, ${extra.first ?? 'Sita'},
      'Sharma', 'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Kathmandu', 'Lambagar, ward 5',
      '9841234567', 'Kathmandu Valley', ${extra.courier ?? null}, ${extra.courier ? 'PTH-1' : null}, ${at}::timestamptz)
    RETURNING id`);
  const product = await ctx.database.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM products ORDER BY id LIMIT 1`,
  );
  await ctx.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, color_name, unit_price_paisa, quantity, line_total_paisa)
    VALUES (${result.rows[0]!.id}, ${product.rows[0]!.id}, 'Anker PowerCore 10000', 'Black', 125000, 2, 250000)`);
  ids[name] = transactionId;
}

beforeAll(async () => {
  ctx = await createTestApp();
  customerId = await person('customer');
  await person('staff');
  await person('accountant');
  await order('old', 'Delivered', '2025-07-20T06:00:00Z');
  await order('shipped', 'Shipped', '2025-07-21T18:20:00Z', { courier: 'pathao' });
  await order('formula', 'Pending', '2025-07-22T06:00:00Z', { first: '=cmd' });
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, role: UserRole = 'staff') => ctx.app.inject({ method: 'GET', url, headers: auth[role] });
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('the orders export', () => {
  it('writes every order the filter shows, newest first, with its lines, amounts, courier and Nepal time', async () => {
    const response = await get(`/api/v1/admin/orders/export.csv?q=EXP-${tag}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(ORDERS_EXPORT_COLUMNS.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([ids.formula, ids.shipped, ids.old]);
    const shipped = lines[2]!;
    // 18:20 UTC is 00:05 the next day in Nepal.
    expect(shipped).toContain(`${ids.shipped},2025-07-22 00:05,Shipped,Cash on Delivery,unpaid,Sita Sharma,`);
    expect(shipped).toContain('2 × Anker PowerCore 10000 (Black),2,2500.00,100.00,50.00,2550.00,,Pathao,PTH-1,');
    expect(shipped).toContain('"Lambagar, ward 5, Kathmandu"');
    // A name a spreadsheet would run as a formula is made text.
    expect(lines[1]).toContain(`'=cmd Sharma`);
  });

  it('filters as the order desk does: by status, and every page of it', async () => {
    const delivered = csvLines((await get(`/api/v1/admin/orders/export.csv?q=EXP-${tag}&status=Delivered`)).body);
    expect(delivered.slice(1).map((line) => line.split(',')[0])).toEqual([ids.old]);
    const desk = await get(`/api/v1/admin/orders/?q=EXP-${tag}&status=Delivered`);
    expect(desk.json<{ count: number }>().count).toBe(delivered.length - 1);
  });

  it('reads the orders a chunk at a time, each once, in the desk order', async () => {
    const seen: string[][] = [];
    for await (const rows of exportOrderChunks(ctx.database.db, sql`o.transaction_id LIKE ${`EXP-${tag}-%`}`, 1)) {
      seen.push(rows.map((row) => row.transaction_id));
    }
    expect(seen).toEqual([[ids.formula], [ids.shipped], [ids.old]]);
  });

  it('writes the same rows as a workbook, amounts as numbers', async () => {
    const response = await get(`/api/v1/admin/orders/export.xlsx?q=EXP-${tag}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.rowCount).toBe(4);
    const row = sheet.getRow(3).values as unknown[];
    expect(row[1]).toBe(ids.shipped);
    expect(row.slice(16, 20)).toEqual([2500, 100, 50, 2550]);
    expect(row[22]).toBe('PTH-1');
    expect((sheet.getRow(2).values as unknown[])[6]).toBe('=cmd Sharma');
  });

  it("is the order desk's: accountants and customers get 403", async () => {
    for (const role of ['accountant', 'customer'] as const) {
      expect((await get('/api/v1/admin/orders/export.csv', role)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/orders/export.xlsx', role)).statusCode).toBe(403);
    }
    expect((await get('/api/v1/admin/orders/export.csv?status=Nope')).statusCode).toBe(400);
  });
});
