import type { OrderQuote, PlacedOrder } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { orders, users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';
import { markPaid } from './index.js';

// Issue #29: the checkout form's e-mail is a contact address for the courier; the shop mails only
// the ordering account's own address (users.email). Five orders naming a stranger used to send that
// stranger ten e-mails with text the orderer chose.

const STRANGER = 'stranger@elsewhere.test';
const MAIL_WAIT = { timeout: 5000 };

let ctx: TestContext;
let shopper: Customer;
let staff: Customer;
let product: FixtureProduct;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
  shopper.headers = await authHeaders(ctx, shopper.id);
  product = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 50 });
});
afterAll(async () => {
  await ctx.close();
});

async function place(gateway: 'COD' | 'Khalti'): Promise<string> {
  const lines = [{ product_id: product.id, quantity: 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, district_id: 27 },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, {
      payment_gateway: gateway,
      email: STRANGER,
      notes: 'Text the orderer chose',
    }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

function staffMove(id: string, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/status/`,
    headers: staff.headers,
    payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-1' } : { status },
  });
}

const customerMail = (id: string) =>
  ctx.mail.filter((mail) => mail.subject.includes(id) && mail.subject.includes(': your order'));

describe('order e-mails go to the account, not to the e-mail typed at checkout', () => {
  it('confirmation, shipped and delivered e-mails of a cash-on-delivery order reach the account only', async () => {
    const id = await place('COD');
    await vi.waitFor(() => expect(customerMail(id)).toHaveLength(1), MAIL_WAIT);
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      expect((await staffMove(id, status)).statusCode).toBe(200);
    }
    await vi.waitFor(() => expect(customerMail(id)).toHaveLength(3), MAIL_WAIT);
    expect(customerMail(id).map((mail) => mail.to)).toEqual([shopper.email, shopper.email, shopper.email]);
    // The contact e-mail stays on the order for the courier and staff: the shop's notice shows it.
    const [row] = await ctx.database.db
      .select({ email: orders.email })
      .from(orders)
      .where(eq(orders.transactionId, id));
    expect(row?.email).toBe(STRANGER);
    expect(ctx.mail.filter((mail) => mail.to === STRANGER)).toEqual([]);
  });

  it('a cancellation e-mail reaches the account only', async () => {
    const id = await place('COD');
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/cancel/`,
      headers: shopper.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(() => expect(customerMail(id)).toHaveLength(2), MAIL_WAIT);
    expect(customerMail(id).every((mail) => mail.to === shopper.email)).toBe(true);
    expect(ctx.mail.filter((mail) => mail.to === STRANGER)).toEqual([]);
  });

  it('the payment confirmation of an online order reaches the account only', async () => {
    const id = await place('Khalti');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    if (!row) throw new Error('no order');
    expect(await markPaid(ctx.app.services, row, { reference: 'REF1', detail: { status: 'Completed' } })).toBe(true);
    await vi.waitFor(() => expect(customerMail(id)).toHaveLength(1), MAIL_WAIT);
    expect(customerMail(id)[0]?.to).toBe(shopper.email);
    expect(ctx.mail.filter((mail) => mail.to === STRANGER)).toEqual([]);
  });
});
