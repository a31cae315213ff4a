import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { expectAxeClean, loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

const PASSWORD = 'Himal-Chuli-7493';
const REFRESH_PATH = '/api/v1/auth/token/refresh/';
const PROFILE_PATH = '/api/v1/auth/profile/';

/** The server's access-token key: configured, or the one it generated in its data directory. */
function serverJwtSecret(): string {
  return process.env.JWT_SECRET || readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'jwt.secret'), 'utf8').trim();
}

/** A genuine access token for this user that ran out five minutes ago. */
async function expiredAccessToken(userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('pasal')
    .setIssuedAt(now - 20 * 60)
    .setExpirationTime(now - 5 * 60)
    .sign(new TextEncoder().encode(serverJwtSecret()));
}

test('a visitor is sent to login and comes back to the account page asked for', async ({ page }) => {
  const email = uniqueEmail('account');
  await registerByApi(page, email, PASSWORD);
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  await expect(page.getByText('No orders found')).toBeVisible();
  await expectAxeClean(page);
});

test('an expired access token: the client refreshes once, retries, and the shopper stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('expired');
  await registerByApi(page, email, PASSWORD, 'Bishnu');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  const userId = await page.evaluate(() => {
    const raw = sessionStorage.getItem('pasal-session') ?? localStorage.getItem('pasal-session');
    return (JSON.parse(raw ?? '{}') as { user?: { id: number } }).user?.id ?? 0;
  });
  expect(userId).toBeGreaterThan(0);
  const expired = await expiredAccessToken(userId);

  // The next profile read leaves the browser with an expired token, as after 15 idle minutes.
  let swapped = false;
  await page.route(`**${PROFILE_PATH}`, async (route) => {
    if (swapped || route.request().method() !== 'GET') return route.continue();
    swapped = true;
    await route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${expired}` } });
  });
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === PROFILE_PATH || path === REFRESH_PATH)
      statuses.push(`${response.request().method()} ${path} ${response.status()}`);
  });

  // Client-side navigation: the app still holds its access token in memory.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Details' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Bishnu');
  expect(statuses).toEqual([`GET ${PROFILE_PATH} 401`, `POST ${REFRESH_PATH} 200`, `GET ${PROFILE_PATH} 200`]);
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();

  // A reload forgets the in-memory token: the refresh cookie brings a new one, still signed in.
  await page.unroute(`**${PROFILE_PATH}`);
  const refreshed = page.waitForResponse((response) => response.url().endsWith(REFRESH_PATH));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByLabel('First Name')).toHaveValue('Bishnu');
});

test('a replayed refresh token ends the session (reuse detection) and the shopper must log in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('replay');
  await registerByApi(page, email, PASSWORD);
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  const [stolen] = (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('pasal_rt'));
  expect(stolen).toBeTruthy();
  expect(stolen!.httpOnly).toBe(true);
  expect(stolen!.sameSite).toBe('Strict');
  // The page itself cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('pasal_rt');

  // The app rotates the cookie (a reload makes it refresh)…
  const rotated = page.waitForResponse((response) => response.url().endsWith(REFRESH_PATH));
  await page.reload();
  expect((await rotated).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // …and rotates it again, so the stolen value's successor has been used: a replay now is theft,
  // not a second tab catching up within the 30 s grace (docs/api-auth.md)…
  const rotatedAgain = page.waitForResponse((response) => response.url().endsWith(REFRESH_PATH));
  await page.reload();
  expect((await rotatedAgain).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // …then someone replays the old value.
  const replay = await request.post(REFRESH_PATH, { headers: { cookie: `${stolen!.name}=${stolen!.value}` } });
  expect(replay.status()).toBe(401);
  // The whole family is revoked: the next load cannot refresh and ends at login.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});

test('account pages on a phone: collapsible menu, axe clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const email = uniqueEmail('phone');
  await registerByApi(page, email, PASSWORD);
  await page.goto('/login');
  await expectAxeClean(page);
  await loginThroughForm(page, email, PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('pasal-session'))).toContain('"loggedIn":true');

  const menuButton = page.getByRole('button', { name: /account menu/ });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  for (const [label, heading] of [
    ['Dashboard', 'Dashboard'],
    ['Orders', 'Your Orders'],
    ['Account Details', 'Account Details'],
    ['Billing Address', 'Billing Address'],
    ['Change Password', 'Change Password'],
  ] as const) {
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
    await expectAxeClean(page);
  }
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});
