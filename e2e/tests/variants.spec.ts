import { expect as baseExpect, test } from '@playwright/test';
import { bearerFor, makeStaff, moveOrder, recordSerials, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { fillNepalAddress, isCartSaved, KATHMANDU_ADDRESS } from './checkout-helpers.js';

// Variants (issue #35): the demo's Galaxy S24 Ultra is sold as 12GB/256GB, 12GB/512GB and
// 12GB/1TB. A shopper picks 512GB on the product page (its own address, which a shared link opens
// the same, rendered by the server), adds it, checks out, and the bill names the configuration.
// The colour chosen is in the address too, turns the gallery to its picture and goes along to the
// next configuration.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'variants-journey-pw-1';
const BASE = '/products/samsung-galaxy-s24-ultra-12gb-256gb';
const CHOSEN = '/products/samsung-galaxy-s24-ultra-12gb-512gb';
const CHOSEN_NAME = 'Samsung Galaxy S24 Ultra (12GB/512GB)';
const GRAY = '?colour=titanium-gray';
const escaped = (text: string) => text.replace(/[()?]/g, '\\$&');

test('a shopper picks 12GB/512GB on the product page, orders it, and the bill names it', async ({ page, request }) => {
  const email = uniqueEmail('variant-shopper');
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);

  // One card for the phone in the list: the family's first configuration.
  const listed = await request.get('/api/v1/products/?name=galaxy%20s24%20ultra');
  const names = ((await listed.json()) as { data: { name: string }[] }).data.map((card) => card.name);
  expect(names.filter((name) => name.startsWith('Samsung Galaxy S24 Ultra'))).toEqual([
    'Samsung Galaxy S24 Ultra (12GB/256GB)',
  ]);

  await page.goto(BASE, { waitUntil: 'networkidle' });
  const storage = page.getByRole('group', { name: 'Storage: 256GB' });
  await expect(storage.getByRole('link', { name: '1TB (sold out)' })).toBeVisible();
  // The demo draws its second picture in its second colour.
  await expect(page.getByText('1 / 4', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Titanium Gray' }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(BASE + GRAY)}$`));
  await expect(page.getByText('2 / 4', { exact: true })).toBeVisible();
  await storage.getByRole('link', { name: '512GB' }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(CHOSEN + GRAY)}$`));
  await expect(page.getByRole('heading', { level: 1, name: CHOSEN_NAME })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Storage: 512GB' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Titanium Gray' })).toBeChecked();
  await expect(page.getByText('2 / 4', { exact: true })).toBeVisible();
  await expect(page.getByText('Rs. 1,84,999').first()).toBeVisible();
  await attachAtBothSizes(page, 'variant-picker');

  // The address is the configuration and its colour: the server renders it for a shared link.
  const shared = await request.get(CHOSEN + GRAY);
  expect(shared.status()).toBe(200);
  const html = await shared.text();
  expect(html).toContain(CHOSEN_NAME);
  expect(html).toContain('Storage');
  const friend = await page.context().newPage();
  // Minified React reports a mismatch as an uncaught error (#418), without the word "hydration".
  const hydrationErrors: string[] = [];
  friend.on('pageerror', (error) => hydrationErrors.push(error.message));
  friend.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await friend.goto(CHOSEN + GRAY, { waitUntil: 'networkidle' });
  await expect(friend.getByRole('radio', { name: 'Titanium Gray' })).toBeChecked();
  await expect(friend.getByText('2 / 4', { exact: true })).toBeVisible();
  expect(hydrationErrors).toEqual([]);
  await friend.close();

  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await saved;
  await page.goto('/carts');
  await expect(page.getByRole('link', { name: CHOSEN_NAME }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Sita');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillNepalAddress(page, KATHMANDU_ADDRESS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await page.getByRole('textbox', { name: 'Additional info' }).fill('Please call before coming');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Checkout successfully!')).toBeVisible();
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  const transactionId = (await order.getByTestId('order-transaction-id').textContent()) ?? '';
  expect(transactionId).toMatch(/^PSL-[0-9A-Z]{12}$/);

  // Staff pack it (IMEI recorded), ship and deliver it: the bill is issued.
  const staff = uniqueEmail('variant-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const headers = await bearerFor(request, staff, PASSWORD);
  await moveOrder(request, headers, transactionId, { status: 'Processing' });
  await recordSerials(request, headers, transactionId);
  await moveOrder(request, headers, transactionId, {
    status: 'Shipped',
    courier: 'pathao',
    tracking_number: 'PTH-512512',
  });
  await moveOrder(request, headers, transactionId, { status: 'Delivered' });

  await page.goto(`/profile/orders/${transactionId}/invoice`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: new RegExp(CHOSEN_NAME.replace(/[()]/g, '\\$&')) }).first(),
  ).toBeVisible();
});
