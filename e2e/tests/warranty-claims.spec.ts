import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, moveOrder, placeCodOrder, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes, imei } from './after-sales-helpers.js';
import { loginThroughForm, switchAccount, uniqueEmail } from './auth-helpers.js';
import { outboxMailTo } from './outbox.js';

// A warranty claim (issue #33): a delivered phone's IMEI is looked up by staff, a claim is opened for
// its fault, sent to the brand's service centre with a job number, marked repaired and returned to
// the customer; the customer sees each step and the claim's age in working days on Your Orders, and
// is e-mailed at each step.

test.slow();
const PASSWORD = 'claims-journey-pw-1';

test('staff take a delivered phone through a warranty claim; the customer follows its steps', async ({
  page,
  request,
}) => {
  const serial = imei('86', Date.now() % 1_000_000_000_000);
  const customer = uniqueEmail('claims-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const transactionId = await placeCodOrder(request, customer, await bearerFor(request, customer, PASSWORD), {
    category: 'smartphones',
    quantity: 1,
  });
  const staff = uniqueEmail('claims-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  // Packed with its IMEI, shipped and delivered.
  await moveOrder(request, staffHeaders, transactionId, { status: 'Processing' });
  const units = await request.get(`/api/v1/admin/orders/${transactionId}/units/`, { headers: staffHeaders });
  const lineId = (
    (await units.json()) as { data: { lines: { line_id: number; serialised: boolean }[] } }
  ).data.lines.find((line) => line.serialised)!.line_id;
  const recorded = await request.post(`/api/v1/admin/orders/${transactionId}/units/`, {
    headers: staffHeaders,
    data: { line_id: lineId, serial },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await moveOrder(request, staffHeaders, transactionId, {
    status: 'Shipped',
    courier: 'pathao',
    tracking_number: 'PTH-7788',
  });
  await moveOrder(request, staffHeaders, transactionId, { status: 'Delivered' });

  // Staff: the lookup finds the unit in its warranty; a claim is opened for its fault.
  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto('/staff/warranty');
  await page.getByLabel('Serial number or IMEI').fill(serial);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('In warranty')).toBeVisible();
  const openForm = page.getByRole('form', { name: `Open a warranty claim for ${serial}` });
  await openForm.getByLabel(/Fault/).fill('Does not charge; the port is loose');
  await openForm.getByRole('button', { name: 'Open the claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Warranty claim \d+$/ })).toBeVisible();
  const claimId = Number((await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, ''));
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();

  // Sent to the service centre with its job number.
  const toCentre = page.getByRole('form', { name: 'Send to the service centre' });
  await toCentre.getByLabel('Service centre').fill('Samsung Plaza, New Road');
  await toCentre.getByLabel('Job number').fill('SPN-44721');
  await attachAtBothSizes(page, 'staff-warranty-claim');
  await toCentre.getByRole('button', { name: 'Mark sent' }).click();
  await expect(page.getByText('Samsung Plaza, New Road, job number SPN-44721')).toBeVisible();

  // Back repaired, then handed to the customer.
  const outcome = page.getByRole('form', { name: 'Back from the service centre' });
  await outcome.getByLabel('Outcome').selectOption('repaired');
  await outcome.getByLabel(/Note/).fill('Charging port replaced');
  await outcome.getByRole('button', { name: 'Record the outcome' }).click();
  await page.getByRole('button', { name: 'Mark returned to the customer' }).click();
  await expect(page.getByRole('button', { name: 'Mark returned to the customer' })).toHaveCount(0);
  const steps = page.getByRole('region', { name: 'Steps' });
  for (const step of ['Received', 'At the service centre', 'Repaired', 'Returned to the customer']) {
    await expect(steps.getByText(new RegExp(`^${step}, Ram`))).toBeVisible();
  }

  // The desk lists it under All, no longer under Open.
  await page.goto('/staff/warranty-claims?filter=all');
  await expect(page.getByRole('link', { name: `Claim ${claimId}` })).toBeVisible();
  await attachAtBothSizes(page, 'staff-warranty-claims-desk');
  await page.goto('/staff/warranty-claims');
  await expect(page.getByRole('link', { name: `Claim ${claimId}` })).toHaveCount(0);

  // The customer: the claim's steps and its age on Your Orders; an e-mail at each step.
  await switchAccount(page, customer, PASSWORD);
  await page.goto('/profile/orders');
  const order = page.getByRole('listitem').filter({ hasText: transactionId });
  const claims = order.getByRole('list', { name: 'Warranty claims' });
  await expect(claims.getByText(`Warranty claim ${claimId}`)).toBeVisible();
  const claimSteps = claims.getByRole('list', { name: `Steps of warranty claim ${claimId}` });
  for (const step of ['Received at the shop', 'Sent to the service centre', 'Repaired', 'Returned to you']) {
    await expect(claimSteps.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(claimSteps.getByText('Samsung Plaza, New Road, job number SPN-44721')).toBeVisible();
  await expect(claims.getByText(/^Took \d+ working days?$/)).toBeVisible();
  await attachAtBothSizes(page, 'customer-warranty-claim');

  await expect
    .poll(() => outboxMailTo(customer).filter((mail) => /warranty claim/.test(mail.subject)).length, {
      timeout: 15_000,
    })
    .toBe(4);
  const centreMail = outboxMailTo(customer).find((mail) => mail.subject.endsWith('is at the service centre'));
  expect(centreMail?.text).toContain('job number SPN-44721');
});
