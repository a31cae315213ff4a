import { expect, test } from '@playwright/test';
import { makeStaff, registerAccount } from './admin-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';

// "Remove demo data" (issue #32): an admin on /staff/settings is asked first, can back out, then
// removes the demo catalogue; the storefront's search shows its empty state for a demo product,
// whose page is gone (or answers 410 when it had been sold), the blog's built-in posts are gone,
// and a second removal finds nothing. It runs after every other journey
// (its own project in playwright.config.ts): they all shop from the demo catalogue.

const PASSWORD = 'demo-data-journey-pw-1';

test('an admin removes the demo data after confirming, and the shop no longer shows it', async ({ page, request }) => {
  const admin = uniqueEmail('demo-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const featured = (await (await request.get('/api/v1/products/featured/')).json()) as {
    data: { name: string; slug: string }[];
  };
  const demo = featured.data[0];
  if (!demo) throw new Error('the demo catalogue has no featured product');

  await page.goto('/login');
  await loginThroughForm(page, admin, PASSWORD);
  await page.goto('/staff/settings');
  const section = page.getByRole('region', { name: 'Demo data' });
  await section.getByRole('button', { name: 'Remove demo data' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Remove the demo data?' });
  await expect(dialog).toContainText('archived instead');
  // Focus starts on Cancel: Enter backs out without removing anything.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await request.get(`/api/v1/products/${demo.slug}/`)).status()).toBe(200);

  await section.getByRole('button', { name: 'Remove demo data' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Remove the demo data?' });
  await dialog.getByRole('button', { name: 'Remove demo data' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toContainText(/^Removed \d+ products/);

  await page.goto(`/search?q=${encodeURIComponent(demo.name)}`);
  await expect(page.getByText('No products found...')).toBeVisible();
  // Removed outright (404), or archived (410) when an earlier journey bought it: either way not sold.
  expect([404, 410]).toContain((await request.get(`/api/v1/products/${demo.slug}/`)).status());
  // The built-in blog posts were demo content too: the blog has no post now.
  await page.goto('/blogs');
  await expect(page.getByText('No blog posts found matching your search.')).toBeVisible();
  await page.goto('/blogs/1');
  await expect(page).toHaveURL(/\/404$/);

  await page.goto('/staff/settings');
  await section.getByRole('button', { name: 'Remove demo data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove demo data' }).click();
  await expect(section.getByRole('status')).toHaveText('There was no demo data to remove.');
});
