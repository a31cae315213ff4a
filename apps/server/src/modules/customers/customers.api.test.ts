import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DISABLED_MESSAGE,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_MESSAGES,
  ORDER_STATUSES,
  orderCountsAsSpent,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
  STAFF_MESSAGES,
  type AdminCustomerChanged,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
  type UserRole,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { orders, passwordResetCodes, products, refreshTokens, reviews, users } from '../../db/schema.js';
import { loginUser, randomAddress, registerUser } from '../../../test/helpers/accounts.js';
import { refuseDisabledWriter } from '../auth/index.js';

// Customers in the back office on the real database: who may read and who may disable; search by
// name, e-mail and phone; money spent; the detail's orders, addresses and reviews; and a disabled
// account refused at every door (password, refresh, reset, change password) until enabled again.

let ctx: TestContext;
let admin: Person;
let staff: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await person('admin', 'Asha');
  staff = await person('staff', 'Bikash');
});
afterAll(async () => {
  await ctx.close();
});

interface Person {
  id: number;
  email: string;
  headers: { authorization: string };
}

const tag = () => randomBytes(4).toString('hex');

async function person(role: UserRole, firstName = 'Sita', extra: Partial<typeof users.$inferInsert> = {}) {
  const email = `${firstName.toLowerCase()}.${tag()}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName, lastName: 'Sharma', role, ...extra })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, email, headers: { authorization: `Bearer ${token}` } };
}

let orderCounter = 0;
async function order(
  userId: number,
  values: {
    status?: OrderStatus;
    payment?: PaymentStatus;
    gateway?: PaymentGateway;
    totalPaisa?: number;
    city?: string;
    address?: string;
    phone?: string;
    at?: Date;
  } = {},
) {
  orderCounter++;
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      transactionId: `T-${tag()}-${orderCounter}`,
      userId,
      status: values.status ?? 'Pending',
      paymentStatus: values.payment ?? 'unpaid',
      paymentGateway: values.gateway ?? 'COD',
      subtotalPaisa: values.totalPaisa ?? 100_000,
      deliveryChargePaisa: 0,
      grandTotalPaisa: values.totalPaisa ?? 100_000,
      country: 'Nepal',
      province: 'Bagmati',
      city: values.city ?? 'Kathmandu',
      detailsAddress: values.address ?? 'Baneshwor, ward 10',
      phoneNumber: values.phone ?? '9841234567',
      createdAt: values.at ?? new Date(),
    })
    .returning({ transactionId: orders.transactionId });
  return row!.transactionId;
}

const get = <T>(who: Person | null, url: string) =>
  ctx.app
    .inject({ method: 'GET', url, headers: who?.headers ?? {} })
    .then((response) => ({ status: response.statusCode, body: response.json<T>() }));
const post = <T>(who: Person | null, url: string, payload?: object) =>
  ctx.app
    .inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json<T>() }));
const list = (who: Person, query = '') => get<AdminCustomerList>(who, `/api/v1/admin/customers/${query}`);
const detail = (who: Person, id: number | string) =>
  get<{ data: AdminCustomerDetail }>(who, `/api/v1/admin/customers/${id}/`).then(({ status, body }) => ({
    status,
    body: body.data ?? body,
  }));
const disable = (who: Person | null, id: number | string, payload: object = { reason: 'Chargeback fraud' }) =>
  post<AdminCustomerChanged>(who, `/api/v1/admin/customers/${id}/disable/`, payload);
const enable = (who: Person | null, id: number | string) =>
  post<AdminCustomerChanged>(who, `/api/v1/admin/customers/${id}/enable/`);

describe('who may see and change customers', () => {
  it('401 without a token; 403 for a customer on every route; staff read but cannot disable or enable', async () => {
    const customer = await person('customer');
    const target = await person('customer', 'Ram');
    for (const response of [
      await get(null, '/api/v1/admin/customers/'),
      await get(null, `/api/v1/admin/customers/${target.id}/`),
      await disable(null, target.id),
      await enable(null, target.id),
    ])
      expect(response.status).toBe(401);
    for (const response of [await list(customer), await detail(customer, target.id)]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: STAFF_MESSAGES.staffOnly, code: 'staff_only' });
    }
    for (const who of [customer, staff]) {
      for (const response of [await disable(who, target.id), await enable(who, target.id)]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: STAFF_MESSAGES.adminOnly, code: 'admin_only' });
      }
    }
    expect((await list(staff)).status).toBe(200);
    expect((await detail(staff, target.id)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.disabledAt).toBeNull();
  });

  it('400 for a bad id or query, 404 for an unknown account; never a 500', async () => {
    expect((await detail(staff, 'abc')).status).toBe(400);
    expect((await list(staff, '?page=0')).status).toBe(400);
    expect((await list(staff, '?state=gone')).status).toBe(400);
    expect((await list(staff, `?q=${'x'.repeat(101)}`)).status).toBe(400);
    const missing = await detail(staff, 2_000_000_000);
    expect(missing).toEqual({ status: 404, body: { code: 'customer_not_found', message: CUSTOMER_MESSAGES.notFound } });
    expect((await disable(admin, 2_000_000_000)).status).toBe(404);
  });
});

describe('search and pages', () => {
  it('matches name, e-mail and phone case-insensitively; the phone with or without +977 and spaces', async () => {
    const marker = `Zed${tag()}`;
    const found = await person('customer', marker, { lastName: 'Gurung', phone: '9812345670' });
    await person('customer', `${marker}x`, { phone: '9800000001' });
    const ids = async (q: string) => (await list(staff, `?q=${encodeURIComponent(q)}`)).body.data.map((row) => row.id);

    expect(await ids(`${marker.toUpperCase()} gurung`)).toEqual([found.id]);
    expect(await ids(found.email.toUpperCase().slice(0, 12))).toContain(found.id);
    for (const phone of ['9812345670', '+977 981 234 5670', '977-9812345670', '(+977) 98123']) {
      expect(await ids(phone), phone).toContain(found.id);
    }
    expect(await ids('9800000001')).not.toContain(found.id);
    // LIKE's own characters are plain text in a search.
    expect((await list(staff, '?q=%25')).body.count).toBe(0);
    expect((await list(staff, '?q=_')).body.count).toBe(0);
  });

  it(`${ADMIN_CUSTOMERS_PAGE_SIZE} per page, newest first, and a state filter`, async () => {
    const marker = `Page${tag()}`;
    const made: number[] = [];
    for (let index = 0; index < ADMIN_CUSTOMERS_PAGE_SIZE + 2; index++) {
      made.push((await person('customer', marker, { createdAt: new Date(Date.now() + index * 1000) })).id);
    }
    const first = await list(staff, `?q=${marker}`);
    expect(first.body).toMatchObject({ count: ADMIN_CUSTOMERS_PAGE_SIZE + 2, page: 1, total_pages: 2 });
    expect(first.body.data[0]!.id).toBe(made.at(-1));
    const second = await list(staff, `?q=${marker}&page=2`);
    expect(second.body.data.map((row) => row.id)).toEqual([made[1], made[0]]);

    await disable(admin, made[0]!);
    expect((await list(staff, `?q=${marker}&state=disabled`)).body.data.map((row) => row.id)).toEqual([made[0]]);
    expect((await list(staff, `?q=${marker}&state=active`)).body.count).toBe(ADMIN_CUSTOMERS_PAGE_SIZE + 1);
    expect((await list(staff, `?q=${marker}&page=9`)).body.data).toEqual([]);
  });

  it('the search uses the trigram indexes (not a scan of every account)', async () => {
    await ctx.database.pool.query('ANALYZE users');
    const plan = async (where: string) => {
      const client = await ctx.database.pool.connect();
      try {
        await client.query('SET enable_seqscan = off');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM users u WHERE ${where}`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('RESET enable_seqscan');
        client.release();
      }
    };
    expect(
      await plan(`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.middle_name) LIKE '%sharma%'`),
    ).toContain('users_search_trgm_idx');
    expect(await plan(`regexp_replace(u.phone, '\\D', '', 'g') LIKE '%98123%'`)).toContain(
      'users_phone_digits_trgm_idx',
    );
  });
});

