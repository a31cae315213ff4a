import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';
import { fillAddressFields } from './checkout-helpers.js';
import { atBothSizes } from './screenshots.js';

// Changing an order before it ships (issue #36): a customer rings to take one power bank, not two.
// Staff open the order, set the quantity, see the new totals, give the reason and save; the
// history says what changed and the customer's order page shows the new total.

test.slow();
const PASSWORD = 'order-edit-journey-pw-1';

test('staff take a unit off an open cash-on-delivery order; the customer sees the new total', async ({
  browser,
  page,
  request,
}) => {
  const customer = uniqueEmail('edit-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const customerHeaders = await bearerFor(request, customer, PASSWORD);
  const transactionId = await placeCodOrder(request, customer, customerHeaders, { quantity: 2 });
  const staff = uniqueEmail('edit-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');

  await page.goto(`/staff/orders?order=${transactionId}`);
  await loginThroughForm(page, staff, PASSWORD);
  await expect(page.getByRole('heading', { name: `Order ${transactionId}`, level: 1 })).toBeVisible();
  const next = page.getByRole('region', { name: 'Next step' });
  await next.getByRole('button', { name: 'Change items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change items' });
  const quantity = dialog.getByRole('spinbutton');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('1');
  const totals = dialog.getByRole('table', { name: 'Totals before and after the change' });
  const totalRow = totals.getByRole('row', { name: /^Total/ });
  await expect(totalRow.getByRole('cell').nth(1)).not.toHaveText('—');
  await expect(totalRow.getByRole('cell').nth(1)).toHaveText(/^Rs\. [\d,]+$/);
  await dialog.getByLabel(/Reason/).fill('The customer rang: one power bank, not two');
  await atBothSizes(page, 'order-edit-dialog');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Order changed: the customer has been told')).toBeVisible();
  await expect(dialog).toBeHidden();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(/Items changed, total Rs\. [\d,]+ → /);
  await expect(history).toContainText('2 → 1. The customer rang: one power bank, not two');
  await atBothSizes(page, 'order-edit-history');

  // Then she wants it at her office in Pokhara: a new address, the outside-valley charge.
  await next.getByRole('button', { name: 'Change delivery' }).click();
  const delivery = page.getByRole('dialog', { name: 'Change delivery' });
  await fillAddressFields(page, {
    province: 'Gandaki Province',
    district: 'Kaski',
    localLevel: 'Pokhara Metropolitan',
    ward: 'Ward 6',
    tole: 'Lakeside',
    landmark: 'Office above the bank',
  });
  // Kathmandu's postal code does not follow her to Pokhara.
  await delivery.getByRole('textbox', { name: /Postal Code/ }).fill('');
  await delivery.getByLabel('Phone').fill('9812345678');
  const deliveryTotal = delivery.getByRole('table').getByRole('row', { name: /^Total/ });
  await expect(deliveryTotal.getByRole('cell').nth(1)).not.toHaveText('—');
  await delivery.getByLabel(/Reason/).fill('Deliver to her office in Pokhara');
  await atBothSizes(page, 'order-delivery-dialog');
  await delivery.getByRole('button', { name: 'Save changes' }).click();
  await expect(delivery).toBeHidden();
  const deliverTo = page.getByRole('region', { name: 'Deliver to' });
  await expect(deliverTo).toContainText('Pokhara Metropolitan City-6');
  await expect(deliverTo).toContainText('9812345678');
  await expect(history).toContainText(
    'now delivered to Lakeside, Pokhara Metropolitan City-6, Kaski, phone 9812345678',
  );
  const total = (await page
    .getByRole('region', { name: 'Items' })
    .getByText(/^Rs\. [\d,]+$/)
    .last()
    .textContent())!;

  // The customer's own order page shows the new total.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/login');
  await loginThroughForm(customerPage, customer, PASSWORD);
  await customerPage.goto('/profile/orders');
  const card = customerPage
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: transactionId })
    .first();
  await expect(card).toContainText(total);
  await card.getByText('and timeline').click();
  const timeline = card.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Order changed' })).toHaveCount(2);
  await customerContext.close();
});
