import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { loginUser, randomAddress, signedUpAndIn, type Session } from '../../../test/helpers/accounts.js';
import { smsParts } from '../sms/index.js';
import { users } from './schema.js';
import { disableUser } from './users.js';

// A new password with a proven mobile number (issue #36, docs/rules/accounts.md#forgot-and-reset-password):
// a reset code by SMS (read here from the outbox table) in place of the e-mailed one, with the
// phone codes' rules (5 minutes, 5 wrong guesses, the same answer for every number) and the
// e-mail reset's effects (password rules, every session ends, the owner is told by e-mail).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID = 'Invalid or expired code. Ask for a new one';
const SENT = 'If this number is verified on an account, we have sent a code';
const NEW_PASSWORD = 'Fresh-Mountain-2081';

/** A Nepali mobile number no other test of this file uses. */
function aNumber(): string {
  return `985${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

const post = (url: string, payload: object | undefined, options: { access?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: options.access ? { authorization: `Bearer ${options.access}` } : {},
    remoteAddress: options.address ?? randomAddress(),
  });
const sendVerify = (session: Session) => post('/api/v1/auth/verify-phone/send/', undefined, { access: session.access });
const verify = (session: Session, code: string) =>
  post('/api/v1/auth/verify-phone/', { code }, { access: session.access });
const sendLogin = (phone: string) => post('/api/v1/auth/phone-login/send/', { phone });
const login = (phone: string, code: string) => post('/api/v1/auth/phone-login/', { phone, code });
const sendReset = (phone: string, address?: string) =>
  post('/api/v1/auth/phone-reset/send/', { phone }, address ? { address } : {});
const reset = (phone: string, code: string, password = NEW_PASSWORD, confirm = password) =>
  post('/api/v1/auth/phone-reset/', { phone, code, password, confirm_password: confirm });

async function textsTo(phone: string): Promise<{ text: string }[]> {
  const { rows } = await t.database.db.execute<{ text: string }>(
    sql`SELECT text FROM sms_outbox WHERE to_number = ${phone} ORDER BY id`,
  );
  return rows;
}

/** The code of the newest text to `phone`. */
async function codeTextedTo(phone: string): Promise<string> {
  const code = (await textsTo(phone)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const other = (code: string) => (code === '000000' ? '111111' : '000000');

async function shopper(locale?: 'ne') {
  const phone = aNumber();
  const account = await signedUpAndIn(t.app, { phone });
  if (locale) await t.database.db.update(users).set({ locale }).where(eq(users.id, account.user.id));
  return { phone, ...account };
}

/** A signed-in shopper whose number is proven. */
async function proven(locale?: 'ne') {
  const account = await shopper(locale);
  expect((await sendVerify(account.session)).statusCode).toBe(200);
  expect((await verify(account.session, await codeTextedTo(account.phone))).statusCode).toBe(200);
  return account;
}

const passwordChangedTo = (email: string) =>
  t.mail.filter((mail) => mail.to === email && /your password was changed/.test(mail.subject));

describe('resetting the password with a proven number', () => {
  it('texts a reset code; the code sets the password, ends every session, tells the owner, and works once', async () => {
    const { phone, payload, session, user } = await proven();
    const sent = await sendReset(phone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.message).toBe(SENT);
    expect((await textsTo(phone)).at(-1)!.text).toMatch(
      /^Pasal: your password reset code is \d{6}\. Valid 5 minutes\. Do not share it\.$/,
    );
    const code = await codeTextedTo(phone);

    const done = await reset(phone, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.message).toBe('Password reset successfully');
    // Sessions opened before the reset are over.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [session.cookie.name]: session.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    // The new password works, the old one does not.
    await loginUser(t.app, user.email, NEW_PASSWORD);
    await expect(loginUser(t.app, user.email, payload.password)).rejects.toThrow(/401/);
    // The owner is told, as after an e-mail reset.
    await expect.poll(() => passwordChangedTo(user.email).length).toBe(1);
    // Single use.
    const again = await reset(phone, code, 'Another-Fresh-One-99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: INVALID,
      errors: { code: INVALID },
      code: 'verification_code_invalid',
      fields: { code: { code: 'verification_code_invalid' } },
    });
  });

  it('writes a Nepali account’s code in Nepali, in one Unicode part', async () => {
    const { phone } = await proven('ne');
    await sendReset(phone);
    const text = (await textsTo(phone)).at(-1)!.text;
    expect(text).toMatch(/^Pasal: पासवर्ड रिसेट कोड \d{6}। 5 मिनेट मान्य। कसैलाई नदिनुहोस्।$/);
    expect(smsParts(text)).toMatchObject({ encoding: 'unicode', parts: 1 });
  });

  it('answers the same for an unproven or unknown number, texts nothing to it, and refuses its codes alike', async () => {
    const known = await proven();
    const unproven = await shopper();
    const unknown = aNumber();
    const answers = await Promise.all([sendReset(known.phone), sendReset(unproven.phone), sendReset(unknown)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(await textsTo(unproven.phone)).toEqual([]);
    expect(await textsTo(unknown)).toEqual([]);

    const refusals = await Promise.all([
      reset(known.phone, other(await codeTextedTo(known.phone))),
      reset(unproven.phone, '123456'),
      reset(unknown, '123456'),
    ]);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toEqual({
        message: INVALID,
        errors: { code: INVALID },
        code: 'verification_code_invalid',
        fields: { code: { code: 'verification_code_invalid' } },
      });
    }
    // Nothing changed: the unproven account still signs in with its password.
    await loginUser(t.app, unproven.user.email, unproven.payload.password);
  });

  it('five wrong guesses void the code: the sixth, right or not, is refused; a code expires in 5 minutes', async () => {
    const { phone, payload, user } = await proven();
    await sendReset(phone);
    const code = await codeTextedTo(phone);
    for (let i = 0; i < 5; i++) expect((await reset(phone, other(code))).json().errors).toEqual({ code: INVALID });
    expect((await reset(phone, code)).json().errors).toEqual({ code: INVALID });

    await sendReset(phone);
    const fresh = await codeTextedTo(phone);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await reset(phone, fresh)).json().errors).toEqual({ code: INVALID });
    // The password is the old one still.
    await loginUser(t.app, user.email, payload.password);
  });

  it('a sign-in or verification code does not reset the password', async () => {
    // A live sign-in code: refused here, it still signs in afterwards.
    const { phone, payload, user } = await proven();
    await sendLogin(phone);
    const signInCode = await codeTextedTo(phone);
    expect((await reset(phone, signInCode)).json()).toEqual({
      message: INVALID,
      errors: { code: INVALID },
      code: 'verification_code_invalid',
      fields: { code: { code: 'verification_code_invalid' } },
    });
    expect((await login(phone, signInCode)).statusCode).toBe(200);
    await loginUser(t.app, user.email, payload.password);

    // A verification code still open when the number became proven (set here directly).
    const unproven = await shopper();
    expect((await sendVerify(unproven.session)).statusCode).toBe(200);
    const verifyCode = await codeTextedTo(unproven.phone);
    await t.database.db
      .update(users)
      .set({ phoneVerifiedAt: new Date(t.clock.now()) })
      .where(eq(users.id, unproven.user.id));
    expect((await reset(unproven.phone, verifyCode)).json().errors).toEqual({ code: INVALID });
    await loginUser(t.app, unproven.user.email, unproven.payload.password);
  });

  it('follows the password rules; a refused password leaves the code open', async () => {
    const { phone, user } = await proven();
    await sendReset(phone);
    const code = await codeTextedTo(phone);
    const mismatch = await reset(phone, code, NEW_PASSWORD, 'Something-Else-2081');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirm_password: 'Passwords must match' });
    const short = await reset(phone, code, 'short');
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
    const common = await reset(phone, code, 'Welcome@1');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual({ password: 'This password is too common. Choose a less common one' });
    // The account's own e-mail as the password: refused once the code has named the account.
    const own = await reset(phone, code, user.email);
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual({ password: 'This password is too common. Choose a less common one' });

    expect((await reset(phone, code)).statusCode).toBe(200);
    await loginUser(t.app, user.email, NEW_PASSWORD);
  });

  it('texts no code to a disabled account; one disabled since its code was sent hears why', async () => {
    const { phone, user } = await proven();
    await sendReset(phone);
    const code = await codeTextedTo(phone);
    await disableUser(t.database.db, user.id, { by: user.id, reason: 'test', now: t.clock.now() });
    const before = (await textsTo(phone)).length;
    expect((await sendReset(phone)).json().data.message).toBe(SENT);
    expect(await textsTo(phone)).toHaveLength(before);
    const refused = await reset(phone, code);
    expect(refused.statusCode).toBe(403);
  });

  it('limits codes per number from any address, and guesses per number', async () => {
    const { phone } = await proven();
    for (let i = 0; i < 3; i++) expect((await sendReset(phone)).statusCode).toBe(200);
    expect((await sendReset(phone)).statusCode).toBe(429);

    for (let i = 0; i < 10; i++) expect((await reset(phone, '000000')).statusCode).toBe(400);
    expect((await reset(phone, '000000')).statusCode).toBe(429);
  });

  it('refuses a malformed request with field messages', async () => {
    const bad = await sendReset('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ phone: 'Phone number must be 10 digits' });
    const noCode = await post('/api/v1/auth/phone-reset/', { phone: aNumber(), password: NEW_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toMatchObject({ code: 'Code is required' });
  });
});