describe('money spent and the detail', () => {
  it('counts paid orders and delivered COD orders, never cancelled, failed, unpaid or refunded ones', async () => {
    const buyer = await person('customer', 'Maya');
    let expected = 0;
    let amount = 1000;
    const flags = new Map<string, boolean>();
    for (const status of ORDER_STATUSES)
      for (const payment of PAYMENT_STATUSES)
        for (const gateway of PAYMENT_GATEWAYS) {
          amount += 100;
          const counts = orderCountsAsSpent({
            order_status: status,
            payment_status: payment,
            payment_gateway: gateway,
          });
          if (counts) expected += amount;
          const id = await order(buyer.id, { status, payment, gateway, totalPaisa: amount });
          flags.set(id, counts);
        }
    // The rule itself, in words.
    expect(orderCountsAsSpent({ order_status: 'Delivered', payment_status: 'unpaid', payment_gateway: 'COD' })).toBe(
      true,
    );
    expect(orderCountsAsSpent({ order_status: 'Pending', payment_status: 'unpaid', payment_gateway: 'COD' })).toBe(
      false,
    );
    expect(orderCountsAsSpent({ order_status: 'Processing', payment_status: 'paid', payment_gateway: 'Esewa' })).toBe(
      true,
    );
    expect(orderCountsAsSpent({ order_status: 'Cancelled', payment_status: 'paid', payment_gateway: 'Khalti' })).toBe(
      false,
    );
    expect(orderCountsAsSpent({ order_status: 'Delivered', payment_status: 'refunded', payment_gateway: 'COD' })).toBe(
      false,
    );

    const row = (await list(staff, `?q=${encodeURIComponent(buyer.email)}`)).body.data[0]!;
    expect(row).toMatchObject({ id: buyer.id, order_count: flags.size, total_spent: expected / 100 });
    const shown = (await detail(staff, buyer.id)).body;
    expect(shown.total_spent).toBe(expected / 100);
    expect(shown.order_count).toBe(flags.size);
    expect(shown.orders).toHaveLength(20);
    for (const item of shown.orders) expect(item.counts_as_spent).toBe(flags.get(item.transaction_id));
  });

  it('shows the saved address, distinct delivery addresses, reviews and the orders newest first', async () => {
    const billing = {
      country: 'Nepal',
      state: 'Gandaki',
      city: 'Pokhara',
      address: 'Lakeside',
      monument: 'Near the boat stand',
      zipcode: '33700',
    };
    const buyer = await person('customer', 'Hari', { billing, phone: '9856000000' });
    const older = await order(buyer.id, { city: 'Kathmandu', at: new Date(Date.now() - 86_400_000) });
    await order(buyer.id, { city: 'kathmandu ', at: new Date(Date.now() - 3_600_000) });
    const newest = await order(buyer.id, { city: 'Lalitpur', address: 'Jhamsikhel', status: 'Delivered' });
    const [product] = await ctx.database.db.select().from(products).limit(1);
    await ctx.database.db
      .insert(reviews)
      .values({ productId: product!.id, userId: buyer.id, rating: 4, reviewText: 'Good phone, fair price' });

    const { status, body } = await detail(staff, buyer.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      first_name: 'Hari',
      phone: '9856000000',
      role: 'customer',
      state: 'active',
      disabled: null,
      sign_in: { password: false, google: false },
      order_count: 3,
      review_count: 1,
    });
    expect(body.orders.map((item) => item.transaction_id)).toEqual([newest, expect.any(String), older]);
    expect(body.addresses.billing).toEqual(billing);
    expect(body.addresses.delivery).toEqual([
      expect.objectContaining({ city: 'Lalitpur', address: 'Jhamsikhel', order_count: 1 }),
      // The same place typed twice is one address, as most recently written.
      expect.objectContaining({ city: 'kathmandu ', state: 'Bagmati', phone_number: '9841234567', order_count: 2 }),
    ]);
    expect(body.reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        review_text: 'Good phone, fair price',
        product: { id: product!.id, name: product!.name, slug: product!.slug },
      }),
    ]);
  });
});

