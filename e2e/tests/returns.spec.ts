import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, moveOrder, placeCodOrder, recordSerials, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { expectAxeClean, loginThroughForm, switchAccount, uniqueEmail } from './auth-helpers.js';

// Returns and replacements (issue #33): a customer asks on Your Orders to return one of two phones
// of a delivered order; staff approve it on the Returns desk, mark it received, refund it (cash on
// delivery: paid out in cash) and put it back in stock; the customer then sees the return resolved
// with its credit note on Your Orders. Screens are attached at phone and desktop sizes.

test.slow();
const PASSWORD = 'returns-journey-pw-1';
/** A 96 × 72 PNG of a phone: the photo the customer attaches (the server reads its bytes). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAMAAAA+uQBRAAAAMFBMVEXAOSsiIiJdreI/JiMoIiG7OCp8LiavNipEJyNEJiO8OCooIiJDJiN8Lyd7LycpIiGyHYtSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAgElEQVRYw+3YSw6AIAwA0aL8Fbz/bTXhArSRxJiZtfRJXFkRIvptoZfDKTpKC5r5aXfq9qR4f8P8R5i/Q3em4jRw2oA8DXgb4KeB8fymaJwAAAAAAAAAAAAAAAAAWAXoA3gPMP6IX99ZJbTVyxDjOqd+ZyElUmNWfWlfYhUi+m03m8kSlvaeEPoAAAAASUVORK5CYII=',
  'base64',
);

test('a customer returns one of two phones; staff approve, receive, refund and restock it; the credit note shows', async ({
  page,
  request,
}) => {
  const customer = uniqueEmail('return-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD), {
    category: 'smartphones',
    quantity: 2,
  });
  const staff = uniqueEmail('return-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    // Phones are serialised (issue #33): each unit's IMEI or serial is recorded before shipping.
    if (status === 'Shipped') await recordSerials(request, staffHeaders, transactionId);
    await moveOrder(
      request,
      staffHeaders,
      transactionId,
      status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-778899' } : { status },
    );
  }

  // The customer asks to return one of the two phones.
  await page.goto('/login');
  await loginThroughForm(page, customer, PASSWORD);
  await page.goto('/profile/orders');
  const card = page.getByRole('listitem').filter({ hasText: transactionId });
  await expect(card.getByText(/You can ask to return or replace items until/)).toBeVisible();
  await card.getByRole('button', { name: `Return or replace items of order ${transactionId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Return or replace items' });
  await dialog.getByLabel(/units to return/).selectOption('1');
  await dialog.getByLabel('Reason').selectOption('faulty');
  await dialog.getByLabel(/Note/).fill('The speaker makes no sound');
  // One photo of the phone, listed with its remove button before it is sent.
  await dialog.getByLabel(/^Photos/).setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    dialog.getByRole('list', { name: 'Photos to send' }).getByRole('button', { name: 'Remove phone.png' }),
  ).toBeVisible();
  await attachAtBothSizes(page, 'customer-return-form');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your return request has been sent')).toBeVisible();
  const returns = card.getByRole('list', { name: 'Returns of this order' });
  await expect(returns.getByText('Requested: we will answer by e-mail')).toBeVisible();
  // The customer sees the photo on their return.
  await expect(returns.getByRole('button', { name: /^Photo 1 of return \d+$/ }).locator('img')).toHaveJSProperty(
    'naturalWidth',
    96,
  );
  await attachAtBothSizes(page, 'customer-return-requested');

  // Staff: the Returns desk, approve, receive, refund in cash and restock.
  await switchAccount(page, staff, PASSWORD);
  await page.goto('/staff/returns?status=requested');
  const row = page.getByRole('row').filter({ hasText: 'Sita' }).first();
  await expect(row).toBeVisible();
  await attachAtBothSizes(page, 'staff-returns-desk');
  await row.getByRole('link', { name: /^Return \d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Return \d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText('The speaker makes no sound')).toBeVisible();
  // The customer's photo: a thumbnail that opens the full photo.
  const photos = page.getByRole('list', { name: /^Photos of return \d+$/ });
  await expect(photos.locator('img')).toHaveJSProperty('naturalWidth', 96);
  await attachAtBothSizes(page, 'staff-return-requested');
  await photos.getByRole('button', { name: /^Photo 1 of return \d+$/ }).click();
  const full = page.getByRole('dialog', { name: /^Photo 1 of return \d+$/ });
  await expect(full.getByRole('img', { name: /^Photo 1 of return \d+$/ })).toHaveJSProperty('naturalHeight', 72);
  await attachAtBothSizes(page, 'staff-return-photo');
  await full.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Return approved')).toBeVisible();
  await page.getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByText('Return marked received')).toBeVisible();
  const line = page.getByRole('form', { name: /^1 × / });
  await line.getByLabel('Resolution').selectOption('refund');
  // A phone's units have IMEIs: staff tick the one that came back (the other stays sold).
  await line
    .getByRole('group', { name: /came back\? Choose by serial number/ })
    .getByRole('checkbox')
    .first()
    .check();
  await line.getByLabel('Stock').selectOption('restock');
  await line.getByLabel(/Cash paid to/).fill('Sita, at the counter');
  await line.getByLabel(/^Reason/).fill('Speaker faulty; sealed box, back on sale after testing');
  await attachAtBothSizes(page, 'staff-return-resolve');
  await line.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Line resolved')).toBeVisible();
  await expect(page.getByText(/Refund, restocked, credit note CN \d{4}\/\d{2}-\d{6}/)).toBeVisible();
  await attachAtBothSizes(page, 'staff-return-resolved');

  // The staff order page's history lists the return's steps.
  await page.goto(`/staff/orders?order=${transactionId}`);
  await expect(page.getByText('Return received → resolved', { exact: false })).toBeVisible();
  await attachAtBothSizes(page, 'staff-order-history');
  // A walk-in customer may bring the other phone back: staff open the return from the order page.
  await page.getByRole('button', { name: 'Open a return' }).click();
  const walkIn = page.getByRole('dialog', { name: 'Open a return at the counter' });
  await expect(walkIn.getByLabel(/units to return/)).toBeVisible();
  await attachAtBothSizes(page, 'staff-walk-in-return');
  await walkIn.getByRole('button', { name: 'Cancel' }).click();

  // The customer sees the return resolved, with its credit note, on Your Orders.
  await switchAccount(page, customer, PASSWORD);
  await page.goto('/profile/orders');
  const resolved = page.getByRole('listitem').filter({ hasText: transactionId });
  await expect(resolved.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(resolved.getByText(/refunded · Credit note CN \d{4}\/\d{2}-\d{6}/)).toBeVisible();
  await attachAtBothSizes(page, 'customer-return-resolved');
  await resolved.getByRole('link', { name: `Credit notes of order ${transactionId}` }).click();
  await expect(page.getByTestId('credit-note-number')).toHaveText(/^CN \d{4}\/\d{2}-\d{6}$/);

  // The same order page in Nepali.
  await page.goto('/profile/orders?lang=ne');
  await expect(page.getByText('टुङ्गो लाग्यो', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await attachAtBothSizes(page, 'customer-return-resolved-ne');
});
