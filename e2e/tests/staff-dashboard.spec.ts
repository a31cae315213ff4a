import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The dashboard (/staff): a customer's cash-on-delivery order shows up in today's figures and in
// the orders waiting to be processed; the staff member follows that count to the order desk, which
// lists the order. On a phone the staff screens are in a menu panel opened from the top bar. Other
// journeys place orders at the same time, so counts are compared with the API, not with constants.

test.slow();
const PASSWORD = 'staff-dashboard-journey-pw-1';

interface Dashboard {
  periods: { today: { orders: number; cod_outstanding: { count: number } } };
  waiting: { step: string; count: number }[];
}

test('staff read the day on the dashboard and follow the orders to process to the order desk', async ({
  browser,
  page,
  request,
}) => {
  const customer = uniqueEmail('dash-customer');
  const staffer = uniqueEmail('dash-staff');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  await registerAccount(request, staffer, PASSWORD, 'Ram');
  await makeStaff(staffer, 'staff');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD));

  // The dashboard's API agrees with itself: the new order is a sale today and waits to be processed.
  const staffHeaders = await bearerFor(request, staffer, PASSWORD);
  const figures = (
    (await (await request.get('/api/v1/admin/dashboard/', { headers: staffHeaders })).json()) as { data: Dashboard }
  ).data;
  expect(figures.periods.today.cod_outstanding.count).toBeGreaterThanOrEqual(1);
  expect(figures.waiting.find((step) => step.step === 'process')?.count).toBeGreaterThanOrEqual(1);

  await page.goto('/staff');
  await loginThroughForm(page, staffer, PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('COD outstanding')).toBeVisible();
  await expect(today).toContainText(/received · \d+ orders?/);
  await expect(page.getByRole('region', { name: 'Sales, last 30 days' }).locator('svg').first()).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Orders waiting' });
  const toProcess = waiting.getByRole('link', { name: /^To process: \d+ orders?/ });
  await expect(toProcess).toBeVisible();
  await expectAxeClean(page);

  // Refresh answers with a toast.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Figures updated')).toBeVisible();

  // The chart's figures as a table, opened with the keyboard.
  const perDay = page.getByText('The figures per day');
  await perDay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Sales per day, last 30 days, newest first' })).toBeVisible();
  await expectAxeClean(page);

  // Following the count opens the order desk with the Pending filter, and the order is there.
  await toProcess.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/orders\?status=Pending$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders' })).toContainText(transactionId);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/staff$/);

  // On a phone: a top bar with the screen's name; the menu panel holds the same navigation.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto('/staff');
  await loginThroughForm(phonePage, staffer, PASSWORD);
  await expect(phonePage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(phonePage.getByRole('navigation', { name: 'Staff area' })).toBeHidden();
  await expectAxeClean(phonePage);
  const menuButton = phonePage.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await phonePage.keyboard.press('Enter');
  const menu = phonePage.getByRole('dialog', { name: 'Staff menu' });
  await expect(menu.getByRole('navigation', { name: 'Staff area' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Draft orders',
    'Counter sale',
    'Returns',
    'Warranty',
    'Warranty claims',
    'Search words',
    'Customers',
    'Reviews',
    'Questions',
    'Messages',
  ]);
  await expectAxeClean(phonePage);
  await phonePage.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(phonePage).toHaveURL(/\/staff\/orders$/);
  await expect(menu).toBeHidden();
  await phone.close();
});