describe('disabling and enabling', () => {
  it('needs a reason; refuses your own account, staff accounts, and doing it twice', async () => {
    const target = await person('customer', 'Kiran');
    const missing = await disable(admin, target.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { reason: CUSTOMER_MESSAGES.reasonRequired } });
    expect((await disable(admin, target.id, { reason: '   ' })).status).toBe(400);
    expect((await disable(admin, target.id, { reason: 'x'.repeat(501) })).body).toMatchObject({
      errors: { reason: CUSTOMER_MESSAGES.reasonTooLong },
    });

    expect(await disable(admin, admin.id)).toEqual({
      status: 409,
      body: { code: 'customer_disable_own', message: 'You cannot disable your own account' },
    });
    const otherAdmin = await person('admin', 'Nabin');
    for (const member of [staff, otherAdmin]) {
      expect(await disable(admin, member.id)).toEqual({
        status: 409,
        body: {
          code: 'customer_disable_staff',
          message: 'This account has a staff role: remove the role on the Staff screen first',
        },
      });
    }
    expect(await enable(admin, target.id)).toEqual({
      status: 409,
      body: { code: 'customer_not_disabled', message: 'This account is not disabled' },
    });

    const done = await disable(admin, target.id, { reason: '  Repeated fake COD orders  ' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Kiran Sharma is disabled; their sessions have ended');
    expect(done.body.data).toMatchObject({
      state: 'disabled',
      disabled: { reason: 'Repeated fake COD orders', by: { id: admin.id, name: 'Asha Sharma' } },
    });
    expect(await disable(admin, target.id)).toEqual({
      status: 409,
      body: { code: 'customer_already_disabled', message: CUSTOMER_MESSAGES.alreadyDisabled },
    });
  });

  it('a disabled account cannot sign in, refresh, reset its password or change it; enabled, it signs in again', async () => {
    const { payload, user } = await registerUser(ctx.app);
    const session = await loginUser(ctx.app, payload.email, payload.password);
    await ctx.database.db.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: 'f'.repeat(64),
      expiresAt: new Date(ctx.clock.now() + 600_000),
    });

    expect((await disable(admin, user.id)).status).toBe(200);
    // Every session ended, and the pending reset code is gone.
    const tokens = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
    expect(
      await ctx.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id)),
    ).toEqual([]);

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login/',
        payload: { email: payload.email, password },
        remoteAddress: randomAddress(),
      });
    const refused = await login(payload.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_DISABLED_MESSAGE, code: 'account_disabled' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password still hears only that: nothing about the account to a stranger.
    expect((await login('Not-The-Password-1')).statusCode).toBe(401);

    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [session.cookie.name]: session.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual({ message: ACCOUNT_DISABLED_MESSAGE, code: 'account_disabled_signed_out' });

    const mailBefore = ctx.mail.length;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/',
      payload: { email: payload.email },
      remoteAddress: randomAddress(),
    });
    expect(reset.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = ctx.mail.slice(mailBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(ACCOUNT_DISABLED_MESSAGE);
    expect(sent[0]!.text).not.toMatch(/\b\d{6}\b/);
    const setNew = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/set-new-password/',
      payload: {
        email: payload.email,
        otp: '123456',
        password: 'Fresh-Mountain-2081',
        confirm_password: 'Fresh-Mountain-2081',
      },
      remoteAddress: randomAddress(),
    });
    // Without a code the answer says nothing about the account, disabled or not.
    expect(setNew.statusCode).toBe(400);
    expect(setNew.json().errors).toEqual({ otp: 'Invalid or expired OTP' });

    // The access token from before still has minutes left: a write with it is refused.
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password/',
      headers: { authorization: `Bearer ${session.access}` },
      payload: {
        old_password: payload.password,
        new_password: 'Fresh-Mountain-2081',
        confirm_new_password: 'Fresh-Mountain-2081',
      },
    });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toEqual({ message: ACCOUNT_DISABLED_MESSAGE, code: 'account_disabled_signed_out' });

    const shown = (await detail(staff, user.id)).body;
    expect(shown).toMatchObject({ state: 'disabled', disabled: { reason: 'Chargeback fraud' } });

    const enabled = await enable(admin, user.id);
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe(`${user.first_name} ${user.last_name} can sign in again`);
    expect(enabled.body.data).toMatchObject({ state: 'active', disabled: null });
    expect((await login(payload.password)).statusCode).toBe(200);
  });

  it('an admin whose own role was taken away cannot disable (checked in the database)', async () => {
    const former = await person('admin', 'Dev');
    const target = await person('customer', 'Laxmi');
    await ctx.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, former.id));
    expect((await disable(former, target.id)).status).toBe(403);
  });

  it('the write guard for live access tokens: reads pass, writes of a disabled account get 401', async () => {
    const target = await person('customer', 'Tara');
    const guard = refuseDisabledWriter(ctx.database.db, ctx.app.services.catalogCache);
    const request = (method: string) => ({ method, user: { userId: target.id, role: 'customer' as const } });
    await expect(guard(request('POST') as never)).resolves.toBeUndefined();
    await disable(admin, target.id);
    await expect(guard(request('GET') as never)).resolves.toBeUndefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      await expect(guard(request(method) as never)).rejects.toMatchObject({
        statusCode: 401,
        message: ACCOUNT_DISABLED_MESSAGE,
      });
    await expect(guard({ method: 'POST', user: null } as never)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('a live access token of a disabled account cannot write: profile, reviews, cart', async () => {
    const { payload, user } = await registerUser(ctx.app);
    const session = await loginUser(ctx.app, payload.email, payload.password);
    await disable(admin, user.id);
    const headers = { authorization: `Bearer ${session.access}` };
    const [product] = await ctx.database.db.select().from(products).limit(1);
    for (const [method, url, body] of [
      ['PATCH', '/api/v1/auth/profile/', { first_name: 'Changed' }],
      ['POST', '/api/v1/reviews/', { product: product!.id, rating: 5, review_text: 'Great' }],
      ['DELETE', '/api/v1/cart/', undefined],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: ACCOUNT_DISABLED_MESSAGE, code: 'account_disabled_signed_out' });
    }
    // Reads of the shopper's own data keep trusting the token for its last minutes.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/profile/', headers })).statusCode).toBe(200);
  });
});
