import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, moveOrder, placeCodOrder, recordSerials, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, switchAccount, uniqueEmail } from './auth-helpers.js';

// A replacement shipment (issue #33): a returned phone resolved as a replacement on the Returns desk
// sends a new order at no charge to the customer's address. It appears on the order desk, is packed
// (its IMEI recorded), shipped and delivered like any order, has no bill, and the customer sees it
// on Your Orders linked to the return.

test.slow();
const PASSWORD = 'replacement-journey-pw-1';

test('a returned phone is replaced: the replacement order goes through the desk and the customer sees it', async ({
  page,
  request,
}) => {
  const customer = uniqueEmail('replacement-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const customerHeaders = await bearerFor(request, customer, PASSWORD);
  const transactionId = await placeCodOrder(request, customer, customerHeaders, { category: 'smartphones' });
  const staff = uniqueEmail('replacement-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  /** Packed (each phone's IMEI recorded, as staff do), shipped and delivered, as on the order desk. */
  const shipAndDeliver = async (order: string) => {
    await moveOrder(request, staffHeaders, order, { status: 'Processing' });
    await recordSerials(request, staffHeaders, order);
    await moveOrder(request, staffHeaders, order, { status: 'Shipped', courier: 'pathao', tracking_number: 'PTH-1' });
    await moveOrder(request, staffHeaders, order, { status: 'Delivered' });
  };
  await shipAndDeliver(transactionId);

  // The customer asks to return the phone (the form has its own journey); staff approve and receive it.
  const returnable = await request.get(`/api/v1/orders/${transactionId}/returns/`, { headers: customerHeaders });
  const lineId = ((await returnable.json()) as { data: { lines: { line_id: number }[] } }).data.lines[0]!.line_id;
  const asked = await request.post(`/api/v1/orders/${transactionId}/returns/`, {
    headers: customerHeaders,
    data: { lines: [{ line_id: lineId, quantity: 1 }], reason: 'faulty', note: 'The screen flickers' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const returnId = ((await asked.json()) as { data: { id: number } }).data.id;
  for (const [step, data] of [
    ['decision', { decision: 'approve' }],
    ['receive', undefined],
  ] as const) {
    const answer = await request.post(`/api/v1/admin/returns/${returnId}/${step}/`, {
      headers: staffHeaders,
      ...(data ? { data } : {}),
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  // Staff resolve the line as a replacement on the Returns desk.
  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto(`/staff/returns/${returnId}`);
  const line = page.getByRole('form', { name: /^1 × / });
  await line.getByLabel('Resolution').selectOption('replacement');
  // A phone's units have IMEIs: staff tick the one that came back (the other stays sold).
  await line
    .getByRole('group', { name: /came back\? Choose by serial number/ })
    .getByRole('checkbox')
    .first()
    .check();
  await line.getByLabel('Stock').selectOption('write_off');
  await line.getByLabel(/^Reason/).fill('Screen flickers: sent to the brand, a new one goes out');
  await expect(line.getByText(/Sends a new order of the same item/)).toBeVisible();
  await attachAtBothSizes(page, 'staff-return-replacement');
  await line.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Line resolved')).toBeVisible();
  const link = page.getByRole('link', { name: /^Replacement order PSL-/ });
  await expect(link).toBeVisible();
  const replacement = ((await link.textContent()) ?? '').replace('Replacement order ', '').trim();
  await attachAtBothSizes(page, 'staff-return-replaced');

  // It is on the order desk, as an order to process, linked back to the return.
  await page.goto('/staff/orders?status=Pending');
  const row = page.getByRole('link', { name: replacement });
  await expect(row).toBeVisible();
  await expect(row.getByText('Replacement, no charge')).toBeVisible();
  await page.goto(`/staff/orders?order=${replacement}`);
  await expect(page.getByText(`Replacement for return ${returnId} of order ${transactionId}`)).toBeVisible();
  await expect(page.getByText('Replacement (no charge)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print bill' })).toHaveCount(0);
  await attachAtBothSizes(page, 'staff-replacement-order');
  // Packed (its IMEI recorded, as for any phone), shipped and delivered.
  await shipAndDeliver(replacement);
  const bill = await request.get(`/api/v1/orders/${replacement}/invoice/`, { headers: customerHeaders });
  expect(bill.status()).toBe(409);

  // The customer sees it on Your Orders, linked to the return, at no charge; the return names it.
  await switchAccount(page, customer, PASSWORD);
  await page.goto('/profile/orders');
  const card = page.getByRole('listitem').filter({ hasText: replacement }).first();
  await expect(card.getByText(`Replacement for return ${returnId} of order ${transactionId}`)).toBeVisible();
  await expect(card.getByText('No charge')).toBeVisible();
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Download bill for order ${replacement}` })).toHaveCount(0);
  await expect(page.getByText(`to be replaced · Replacement order ${replacement}`, { exact: false })).toBeVisible();
  await attachAtBothSizes(page, 'customer-replacement-order');
});
