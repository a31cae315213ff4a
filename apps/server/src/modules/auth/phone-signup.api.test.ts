import { randomInt } from 'node:crypto';
import type { PlacedOrder, SessionUser } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress, setCookies, signedUpAndIn } from '../../../test/helpers/accounts.js';
import { createProduct, orderPayload, stockOf } from '../../../test/helpers/orders.js';
import { orders } from '../../db/schema.js';
import { phoneSignupCodes, users } from './schema.js';

// Signing up with a mobile number alone (issue #36, docs/rules/accounts.md#sign-up-with-a-mobile-number):
// a code texted to the number (read here from the SMS outbox), 5 minutes and 5 guesses, then an
// account with no e-mail and no password that is signed in, may order at once, and is sent no
// e-mail. A number that already has an account hears the same answer and gets no code.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID = 'Invalid or expired code. Ask for a new one';
const SENT = 'We have sent a text message to this number. Enter the code from it';

function aNumber(): string {
  return `986${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomAddress() });
const sendCode = (phone: string, headers?: Record<string, string>) =>
  post('/api/v1/auth/phone-signup/send/', { phone }, headers);
const signUp = (phone: string, code: string, headers?: Record<string, string>) =>
  post('/api/v1/auth/phone-signup/', { phone, code, first_name: 'Maya', last_name: 'Gurung' }, headers);

async function textsTo(phone: string): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ text: string }>(
    sql`SELECT text FROM sms_outbox WHERE to_number = ${phone} ORDER BY id`,
  );
  return rows.map((row) => row.text);
}

async function codeTextedTo(phone: string): Promise<string> {
  const code = (await textsTo(phone)).at(-1)?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/v1/auth/phone-signup/', () => {
  it('makes a signed-in account with no e-mail and a proven number, which orders cash on delivery and gets no e-mail', async () => {
    const phone = aNumber();
    const sent = await sendCode(phone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ data: { message: string } }>().data.message).toBe(SENT);
    const code = await codeTextedTo(phone);
    expect((await textsTo(phone)).at(-1)).toMatch(/your sign-up code is \d{6}\. Valid 5 minutes/);

    const created = await signUp(phone, code);
    expect(created.statusCode, created.body).toBe(201);
    const { user, access } = created.json<{ data: { user: SessionUser; access: string } }>().data;
    expect(user).toMatchObject({ email: '', phone, first_name: 'Maya', phone_verified: true, email_verified: false });
    expect(
      setCookies(created.headers).some(
        (cookie) => cookie.attributes.httponly === true && cookie.value.startsWith('s.'),
      ),
    ).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: '', passwordHash: null, locale: 'en' });
    // The code is used up.
    expect(await t.database.db.select().from(phoneSignupCodes).where(eq(phoneSignupCodes.phone, phone))).toEqual([]);
    expect((await signUp(phone, code)).statusCode).toBe(400);

    // The proven number opens ordering; the contact e-mail may stay empty for such an account.
    const product = await createProduct(t, { price: 1500, stock: 3 });
    const mailBefore = t.mail.length;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: { authorization: `Bearer ${access}` },
      payload: orderPayload(
        [{ product_id: product.id, quantity: 1 }],
        { subtotal: 1500, delivery_charge: 100, grand_total: 1600 },
        { email: '', phone_number: phone, first_name: 'Maya', last_name: 'Gurung' },
      ),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: PlacedOrder }>().data.order;
    expect(await stockOf(t, product.id)).toBe(2);
    const [stored] = await t.database.db
      .select({ email: orders.email })
      .from(orders)
      .where(eq(orders.transactionId, order.transaction_id));
    expect(stored?.email).toBe('');
    // The shop's own notice goes out; nothing is addressed to the account's empty e-mail.
    await vi.waitFor(
      () => expect(t.mail.slice(mailBefore).some((mail) => mail.subject.includes(order.transaction_id))).toBe(true),
      { timeout: 5000 },
    );
    await t.app.services.mailOutbox.drain();
    expect(t.mail.filter((mail) => mail.to === '')).toEqual([]);
    const { rows } = await t.database.db.execute(sql`SELECT id FROM mail_outbox WHERE message->>'to' = ''`);
    expect(rows).toEqual([]);
    // The order's SMS goes to its phone.
    expect((await textsTo(phone)).some((text) => text.includes(order.transaction_id))).toBe(true);
  });

  it('texts the code in the page’s language', async () => {
    const phone = aNumber();
    expect((await sendCode(phone, { 'x-pasal-locale': 'ne' })).statusCode).toBe(200);
    expect((await textsTo(phone)).at(-1)).toContain('खाता खोल्ने कोड');
    const created = await signUp(phone, await codeTextedTo(phone), { 'x-pasal-locale': 'ne' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { user: SessionUser } }>().data.user.id;
    const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
    expect(row?.locale).toBe('ne');
  });

  it('refuses a sixth guess even when it is right, an expired code and a number never sent one, alike', async () => {
    const phone = aNumber();
    await sendCode(phone);
    const code = await codeTextedTo(phone);
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await signUp(phone, other(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ message: string }>().message).toBe(INVALID);
    }
    const sixth = await signUp(phone, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json<{ message: string }>().message).toBe(INVALID);

    const late = aNumber();
    await sendCode(late);
    const lateCode = await codeTextedTo(late);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await signUp(late, lateCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe(INVALID);

    const never = await signUp(aNumber(), '123456');
    expect(never.json<{ message: string }>().message).toBe(INVALID);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.phone} IN (${phone}, ${late})`);
    expect(count?.n).toBe(0);
  });

  it('answers a number that already has an account the same, texting it that it has one and no code', async () => {
    const phone = aNumber();
    await sendCode(phone);
    expect((await signUp(phone, await codeTextedTo(phone))).statusCode).toBe(201);

    const again = await sendCode(phone);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { message: string } }>().data.message).toBe(SENT);
    const last = (await textsTo(phone)).at(-1)!;
    expect(last).toContain('this number already has an account');
    expect(last).not.toMatch(/\d{6}/);
    expect(await t.database.db.select().from(phoneSignupCodes).where(eq(phoneSignupCodes.phone, phone))).toEqual([]);
  });

  it('makes one account of two sign-ups with the same code at once', async () => {
    const phone = aNumber();
    await sendCode(phone);
    const code = await codeTextedTo(phone);
    const answers = await Promise.all([signUp(phone, code), signUp(phone, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.phone, phone));
    expect(count?.n).toBe(1);
  });

  it('refuses a number proven on an e-mail account since its code was sent (409)', async () => {
    const phone = aNumber();
    await sendCode(phone);
    const code = await codeTextedTo(phone);
    const { user } = await signedUpAndIn(t.app, { phone });
    await t.database.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const taken = await signUp(phone, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe('This mobile number is already verified on another account');
  });

  it('keeps the number of an account without e-mail, and its empty e-mail, on Account Details', async () => {
    const phone = aNumber();
    await sendCode(phone);
    const { access } = (await signUp(phone, await codeTextedTo(phone))).json<{ data: { access: string } }>().data;
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/profile/',
        headers: { authorization: `Bearer ${access}` },
        payload,
      });
    const renamed = await patch({ first_name: 'Maya Devi', email: '', phone });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: { first_name: string; email: string } }>().data).toMatchObject({
      first_name: 'Maya Devi',
      email: '',
    });
    const moved = await patch({ phone: aNumber() });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ code: string; errors: Record<string, string> }>()).toMatchObject({
      code: 'phone_change_needs_email',
      errors: { phone: 'You sign in with this number. Add an e-mail address before you change it' },
    });
  });

  it('asks an account with an e-mail for the contact e-mail at checkout', async () => {
    // signedUpAndIn proves the address before signing in.
    const { access } = (await signedUpAndIn(t.app, { phone: aNumber() })).session;
    const product = await createProduct(t, { price: 1500, stock: 3 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: { authorization: `Bearer ${access}` },
      payload: orderPayload(
        [{ product_id: product.id, quantity: 1 }],
        { subtotal: 1500, delivery_charge: 100, grand_total: 1600 },
        { email: '' },
      ),
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json<{ code: string; errors: Record<string, string> }>()).toMatchObject({
      code: 'email_required_for_account',
      errors: { email: 'Email is required' },
    });
    expect(await stockOf(t, product.id)).toBe(3);
  });
});
