/// <reference lib="dom" />
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { outboxMailTo } from './outbox.js';

export { expectAxeClean } from './axe.js';

export const PHONE = '9841234567';

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Makes a request come from a client address of its own. The shop takes 20 sign-ups an hour from
 * one address (RATE_LIMITS.register) and the suite creates about that many accounts, so with a
 * retry or two its last sign-ups were refused. The e2e server believes X-Forwarded-For from
 * loopback (TRUST_PROXY), as a shop behind a reverse proxy does: each account is a shopper of its
 * own, and the limits stay what a real shop runs with.
 */
export function fromOwnAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * Proves the account's address with the code the shop e-mailed it, as the shopper does on the
 * sign-up screen (the signup journey types it there).
 */
export async function verifyEmailByApi(request: APIRequestContext, email: string): Promise<void> {
  const code = await otpFromOutbox(email, 'verification');
  const response = await request.post('/api/v1/auth/verify-email/', {
    headers: fromOwnAddress(),
    data: { email, code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Creates an account through the API and proves its address (the signup screen has its own journey). */
export async function registerByApi(page: Page, email: string, password: string, firstName = 'Asha') {
  const response = await page.request.post('/api/v1/users/register/', {
    headers: fromOwnAddress(),
    data: { first_name: firstName, last_name: 'Gurung', email, phone: PHONE, password, confirm_password: password },
  });
  expect(response.status(), await response.text()).toBe(201);
  await verifyEmailByApi(page.request, email);
}

/**
 * Logs in through the login screen and waits for the success toast. The browser signs in from a
 * client address of its own (fromOwnAddress): the suite's hundred-odd sign-ins would otherwise all
 * come from 127.0.0.1 and, late in a run, meet the shop's per-address ceiling
 * (RATE_LIMITS.loginPerAddress, 100 in 15 minutes), which a real shop keeps.
 */
export async function loginThroughForm(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.context().setExtraHTTPHeaders(fromOwnAddress());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successfully!')).toBeVisible();
}

/**
 * Signs the page's current account out (its cookies and local storage cleared) and logs `email` in
 * through the login screen, as a second person at the same browser would.
 */
export async function switchAccount(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await loginThroughForm(page, email, password);
}

/** The subjects of the code e-mails, in English and in Nepali (an account made on a Nepali page, issue #30). */
const CODE_SUBJECTS = {
  reset: /password reset code|पासवर्ड रिसेट कोड/i,
  verification: /e-mail verification code|इमेल प्रमाणीकरण कोड/i,
} as const;

/**
 * The newest code e-mailed to `email`, read from the server's outbox as the shopper reads their
 * inbox: a password-reset code, or (`verification`) the code proving the address. In either
 * language the code stands on a line of its own, four spaces in, in 0–9.
 */
export async function otpFromOutbox(email: string, kind: 'reset' | 'verification' = 'reset'): Promise<string> {
  const subject = CODE_SUBJECTS[kind];
  let code: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of outboxMailTo(email)) {
          if (!subject.test(mail.subject)) continue;
          code = /^ {4}(\d{6})\s*$/m.exec(mail.text)?.[1];
          if (code) return code;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
