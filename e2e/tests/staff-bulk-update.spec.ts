import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';
import { adminProductsOf, bearerFor, makeStaff, registerAccount } from './admin-helpers.js';

// Bulk updates by CSV (issue 16): an admin downloads the catalogue on /staff/catalogue/import,
// changes the discount price (what shoppers pay) of 20 products in the file, checks it (the dry
// run lists exactly those 20 changes), applies it after confirming, and the storefront shows the
// new price. A staff member who is not an admin cannot open the screen.

test.slow();
const PASSWORD = 'bulk-update-journey-pw-1';

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records.filter((row) => row.some((value) => value !== ''));
}

function toCsv(records: string[][]): string {
  const quote = (value: string) => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${records.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

test('an admin changes 20 prices by CSV; a staff member cannot open bulk updates', async ({
  browser,
  page,
  request,
}) => {
  const admin = uniqueEmail('bulk-admin');
  const clerk = uniqueEmail('bulk-staff');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await registerAccount(request, clerk, PASSWORD, 'Maya');
  await makeStaff(admin, 'admin');
  await makeStaff(clerk, 'staff');

  // Twenty products from categories the other journeys do not shop in, so none of them sees a
  // price move under it.
  const headers = await bearerFor(request, admin, PASSWORD);
  const chosen: { slug: string; discount: number }[] = [];
  for (const category of ['smartwatches', 'neckbands', 'laptops', 'smartphones']) {
    for (const product of await adminProductsOf(request, headers, category)) {
      if (chosen.length < 20 && product.status === 'active' && product.discount_price >= 1000)
        chosen.push({ slug: product.slug, discount: product.discount_price });
    }
  }
  expect(chosen).toHaveLength(20);
  // Whole rupees ending in 7: never what the product already costs.
  const newPrice = new Map(chosen.map(({ slug, discount }) => [slug, Math.floor(discount / 10) * 10 - 3]));

  // The admin downloads the catalogue from the screen.
  await page.goto('/login');
  await loginThroughForm(page, admin, PASSWORD);
  await page.goto('/staff/catalogue/import');
  await expect(page.getByRole('heading', { name: 'Bulk updates', level: 1 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const exported = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(exported);
  expect(header).toEqual([
    'slug',
    'sku',
    'name',
    'colour',
    'price',
    'discount_price',
    'stock',
    'colour_ne',
    'short_description_ne',
    'delivery_detail_ne',
    'long_description_ne',
    'configuration',
    'barcode',
  ]);
  const slugAt = header!.indexOf('slug');
  const discountAt = header!.indexOf('discount_price');
  const stockAt = header!.indexOf('stock');

  // 20 discount prices change (on every row of a product sold by colour: the price is the
  // product's). The stock column is left out, as the screen allows: orders placed by other
  // journeys meanwhile would otherwise read as stock changes in the check.
  let edited = 0;
  const editedRows = rows.map((row) => {
    const price = newPrice.get(row[slugAt]!);
    const copy = [...row];
    if (price !== undefined) {
      copy[discountAt] = String(price);
      edited += 1;
    }
    return copy.filter((_, index) => index !== stockAt);
  });
  expect(edited).toBeGreaterThanOrEqual(20);
  const file = toCsv([header!.filter((_, index) => index !== stockAt), ...editedRows]);

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const preview = page.getByRole('table', { name: 'Changes in the file (20)' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'rows read' })).toContainText('20 changes to 20 products');
  const [firstSlug, firstPrice] = [...newPrice.entries()][0]!;
  await expect(preview.getByRole('row').filter({ hasText: firstSlug }).first()).toContainText(
    `Rs. ${firstPrice.toLocaleString('en-IN')}`,
  );
  await expectAxeClean(page);

  // Nothing is written before the confirmation.
  const before = await request.get(`/api/v1/products/${firstSlug}/`);
  expect(((await before.json()) as { data: { discount_price: number } }).data.discount_price).not.toBe(firstPrice);
  await page.getByRole('button', { name: 'Apply 20 changes' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply 20 changes?' });
  await confirm.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText(/^Applied 20 changes to 20 products/)).toBeVisible();
  await expect(preview).toHaveCount(0);

  // The storefront shows the new price.
  const shop = await browser.newPage();
  await shop.goto(`/products/${firstSlug}`);
  await expect(shop.getByRole('main')).toContainText(`Rs. ${firstPrice.toLocaleString('en-IN')}`);
  await shop.close();

  // A staff member who is not an admin is kept out, and the navigation does not offer the screen.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/login');
  await loginThroughForm(staffPage, clerk, PASSWORD);
  await staffPage.goto('/staff/catalogue/import');
  await expect(staffPage.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expect(
    staffPage.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Bulk updates' }),
  ).toHaveCount(0);
  const refused = await request.get('/api/v1/admin/catalogue/export.csv', {
    headers: await bearerFor(request, clerk, PASSWORD),
  });
  expect(refused.status()).toBe(403);
  await staffContext.close();
});
