import { expect, test, type Page } from '@playwright/test';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Serial numbers and warranty (issue #33): staff record the IMEIs of two phones on the order page's
// Units card (a USB scanner types and presses Enter), Shipped is refused until both are there, the
// bill lists them, the warranty lookup finds a unit and the customer sees its warranty end.

test.slow();
const PASSWORD = 'serials-journey-pw-1';
// Two IMEIs with valid check digits, unique to this run (the last digit is computed).
function imei(seed: number): string {
  const body = `35${String(seed).padStart(12, '0')}`.slice(0, 14);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(body[13 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function attachAtBothSizes(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390x844', { width: 390, height: 844 }],
    ['1440x900', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page);
    const path = test.info().outputPath(`${name}-${size}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`${name}-${size}`, { path, contentType: 'image/png' });
  }
}

test('staff record two IMEIs at packing; the bill lists them; the lookup and the customer see the warranty', async ({
  page,
  request,
}) => {
  const seed = Date.now() % 1_000_000_000_000;
  const [first, second] = [imei(seed), imei(seed + 1)];
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
  const processing = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
    headers: staffHeaders,
    data: { status: 'Processing' },
  });
  expect(processing.status()).toBe(200);
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
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: staffHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-5544' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
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
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await loginThroughForm(page, customer, PASSWORD);
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
