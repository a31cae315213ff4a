import { STAFF_MESSAGES, type UserRole } from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { creditRestOfBill } from '../credit-notes/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';

// The accountant role on the real database (issue #34): the accounts area, bills and credit notes
// (read and print), and nothing of the order desk, catalogue, customers, coupons, settings or staff.
// The role is given the way an admin gives any role: on the Staff screen's API.

let ctx: TestContext;
const auth: Partial<Record<UserRole, { authorization: string }>> = {};
let transactionId: string;

async function person(role: UserRole) {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', role })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

const tokenFor = async (userId: number, role: UserRole) => ({
  authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId, role })}`,
});

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(Date.parse('2025-08-01T06:00:00Z'));
  const admin = await person('admin');
  auth.admin = await tokenFor(admin.id, 'admin');
  const customer = await person('customer');
  auth.customer = await tokenFor(customer.id, 'customer');
  const staff = await person('staff');
  auth.staff = await tokenFor(staff.id, 'staff');

  // An admin makes an existing customer account the accountant.
  const gita = await person('customer');
  const granted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/staff/',
    headers: auth.admin,
    payload: { email: gita.email, role: 'accountant' },
  });
  expect(granted.statusCode, granted.body).toBe(201);
  auth.accountant = await tokenFor(gita.id, 'accountant');

  transactionId = `acct-${randomBytes(6).toString('hex')}`;
  const order = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${transactionId}, ${customer.id}, 'COD', 'Delivered', 113000, 0, 113000, 'Sita', 'Sharma',
      'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar', '9841234567')
    RETURNING id`);
  const orderId = order.rows[0]!.id;
  await ctx.database.db.transaction(async (tx) => {
    await issueInvoiceIfDue(tx, ctx.app.services, orderId, new Date('2025-07-20T06:00:00Z'));
    await creditRestOfBill(tx, {
      orderId,
      kind: 'cancellation',
      refundId: null,
      reason: 'Cancelled after billing',
      issuedBy: admin.id,
      now: new Date('2025-07-21T06:00:00Z'),
      config: ctx.config,
    });
  });
});

afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, role: UserRole, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth[role], ...(payload ? { payload } : {}) });

describe('the accountant role', () => {
  it('is stored as the role the Staff screen gave, and listed among the staff', async () => {
    const list = await call('GET', '/api/v1/admin/staff/', 'admin');
    expect(list.json<{ data: { role: string }[] }>().data.map((member) => member.role)).toContain('accountant');
    const rows = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.role, 'accountant'));
    expect(rows).toHaveLength(1);
  });

  it('opens the sales register and its exports', async () => {
    for (const path of ['sales-register/', 'sales-register.csv', 'sales-register.xlsx']) {
      const response = await call('GET', `/api/v1/admin/accounts/${path}?fiscal_year=2082/83&month=4`, 'accountant');
      expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    const register = await call(
      'GET',
      '/api/v1/admin/accounts/sales-register/?fiscal_year=2082/83&month=4',
      'accountant',
    );
    expect(register.json<{ data: { kind: string }[] }>().data.map((row) => row.kind)).toEqual(['bill', 'credit_note']);
  });

  it("reads and prints any order's bill, and reads its credit notes", async () => {
    const bill = await call('GET', `/api/v1/orders/${transactionId}/invoice/`, 'accountant');
    expect(bill.statusCode, bill.body).toBe(200);
    const notes = await call('GET', `/api/v1/orders/${transactionId}/credit-notes/`, 'accountant');
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json<{ data: unknown[] }>().data).toHaveLength(1);
    const print = await call('POST', `/api/v1/admin/orders/${transactionId}/invoice/prints/`, 'accountant');
    expect(print.statusCode, print.body).toBe(201);
  });

  it.each([
    ['GET', '/api/v1/admin/orders/'],
    ['GET', `/api/v1/admin/orders/${'{tx}'}/`],
    ['POST', `/api/v1/admin/orders/${'{tx}'}/status/`],
    ['GET', '/api/v1/admin/dashboard/'],
    ['GET', '/api/v1/admin/products/'],
    ['GET', '/api/v1/admin/categories/'],
    ['GET', '/api/v1/admin/brands/'],
    ['GET', '/api/v1/admin/coupons/'],
    ['GET', '/api/v1/admin/customers/'],
    ['GET', '/api/v1/admin/settings/'],
    ['PUT', '/api/v1/admin/settings/'],
    ['GET', '/api/v1/admin/staff/'],
  ] as const)('is refused %s %s with 403', async (method, template) => {
    const url = template.replace('{tx}', transactionId);
    const response = await call(method, url, 'accountant', method === 'GET' ? undefined : {});
    expect(response.statusCode, response.body).toBe(403);
  });

  it('keeps the accounts from staff and customers', async () => {
    for (const role of ['staff', 'customer'] as const) {
      const response = await call('GET', '/api/v1/admin/accounts/sales-register/', role);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(STAFF_MESSAGES.accountsOnly);
    }
  });
});
