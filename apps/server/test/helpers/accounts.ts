import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@pasal/contract';
import type { App } from '../../src/services.js';
import { mailSentBy } from '../test-app.js';

/** A fresh, valid signup payload (unique e-mail). */
export function signupPayload(overrides: Record<string, string> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    first_name: 'Sita',
    last_name: 'Sharma',
    email: `sita.${tag}@example.com`,
    phone: '9841234567',
    password: 'Himal-Chuli-7493',
    confirm_password: 'Himal-Chuli-7493',
    ...overrides,
  };
}

/** A random private IPv4 address, so rate limits of one test do not touch another. */
export function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c!)}`;
}

export interface CookieInfo {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of an injected response, parsed. */
export function setCookies(headers: Record<string, unknown>): CookieInfo[] {
  const raw = headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : [String(raw)];
  return list.map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const at = attribute.indexOf('=');
      if (at === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/**
 * The newest e-mail verification code the app sent to `email`, read from its mail as a shopper
 * reads their inbox. The mail goes out just after the answer, so it waits a little for it.
 */
export async function verificationCodeFor(app: App, email: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const message = mailSentBy(app)
      // The subject in English or in Nepali (an account made on a Nepali page, issue #30).
      .filter(
        (mail) => mail.to.toLowerCase() === email.toLowerCase() && /verification code|प्रमाणीकरण कोड/.test(mail.subject),
      )
      .at(-1);
    const code = message && /^ {4}(\d{6})$/m.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no verification code was e-mailed to ${email}`);
}

/** Proves the account's address with the code from its mail, as the sign-up screen does. */
async function verifyEmailOf(app: App, email: string): Promise<void> {
  const code = await verificationCodeFor(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email/',
    payload: { email, code },
    remoteAddress: randomAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}

/**
 * A new account, its address proven with the e-mailed code (as a shopper who can order); pass
 * `{ verify: false }` for one that has not entered it yet, and `headers` to sign up from a page in
 * another language (X-Pasal-Locale) or with its cookie.
 */
export async function registerUser(
  app: App,
  overrides: Record<string, string> = {},
  options: { verify?: boolean; headers?: Record<string, string> } = {},
) {
  const payload = signupPayload(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register/',
    payload,
    headers: options.headers ?? {},
    remoteAddress: randomAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { user: SessionUser } }>();
  if (options.verify === false) return { payload, user: data.user };
  await verifyEmailOf(app, payload.email);
  return { payload, user: { ...data.user, email_verified: true } };
}

export interface Session {
  user: SessionUser;
  access: string;
  /** Cookie name and value, ready for inject({ cookies }). */
  cookie: { name: string; value: string };
}

export async function loginUser(
  app: App,
  email: string,
  password: string,
  options: { remember?: boolean; remoteAddress?: string } = {},
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login/',
    payload: { email, password, ...(options.remember === undefined ? {} : { remember: options.remember }) },
    // Logins are limited per IP and account: each helper call comes from its own address.
    remoteAddress: options.remoteAddress ?? randomAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { user: SessionUser; access: string } }>();
  const [cookie] = setCookies(response.headers);
  if (!cookie) throw new Error('login set no cookie');
  return { user: data.user, access: data.access, cookie: { name: cookie.name, value: cookie.value } };
}

export async function signedUpAndIn(app: App, overrides: Record<string, string> = {}) {
  const { payload, user } = await registerUser(app, overrides);
  const session = await loginUser(app, payload.email, payload.password);
  return { payload, user, session };
}
