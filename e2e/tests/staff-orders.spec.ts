import { expect, test, type APIRequestContext } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placeCodOrder, runMakeStaff } from './admin-helpers.js';
import {
  expectAxeClean,
  fromOwnAddress,
  loginThroughForm,
  PHONE,
  uniqueEmail,
  verifyEmailByApi,
} from './auth-helpers.js';

// The shop's order desk: a staff member moves a customer's cash-on-delivery order from Pending to
// Delivered on /staff/orders, shipping it with a courier and a tracking number the customer sees on
// their order page; the order becomes paid (cash collected).

test.slow();
const PASSWORD = 'staff-desk-journey-pw-1';

/** Creates an account through the API without signing any browser in. */
async function register(request: APIRequestContext, email: string, firstName: string) {
  const response = await request.post('/api/v1/users/register/', {
    headers: fromOwnAddress(),
    data: {
      first_name: firstName,
      last_name: 'Gurung',
      email,
      phone: PHONE,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await verifyEmailByApi(request, email);
}

/** Signs in as the customer through the API; their bearer headers. */
async function customerHeaders(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/users/login/', { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { access: string } }).data.access;
  return { authorization: `Bearer ${token}` };
}

/** Whether an e-mail to `email` in the running shop's outbox contains `text`. */
function outboxHas(email: string, text: string): boolean {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return false;
  const needle = email.replace(/[^a-z0-9@._-]/gi, '_');
  return readdirSync(outbox)
    .filter((name) => name.includes(needle))
    .some((name) => readFileSync(join(outbox, name), 'utf8').includes(text));
}

test('a staff member ships a cash-on-delivery order with a tracking number and delivers it', async ({
  browser,
  page,
  request,
}) => {
  const customer = uniqueEmail('desk-customer');
  await register(request, customer, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await customerHeaders(request, customer));

  // A customer is told the desk is for staff (in a browser of their own).
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/login');
  await loginThroughForm(customerPage, customer, PASSWORD);
  await customerPage.goto('/staff/orders');
  await expect(customerPage.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await customerContext.close();

  // Staff: an account promoted with `npm run user:make-staff` against the running shop's database.
  const staff = uniqueEmail('desk-staff');
  await register(request, staff, 'Ram');
  expect(await runMakeStaff(staff)).toContain('is now staff');

  await page.goto('/staff/orders');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, staff, PASSWORD);
  await expect(page).toHaveURL(/\/staff\/orders$/);

  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Search').fill(customer);
  await filters.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('list', { name: 'Orders' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectAxeClean(page);
  await list.getByRole('link', { name: new RegExp(transactionId) }).click();

  await expect(page.getByRole('heading', { name: `Order ${transactionId}`, level: 1 })).toBeFocused();
  const next = page.getByRole('region', { name: 'Next step' });
  await expect(next.getByRole('button')).toHaveText([
    'Mark as Processing',
    'Cancel order',
    'Change items',
    'Change delivery',
  ]);
  await expectAxeClean(page);

  // Processing asks first and can be undone for a minute (issue #33).
  await next.getByRole('button', { name: 'Mark as Processing' }).click();
  const confirmProcessing = page.getByRole('alertdialog', { name: `Mark order ${transactionId} as Processing?` });
  await expectAxeClean(page);
  await confirmProcessing.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(page.getByText(`Order ${transactionId} is now Processing`)).toBeVisible();
  await next.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Mark as Processing' })).toBeVisible();
  await next.getByRole('button', { name: 'Mark as Processing' }).click();
  await confirmProcessing.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(page.getByText(`Order ${transactionId} is now Processing`).first()).toBeVisible();
  // Shipping asks how the parcel travels.
  const trackingNumber = `PTH-${transactionId.slice(-6)}`;
  const trackingUrl = `https://pathao.example/track/${trackingNumber}`;
  await next.getByRole('button', { name: 'Mark as Shipped' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${transactionId}` });
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(ship.getByText('Please choose the courier')).toBeVisible();
  await expectAxeClean(page);
  await ship.getByLabel('Courier').selectOption({ label: 'Pathao' });
  await ship.getByLabel('Tracking number').fill(trackingNumber);
  await ship.getByLabel('Tracking link').fill(trackingUrl);
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText(`Order ${transactionId} is now Shipped`)).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(next.getByRole('button')).toHaveText(['Mark as Delivered']);
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText(`On its way with Pathao`);
  await expect(shipment).toContainText(trackingNumber);

  // The customer sees the courier, the tracking number, a link and the timeline on their order,
  // and was e-mailed them.
  const customerAgain = await browser.newContext();
  const ordersPage = await customerAgain.newPage();
  await ordersPage.goto('/login');
  await loginThroughForm(ordersPage, customer, PASSWORD);
  await ordersPage.goto('/profile/orders');
  const card = ordersPage
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: transactionId })
    .first();
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(card.getByText('On its way with Pathao')).toBeVisible();
  await expect(card.getByTestId('tracking-number')).toHaveText(trackingNumber);
  await expect(card.getByRole('link', { name: /Track your parcel with Pathao/ })).toHaveAttribute('href', trackingUrl);
  await card.getByText('and timeline').click();
  const timeline = card.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').last()).toContainText(`Pathao, tracking number ${trackingNumber}`);
  await expectAxeClean(ordersPage);
  await customerAgain.close();
  await expect.poll(() => outboxHas(customer, `Tracking number: ${trackingNumber}`)).toBe(true);

  await next.getByRole('button', { name: 'Mark as Delivered' }).click();
  const confirmDelivered = page.getByRole('alertdialog', { name: `Mark order ${transactionId} as Delivered?` });
  await expect(confirmDelivered).toContainText('This issues the bill (tax invoice) and records');
  await confirmDelivered.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(page.getByText(`Order ${transactionId} is now Delivered`)).toBeVisible();
  // Delivered and paid (cash collected): what is left is a refund, should the customer return it.
  await expect(next.getByRole('button', { name: 'Record refund' })).toBeVisible();
  // The delivery issued the bill: no undo, and the shipment card no longer says "On its way".
  await expect(next.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(shipment).toContainText('Delivered by Pathao');

  // The paperwork: the first print of the bill is the original, the next a numbered copy; the
  // packing slip has the address and phone and no prices.
  await page.getByRole('link', { name: 'Print bill' }).click();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print bill' }).click();
  await expect(page.getByTestId('bill-mark')).toContainText('Original · printed by Ram');
  await page.getByRole('button', { name: 'Print bill' }).click();
  await expect(page.getByTestId('bill-mark')).toContainText('Copy of original (1) · printed by Ram');
  await expectAxeClean(page);
  await page.goBack();
  await page.getByRole('link', { name: 'Packing slip' }).click();
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip).toContainText(transactionId);
  await expect(slip).toContainText('Nothing to collect: the cash is already collected');
  await expectAxeClean(page);
  await page.goBack();
  await expect(page.getByLabel('Status Delivered, payment Paid')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Shipped → Delivered');
  await expect(history).toContainText('Payment Unpaid → Paid');

  // The list shows it delivered and paid.
  await page.getByRole('link', { name: 'All orders' }).click();
  await filters.getByLabel('Order status').selectOption('Delivered');
  await expect(list.getByRole('listitem').filter({ hasText: transactionId })).toContainText('Paid');
});
