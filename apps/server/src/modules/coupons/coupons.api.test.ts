import { randomBytes } from 'node:crypto';
import {
  COUPON_FIRST_ORDER_ONLY_MESSAGE,
  COUPON_MESSAGES,
  refusalInEnglish,
  type AdminCoupon,
  type CouponInput,
  type CouponUpdate,
  type Order,
  type PlacedOrder,
  type UserRole,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { couponRedemptions, orders, users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Coupons in the back office on the real database: who may use it, every rule of the editor, the
// status and usage the list shows, and what checkout does with an edited, disabled or
// first-order-only coupon. Orders keep their own code and discount whatever is edited later.

let ctx: TestContext;
let admin: { authorization: string };
let phone: FixtureProduct; // Rs 1,500, delivery 100

async function headersFor(role: UserRole) {
  const email = `coupons.${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'Asha', lastName: 'Rai', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  ctx = await createTestApp();
  phone = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 200 });
});

afterAll(async () => {
  await ctx.close();
});

// Tests move the clock; access tokens live 15 minutes.
beforeEach(async () => {
  admin = await headersFor('admin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const uniqueCode = (prefix = 'TEST') => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

function input(overrides: Partial<CouponUpdate> = {}): CouponUpdate {
  return {
    code: uniqueCode(),
    kind: 'percentage',
    percentage: 10,
    amount: null,
    max_discount: 500,
    min_subtotal: 1000,
    valid_from: null,
    valid_to: null,
    usage_limit: null,
    per_customer_limit: null,
    first_order_only: false,
    active: true,
    ...overrides,
  };
}

async function create(overrides: Partial<CouponInput> = {}): Promise<AdminCoupon> {
  const response = await call('POST', '/api/v1/admin/coupons/', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminCoupon }>().data;
}

async function listed(query = ''): Promise<AdminCoupon[]> {
  const response = await call('GET', `/api/v1/admin/coupons/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminCoupon[] }>().data;
}

const lines = (product = phone) => [{ product_id: product.id, quantity: 2 }]; // the phone: subtotal 3,000

async function validate(customer: Customer, code: string) {
  customer.headers = await authHeaders(ctx, customer.id);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate/',
    headers: customer.headers,
    payload: { code, lines: lines() },
  });
}

/** Places a COD order for two phones with the figures the quote gives. */
async function placeOrder(customer: Customer, code: string | null) {
  customer.headers = await authHeaders(ctx, customer.id);
  const placed = await ctx.app.inject(await orderRequest(customer, code));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data.order;
}

/**
 * A mobile number of the customer's own: a first-order coupon counts once per phone number too
 * (#29), so customers sharing orderPayload's one number would rule each other out.
 */
const phoneOf = (customer: Customer) => `980${String(customer.id).padStart(7, '0')}`;

/** The request that places a COD order for two phones (or two of `product`) with the quote's figures. */
async function orderRequest(customer: Customer, code: string | null, product = phone, phoneNumber = phoneOf(customer)) {
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: customer.headers,
    payload: { lines: lines(product), coupon_code: code },
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const figures = quote.json<{
    data: { subtotal: number; delivery_charge: number; discount: number; grand_total: number };
  }>().data;
  return {
    method: 'POST',
    url: '/api/v1/orders/',
    headers: customer.headers,
    payload: orderPayload(lines(product), figures, { coupon_code: code, phone_number: phoneNumber }),
  } as const;
}

async function cancelOrder(customer: Customer, transactionId: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${transactionId}/cancel/`,
    headers: customer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function orderAsCustomerSees(customer: Customer, transactionId: string): Promise<Order> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${transactionId}/`,
    headers: customer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Order }>().data;
}

describe('who may manage coupons', () => {
  it('answers 401 without a token and 403 to customers and staff', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/coupons/' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const headers = await headersFor(role);
      expect((await call('GET', '/api/v1/admin/coupons/', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/admin/coupons/', input(), headers)).statusCode).toBe(403);
    }
  });

  it('documents every route with its schemas and security', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{
      paths: Record<string, Record<string, { security?: unknown[]; summary?: string; description?: string }>>;
    }>();
    const routes = [
      ['/api/v1/admin/coupons/', 'get'],
      ['/api/v1/admin/coupons/', 'post'],
      ['/api/v1/admin/coupons/{id}/', 'get'],
      ['/api/v1/admin/coupons/{id}/', 'put'],
      ['/api/v1/admin/coupons/{id}/', 'delete'],
      ['/api/v1/admin/coupons/{id}/status/', 'patch'],
    ] as const;
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.security).toEqual([{ bearer: [] }]);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.description).toContain('Admins only');
    }
  });
});

