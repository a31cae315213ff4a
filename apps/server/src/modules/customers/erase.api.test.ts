import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DISABLED_MESSAGE,
  ADMIN_CUSTOMERS_PATHS,
  COUNTER_SALE_PATHS,
  CUSTOMER_MESSAGES,
  type AdminCustomerChanged,
  type CounterSale,
  type UserRole,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginUser, randomAddress, registerUser } from '../../../test/helpers/accounts.js';
import { createProduct } from '../../../test/helpers/orders.js';
import { productRating } from '../../../test/helpers/reviews.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { erasedEmail } from '../auth/index.js';

// Erasing a customer's account on request, on the real database (issue #32): every table that
// held the person's data is emptied of it in one transaction, the orders stay with the buyer
// named "Erased customer", and the account never signs in or writes again.

let ctx: TestContext;
let admin: Person;

interface Person {
  id: number;
  headers: { authorization: string };
}

async function person(role: UserRole): Promise<Person> {
  const rows = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO users (email, first_name, last_name, role)
    VALUES (${`${role}.${randomBytes(4).toString('hex')}@example.com`}, 'Asha', 'Rai', ${role}) RETURNING id`);
  const id = rows.rows[0]!.id;
  const token = await ctx.app.services.accessTokens.sign({ userId: id, role });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await person('admin');
});
afterAll(async () => {
  await ctx.close();
});

const erase = (who: Person | null, id: number) =>
  ctx.app.inject({ method: 'POST', url: ADMIN_CUSTOMERS_PATHS.erase(id), headers: who?.headers ?? {} });

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute<T>(query)).rows;

/** Every text and JSON column of every table that holds `needle` (issued bills excepted: never edited). */
async function tablesHolding(needle: string): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'jsonb', 'character varying')
      AND c.table_name NOT IN ('invoices', '__drizzle_migrations')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hit = await rows(
      sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`} LIMIT 1`,
    );
    if (hit.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('POST /api/v1/admin/customers/{id}/erase/', () => {
  it('erases the personal data from every table, keeps the orders as "Erased customer", and the account is gone for good', async () => {
    const { payload, user } = await registerUser(ctx.app, { phone: '9812345670' });
    const session = await loginUser(ctx.app, payload.email, payload.password);
    const customer = { headers: { authorization: `Bearer ${session.access}` } };
    const product = await createProduct(ctx, { price: 1500, stock: 20 });
    const other = await createProduct(ctx, { price: 900, stock: 20 });

    // What the shopper left behind, through the API where it has one.
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reviews/',
      headers: customer.headers,
      payload: { product: product.id, rating: 1, review_text: 'Mine, with my name: Sita from Baneshwor' },
    });
    expect(reviewed.statusCode).toBe(201);
    expect(await productRating(ctx, product.id)).toMatchObject({ total: 1 });
    const db = ctx.database.db;
    await db.execute(sql`
      INSERT INTO user_addresses (user_id, label, full_name, phone, province_id, district_id, local_level_id, ward, tole)
      VALUES (${user.id}, 'Home', 'Sita Sharma', '9812345670', 3, 27, 307, 26, 'Baneshwor Height')`);
    await db.execute(sql`INSERT INTO cart_items (user_id, product_id, quantity) VALUES (${user.id}, ${product.id}, 1)`);
    await db.execute(sql`INSERT INTO wishlist_items (user_id, product_id) VALUES (${user.id}, ${other.id})`);
    await db.execute(sql`INSERT INTO newsletter_subscribers (email) VALUES (${payload.email})`);
    // An e-mail still waiting to be sent to the person.
    await db.execute(sql`
      INSERT INTO mail_outbox (message, next_attempt_at)
      VALUES (${JSON.stringify({ to: payload.email, subject: 'Your order', text: 'Hello Sita' })}::jsonb, now() + interval '1 day')`);
    // Text messages to the phone, one sent and one waiting (the outbox keeps both).
    await db.execute(sql`
      INSERT INTO sms_outbox (to_number, text, parts, status) VALUES
        ('9812345670', 'Pasal: order T-1 received. Thank you!', 1, 'sent'),
        ('9812345670', 'Pasal: order T-1 delivered. Thank you!', 1, 'pending')`);
    await db.execute(sql`
      INSERT INTO back_in_stock_subscriptions (product_id, user_id, email, token)
      VALUES (${product.id}, ${user.id}, NULL, ${randomBytes(8).toString('hex')}),
        (${other.id}, NULL, ${payload.email.toLowerCase()}, ${randomBytes(8).toString('hex')})`);
    await db.execute(
      sql`INSERT INTO questions (product_id, user_id, question) VALUES (${product.id}, ${user.id}, 'Does it fit?')`,
    );
    await db.execute(sql`
      INSERT INTO password_reset_codes (user_id, code_hash, expires_at) VALUES (${user.id}, 'x', now() + interval '1 hour')`);
    // A draft staff took for them by phone (issue #36), with their name, phone and street.
    await db.execute(sql`
      INSERT INTO draft_orders (customer_id, payload, source, created_by, created_at, updated_at)
      VALUES (${user.id}, ${JSON.stringify({ first_name: 'Sita', phone_number: '9812345670', tole: 'Baneshwor Height' })}::jsonb,
        'phone', ${admin.id}, now(), now())`);
    await db.execute(sql`
      UPDATE users SET google_sub = ${`google-${user.id}`}, billing = ${JSON.stringify({ address: 'Baneshwor Height', city: 'Kathmandu' })}::jsonb
      WHERE id = ${user.id}`);
    const [order] = await rows<{ id: number }>(sql`
      INSERT INTO orders (transaction_id, user_id, status, payment_gateway, subtotal_paisa, delivery_charge_paisa,
        grand_total_paisa, first_name, last_name, email, country, province, city, district, details_address,
        monument, postal_code, phone_number, ward, buyer_pan, notes)
      VALUES (${`T-${randomBytes(5).toString('hex')}`}, ${user.id}, 'Delivered', 'COD', 150000, 10000, 160000,
        'Sita', 'Sharma', ${payload.email}, 'Nepal', 'Bagmati', 'Kathmandu', 'Kathmandu', 'Baneshwor Height',
        'Near the temple', '44600', '9812345670', 26, '123456789', 'Call Sita first')
      RETURNING id`);
    await db.execute(sql`
      INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
      VALUES (${order!.id}, ${product.id}, 'Gadget', 150000, 1, 150000)`);
    expect(await tablesHolding(payload.email)).not.toEqual([]);

    const response = await erase(admin, user.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminCustomerChanged>();
    expect(body.message).toBe(CUSTOMER_MESSAGES.erased);
    expect(body.data).toMatchObject({
      first_name: 'Erased',
      last_name: 'customer',
      email: erasedEmail(user.id),
      phone: '',
      state: 'disabled',
      erased: { by: { id: admin.id } },
      sign_in: { password: false, google: false },
      review_count: 0,
      order_count: 1,
    });

    // Nothing of the person anywhere: e-mail, phone, street, name.
    expect(await tablesHolding(payload.email)).toEqual([]);
    expect(await tablesHolding('9812345670')).toEqual([]);
    expect(await tablesHolding('Baneshwor Height')).toEqual([]);
    for (const table of ['user_addresses', 'cart_items', 'wishlist_items', 'questions', 'reviews', 'refresh_tokens'])
      expect(await rows(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE user_id = ${user.id}`), table).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM draft_orders WHERE customer_id = ${user.id}`)).toEqual([]);
    for (const table of [
      'password_reset_codes',
      'email_verification_codes',
      'phone_codes',
      'back_in_stock_subscriptions',
    ])
      expect(await rows(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE user_id = ${user.id}`), table).toEqual([]);
    // The product's rating no longer counts the erased review.
    expect(await productRating(ctx, product.id)).toEqual({ overall: 0, total: 0 });
    // Who erased it and when; nothing else.
    expect(
      await rows(
        sql`SELECT erased_by, password_hash, google_sub, billing, email_verified_at, phone_verified_at FROM users WHERE id = ${user.id}`,
      ),
    ).toEqual([
      {
        erased_by: admin.id,
        password_hash: null,
        google_sub: null,
        billing: null,
        email_verified_at: null,
        phone_verified_at: null,
      },
    ]);

    // The order stays for the tax records: amounts and items as they were, the buyer anonymous.
    expect(
      await rows(sql`
        SELECT first_name, last_name, email, phone_number, details_address, monument, postal_code, ward, buyer_pan, notes,
          grand_total_paisa, city, status FROM orders WHERE id = ${order!.id}`),
    ).toEqual([
      {
        first_name: 'Erased',
        last_name: 'customer',
        email: '',
        phone_number: '',
        details_address: '',
        monument: '',
        postal_code: '',
        ward: null,
        buyer_pan: null,
        notes: '',
        grand_total_paisa: 160000,
        city: 'Kathmandu',
        status: 'Delivered',
      },
    ]);
    expect(await rows(sql`SELECT quantity, line_total_paisa FROM order_items WHERE order_id = ${order!.id}`)).toEqual([
      { quantity: 1, line_total_paisa: 150000 },
    ]);

    // Never signs in again, with the old address or the placeholder; the live token writes nothing.
    for (const email of [payload.email, erasedEmail(user.id)]) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login/',
        payload: { email, password: payload.password },
        remoteAddress: randomAddress(),
      });
      expect(login.statusCode, email).toBeGreaterThanOrEqual(400);
      expect(login.statusCode, email).toBeLessThan(500);
    }
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [session.cookie.name]: session.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile/',
      headers: customer.headers,
      payload: { first_name: 'Sita' },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual({ message: ACCOUNT_DISABLED_MESSAGE, code: 'account_disabled_signed_out' });

    // Erased for good: not enabled again, not erased twice.
    const enabled = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_CUSTOMERS_PATHS.enable(user.id),
      headers: admin.headers,
    });
    expect(enabled.statusCode).toBe(409);
    expect(enabled.json()).toMatchObject({
      code: 'customer_erased_for_good',
      message: 'This account was erased on request and cannot sign in again',
    });
    const again = await erase(admin, user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'customer_already_erased', message: 'This account is already erased' });
  });

  it("keeps the buyers of a former staff member's counter sales: they were never that person's data (issue #36)", async () => {
    const seller = await person('staff');
    const radio = await createProduct(ctx, { price: 500, stock: 3 });
    const sold = await ctx.app.inject({
      method: 'POST',
      url: COUNTER_SALE_PATHS.sales,
      headers: seller.headers,
      payload: {
        lines: [{ product_id: radio.id, quantity: 1 }],
        payment_method: 'cash',
        buyer_name: 'Tara Traders',
        buyer_pan: '123456789',
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const { transaction_id: transactionId } = sold.json<{ data: CounterSale }>().data;
    // Staff accounts are not erased: the role is taken away first.
    await ctx.database.db.execute(sql`UPDATE users SET role = 'customer' WHERE id = ${seller.id}`);

    expect((await erase(admin, seller.id)).statusCode).toBe(200);
    expect(await rows(sql`SELECT first_name, buyer_pan FROM orders WHERE transaction_id = ${transactionId}`)).toEqual([
      { first_name: 'Tara Traders', buyer_pan: '123456789' },
    ]);
  });

  it('refuses staff and admin accounts and the admin themselves; only admins may erase', async () => {
    const staff = await person('staff');
    const otherAdmin = await person('admin');
    const customer = await person('customer');

    const ownAccount = await erase(admin, admin.id);
    expect(ownAccount.statusCode).toBe(409);
    expect(ownAccount.json()).toMatchObject({
      code: 'customer_erase_own',
      message: 'You cannot erase your own account',
    });
    for (const target of [staff, otherAdmin]) {
      const refused = await erase(admin, target.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'customer_erase_staff',
        message: 'This account has a staff role and cannot be erased here',
      });
    }
    expect((await erase(null, customer.id)).statusCode).toBe(401);
    expect((await erase(customer, customer.id)).statusCode).toBe(403);
    expect((await erase(staff, customer.id)).statusCode).toBe(403);
    expect((await erase(admin, 1_999_999_999)).statusCode).toBe(404);
    expect(
      await rows(sql`SELECT erased_at FROM users WHERE id IN (${staff.id}, ${otherAdmin.id}, ${customer.id})`),
    ).toEqual([{ erased_at: null }, { erased_at: null }, { erased_at: null }]);
  });
});
