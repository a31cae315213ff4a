import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, moveOrder, placeCodOrder, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes, imei } from './after-sales-helpers.js';
import { loginThroughForm, switchAccount, uniqueEmail } from './auth-helpers.js';

// Serial numbers and warranty (issue #33): staff record the IMEIs of two phones on the order page's
// Units card (a USB scanner types and presses Enter), Shipped is refused until both are there, the
// bill lists them, the warranty lookup finds a unit and the customer sees its warranty end.

test.slow();
const PASSWORD = 'serials-journey-pw-1';
test('staff record two IMEIs at packing; the bill lists them; the lookup and the customer see the warranty', async ({
  page,
  request,
}) => {
  const seed = Date.now() % 1_000_000_000_000;
  // Two IMEIs with valid check digits, unique to this run.
  const [first, second] = [imei('35', seed), imei('35', seed + 1)];
  const customer = uniqueEmail('serials-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD), {
    category: 'smartphones',
    quantity: 2,
  });
  const staff = uniqueEmail('serials-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  await moveOrder(request, staffHeaders, transactionId, { status: 'Processing' });
  const early = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
    headers: staffHeaders,
    data: { status: 'Shipped', courier: 'pathao', tracking_number: 'PTH-5544' },
  });
  expect(early.status()).toBe(400);

  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto(`/staff/orders?order=${transactionId}`);
  const card = page.getByRole('region', { name: 'Units' });
  await expect(card.getByText('0 of 2 recorded')).toBeVisible();
  await card.getByLabel('Serial number or IMEI (unit 1 of 2)').fill(first);
  await card.getByLabel('Serial number or IMEI (unit 1 of 2)').press('Enter');
  await expect(card.getByText('1 of 2 recorded')).toBeVisible();
  await attachAtBothSizes(page, 'staff-units-card');
  await card.getByLabel('Serial number or IMEI (unit 2 of 2)').fill(second);
  await card.getByLabel('Serial number or IMEI (unit 2 of 2)').press('Enter');
  await expect(card.getByText('2 of 2 recorded')).toBeVisible();
  await moveOrder(request, staffHeaders, transactionId, {
    status: 'Shipped',
    courier: 'pathao',
    tracking_number: 'PTH-5544',
  });
  await moveOrder(request, staffHeaders, transactionId, { status: 'Delivered' });
  const bill = await request.get(`/api/v1/orders/${transactionId}/invoice/`, {
    headers: await bearerFor(request, customer, PASSWORD),
  });
  const lines = ((await bill.json()) as { data: { lines: { serials?: string[] }[] } }).data.lines;
  expect(lines[0]!.serials).toEqual([first, second]);

  await page.goto('/staff/warranty');
  await page.getByLabel('Serial number or IMEI').fill(second);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('In warranty')).toBeVisible();
  await expect(page.getByRole('link', { name: transactionId })).toBeVisible();
  await attachAtBothSizes(page, 'staff-warranty-lookup');

  // The customer: each unit's serial and its warranty end on Your Orders.
  await switchAccount(page, customer, PASSWORD);
  await page.goto('/profile/orders');
  const order = page.getByRole('listitem').filter({ hasText: transactionId });
  await order.getByText(/items and timeline/).click();
  const units = order.getByRole('list', { name: 'Serial numbers and warranty' });
  await expect(units.getByText(first)).toBeVisible();
  await expect(units.getByText(/Warranty until/).first()).toBeVisible();
  await attachAtBothSizes(page, 'customer-order-serials');
  await page.goto(`/profile/orders/${transactionId}/invoice`);
  await expect(page.getByText(`Serial no.: ${first}, ${second}`)).toBeVisible();
  await attachAtBothSizes(page, 'customer-bill-serials');
});
