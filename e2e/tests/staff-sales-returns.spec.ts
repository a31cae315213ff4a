import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The sales-return book (issue #34): an order is billed (cash on delivery, delivered), then
// refunded in part (its delivery charge), which issues a credit note. The accountant opens the
// Sales returns book for the month, finds the credit note with the bill it reduces, exports the
// book as XLSX (the workbook's total line equals the screen's) and, as last month has no document
// the journey can make, closes last month from the screen ("Closed on … by …") and reopens it with
// a reason, which the month's history keeps. Screens attached at phone and desktop size, axe-checked.

test.slow();
const PASSWORD = 'returns-book-journey-pw-1';

test('the accountant finds a credit note in the sales-return book, exports it and closes last month', async ({
  page,
  request,
}) => {
  const customer = uniqueEmail('returns-book-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const customerHeaders = await bearerFor(request, customer, PASSWORD);
  const transactionId = await placeCodOrder(request, customer, customerHeaders);
  const admin = uniqueEmail('returns-book-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const adminHeaders = await bearerFor(request, admin, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: adminHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-778899' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const invoice = await request.get(`/api/v1/orders/${transactionId}/invoice/`, { headers: customerHeaders });
  const bill = ((await invoice.json()) as { data: { invoice_number: string } }).data;
  const refund = await request.post(`/api/v1/admin/orders/${transactionId}/refund/`, {
    headers: adminHeaders,
    data: { delivery: true, reason: 'Delivery was two days late', paid_to: 'Sita, at the counter' },
  });
  expect(refund.status(), await refund.text()).toBe(200);

  const accountant = uniqueEmail('returns-book-accountant');
  await registerAccount(request, accountant, PASSWORD, 'Gita');
  await makeStaff(accountant, 'accountant');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await loginThroughForm(page, accountant, PASSWORD);
  await page.goto('/staff/accounts');
  await page.getByRole('navigation', { name: 'Accounts' }).getByRole('link', { name: 'Sales returns' }).click();
  await expect(page.getByRole('heading', { name: 'Sales returns', level: 1 })).toBeVisible();

  // The credit note, with the bill it reduces.
  const book = page.getByRole('table', { name: /^Sales returns, / });
  const row = book.getByRole('row').filter({ has: page.getByRole('link', { name: bill.invoice_number, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(/^CN \d{4}\/\d{2}-\d{6}$/);
  await attachAtBothSizes(page, 'sales-returns-book');

  // The workbook's total line equals the screen's period total. A journey running beside this one
  // may issue a credit note between the two reads: then both are read again.
  const totals = book.getByRole('row').filter({ hasText: 'Period total' });
  await expect(async () => {
    await page.reload();
    await expect(totals).toBeVisible();
    const shown = (await totals.getByRole('cell').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sales-returns-[A-Za-z]+-\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Sales returns')!;
    // The credit note's row names the bill it reduces, as the screen does.
    const note = (await row.getByRole('rowheader').textContent())!.trim();
    const rows: unknown[][] = [];
    sheet.eachRow((line) => rows.push(line.values as unknown[]));
    expect(rows.filter((line) => line[3] === note).map((line) => line[4])).toEqual([bill.invoice_number]);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(String(last[1])).toMatch(/^Total \(\d+ credit notes?\)$/);
    expect(last.slice(-6)).toEqual(shown);
  }).toPass({ timeout: 60_000 });

  // Last month: the month before the one shown, in the period picker (the fiscal year before when
  // this is Shrawan, the first month of one).
  const monthSelect = page.getByLabel('Month (BS)');
  const months = await monthSelect
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const index = months.indexOf(await monthSelect.inputValue());
  if (index === 0) {
    const years = page.getByLabel('Fiscal year');
    const fiscalYears = await years
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await years.selectOption(fiscalYears[fiscalYears.indexOf(await years.inputValue()) + 1]!);
  }
  await monthSelect.selectOption(months.at(index - 1)!);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const closing = page.getByRole('region', { name: /^Month closing: / });
  await closing.getByRole('button', { name: 'Closing and history' }).click();

  // A run stopped midway may have left it closed: it is reopened first, with a reason.
  const reopen = closing.getByRole('button', { name: 'Reopen month' });
  const close = closing.getByRole('button', { name: 'Close month' });
  await expect(reopen.or(close)).toBeVisible();
  if (await reopen.isVisible()) {
    await reopen.click();
    const dialog = page.getByRole('dialog', { name: /^Reopen / });
    await dialog.getByLabel('Reason').fill('An earlier journey run left it closed');
    await dialog.getByRole('button', { name: 'Reopen month' }).click();
    await expect(close).toBeVisible();
  }

  await close.click();
  const confirm = page.getByRole('alertdialog', { name: /^Close .+\?$/ });
  await expect(confirm).toContainText(/\d+ bills?: taxable Rs\./);
  await expectAxeClean(page);
  await confirm.getByRole('button', { name: 'Close month' }).click();
  await expect(page.getByText('Month closed')).toBeVisible();
  await expect(closing.getByText(/^Closed on .+ by Gita /).first()).toBeVisible();
  // The book itself says so above its figures.
  await expect(page.getByRole('listitem').filter({ hasText: /: Closed on .+ by Gita / })).toBeVisible();
  await attachAtBothSizes(page, 'sales-returns-month-closed');

  // Reopened with a reason: a short one is refused on the spot; the history keeps the right one.
  await reopen.click();
  const dialog = page.getByRole('dialog', { name: /^Reopen / });
  await dialog.getByLabel('Reason').fill('Too short');
  await dialog.getByRole('button', { name: 'Reopen month' }).click();
  await expect(dialog.getByText('Write why the month is reopened (at least 10 characters)')).toBeVisible();
  await attachAtBothSizes(page, 'sales-returns-reopen-dialog');
  await dialog.getByLabel('Reason').fill('Journey check: the month stays open for the next run');
  await dialog.getByRole('button', { name: 'Reopen month' }).click();
  await expect(page.getByText('Month reopened')).toBeVisible();
  await expect(closing.getByText('Reason: “Journey check: the month stays open for the next run”')).toBeVisible();
  await expect(close).toBeVisible();
  await attachAtBothSizes(page, 'sales-returns-month-history');
});