describe('the seeded coupons', () => {
  it('are ordinary rows in the list, with their terms in rupees', async () => {
    const all = await listed();
    expect(all.find((coupon) => coupon.code === 'WELCOME10')).toMatchObject({
      kind: 'percentage',
      percentage: 10,
      amount: null,
      max_discount: 2000,
      min_subtotal: 2000,
      per_customer_limit: 1,
      first_order_only: false,
      status: 'active',
    });
    expect(all.find((coupon) => coupon.code === 'DASHAIN500')).toMatchObject({
      kind: 'fixed',
      percentage: null,
      amount: 500,
      max_discount: null,
      min_subtotal: 5000,
      usage_limit: 500,
    });
  });
});

describe('creating and editing: the rules', () => {
  it('stores the code upper-case and keeps it unique whatever the case', async () => {
    const code = uniqueCode('Mix');
    const coupon = await create({ code: `  ${code.toLowerCase()} ` });
    expect(coupon.code).toBe(code.toUpperCase());
    const again = await call('POST', '/api/v1/admin/coupons/', input({ code: code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    const taken = 'Another coupon already uses this code';
    expect(again.json()).toEqual({
      code: 'coupon_code_taken',
      message: taken,
      errors: { code: taken },
      fields: { code: { code: 'coupon_code_taken' } },
    });
    const other = await create();
    const rename = await call('PUT', `/api/v1/admin/coupons/${other.id}/`, input({ code: code.toLowerCase() }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors.code).toBe(taken);
  });

  it.each([
    [{ code: 'AB' }, 'code', COUPON_MESSAGES.codeInvalid],
    [{ code: 'TEN OFF' }, 'code', COUPON_MESSAGES.codeInvalid],
    [{ code: '' }, 'code', COUPON_MESSAGES.codeRequired],
    [{ percentage: 0 }, 'percentage', COUPON_MESSAGES.percentageInvalid],
    [{ percentage: 101 }, 'percentage', COUPON_MESSAGES.percentageInvalid],
    [{ percentage: 12.5 }, 'percentage', COUPON_MESSAGES.percentageInvalid],
    [{ percentage: null }, 'percentage', COUPON_MESSAGES.percentageInvalid],
    [{ max_discount: 0 }, 'max_discount', COUPON_MESSAGES.capInvalid],
    [{ kind: 'fixed', percentage: null, max_discount: null, amount: 0 }, 'amount', COUPON_MESSAGES.amountInvalid],
    [{ kind: 'fixed', percentage: null, max_discount: null, amount: null }, 'amount', COUPON_MESSAGES.amountInvalid],
    [
      { kind: 'fixed', percentage: null, max_discount: 100, amount: 200 },
      'max_discount',
      COUPON_MESSAGES.capOnlyForPercentage,
    ],
    [{ kind: 'fixed', percentage: null, max_discount: null, amount: 99.5 }, 'amount', COUPON_MESSAGES.amountInvalid],
    [{ min_subtotal: -1 }, 'min_subtotal', COUPON_MESSAGES.minSubtotalInvalid],
    [
      { valid_from: '2026-12-01T00:00:00+05:45', valid_to: '2026-11-30T23:59:00+05:45' },
      'valid_to',
      COUPON_MESSAGES.validToBeforeFrom,
    ],
    [
      { valid_from: '2026-12-01T00:00:00Z', valid_to: '2026-12-01T00:00:00Z' },
      'valid_to',
      COUPON_MESSAGES.validToBeforeFrom,
    ],
    [{ valid_from: 'next Tuesday' }, 'valid_from', COUPON_MESSAGES.dateInvalid],
    [{ usage_limit: 0 }, 'usage_limit', COUPON_MESSAGES.usageLimitInvalid],
    [{ per_customer_limit: 0 }, 'per_customer_limit', COUPON_MESSAGES.perCustomerInvalid],
  ] as [Partial<CouponInput>, string, string][])('refuses %o (400 on %s)', async (overrides, field, message) => {
    const response = await call('POST', '/api/v1/admin/coupons/', input(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('answers malformed bodies with 400 in the error shape, never a 500', async () => {
    const bodies: unknown[] = [
      [],
      'WELCOME',
      {},
      input({ code: 123 as unknown as string }),
      input({ percentage: 1e20 }),
      input({ max_discount: 2 ** 40 }),
      input({ min_subtotal: Number.MAX_SAFE_INTEGER }),
      input({ usage_limit: 2 ** 40 }),
      input({ per_customer_limit: -5 }),
      input({ valid_from: '2026-13-45T00:00:00Z' }),
      input({ kind: 'bogo' as 'fixed' }),
      input({ first_order_only: 'yes' as unknown as boolean }),
      input({ code: 'x'.repeat(10_000) }),
    ];
    for (const body of bodies) {
      const response = await call('POST', '/api/v1/admin/coupons/', body);
      // A bare string goes as text/plain: 415; everything else is JSON the schema refuses.
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(typeof body === 'string' ? 415 : 400);
      expect(typeof response.json().message).toBe('string');
    }
    const coupon = await create();
    const stale = await call('PUT', `/api/v1/admin/coupons/${coupon.id}/`, input({ updated_at: 'yesterday' }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.updated_at).toBe(COUPON_MESSAGES.stale);
  });

  it('creates a fixed-amount coupon with every term, and edits it', async () => {
    const coupon = await create({
      kind: 'fixed',
      percentage: null,
      max_discount: null,
      amount: 750,
      min_subtotal: 0,
      valid_from: '2026-01-01T00:00:00+05:45',
      valid_to: '2027-01-01T00:00:00+05:45',
      usage_limit: 100,
      per_customer_limit: 2,
      first_order_only: true,
    });
    expect(coupon).toMatchObject({
      kind: 'fixed',
      amount: 750,
      percentage: null,
      max_discount: null,
      valid_from: '2025-12-31T18:15:00.000Z',
      valid_to: '2026-12-31T18:15:00.000Z',
      usage_limit: 100,
      per_customer_limit: 2,
      first_order_only: true,
      uses: 0,
      discount_total: 0,
      order_count: 0,
    });
    const got = await call('GET', `/api/v1/admin/coupons/${coupon.id}/`);
    expect(got.json().data).toEqual(coupon);

    const edit = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, percentage: 15, max_discount: null, min_subtotal: 2500 }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      message: `Coupon ${coupon.code} saved`,
      data: { kind: 'percentage', percentage: 15, amount: null, max_discount: null, min_subtotal: 2500 },
    });
    const same = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, percentage: 15, max_discount: null, min_subtotal: 2500 }),
    );
    expect(same.json().message).toBe('No changes to save');
  });

  it('does not overwrite a coupon saved or switched off since the editor opened it', async () => {
    const coupon = await create();
    const opened = coupon.updated_at;
    const first = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, percentage: 20, updated_at: opened }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, percentage: 30, updated_at: opened }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'coupon_stale', message: COUPON_MESSAGES.stale });
    ctx.clock.advance(1000);
    await call('PATCH', `/api/v1/admin/coupons/${coupon.id}/status/`, { active: false });
    const afterToggle = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, percentage: 30, updated_at: first.json().data.updated_at }),
    );
    expect(afterToggle.statusCode).toBe(409);
    const fresh = (await call('GET', `/api/v1/admin/coupons/${coupon.id}/`)).json().data as AdminCoupon;
    expect(fresh).toMatchObject({ percentage: 20, active: false });
    // The seeded rows' times (written by PostgreSQL, in microseconds) compare as GET shows them.
    const seeded = (await listed('?q=DASHAIN500'))[0]!;
    const { id, code, kind, amount, min_subtotal, usage_limit, updated_at } = seeded;
    const save = await call('PUT', `/api/v1/admin/coupons/${id}/`, {
      ...input({ code, kind, percentage: null, max_discount: null, amount, min_subtotal, usage_limit }),
      updated_at,
    });
    expect(save.statusCode, save.body).toBe(200);
  });

  it('answers 404 for a coupon that does not exist, 400 for a bad id', async () => {
    expect((await call('GET', '/api/v1/admin/coupons/999999/')).statusCode).toBe(404);
    expect((await call('PUT', '/api/v1/admin/coupons/999999/', input())).json()).toEqual({
      code: 'coupon_not_found',
      message: COUPON_MESSAGES.notFound,
    });
    expect((await call('DELETE', '/api/v1/admin/coupons/999999/')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/v1/admin/coupons/999999/status/', { active: false })).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/admin/coupons/abc/')).statusCode).toBe(400);
  });
});

