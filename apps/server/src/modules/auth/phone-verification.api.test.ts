import { randomInt } from 'node:crypto';
import type { SessionUser } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress, setCookies, signedUpAndIn, type Session } from '../../../test/helpers/accounts.js';
import { smsParts } from '../sms/index.js';
import { phoneCodes, users } from './schema.js';
import { disableUser } from './users.js';

// Proving a mobile number and signing in with it (issue #36, docs/rules/accounts.md#mobile-number):
// a six-digit code by SMS (read here from the outbox table), 5 minutes, 5 wrong guesses; one
// account per proven number; signing in with a number answers the same for every number.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID = 'Invalid or expired code. Ask for a new one';
const SENT = 'If this number is verified on an account, we have sent a code';

/** A Nepali mobile number no other test of this file uses. */
function aNumber(): string {
  return `984${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

const post = (url: string, payload: object | undefined, options: { access?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: options.access ? { authorization: `Bearer ${options.access}` } : {},
    remoteAddress: options.address ?? randomAddress(),
  });
const sendVerify = (session: Session, address?: string) =>
  post('/api/v1/auth/verify-phone/send/', undefined, { access: session.access, ...(address ? { address } : {}) });
const verify = (session: Session, code: string) =>
  post('/api/v1/auth/verify-phone/', { code }, { access: session.access });
const sendLogin = (phone: string, address?: string) =>
  post('/api/v1/auth/phone-login/send/', { phone }, address ? { address } : {});
const login = (phone: string, code: string, address?: string) =>
  post('/api/v1/auth/phone-login/', { phone, code }, address ? { address } : {});

type Queued = {
  to_number: string;
  text: string;
  parts: number;
};

async function textsTo(phone: string): Promise<Queued[]> {
  const { rows } = await t.database.db.execute<Queued>(
    sql`SELECT to_number, text, parts FROM sms_outbox WHERE to_number = ${phone} ORDER BY id`,
  );
  return rows;
}

/** The code of the newest text to `phone`. */
async function codeTextedTo(phone: string): Promise<string> {
  const texts = await textsTo(phone);
  const code = texts.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const other = (code: string) => (code === '000000' ? '111111' : '000000');

/** A signed-in shopper with a fresh number, not yet proven. */
async function shopper(locale?: 'ne') {
  const phone = aNumber();
  const { session, user } = await signedUpAndIn(t.app, { phone });
  if (locale) await t.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  return { phone, session, user };
}

async function proven() {
  const account = await shopper();
  expect((await sendVerify(account.session)).statusCode).toBe(200);
  expect((await verify(account.session, await codeTextedTo(account.phone))).statusCode).toBe(200);
  return account;
}

describe('proving the account’s number', () => {
  it('texts a short code in the account’s language; the code proves the number once', async () => {
    const { phone, session, user } = await shopper();
    expect(session.user.phone_verified).toBe(false);
    const sent = await sendVerify(session);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.message).toBe('We have sent a code to your mobile number');
    const [text] = await textsTo(phone);
    expect(text!.text).toMatch(
      /^Pasal: your code to verify this number is \d{6}\. Valid 5 minutes\. Do not share it\.$/,
    );
    expect(text!.parts).toBe(1);
    // Stored as a keyed hash, never the code itself.
    const code = await codeTextedTo(phone);
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(row!.codeHash).not.toContain(code);

    const verified = await verify(session, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      message: 'Your mobile number is verified',
      user: { id: user.id, phone_verified: true },
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.phoneVerifiedAt).not.toBeNull();
    // Nothing left to prove: no second code is sent.
    const again = await sendVerify(session);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your mobile number is already verified');
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it('writes a Nepali account’s code in Nepali, in one Unicode part', async () => {
    const { phone, session } = await shopper('ne');
    expect((await sendVerify(session)).statusCode).toBe(200);
    const [text] = await textsTo(phone);
    expect(text!.text).toMatch(/^Pasal: नम्बर प्रमाणित कोड \d{6}। 5 मिनेट मान्य। कसैलाई नदिनुहोस्।$/);
    expect(smsParts(text!.text)).toMatchObject({ encoding: 'unicode', parts: 1 });
  });

  it('refuses a wrong code, voids it after five wrong guesses, and lets it expire after 5 minutes', async () => {
    const { phone, session } = await shopper();
    await sendVerify(session);
    const code = await codeTextedTo(phone);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(session, other(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ code: INVALID });
    }
    // The sixth try, even with the right code, is refused: the code is gone.
    expect((await verify(session, code)).json().errors).toEqual({ code: INVALID });

    await sendVerify(session);
    const fresh = await codeTextedTo(phone);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await verify(session, fresh)).json().errors).toEqual({ code: INVALID });
  });

  it('changing the number clears the proof, and an old code does not prove the new number', async () => {
    const { phone, session } = await proven();
    const next = aNumber();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile/',
      payload: { phone: next },
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.phone_verified).toBe(false);
    // A code sent to the new number does not prove the old one.
    await sendVerify(session);
    const code = await codeTextedTo(next);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile/',
      payload: { phone },
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect((await verify(session, code)).statusCode).toBe(400);
  });

  it('a number proven on another account cannot be proven again (409 with words)', async () => {
    const first = await proven();
    const second = await signedUpAndIn(t.app, { phone: first.phone });
    const refused = await sendVerify(second.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This mobile number is already verified on another account');

    // Both ask while neither is proven: the second code to be entered is refused with the same words.
    const phone = aNumber();
    const a = await signedUpAndIn(t.app, { phone });
    const b = await signedUpAndIn(t.app, { phone });
    await sendVerify(a.session);
    const codeA = await codeTextedTo(phone);
    await sendVerify(b.session);
    const codeB = await codeTextedTo(phone);
    expect((await verify(b.session, codeB)).statusCode).toBe(200);
    const late = await verify(a.session, codeA);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({ phone: 'This mobile number is already verified on another account' });
  });

  it('needs a signed-in account and limits the codes per account', async () => {
    expect((await post('/api/v1/auth/verify-phone/send/', undefined)).statusCode).toBe(401);
    const { session } = await shopper();
    for (let i = 0; i < 3; i++) expect((await sendVerify(session)).statusCode).toBe(200);
    const limited = await sendVerify(session);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('signing in with a proven number', () => {
  it('texts a code to a proven number, and the code signs in like a password', async () => {
    const { phone, user } = await proven();
    const sent = await sendLogin(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toBe(SENT);
    expect((await textsTo(phone)).at(-1)!.text).toMatch(/^Pasal: your sign-in code is \d{6}\./);
    const code = await codeTextedTo(phone);

    const signedIn = await login(phone, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const data = signedIn.json<{ data: { user: SessionUser; access: string } }>().data;
    expect(data.user).toMatchObject({ id: user.id, phone_verified: true });
    expect(data.access).toBeTruthy();
    const [cookie] = setCookies(signedIn.headers);
    expect(cookie?.attributes.httponly).toBe(true);
    // The session works like any other.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile/',
      headers: { authorization: `Bearer ${data.access}` },
    });
    expect(profile.json().data.id).toBe(user.id);
    // A code works once.
    expect((await login(phone, code)).json().errors).toEqual({ code: INVALID });
  });

  it('answers the same for an unproven or unknown number and texts nothing to it', async () => {
    const known = await proven();
    const unproven = await shopper();
    const unknown = aNumber();
    const answers = await Promise.all([sendLogin(known.phone), sendLogin(unproven.phone), sendLogin(unknown)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(await textsTo(unproven.phone)).toEqual([]);
    expect(await textsTo(unknown)).toEqual([]);

    const refusals = await Promise.all([
      login(known.phone, other(await codeTextedTo(known.phone))),
      login(unproven.phone, '123456'),
      login(unknown, '123456'),
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
  });

  it('five wrong guesses void the code: the sixth, right or not, is refused; a code expires in 5 minutes', async () => {
    const { phone } = await proven();
    await sendLogin(phone);
    const code = await codeTextedTo(phone);
    for (let i = 0; i < 5; i++) expect((await login(phone, other(code))).statusCode).toBe(400);
    expect((await login(phone, code)).json().errors).toEqual({ code: INVALID });

    await sendLogin(phone);
    const fresh = await codeTextedTo(phone);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await login(phone, fresh)).json().errors).toEqual({ code: INVALID });
  });

  it('sends no code to a disabled account', async () => {
    const { phone, user } = await proven();
    await disableUser(t.database.db, user.id, { by: user.id, reason: 'test', now: t.clock.now() });
    const before = (await textsTo(phone)).length;
    expect((await sendLogin(phone)).json().data.message).toBe(SENT);
    expect(await textsTo(phone)).toHaveLength(before);
  });

  it('limits codes per number from any address, and guesses per number', async () => {
    const { phone } = await proven();
    for (let i = 0; i < 3; i++) expect((await sendLogin(phone)).statusCode).toBe(200);
    expect((await sendLogin(phone)).statusCode).toBe(429);

    for (let i = 0; i < 10; i++) expect((await login(phone, '000000')).statusCode).toBe(400);
    expect((await login(phone, '000000')).statusCode).toBe(429);
  });

  it('sends at most 10 sign-in codes a day to one number', async () => {
    const { phone } = await proven();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < (round < 3 ? 3 : 1); i++) expect((await sendLogin(phone)).statusCode).toBe(200);
      expect((await sendLogin(phone)).statusCode).toBe(429);
      t.clock.advance(15 * 60_000 + 1000);
    }
    // 3 + 3 + 3 + 1 = 10 codes: the day's ceiling holds after the 15-minute window ends again.
    expect((await sendLogin(phone)).statusCode).toBe(429);
    t.clock.advance(24 * 60 * 60_000);
    expect((await sendLogin(phone)).statusCode).toBe(200);
  });

  it('limits codes and guesses per address', async () => {
    const address = randomAddress();
    for (let i = 0; i < 30; i++) expect((await sendLogin(aNumber(), address)).statusCode).toBe(200);
    expect((await sendLogin(aNumber(), address)).statusCode).toBe(429);
  });

  it('refuses a malformed number with a field message', async () => {
    const bad = await sendLogin('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ phone: 'Phone number must be 10 digits' });
  });
});
