import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { passwordResetCodes } from './schema.js';
import { loginUser, randomAddress, registerUser, signedUpAndIn } from '../../../test/helpers/accounts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SHOP_NAME: 'Pasal Test Shop' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.mail.length = 0;
});

// Reset requests and OTP guesses are limited per IP: each call comes from its own address.
const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset/',
    payload: { email },
    remoteAddress: randomAddress(),
  });
const setNew = (email: string, otp: string, password = 'Fresh-Mountain-2081') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/set-new-password/',
    payload: { email, otp, password, confirm_password: password },
    remoteAddress: randomAddress(),
  });

function codeFromMail(to: string): string {
  const message = t.mail.filter((m) => m.to === to).at(-1);
  if (!message) throw new Error(`no mail to ${to}`);
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error('no code in the mail');
  return match[1]!;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/v1/auth/password-reset/', () => {
  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const { user } = await registerUser(t.app);
    const before = t.mail.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('no.such.person@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => t.mail.length).toBe(before + 1);
    expect(t.mail.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('mails a 6-digit code, branded and plain, and stores only its hash with a 10-minute expiry', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email.toUpperCase());
    const message = t.mail.at(-1)!;
    expect(message.subject).toBe('Pasal Test Shop: your password reset code');
    expect(message.text).toContain('Your Pasal Test Shop password reset code is:');
    expect(message.text).toContain('within 10 minutes');
    const code = codeFromMail(user.email);
    expect(message.subject).not.toContain(code);
    const [row] = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - t.clock.now()).toBe(10 * 60 * 1000);
  });
});

describe('POST /api/v1/auth/set-new-password/', () => {
  it('sets the password, ends every session, and the code works once', async () => {
    const { payload, user, session } = await signedUpAndIn(t.app);
    await requestReset(user.email);
    const code = codeFromMail(user.email);
    const response = await setNew(user.email, code);
    expect(response.statusCode).toBe(200);
    // Sessions opened before the reset are over.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [session.cookie.name]: session.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    // The new password works, the old one does not.
    await loginUser(t.app, user.email, 'Fresh-Mountain-2081');
    await expect(loginUser(t.app, user.email, payload.password)).rejects.toThrow(/401/);
    // Single use.
    expect((await setNew(user.email, code, 'Another-Fresh-One-99')).statusCode).toBe(400);
    // The owner is told.
    await expect.poll(() => t.mail.at(-1)?.subject).toBe('Pasal Test Shop: your password was changed');
  });

  it('voids the code after 5 wrong guesses', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const code = codeFromMail(user.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await setNew(user.email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: 'Invalid or expired OTP',
        errors: { otp: 'Invalid or expired OTP' },
        code: 'otp_invalid',
        fields: { otp: { code: 'otp_invalid' } },
      });
    }
    expect((await setNew(user.email, code)).statusCode).toBe(400);
    const rows = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('still accepts the right code after 4 wrong guesses', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const code = codeFromMail(user.email);
    for (let i = 0; i < 4; i++) expect((await setNew(user.email, otherCode(code))).statusCode).toBe(400);
    expect((await setNew(user.email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const code = codeFromMail(user.email);
    const started = t.clock.now();
    try {
      t.clock.advance(10 * 60 * 1000 + 1);
      expect((await setNew(user.email, code)).statusCode).toBe(400);
    } finally {
      t.clock.set(started);
    }
  });

  it('a resend replaces the old code', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const first = codeFromMail(user.email);
    await requestReset(user.email);
    const second = codeFromMail(user.email);
    if (first !== second) expect((await setNew(user.email, first)).statusCode).toBe(400);
    expect((await setNew(user.email, second)).statusCode).toBe(200);
  });

  it('refuses a weak password without spending the code', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const code = codeFromMail(user.email);
    const weak = await setNew(user.email, code, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'This password is too common. Choose a less common one' });
    const short = await setNew(user.email, code, 'short');
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
    expect((await setNew(user.email, code)).statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail', async () => {
    const response = await setNew('no.such.person@example.com', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired OTP');
  });

  it('checks the payload with the spec messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/set-new-password/',
      payload: { email: 'a@b.co', otp: '', password: 'abcdefgh', confirm_password: 'abcdefgX' },
      remoteAddress: randomAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ otp: 'Otp is required', confirm_password: 'Passwords must match' });
  });
});

describe('POST /api/v1/auth/change-password/', () => {
  const change = (access: string | null, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password/',
      payload,
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });

  it('needs a signed-in shopper', async () => {
    const response = await change(null, {
      old_password: 'x',
      new_password: 'Another-Fresh-One-99',
      confirm_new_password: 'Another-Fresh-One-99',
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks the old password and reports field errors the client can show', async () => {
    const { session } = await signedUpAndIn(t.app);
    const wrong = await change(session.access, {
      old_password: 'not-my-password',
      new_password: 'Another-Fresh-One-99',
      confirm_new_password: 'Another-Fresh-One-99',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Old password is incorrect',
      errors: { old_password: 'Old password is incorrect' },
      code: 'old_password_wrong',
      fields: { old_password: { code: 'old_password_wrong' } },
    });
    const short = await change(session.access, {
      old_password: 'x',
      new_password: 'short',
      confirm_new_password: 'short',
    });
    expect(short.json().errors).toEqual({ new_password: 'Password must be at least 8 characters' });
    const empty = await change(session.access, {});
    expect(empty.json().errors).toEqual({
      old_password: 'Old Password is required',
      new_password: 'New Password is required',
      confirm_new_password: 'Confirm Password is required',
    });
  });

  it('changes the password, ends other sessions and renews this one', async () => {
    const { payload, user, session } = await signedUpAndIn(t.app);
    const other = await loginUser(t.app, user.email, payload.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password/',
      headers: { authorization: `Bearer ${session.access}` },
      cookies: { [session.cookie.name]: session.cookie.value },
      payload: {
        old_password: payload.password,
        new_password: 'Another-Fresh-One-99',
        confirm_new_password: 'Another-Fresh-One-99',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
    expect(response.headers['set-cookie']).toBeDefined();
    const refreshWith = (cookie: { name: string; value: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/refresh/',
        cookies: { [cookie.name]: cookie.value },
      });
    expect((await refreshWith(other.cookie)).statusCode).toBe(401);
    expect((await refreshWith(session.cookie)).statusCode).toBe(401);
    await loginUser(t.app, user.email, 'Another-Fresh-One-99');
    await expect.poll(() => t.mail.at(-1)?.subject).toBe('Pasal Test Shop: your password was changed');
  });
});
