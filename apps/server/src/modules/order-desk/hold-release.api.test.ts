import {
  COD_HOLD_MESSAGES,
  type OrderQuote,
  type PlacedOrder,
  type StaffOrderChanged,
  type StaffOrderList,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Issue #29: staff see open unpaid cash-on-delivery orders whose account looks like hoarding (more
// than the shop's limits, or an account younger than a day holding stock) and release them: the
// order is cancelled through the usual staff cancel, its stock goes back, its history says why.

const DAY = 24 * 3_600_000;
let ctx: TestContext;
let staff: Customer;
let admin: Customer;
let product: FixtureProduct;

async function signed(customer: Customer, role: 'staff' | 'admin') {
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, customer.id));
  customer.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: customer.id, role })}`,
  };
}

/** An account created a month ago: not new. */
async function oldCustomer(name: string): Promise<Customer> {
  const customer = await createCustomer(ctx, name);
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(ctx.clock.now() - 30 * DAY) })
    .where(eq(users.id, customer.id));
  return customer;
}

async function setLimits(maxOpenOrders: number, maxUnitsPerProduct: number) {
  const current = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: admin.headers });
  const settings = current.json<{ data: { settings: Record<string, unknown> } }>().data.settings;
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/',
    headers: admin.headers,
    payload: { ...settings, cod_max_open_orders: maxOpenOrders, cod_max_units_per_product: maxUnitsPerProduct },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function place(customer: Customer, quantity: number, gateway: 'COD' | 'Khalti' = 'COD'): Promise<string> {
  customer.headers = await authHeaders(ctx, customer.id);
  const lines = [{ product_id: product.id, quantity }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: customer.headers,
    payload: { lines, district_id: 27 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: customer.headers,
    payload: orderPayload(lines, quoted.json<{ data: OrderQuote }>().data, { payment_gateway: gateway }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

async function suspicious(): Promise<StaffOrderList> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/admin/orders/?view=suspicious_holds',
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffOrderList>();
}

const release = (id: string, headers = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${id}/release-hold/`, headers });

let hoarder: Customer;
let newcomer: Customer;
let regular: Customer;
const hoard: string[] = [];
let newcomerOrder: string;
let regularOrder: string;

beforeAll(async () => {
  ctx = await createTestApp({ COD_MAX_OPEN_ORDERS: '3', COD_MAX_UNITS_PER_PRODUCT: '5' });
  staff = await createCustomer(ctx, 'Ram');
  await signed(staff, 'staff');
  admin = await createCustomer(ctx, 'Anita');
  await signed(admin, 'admin');
  product = await createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 300 });
  hoarder = await oldCustomer('Hari');
  regular = await oldCustomer('Sita');
  newcomer = await createCustomer(ctx, 'Naya');
  // Placed before the shop had (or while it had looser) limits: four orders, 250 units.
  await setLimits(10, 300);
  for (const quantity of [100, 100, 49, 1]) hoard.push(await place(hoarder, quantity));
  await setLimits(3, 5);
  regularOrder = await place(regular, 2);
  newcomerOrder = await place(newcomer, 1);
});
afterAll(async () => {
  await ctx.close();
});

describe('suspicious cash-on-delivery holds on the order desk', () => {
  it('lists the open COD orders of accounts past the limits or younger than a day, saying why', async () => {
    const list = await suspicious();
    const ids = list.data.map((order) => order.transaction_id);
    expect(ids.sort()).toEqual([...hoard, newcomerOrder].sort());
    expect(list.count).toBe(5);
    const hoarded = list.data.find((order) => order.transaction_id === hoard[0]);
    expect(hoarded?.hold).toMatchObject({
      open_orders: 4,
      units: 250,
      most_units_of_one_product: 250,
      flags: ['many_orders', 'many_units'],
    });
    expect(list.data.find((order) => order.transaction_id === newcomerOrder)?.hold?.flags).toEqual(['new_account']);
    // The ordinary list shows the same figures, and nothing odd for a regular customer.
    const all = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/orders/', headers: staff.headers });
    const regularRow = all.json<StaffOrderList>().data.find((order) => order.transaction_id === regularOrder);
    expect(regularRow?.hold).toMatchObject({ open_orders: 1, units: 2, flags: [] });
  });

  it('a day later the newcomer is no longer new', async () => {
    // The test clock stands still from the app's start; the account was created after it.
    ctx.clock.set(Date.now() + DAY + 1000);
    staff.headers = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
    };
    admin.headers = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: admin.id, role: 'admin' })}`,
    };
    expect((await suspicious()).data.map((order) => order.transaction_id)).not.toContain(newcomerOrder);
  });

  it('"Release hold" cancels the order, returns its stock and records it in the history', async () => {
    const before = await stockOf(ctx, product.id);
    const response = await release(hoard[0]!);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<StaffOrderChanged>();
    expect(changed.message).toBe(COD_HOLD_MESSAGES.released);
    expect(changed.data.order_status).toBe('Cancelled');
    expect(changed.data.history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'Pending',
      to: 'Cancelled',
      actor: 'staff',
      by: 'Ram Sharma',
      note: COD_HOLD_MESSAGES.releaseNote,
    });
    expect(await stockOf(ctx, product.id)).toBe(before + 100);
    // The customer hears of it at the account's address.
    await vi.waitFor(
      () =>
        expect(
          ctx.mail.filter((mail) => mail.subject.includes(`${hoard[0]} is cancelled`)).map((mail) => mail.to),
        ).toEqual([hoarder.email]),
      { timeout: 5000 },
    );
    // Released once: the second click is told why not.
    const again = await release(hoard[0]!);
    expect(again.statusCode).toBe(409);
    expect((await suspicious()).data.map((order) => order.transaction_id)).not.toContain(hoard[0]);
  });

  it('refuses anything but an open unpaid COD order, and customers', async () => {
    const online = await place(regular, 1, 'Khalti');
    const refused = await release(online);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only an open, unpaid cash-on-delivery order can be released',
    );
    expect(refused.json<{ code: string }>().code).toBe('cod_hold_not_releasable');
    const customer = await release(hoard[1]!, await authHeaders(ctx, hoarder.id));
    expect(customer.statusCode).toBe(403);
  });
});