describe('status, uses and the list', () => {
  it('shows active, scheduled, expired, used up and disabled, and filters by them', async () => {
    const now = ctx.clock.now();
    const day = 24 * 60 * 60_000;
    const active = await create();
    const scheduled = await create({ valid_from: new Date(now + day).toISOString() });
    const expired = await create({
      valid_from: new Date(now - 2 * day).toISOString(),
      valid_to: new Date(now - day).toISOString(),
    });
    const usedUp = await create({ usage_limit: 1 });
    await placeOrder(await createCustomer(ctx, 'Uma'), usedUp.code);
    const disabled = await create({ active: false });

    const byId = new Map((await listed()).map((coupon) => [coupon.id, coupon]));
    expect(byId.get(active.id)?.status).toBe('active');
    expect(byId.get(scheduled.id)?.status).toBe('scheduled');
    expect(byId.get(expired.id)?.status).toBe('expired');
    expect(byId.get(usedUp.id)).toMatchObject({ status: 'used_up', uses: 1 });
    expect(byId.get(disabled.id)?.status).toBe('disabled');

    const onlyScheduled = await listed('?status=scheduled');
    expect(onlyScheduled.map((coupon) => coupon.id)).toContain(scheduled.id);
    expect(onlyScheduled.every((coupon) => coupon.status === 'scheduled')).toBe(true);
    expect((await listed(`?q=${usedUp.code.toLowerCase()}`)).map((coupon) => coupon.id)).toEqual([usedUp.id]);
    expect((await call('GET', '/api/v1/admin/coupons/?status=gone')).statusCode).toBe(400);
  });

  it('counts uses and the discount given by orders that stand; a cancelled order gives its use back', async () => {
    const coupon = await create({ percentage: 10, max_discount: null, min_subtotal: 0 });
    const kiran = await createCustomer(ctx, 'Kiran');
    const first = await placeOrder(kiran, coupon.code);
    expect(first).toMatchObject({ discount: 300, coupon_code: coupon.code });
    await placeOrder(await createCustomer(ctx, 'Laxmi'), coupon.code.toLowerCase());
    let row = (await listed(`?q=${coupon.code}`))[0];
    expect(row).toMatchObject({ uses: 2, discount_total: 600, order_count: 2 });

    await cancelOrder(kiran, first.transaction_id);
    row = (await listed(`?q=${coupon.code}`))[0];
    expect(row).toMatchObject({ uses: 1, discount_total: 300, order_count: 2 });
  });

  it('refuses a total-uses limit below the uses so far', async () => {
    const coupon = await create({ min_subtotal: 0 });
    await placeOrder(await createCustomer(ctx, 'Mina'), coupon.code);
    await placeOrder(await createCustomer(ctx, 'Nabin'), coupon.code);
    const low = await call('PUT', `/api/v1/admin/coupons/${coupon.id}/`, input({ code: coupon.code, usage_limit: 1 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'coupon_usage_limit_below_uses',
      params: { uses: 2 },
      errors: { usage_limit: refusalInEnglish('coupon_usage_limit_below_uses', { uses: 2 }) },
    });
    const exact = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, usage_limit: 2 }),
    );
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().data.status).toBe('used_up');
  });
});

