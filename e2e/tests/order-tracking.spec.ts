import { expect, test } from '@playwright/test';
import { bearerFor, placeCodOrder, registerAccount } from './admin-helpers.js';
import { uniqueEmail } from './auth-helpers.js';
import { expectAxeClean } from './axe.js';

// Track your order (issue #36): someone who placed a cash-on-delivery order opens /track in a
// browser that has never signed in, from the footer, and reads the order's status and timeline
// with its number and the last four digits of the order's phone. A wrong phone is told nothing.

const PASSWORD = 'Str0ng-pass-36';

test('a COD order is tracked without signing in', async ({ request, browser }) => {
  const customer = uniqueEmail('track-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD));

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByRole('heading', { name: 'Track your order', level: 1 })).toBeVisible();

  await page.getByLabel('Order number').fill(transactionId.toLowerCase());
  await page.getByLabel('Last four digits of phone').fill('0000');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toHaveText('No order matches this order number and phone number');

  await page.getByLabel('Last four digits of phone').fill('4567');
  await page.getByRole('button', { name: 'Track order' }).click();
  const result = page.getByTestId('tracked-order');
  await expect(result.getByRole('heading', { name: `Order ${transactionId}` })).toBeVisible();
  await expect(result.getByText('Pending', { exact: true })).toBeVisible();
  await expect(result.getByRole('list', { name: 'Order timeline' }).getByText('Order placed')).toBeVisible();
  await expect(result).toContainText('Home delivery to');
  // Nothing personal: not the buyer's name nor the phone.
  await expect(result).not.toContainText('Gurung');
  await expect(result).not.toContainText('9841234567');
  await expectAxeClean(page);
  await context.close();
});
