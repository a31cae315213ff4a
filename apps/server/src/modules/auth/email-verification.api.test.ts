import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  loginUser,
  randomAddress,
  registerUser,
  setCookies,
  signupPayload,
  verificationCodeFor,
  type Session,
} from '../../../test/helpers/accounts.js';
import { createProduct, orderPayload } from '../../../test/helpers/orders.js';
import { emailVerificationCodes, users } from './schema.js';
import { disableUser } from './users.js';

// Proving an e-mail address (docs/rules/accounts.md#e-mail-verification): sign-up e-mails a code,
// the account may sign in and keep a cart but not order until the code is entered, and a new
// address needs the current password and its own proof.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, access?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    remoteAddress: randomAddress(),
  });
const verify = (email: string, code: string) => post('/api/v1/auth/verify-email/', { email, code });
const resend = (email: string) => post('/api/v1/auth/verify-email/send/', { email });

async function anOrder(session: Session) {
  const product = await createProduct(t, { price: 1000, deliveryPrice: 100, stock: 5 });
  return post(
    '/api/v1/orders/',
    orderPayload([{ product_id: product.id, color_id: null, quantity: 1 }], {
      subtotal: 1000,
      delivery_charge: 100,
      grand_total: 1100,
    }),
    session.access,
  );
}

/** A fresh session from the refresh cookie, as the browser gets one right after verifying. */
async function refreshed(session: Session): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/refresh/',
    cookies: { [session.cookie.name]: session.cookie.value },
  });
  expect(response.statusCode).toBe(200);
  const [cookie] = setCookies(response.headers);
  const { data } = response.json();
  return { user: data.user, access: data.access, cookie: { name: cookie!.name, value: cookie!.value } };
}

