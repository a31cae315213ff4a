import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { bearerFor, makeStaff, placeCodOrder, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The accountant (issue #34): a bill is issued (a cash-on-delivery order delivered); an account
// given the accountant role signs in, lands on the accounts, sees no other staff screen, exports
// the register as XLSX (the workbook's total equals the screen's), opens the sales report, and
// opens the bill from the register. SCREENSHOT_DIR set: the screens are saved there too.

test.slow();
const PASSWORD = 'accountant-journey-pw-1';

async function keep(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: join(dir, `${name}-${size?.width}x${size?.height}.png`), fullPage: true });
}

test('the accountant sees only the accounts, exports the register as XLSX and opens a bill', async ({
  page,
  request,
}) => {
  const customer = uniqueEmail('accountant-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  const customerHeaders = await bearerFor(request, customer, PASSWORD);
  const transactionId = await placeCodOrder(request, customer, customerHeaders);
  const admin = uniqueEmail('accountant-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const adminHeaders = await bearerFor(request, admin, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: adminHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-445566' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const invoice = await request.get(`/api/v1/orders/${transactionId}/invoice/`, { headers: customerHeaders });
  const bill = ((await invoice.json()) as { data: { invoice_number: string; total: number } }).data;

  const accountant = uniqueEmail('accountant');
  await registerAccount(request, accountant, PASSWORD, 'Gita');
  await makeStaff(accountant, 'accountant');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await loginThroughForm(page, accountant, PASSWORD);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/accounts$/);
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link')).toHaveText(['Accounts']);
  const register = page.getByRole('table', { name: /^Sales register, / });
  await expect(
    register.getByRole('row').filter({ has: page.getByRole('rowheader', { name: bill.invoice_number, exact: true }) }),
  ).toBeVisible();
  await expectAxeClean(page);
  await keep(page, 'accounts-register');

  // The workbook's total line equals the screen's period total, cell by cell. Journeys running
  // beside this one issue bills in the same month: when one lands between reading the screen and
  // exporting, the screen is read again and the workbook exported again.
  const totals = register.getByRole('row').filter({ hasText: 'Period total' });
  await expect(async () => {
    await page.reload();
    await expect(totals).toBeVisible();
    const shown = (await totals.getByRole('cell').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sales-register-[A-Za-z]+-\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Sales register')!;
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(String(last[1])).toMatch(/^Total \(\d+ documents?\)$/);
    expect(last.slice(6, 12)).toEqual(shown);
  }).toPass({ timeout: 60_000 });

  // The order desk and the other staff screens are not the accountant's.
  await page.goto('/staff/orders');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await page.goto('/staff/settings');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();

  // The sales report, by product.
  await page.goto('/staff/accounts');
  await page.getByRole('navigation', { name: 'Accounts' }).getByRole('link', { name: 'Sales report' }).click();
  await expect(page.getByRole('heading', { name: 'Sales report', level: 1 })).toBeVisible();
  await page.getByLabel('Group by').selectOption('product');
  const report = page.getByRole('table', { name: /^Sales report by product, / });
  await expect(report.getByRole('row').filter({ hasText: 'Period total' })).toBeVisible();
  await expect(report.getByRole('rowheader').first()).not.toHaveText('Period total');
  await expectAxeClean(page);
  await keep(page, 'accounts-report-product');
  await page.setViewportSize({ width: 390, height: 844 });
  await keep(page, 'accounts-report-product');
  await page.getByLabel('Group by').selectOption('day');
  await expect(page.getByRole('table', { name: /^Sales report by day, / })).toBeVisible();
  await expectAxeClean(page);
  await keep(page, 'accounts-report-day');
  await page.goto('/staff/accounts');
  await expect(
    register.getByRole('row').filter({ has: page.getByRole('rowheader', { name: bill.invoice_number, exact: true }) }),
  ).toBeVisible();
  await expectAxeClean(page);
  await keep(page, 'accounts-register');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The bill's number leads to its print sheet.
  await register.getByRole('link', { name: bill.invoice_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${transactionId}/bill$`));
  await expect(page.getByRole('button', { name: 'Print bill' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the accounts' })).toHaveAttribute('href', '/staff/accounts');
  await keep(page, 'accountant-bill');
});