describe('orders keep what they were given', () => {
  it('editing a used coupon changes the next checkout, never the orders already placed', async () => {
    const coupon = await create({ percentage: 10, max_discount: null, min_subtotal: 0 });
    const priya = await createCustomer(ctx, 'Priya');
    const placed = await placeOrder(priya, coupon.code);
    expect(placed).toMatchObject({ discount: 300, grand_total: 2800, coupon_code: coupon.code });

    // The code is fixed once used: orders name the coupon, and show its code.
    const rename = await call('PUT', `/api/v1/admin/coupons/${coupon.id}/`, input({ code: uniqueCode() }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({
      code: 'coupon_code_locked',
      errors: {
        code: 'Orders already use this code, so it cannot change: disable this coupon and create a new one instead',
      },
    });

    // Every other term may change: a fixed Rs 1,000 off from now on.
    const edit = await call(
      'PUT',
      `/api/v1/admin/coupons/${coupon.id}/`,
      input({ code: coupon.code, kind: 'fixed', percentage: null, max_discount: null, amount: 1000, min_subtotal: 0 }),
    );
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await orderAsCustomerSees(priya, placed.transaction_id);
    expect(after).toMatchObject({ discount: 300, grand_total: 2800, coupon_code: coupon.code });
    const [stored] = await ctx.database.db
      .select({ discount: orders.discountPaisa, redeemed: couponRedemptions.discountPaisa })
      .from(orders)
      .innerJoin(couponRedemptions, eq(couponRedemptions.orderId, orders.id))
      .where(eq(orders.transactionId, placed.transaction_id));
    expect(stored).toEqual({ discount: 30_000, redeemed: 30_000 });

    const next = await placeOrder(await createCustomer(ctx, 'Ram'), coupon.code);
    expect(next).toMatchObject({ discount: 1000, grand_total: 2100 });
    expect((await listed(`?q=${coupon.code}`))[0]).toMatchObject({ uses: 2, discount_total: 1300 });
  });

  it('an unused coupon may be renamed and deleted; a used one only disabled', async () => {
    const unused = await create();
    const renamed = uniqueCode('NEW');
    const rename = await call('PUT', `/api/v1/admin/coupons/${unused.id}/`, input({ code: renamed }));
    expect(rename.json().data.code).toBe(renamed);
    const removed = await call('DELETE', `/api/v1/admin/coupons/${unused.id}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: `${renamed} deleted` });
    expect((await call('GET', `/api/v1/admin/coupons/${unused.id}/`)).statusCode).toBe(404);

    const used = await create({ min_subtotal: 0 });
    const sita = await createCustomer(ctx, 'Sita');
    const order = await placeOrder(sita, used.code);
    await cancelOrder(sita, order.transaction_id);
    // Even with its only order cancelled, an order still names it.
    const refused = await call('DELETE', `/api/v1/admin/coupons/${used.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'coupon_has_orders',
      message: 'This coupon is in orders and cannot be deleted: disable it instead',
    });
  });
});

describe('checkout with coupons from the back office', () => {
  it('a disabled coupon is refused with the shopper’s message, and works again once enabled', async () => {
    const coupon = await create({ min_subtotal: 0 });
    const tara = await createCustomer(ctx, 'Tara');
    expect((await validate(tara, coupon.code)).statusCode).toBe(200);

    const off = await call('PATCH', `/api/v1/admin/coupons/${coupon.id}/status/`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: `Coupon ${coupon.code} disabled`, data: { status: 'disabled' } });
    const refused = await validate(tara, coupon.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This coupon code is not valid');
    const twice = await call('PATCH', `/api/v1/admin/coupons/${coupon.id}/status/`, { active: false });
    expect(twice.json().message).toBe(`Coupon ${coupon.code} was already disabled`);

    await call('PATCH', `/api/v1/admin/coupons/${coupon.id}/status/`, { active: true });
    expect((await validate(tara, coupon.code)).statusCode).toBe(200);
  });

  it('the shopper’s messages follow the edited terms', async () => {
    const coupon = await create({ min_subtotal: 0 });
    const uday = await createCustomer(ctx, 'Uday');
    const edit = (overrides: Partial<CouponInput>) =>
      call('PUT', `/api/v1/admin/coupons/${coupon.id}/`, input({ code: coupon.code, ...overrides }));
    await edit({ min_subtotal: 5000 });
    expect((await validate(uday, coupon.code)).json().message).toBe(
      'This coupon needs a subtotal of at least Rs. 5,000',
    );
    await edit({ valid_to: new Date(ctx.clock.now() - 60_000).toISOString() });
    expect((await validate(uday, coupon.code)).json().message).toBe('This coupon has expired');
    await edit({ valid_from: new Date(ctx.clock.now() + 60_000).toISOString() });
    expect((await validate(uday, coupon.code)).json().message).toBe('This coupon is not active yet');
    await edit({ per_customer_limit: 1 });
    await placeOrder(uday, coupon.code);
    expect((await validate(uday, coupon.code)).json().message).toBe('You have already used this coupon');
  });

  it('first order only: a new customer may use it once; an earlier order that stands rules it out', async () => {
    const coupon = await create({ min_subtotal: 0, first_order_only: true });
    const vivek = await createCustomer(ctx, 'Vivek');
    expect((await validate(vivek, coupon.code)).statusCode).toBe(200);
    // The order being placed is not its own "earlier order".
    const first = await placeOrder(vivek, coupon.code);
    expect(first.coupon_code).toBe(coupon.code);
    const second = await validate(vivek, coupon.code);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: COUPON_FIRST_ORDER_ONLY_MESSAGE,
      errors: { coupon_code: COUPON_FIRST_ORDER_ONLY_MESSAGE },
      code: 'coupon_first_order_only',
      fields: { coupon_code: { code: 'coupon_first_order_only' } },
    });

    // A customer whose only order was cancelled has no order that stands.
    const wendy = await createCustomer(ctx, 'Wendy');
    const plain = await placeOrder(wendy, null);
    expect((await validate(wendy, coupon.code)).json().message).toBe(COUPON_FIRST_ORDER_ONLY_MESSAGE);
    await cancelOrder(wendy, plain.transaction_id);
    expect((await validate(wendy, coupon.code)).statusCode).toBe(200);
    expect((await placeOrder(wendy, coupon.code)).discount).toBe(300);
  });

  it('first order only: such codes in orders placed at the same moment discount one of them', async () => {
    const codes = await Promise.all([1, 2, 3, 4].map(() => create({ min_subtotal: 0, first_order_only: true })));
    // Different products, so the orders do not queue for the same stock row.
    const products = [
      phone,
      ...(await Promise.all([1, 2, 3].map(() => createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 200 })))),
    ];
    for (const name of ['Yamuna', 'Yogesh', 'Yubraj']) {
      const customer = await createCustomer(ctx, name);
      customer.headers = await authHeaders(ctx, customer.id);
      const requests = await Promise.all(codes.map((coupon, i) => orderRequest(customer, coupon.code, products[i])));
      const answers = await Promise.all(requests.map((request) => ctx.app.inject(request)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
      for (const refused of answers.filter((answer) => answer.statusCode === 422))
        expect(refused.json().message).toBe(COUPON_FIRST_ORDER_ONLY_MESSAGE);
      const redeemed = await ctx.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.userId, customer.id));
      expect(redeemed).toHaveLength(1);
    }
  });
  it('first order only: once per phone number as well as per account, however the number was stored', async () => {
    const coupon = await create({ min_subtotal: 0, first_order_only: true });
    const [first, second, third] = await Promise.all(
      ['Zara', 'Zubin', 'Zoya'].map((name) => createCustomer(ctx, name)),
    );
    const shared = '9841888777';
    first!.headers = await authHeaders(ctx, first!.id);
    const placed = await ctx.app.inject(await orderRequest(first!, coupon.code, phone, shared));
    expect(placed.statusCode, placed.body).toBe(201);
    const placedId = placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
    // A second account, the same phone: not its first order as far as the coupon goes.
    second!.headers = await authHeaders(ctx, second!.id);
    const refused = await ctx.app.inject(await orderRequest(second!, coupon.code, phone, shared));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      message: COUPON_FIRST_ORDER_ONLY_MESSAGE,
      errors: { coupon_code: COUPON_FIRST_ORDER_ONLY_MESSAGE },
      code: 'coupon_first_order_only',
      fields: { coupon_code: { code: 'coupon_first_order_only' } },
    });
    // An order stored with the number written another way (older orders, typed by hand) is the same number.
    await ctx.database.db
      .update(orders)
      .set({ phoneNumber: '+977 984-188 8777' })
      .where(eq(orders.transactionId, placedId));
    third!.headers = await authHeaders(ctx, third!.id);
    const again = await ctx.app.inject(await orderRequest(third!, coupon.code, phone, shared));
    expect(again.statusCode, again.body).toBe(422);
    // Once that order is cancelled, the number has no order that stands.
    await cancelOrder(first!, placedId);
    const afterCancel = await ctx.app.inject(await orderRequest(third!, coupon.code, phone, shared));
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
  });

  it('first order only: accounts sharing one phone number, ordering at the same moment, get one discount', async () => {
    const codes = await Promise.all([1, 2, 3, 4].map(() => create({ min_subtotal: 0, first_order_only: true })));
    // Different products, so the orders do not queue for the same stock row.
    const products = [
      phone,
      ...(await Promise.all([1, 2, 3].map(() => createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 200 })))),
    ];
    const customers = await Promise.all(['Ashok', 'Bina', 'Chandra', 'Dipa'].map((name) => createCustomer(ctx, name)));
    for (const customer of customers) customer.headers = await authHeaders(ctx, customer.id);
    const requests = await Promise.all(
      customers.map((customer, i) => orderRequest(customer, codes[i]!.code, products[i], '9851222333')),
    );
    const answers = await Promise.all(requests.map((request) => ctx.app.inject(request)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().message).toBe(COUPON_FIRST_ORDER_ONLY_MESSAGE);
  });
});
