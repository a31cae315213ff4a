import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginUser, randomAddress, registerUser } from '../../../test/helpers/accounts.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from './schema.js';

// The account remembers its language (issue #30): the page's language at sign-up (the app names it
// on every call, X-Pasal-Locale; else the pasal_lang cookie; else English), changed when the
// signed-in shopper switches language. Every e-mail about the account is written in it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEPALI_PAGE = { 'x-pasal-locale': 'ne' };

async function localeOf(userId: number): Promise<string | undefined> {
  const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
}

/** The account's e-mails so far whose subject matches, newest last (account mail leaves just after the answer). */
async function mailTo(email: string, subject: RegExp) {
  await expect
    .poll(() => t.mail.filter((mail) => mail.to === email && subject.test(mail.subject)).length)
    .toBeGreaterThan(0);
  return t.mail.filter((mail) => mail.to === email && subject.test(mail.subject));
}

const setLanguage = (access: string | null, locale: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile/language/',
    payload: { locale },
    headers: access ? { authorization: `Bearer ${access}` } : {},
    remoteAddress: randomAddress(),
  });

const askResetCode = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset/',
    payload: { email },
    remoteAddress: randomAddress(),
  });

describe('signing up on a Nepali page', () => {
  it('e-mails the verification code in Nepali and remembers the language', async () => {
    const { payload, user } = await registerUser(t.app, {}, { verify: false, headers: NEPALI_PAGE });
    expect(await localeOf(user.id)).toBe('ne');
    const [mail] = await mailTo(payload.email, /प्रमाणीकरण कोड/);
    expect(mail!.subject).toBe('Pasal: तपाईंको इमेल प्रमाणीकरण कोड');
    expect(mail!.text).toMatch(/^नमस्ते Sita जी,/);
    const code = /^ {4}(\d{6})$/m.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expectNepaliMail(mail!, ['Pasal', 'Sita'], { figures: [code!] });
  });

  it('takes the language from the cookie when the call does not name it', async () => {
    const { payload, user } = await registerUser(t.app, {}, { verify: false, headers: { cookie: 'pasal_lang=ne' } });
    expect(await localeOf(user.id)).toBe('ne');
    expect((await mailTo(payload.email, /कोड/))[0]!.subject).toBe('Pasal: तपाईंको इमेल प्रमाणीकरण कोड');
  });

  it('believes the call over the cookie, and ignores a language the shop does not have', async () => {
    const english = await registerUser(
      t.app,
      {},
      { verify: false, headers: { 'x-pasal-locale': 'en', cookie: 'pasal_lang=ne' } },
    );
    expect(await localeOf(english.user.id)).toBe('en');
    const french = await registerUser(t.app, {}, { verify: false, headers: { 'x-pasal-locale': 'fr' } });
    expect(await localeOf(french.user.id)).toBe('en');
    expect((await mailTo(french.payload.email, /code/))[0]!.subject).toBe('Pasal: your e-mail verification code');
  });

  it('sends a code asked for again in Nepali', async () => {
    const { payload } = await registerUser(t.app, {}, { verify: false, headers: NEPALI_PAGE });
    await mailTo(payload.email, /प्रमाणीकरण कोड/);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/send/',
      payload: { email: payload.email },
      remoteAddress: randomAddress(),
    });
    expect(resend.statusCode).toBe(200);
    await expect.poll(async () => (await mailTo(payload.email, /प्रमाणीकरण कोड/)).length).toBe(2);
  });
});

describe('signing up on an English page', () => {
  it('stays English', async () => {
    const { payload, user } = await registerUser(t.app, {}, { verify: false });
    expect(await localeOf(user.id)).toBe('en');
    const [mail] = await mailTo(payload.email, /code/);
    expect(mail!.subject).toBe('Pasal: your e-mail verification code');
    expect(mail!.text).toMatch(/^Hello Sita,/);
  });
});

describe('PUT /api/v1/auth/profile/language/', () => {
  it('remembers the language a signed-in shopper switches to, for every later e-mail', async () => {
    const { payload, user } = await registerUser(t.app);
    const session = await loginUser(t.app, payload.email, payload.password);
    const switched = await setLanguage(session.access, 'ne');
    expect(switched.statusCode, switched.body).toBe(204);
    expect(await localeOf(user.id)).toBe('ne');

    expect((await askResetCode(payload.email)).statusCode).toBe(200);
    const [reset] = await mailTo(payload.email, /पासवर्ड रिसेट कोड/);
    expect(reset!.subject).toBe('Pasal: तपाईंको पासवर्ड रिसेट कोड');
    const code = /^ {4}(\d{6})$/m.exec(reset!.text)?.[1];
    expectNepaliMail(reset!, ['Pasal', 'Sita'], { figures: [code!] });

    // Changing the password (signed in) tells the owner, in the same language.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password/',
      payload: {
        old_password: payload.password,
        new_password: 'Annapurna-Base-8812',
        confirm_new_password: 'Annapurna-Base-8812',
      },
      headers: { authorization: `Bearer ${session.access}` },
      remoteAddress: randomAddress(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [notice] = await mailTo(payload.email, /पासवर्ड बदलियो/);
    expectNepaliMail(notice!, ['Pasal', 'Sita']);

    // And back to English.
    const fresh = await loginUser(t.app, payload.email, 'Annapurna-Base-8812');
    expect((await setLanguage(fresh.access, 'en')).statusCode).toBe(204);
    expect(await localeOf(user.id)).toBe('en');
    t.clock.advance(16 * 60_000);
    expect((await askResetCode(payload.email)).statusCode).toBe(200);
    await mailTo(payload.email, /your password reset code/);
  });

  it('needs a signed-in shopper and a language the shop has', async () => {
    expect((await setLanguage(null, 'ne')).statusCode).toBe(401);
    const { payload } = await registerUser(t.app);
    const session = await loginUser(t.app, payload.email, payload.password);
    expect((await setLanguage(session.access, 'fr')).statusCode).toBe(400);
    expect((await setLanguage(session.access, undefined)).statusCode).toBe(400);
  });

  it('is documented in /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(response.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      '/api/v1/auth/profile/language/',
    );
  });
});

describe('an account e-mail queued for later', () => {
  it('is in the account’s language too (the notice of repeated reset codes)', async () => {
    const { payload } = await registerUser(t.app, {}, { headers: NEPALI_PAGE });
    for (let i = 0; i < 3; i++) {
      expect((await askResetCode(payload.email)).statusCode).toBe(200);
      t.clock.advance(16 * 60_000);
    }
    const [notice] = await mailSentTo(t, payload.email, /कसैले पासवर्ड रिसेट कोड मागिरहेको छ/);
    expect(notice!.text).toContain('३ वटा पासवर्ड रिसेट कोड');
    expectNepaliMail(notice!, ['Pasal', 'Sita']);
  });
});