describe('sign-up and the e-mailed code', () => {
  it('e-mails a code at sign-up; the account signs in and keeps a cart, but orders only once proven', async () => {
    const { payload, user } = await registerUser(t.app, {}, { verify: false });
    expect(user.email_verified).toBe(false);
    // The code is e-mailed after the answer, from the mail queue.
    await expect
      .poll(() => t.mail.filter((message) => message.to === payload.email).map((message) => message.subject))
      .toEqual(['Pasal: your e-mail verification code']);
    const mail = t.mail.filter((message) => message.to === payload.email);
    expect(mail[0]!.text).toContain('within 30 minutes');

    const session = await loginUser(t.app, payload.email, payload.password);
    expect(session.user.email_verified).toBe(false);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cart/',
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(cart.statusCode).toBe(200);
    const refused = await anOrder(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your e-mail address to place an order: enter the code we e-mailed you');

    const code = await verificationCodeFor(t.app, payload.email);
    const verified = await verify(payload.email.toUpperCase(), code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      message: 'Your e-mail address is verified',
      user: { id: user.id, email_verified: true },
    });
    // The browser refreshes its token, which now may order.
    const proven = await refreshed(session);
    expect(proven.user.email_verified).toBe(true);
    expect((await anOrder(proven)).statusCode).toBe(201);
    // A code works once.
    expect((await verify(payload.email, code)).statusCode).toBe(400);
  });

  it('answers wrong, unknown and expired alike, and voids a code after five wrong guesses', async () => {
    const { payload } = await registerUser(t.app, {}, { verify: false });
    const code = await verificationCodeFor(t.app, payload.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = await verify('nobody.here@example.com', code);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ code: 'Invalid or expired code. Ask for a new one' });
    for (let i = 0; i < 5; i++) expect((await verify(payload.email, wrong)).json()).toEqual(unknown.json());
    // The right code is dead now.
    expect((await verify(payload.email, code)).json()).toEqual(unknown.json());

    await resend(payload.email);
    const fresh = await verificationCodeFor(t.app, payload.email);
    t.clock.advance(31 * 60_000);
    expect((await verify(payload.email, fresh)).json()).toEqual(unknown.json());
  });

  it('sends a new code only to an unproven address, with the same answer for every e-mail', async () => {
    const unproven = await registerUser(t.app, {}, { verify: false });
    const proven = await registerUser(t.app);
    const before = t.mail.length;
    const answers = await Promise.all(
      [unproven.payload.email, proven.payload.email, 'nobody.else@example.com'].map(async (email) => {
        const response = await resend(email);
        expect(response.statusCode).toBe(200);
        return response.json();
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await expect.poll(() => t.mail.length).toBe(before + 1);
    expect(t.mail.at(-1)!.to).toBe(unproven.payload.email);
  });

  it('keeps only a keyed hash of the code, bound to the address it was sent to', async () => {
    const { payload, user } = await registerUser(t.app, {}, { verify: false });
    const code = await verificationCodeFor(t.app, payload.email);
    const [row] = await t.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, user.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.email).toBe(payload.email);
  });
});

describe('POST /api/v1/auth/change-email/', () => {
  const change = (session: Session, email: string, current_password: string) =>
    post('/api/v1/auth/change-email/', { email, current_password }, session.access);

  it('needs the current password, tells the old address, ends other sessions, and the new address must be proven', async () => {
    const { payload, user } = await registerUser(t.app);
    const here = await loginUser(t.app, payload.email, payload.password);
    const elsewhere = await loginUser(t.app, payload.email, payload.password);
    const newEmail = `moved.${Date.now()}@example.com`;

    const wrong = await change(here, newEmail, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: 'Current password is incorrect' });
    const missing = await post('/api/v1/auth/change-email/', { email: newEmail }, here.access);
    expect(missing.statusCode).toBe(400);

    const taken = await registerUser(t.app);
    const clash = await change(here, taken.payload.email.toUpperCase(), payload.password);
    expect(clash.statusCode).toBe(409);

    const changed = await change(here, newEmail, payload.password);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user).toMatchObject({ id: user.id, email: newEmail, email_verified: false });
    const [cookie] = setCookies(changed.headers);
    const after: Session = {
      user: changed.json().data.user,
      access: changed.json().data.access,
      cookie: { name: cookie!.name, value: cookie!.value },
    };

    // The old address hears of it; the new one gets a code.
    await expect
      .poll(() => t.mail.find((mail) => mail.to === payload.email && /e-mail address was changed/.test(mail.subject)))
      .toBeTruthy();
    expect(
      t.mail.find((mail) => mail.to === payload.email && /e-mail address was changed/.test(mail.subject))!.text,
    ).toContain(newEmail);
    const code = await verificationCodeFor(t.app, newEmail);

    // The other device is signed out; this one is not.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [elsewhere.cookie.name]: elsewhere.cookie.value },
    });
    expect(other.statusCode).toBe(401);
    expect((await anOrder(after)).statusCode).toBe(403);
    expect((await verify(newEmail, code)).statusCode).toBe(200);
    expect((await anOrder(await refreshed(after))).statusCode).toBe(201);
    // The new address signs in; the old one no longer does.
    await loginUser(t.app, newEmail, payload.password);
    await expect(loginUser(t.app, payload.email, payload.password)).rejects.toThrow(/401/);
  });

  it('a code sent to the old address cannot prove the new one', async () => {
    const { payload } = await registerUser(t.app, {}, { verify: false });
    const oldCode = await verificationCodeFor(t.app, payload.email);
    const session = await loginUser(t.app, payload.email, payload.password);
    const newEmail = `second.${Date.now()}@example.com`;
    expect((await change(session, newEmail, payload.password)).statusCode).toBe(200);
    expect((await verify(newEmail, oldCode)).statusCode).toBe(400);
  });
});

describe('set-new-password tells nothing about the account without the right code', () => {
  const setNew = (email: string, password: string) =>
    post('/api/v1/auth/set-new-password/', { email, otp: '123456', password, confirm_password: password });

  it('answers an unknown, a disabled and a real account the same, for a weak and for a strong password', async () => {
    const real = await registerUser(t.app);
    const disabled = await registerUser(t.app);
    const [admin] = await t.database.db
      .insert(users)
      .values({ email: `admin.${Date.now()}@example.com`, firstName: 'A', lastName: 'D', role: 'admin' })
      .returning();
    await disableUser(t.database.db, disabled.user.id, { by: admin!.id, reason: 'test', now: t.clock.now() });
    for (const password of ['Welcome@1', 'Fresh-Mountain-2081']) {
      const answers = [];
      for (const email of [real.payload.email, disabled.payload.email, 'no.one@example.com']) {
        const response = await setNew(email, password);
        answers.push({ status: response.statusCode, body: response.json() });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]!.status).toBe(400);
    }
  });
});

describe('guessable passwords', () => {
  it.each(['98765432', 'Welcome@1', '12qwaszx'])('refuses %s at sign-up', async (password) => {
    const response = await post('/api/v1/users/register/', signupPayload({ password, confirm_password: password }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: 'This password is too common. Choose a less common one' });
  });
});
