import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, fromOwnAddress, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Newsletter (issue 19): a reader subscribes and gets a welcome e-mail carrying the one-click
// unsubscribe headers (RFC 8058) and a link to a page that works without signing in; opening
// that page changes nothing until its button is pressed; a mail program's one-click POST
// unsubscribes directly; an admin sees subscribers with date and source, exports them as CSV and
// removes one.

const PASSWORD = 'staff-newsletter-journey-pw-1';

async function subscribe(request: APIRequestContext, email: string, source?: string) {
  const response = await request.post('/api/v1/newsletter/subscribe/', {
    headers: fromOwnAddress(),
    data: source ? { email, source } : { email },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The welcome e-mail to `email` from the shop's outbox, header lines unfolded. */
async function welcomeMailTo(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const needle = email.replace(/[^a-z0-9@._-]/gi, '_');
  let found = '';
  await expect
    .poll(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const file = files.find((name) => name.endsWith('.eml') && name.includes(needle));
      found = file ? (await readFile(join(outbox, file), 'utf8')).replace(/\r?\n(?=[ \t])/g, '') : '';
      return found;
    })
    .toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  return found;
}

function oneClickUrl(mail: string): URL {
  const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1];
  expect(header).toBeDefined();
  return new URL(header!);
}

async function isSubscribed(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/api/v1/newsletter/unsubscribe/', {
    params: { token },
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { subscribed: boolean } }).data.subscribed;
}

test('the welcome e-mail’s link unsubscribes without signing in, only after the button', async ({ page, request }) => {
  const reader = uniqueEmail('newsletter-reader');
  await subscribe(request, reader);
  const mail = await welcomeMailTo(reader);
  expect(mail).toMatch(/^Subject: Welcome to the Pasal newsletter/m);
  const token = oneClickUrl(mail).searchParams.get('token')!;
  expect(oneClickUrl(mail).pathname).toBe('/api/v1/newsletter/unsubscribe/');
  // The footer link (quoted-printable in the .eml) is the storefront page with the same token.
  const body = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(body).toContain(`/newsletter/unsubscribe?token=${token}`);

  // Opening the page (as a mail scanner would) changes nothing.
  await page.goto(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter', level: 1 })).toBeVisible();
  await expect(page.getByText(`Stop newsletter e-mails to ${reader}?`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await isSubscribed(request, token)).toBe(true);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You are unsubscribed', level: 1 })).toBeVisible();
  expect(await isSubscribed(request, token)).toBe(false);
  await expectAxeClean(page);

  // The link again: it says so, no button.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed', level: 1 })).toBeVisible();

  // A made-up token is refused clearly.
  await page.goto('/newsletter/unsubscribe?token=1.not-a-real-signature');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');
});

test('a mail program’s one-click POST unsubscribes directly (RFC 8058)', async ({ playwright, baseURL }) => {
  const reader = uniqueEmail('newsletter-oneclick');
  // A bare client: no cookies, no token, as a mail provider's server.
  const client = await playwright.request.newContext({ baseURL });
  await subscribe(client, reader);
  const url = oneClickUrl(await welcomeMailTo(reader));
  const token = url.searchParams.get('token')!;
  const response = await client.post(`${url.pathname}${url.search}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await isSubscribed(client, token)).toBe(false);
  await client.dispose();
});

test('an admin sees subscribers with date and source, exports them and removes one', async ({ page, request }) => {
  const admin = uniqueEmail('newsletter-admin');
  const tag = Date.now().toString(36);
  const reader = `reader.${tag}@example.com`;
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  await subscribe(request, reader, 'checkout');

  await page.goto('/login');
  await loginThroughForm(page, admin, PASSWORD);
  await page.goto('/staff/orders');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search e-mail addresses' }).fill(tag);
  await page.getByRole('searchbox', { name: 'Search e-mail addresses' }).press('Enter');
  const table = page.getByRole('table', { name: 'Subscribers (1)' });
  const row = table.getByRole('row').filter({ hasText: reader });
  await expect(row.getByText('Checkout', { exact: true })).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectAxeClean(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFemail,source,subscribed_at\r\n')).toBe(true);
  expect(csv).toContain(`${reader},checkout,`);
  await expect(page.getByText('Subscribers exported')).toBeVisible();

  await row.getByRole('button', { name: `Remove ${reader}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this subscriber?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Subscriber removed')).toBeVisible();
  await expect(page.getByText('No subscriber matches your search.')).toBeVisible();
});

test('a staff member who is not an admin cannot open the newsletter list', async ({ page, request }) => {
  const staff = uniqueEmail('newsletter-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto('/staff/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});
