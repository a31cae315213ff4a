import { expect, test, type Page } from '@playwright/test';
import { makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Customers in the back office (issue #19): an admin finds a customer by name and by phone
// (with +977), opens the account, disables it with a reason given in a confirmation dialog, and
// the customer can no longer sign in; enabled again, they can. A staff member reads the same
// screens but is offered no way to disable.

test.slow();
const PASSWORD = 'staff-customers-journey-pw-1';
const DISABLED = 'This account has been disabled. Please contact the shop if you think this is a mistake';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
}

test('an admin finds a customer, disables the account (it cannot sign in) and enables it again', async ({
  browser,
  page,
  request,
}) => {
  const admin = uniqueEmail('customers-admin');
  const staff = uniqueEmail('customers-staff');
  const shopper = uniqueEmail('customers-shopper');
  const firstName = `Kamala${Date.now().toString(36)}`;
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  // A phone of its own: other journeys running alongside register accounts with the shared one.
  const phone = `984${String(Date.now()).slice(-7)}`;
  await registerAccount(request, shopper, PASSWORD, firstName, phone);
  await makeStaff(admin, 'admin');
  await makeStaff(staff, 'staff');

  // The admin opens Customers from the staff navigation and searches by name, in other case.
  await signIn(page, admin);
  await page.goto('/staff/orders');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAxeClean(page);

  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill(firstName.toUpperCase());
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${firstName.toUpperCase()}`));
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(firstName) });
  await expect(row).toContainText('Rs. 0');
  await expect(row).toContainText('Active');

  // The phone as a shopper would say it, with the country code, spaces and a dash.
  await search.fill(`+977 ${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`);
  await search.press('Enter');
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(firstName);

  // The detail: contact, addresses, orders and reviews, and the way to disable.
  await table.getByRole('link', { name: `${firstName} Gurung` }).click();
  await expect(page).toHaveURL(/\/staff\/customers\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: `${firstName} Gurung`, level: 1 })).toBeVisible();
  for (const heading of ['Contact', 'Addresses', 'Orders', 'Reviews'])
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByText('No orders yet.').first()).toBeVisible();
  await expectAxeClean(page);

  // Disabling asks for a reason, in a dialog run from the keyboard.
  const disableButton = page.getByRole('button', { name: 'Disable account' });
  await disableButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Disable ${firstName} Gurung?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(dialog.getByText('Please say why the account is disabled')).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Orders refused at the door three times');
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText(`${firstName} Gurung is disabled; their sessions have ended`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Orders refused at the door three times')).toBeVisible();
  await expect(page.getByText(/Disabled on .* by Hari Gurung/)).toBeVisible();
  // Focus lands on the button that undoes it, not on the page's start.
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeFocused();
  await expectAxeClean(page);

  // The customer cannot sign in: the login form says why.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await shopperPage.goto('/login');
  await shopperPage.getByLabel('Email').fill(shopper);
  await shopperPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await shopperPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(shopperPage.getByText(DISABLED).first()).toBeVisible();
  await expect(shopperPage).toHaveURL(/\/login$/);

  // A staff member reads the account, disabled, but has no way to change it.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff);
  await staffPage.goto(detailUrl);
  await expect(staffPage.getByText('Orders refused at the door three times')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: /able account/ })).toHaveCount(0);
  await staffContext.close();

  // Enabled again, the customer signs in.
  await page.getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByText(`${firstName} Gurung can sign in again`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable account' })).toBeVisible();
  await shopperPage.goto('/login');
  await loginThroughForm(shopperPage, shopper, PASSWORD);
  await shopperContext.close();
});

test('on a phone the customers list and an account fit the screen', async ({ page, request }) => {
  const admin = uniqueEmail('customers-phone-admin');
  await registerAccount(request, admin, PASSWORD, 'Gita');
  await makeStaff(admin, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin);
  await page.goto('/staff/customers');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1)).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await expectAxeClean(page);
  await page.getByRole('table', { name: 'Customers' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAxeClean(page);
});
