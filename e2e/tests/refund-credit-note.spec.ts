import { expect, test } from '@playwright/test';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Money that matches (issue #33): a delivered cash-on-delivery order is refunded in part from the
// staff order page ("Record refund": the delivery charge, paid out in cash), which issues a credit
// note against the bill; the shopper finds it under the bill and prints it. Screens are attached
// at phone and desktop sizes, each checked with axe.

test.slow();
const PASSWORD = 'refund-journey-pw-1';

test('staff refund the delivery charge of a delivered COD order in cash; the shopper sees the credit note', async ({
  page,
  request,
}) => {
  const customer = uniqueEmail('refund-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD));
  const staff = uniqueEmail('refund-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: staffHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-445566' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto(`/staff/orders?order=${transactionId}`);
  await page.getByRole('button', { name: 'Record refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record refund' });
  await expect(dialog.getByText('Most that may still be refunded')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Delivery charge/ }).check();
  await expect(dialog.getByTestId('refund-amount')).toHaveText(/^Rs\. [\d,]+/);
  await dialog.getByLabel(/Cash handed to/).fill('Sita, at the counter');
  await dialog.getByLabel(/Reason/).fill('Delivery was two days late');
  await expectAxeClean(page);
  await attachAtBothSizes(page, 'staff-refund-dialog');
  await dialog.getByRole('button', { name: /^Record refund of Rs\./ }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  const section = page.getByRole('region', { name: 'Refunds and credit notes' });
  await expect(section.getByText('Delivery was two days late')).toBeVisible();
  await expect(section.getByText(/^CN \d{4}\/\d{2}-\d{6}$/).first()).toBeVisible();
  await expect(page.getByText(/Payment Paid → Partly refunded/)).toBeVisible();
  await expectAxeClean(page);
  await attachAtBothSizes(page, 'staff-order-refunded');

  // The shopper: the bill is as issued, with the credit note under it, and the credit note prints.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await loginThroughForm(page, customer, PASSWORD);
  await page.goto(`/profile/orders/${transactionId}/invoice`);
  const underBill = page.getByRole('region', { name: 'Credit notes against this bill' });
  await expect(underBill.getByText(/^CN \d{4}\/\d{2}-\d{6}: Rs\./)).toBeVisible();
  await underBill.getByRole('link', { name: 'View and print the credit notes' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${transactionId}/credit-notes$`));
  await expect(page.getByRole('heading', { name: 'Credit Note', exact: true })).toBeVisible();
  await expect(page.getByTestId('credit-note-number')).toHaveText(/^CN \d{4}\/\d{2}-\d{6}$/);
  await expect(page.getByText('Delivery charge', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await attachAtBothSizes(page, 'customer-credit-note');

  await page.goto(`/profile/orders/${transactionId}/credit-notes?lang=ne`);
  await expect(page.getByRole('heading', { name: 'क्रेडिट नोट', exact: true })).toBeVisible();
  await expectAxeClean(page);
});
