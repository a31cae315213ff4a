import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from './schema.js';
import { loginUser, registerUser, setCookies, signupPayload } from '../../../test/helpers/accounts.js';

// This file tests the stored hash's OWASP parameters and the time a sign-in takes, so it hashes at
// the shop's cost, not the test suites' cheap one (test-app.ts).
const SHOP_HASHING = { PASSWORD_HASH_FOR_TESTS: 'false' };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp(SHOP_HASHING);
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/register/', payload });
const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login/', payload });

describe('GET /api/v1/auth/config/', () => {
  it('has no Google client id in a fresh install', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { google_client_id: null, demo_mail_path: null, phone_sign_in: true } });
  });
  it('answers 404 to Google sign-in when it is not configured', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google/', payload: { token: 'x.y.z' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v1/users/register/', () => {
  it('creates an account without signing in, with a scrypt hash at OWASP parameters', async () => {
    const payload = signupPayload({ email: 'New.Shopper@Example.com' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data.user).toMatchObject({
      email: 'new.shopper@example.com',
      first_name: 'Sita',
      last_name: 'Sharma',
      middle_name: '',
      phone: '9841234567',
      role: 'customer',
    });
    expect(body.data.access).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.passwordHash).not.toContain(payload.password);
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const { payload } = await registerUser(t.app);
    const response = await register(signupPayload({ email: payload.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this e-mail already exists',
      errors: { email: 'An account with this e-mail already exists' },
      code: 'email_taken',
      fields: { email: { code: 'email_taken' } },
    });
  });

  it.each([
    ['98412345', 'Phone number must be 10 digits'],
    ['98412345ab', 'Phone number must be 10 digits'],
    ['9831234567', 'Enter a valid Nepali mobile number'],
    ['0141234567', 'Enter a valid Nepali mobile number'],
    ['', 'Phone is required'],
  ])('refuses the phone %j: %s', async (phone, message) => {
    const response = await register(signupPayload({ phone }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ phone: message });
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['password123', 'This password is too common. Choose a less common one'],
    ['Kathmandu123', 'This password is too common. Choose a less common one'],
    ['aaaaaaaaaaaa', 'This password is too common. Choose a less common one'],
  ])('refuses the weak password %j', async (password, message) => {
    const response = await register(signupPayload({ password, confirm_password: password }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: message });
  });

  it('refuses the e-mail address as the password', async () => {
    const email = 'ram.bahadur@example.com';
    const response = await register(signupPayload({ email, password: email, confirm_password: email }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toMatch(/too common/);
  });

  it('needs matching passwords and every field, with the spec messages', async () => {
    expect((await register(signupPayload({ confirm_password: 'something-else' }))).json().errors).toEqual({
      confirm_password: 'Passwords must match',
    });
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      password: 'Password is required',
      confirm_password: 'Confirm Password is required',
    });
  });
});

describe('POST /api/v1/users/login/', () => {
  it('answers the user and an access token, and sets the refresh cookie', async () => {
    const { payload, user } = await registerUser(t.app);
    const response = await login({ email: payload.email.toUpperCase(), password: payload.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.user).toEqual(user);
    expect(await t.app.services.accessTokens.verify(body.data.access)).toEqual({
      userId: user.id,
      role: 'customer',
      emailVerified: true,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const [cookie] = setCookies(response.headers);
    expect(cookie).toMatchObject({
      name: 'pasal_rt',
      attributes: { httponly: true, samesite: 'Strict', path: '/api/v1/auth' },
    });
    expect(cookie!.value).toMatch(/^s\.[\w-]{43}$/);
    // Without 'Remember me' the cookie ends with the browser.
    expect(cookie!.attributes['max-age']).toBeUndefined();
    expect(cookie!.attributes.secure).toBeUndefined();
  });

  it("keeps the cookie for the session's absolute lifetime with 'Remember me'", async () => {
    const { payload } = await registerUser(t.app);
    const response = await login({ email: payload.email, password: payload.password, remember: true });
    const [cookie] = setCookies(response.headers);
    expect(cookie!.value).toMatch(/^p\./);
    expect(cookie!.attributes['max-age']).toBe(String(30 * 24 * 60 * 60));
  });

  it('gives one generic answer for a wrong password, an unknown account and a Google-only account', async () => {
    const { payload } = await registerUser(t.app);
    const [googleOnly] = await t.database.db
      .insert(users)
      .values({ email: 'google.only@example.com', firstName: 'G', lastName: 'O', googleSub: 'sub-google-only' })
      .returning();
    const expected = {
      message: 'Invalid email or password',
      errors: { email: 'Invalid email or password' },
      code: 'invalid_credentials',
      fields: { email: { code: 'invalid_credentials' } },
    };
    for (const attempt of [
      { email: payload.email, password: 'wrong-password-1' },
      { email: 'nobody.here@example.com', password: 'wrong-password-1' },
      { email: googleOnly!.email, password: 'wrong-password-1' },
    ]) {
      const response = await login(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expected);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('spends the same time on an unknown account as on a wrong password', async () => {
    const { payload } = await registerUser(t.app);
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'not-the-password' });
      return performance.now() - started;
    };
    await time('warm.up@example.com'); // the dummy hash is made on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(payload.email));
      unknown.push(await time(`unknown${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // scrypt at N=2^17 takes hundreds of milliseconds; a quick exit would take a few. The ratio's
    // bounds are loose because other test files share the machine's two cores: a quick exit
    // would be a hundred times off, not four.
    expect(Math.min(...unknown)).toBeGreaterThan(100);
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('asks for both fields', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Invalid email', password: 'Password is required' });
  });
});

describe('cookie security', () => {
  it('marks the cookie Secure (and names it __Secure-) when the shop runs on https', async () => {
    const secure = await createTestApp({ ...SHOP_HASHING, PUBLIC_URL: 'https://shop.example.com' });
    try {
      const { payload } = await registerUser(secure.app);
      const session = await loginUser(secure.app, payload.email, payload.password);
      expect(session.cookie.name).toBe('__Secure-pasal_rt');
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/refresh/',
        cookies: { [session.cookie.name]: session.cookie.value },
      });
      expect(response.statusCode).toBe(200);
      expect(setCookies(response.headers)[0]!.attributes.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
