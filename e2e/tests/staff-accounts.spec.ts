import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The accountant's view (issue #34): a cash-on-delivery order is delivered, which issues its bill;
// an admin opens this BS month's sales register, finds the bill in it, exports the register as CSV
// (the file's total line equals the screen's period total) and prints it without the staff chrome.

test.slow();
const PASSWORD = 'accounts-journey-pw-1';

test("an admin finds this month's bill in the sales register and exports the same totals", async ({
  page,
  request,
}) => {
  const customer = uniqueEmail('register-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const customerHeaders = await bearerFor(request, customer, PASSWORD);
  const transactionId = await placeCodOrder(request, customer, customerHeaders);

  const admin = uniqueEmail('register-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const adminHeaders = await bearerFor(request, admin, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: adminHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-112233' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const invoice = await request.get(`/api/v1/orders/${transactionId}/invoice/`, { headers: customerHeaders });
  expect(invoice.status()).toBe(200);
  const bill = ((await invoice.json()) as { data: { invoice_number: string; total: number } }).data;

  await page.goto('/login');
  await loginThroughForm(page, admin, PASSWORD);
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Sales register', level: 1 })).toBeVisible();
  const register = page.getByRole('table', { name: /^Sales register, / });
  const row = register
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: bill.invoice_number, exact: true }) });
  await expect(row).toContainText('Sita Gurung');
  await expect(row.getByRole('cell').last()).toHaveText(
    new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(bill.total),
  );
  await expectAxeClean(page);

  // The screen's period total, cell by cell, against the CSV's last line. Journeys running beside
  // this one issue bills in the same month: when one lands between reading the screen and
  // exporting, the screen is read again and the file exported again.
  const totals = register.getByRole('row').filter({ hasText: 'Period total' });
  await expect(async () => {
    await page.reload();
    await expect(totals).toBeVisible();
    const shown = (await totals.getByRole('cell').allTextContents()).map((text) => text.replace(/,/g, ''));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sales-register-[A-Za-z]+-\d{4}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
    expect(lines.some((line) => line.includes(`,${bill.invoice_number},Sita Gurung,`))).toBe(true);
    const last = lines.at(-1)!.split(',');
    expect(last[0]).toMatch(/^Total \(\d+ documents?\)$/);
    expect(last.slice(5)).toEqual(shown);
  }).toPass({ timeout: 60_000 });

  // Printed: the register alone, without the period form or the staff navigation.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Choose the period' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(register).toBeVisible();
});
