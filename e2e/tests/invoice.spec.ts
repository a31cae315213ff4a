import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The tax invoice (issue #20): a cash-on-delivery order is delivered by staff, which issues its
// bill; the shopper opens "Download bill" from Your Orders and sees the number, the BS date and the
// VAT, in English and in Nepali, on a page that prints as the bill alone.

test.slow();
const PASSWORD = 'invoice-journey-pw-1';

test('a delivered cash-on-delivery order has a bill the shopper can open and print', async ({ page, request }) => {
  const customer = uniqueEmail('bill-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD));

  // Before delivery there is no bill yet.
  const early = await request.get(`/api/v1/orders/${transactionId}/invoice/`, {
    headers: await bearerFor(request, customer, PASSWORD),
  });
  expect(early.status()).toBe(409);

  // Staff deliver it (cash collected): the bill is issued in that move.
  const staff = uniqueEmail('bill-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: staffHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-778899' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto('/login');
  await loginThroughForm(page, customer, PASSWORD);
  await page.goto('/profile/orders');
  const card = page.getByRole('listitem').filter({ hasText: transactionId });
  // The order's date (the return sentence below it also names a BS date).
  await expect(
    card
      .locator('time')
      .filter({ hasText: / BS \(/ })
      .first(),
  ).toBeVisible();
  await card.getByRole('link', { name: `Download bill for order ${transactionId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${transactionId}/invoice$`));
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  await expect(page.getByTestId('invoice-number')).toHaveText(/^\d{4}\/\d{2}-\d{6}$/);
  await expect(page.getByText('VAT 13%')).toBeVisible();
  await expect(page.getByText(/In words: Rupees .* Only/)).toBeVisible();
  await expect(page.getByText('PAN/VAT No.:', { exact: false }).first()).toBeVisible();
  await expectAxeClean(page);

  // Printed, the button and the page's chrome are gone; the bill stays.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print / Download' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // In Nepali: the same bill, Nepali labels.
  await page.goto(`/profile/orders/${transactionId}/invoice?lang=ne`);
  await expect(page.getByRole('heading', { name: 'कर बिजक', level: 1 })).toBeVisible();
  await expect(page.getByText('मू.अ.कर १३%')).toBeVisible();
  await expectAxeClean(page);
});
