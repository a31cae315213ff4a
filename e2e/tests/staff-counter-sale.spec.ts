import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The counter sale (issue #36): staff at the shop's till search a product, sell two of it for cash,
// and the bill is issued at once; its 80 mm receipt opens with the same bill number and prints as
// the original. Screenshots of the till and the receipt at phone and desktop size, axe clean.

test.slow();
const PASSWORD = 'counter-journey-pw-1';

interface CounterProduct {
  product_id: number;
  name: string;
  sku: string;
  stock: number;
  colors: { id: number; name: string; stock: number }[];
}

test('staff sell two units at the counter for cash; the bill number shows and the receipt prints', async ({
  page,
  request,
}) => {
  const staff = uniqueEmail('counter-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const headers = await bearerFor(request, staff, PASSWORD);
  // A power bank from the demo catalogue with units to spare (in a colour that has them, if it has colours).
  const found = await request.get('/api/v1/admin/counter-sales/products/', { headers, params: { q: 'power' } });
  expect(found.status(), await found.text()).toBe(200);
  const products = ((await found.json()) as { data: CounterProduct[] }).data;
  const product = products.find(
    (candidate) =>
      candidate.stock >= 5 && (candidate.colors.length === 0 || candidate.colors.some((color) => color.stock >= 5)),
  );
  if (!product) throw new Error('no power bank in stock');
  const color = product.colors.find((option) => option.stock >= 5) ?? null;
  const choice = color ? `${product.name} (${color.name})` : product.name;

  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto('/staff/counter');
  await expect(page.getByRole('heading', { name: 'Counter sale', level: 1 })).toBeVisible();
  const field = page.getByLabel('Scan or search a product');
  await expect(field).toBeFocused();
  await field.fill(product.name);
  await field.press('Enter');
  await page
    .getByRole('list', { name: `Products matching “${product.name}”` })
    .getByRole('button', { name: new RegExp(`^${choice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await page.getByRole('button', { name: `One more ${choice}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${choice}` })).toHaveValue('2');
  await page.getByLabel('Buyer name').fill('Sita Traders');
  await attachAtBothSizes(page, 'staff-counter-sale');

  await page.getByRole('button', { name: 'Complete sale' }).click();
  const billNumber = page.getByTestId('counter-bill-number');
  await expect(billNumber).toHaveText(/^\d{4}\/\d{2}-\d{6}$/);
  const number = (await billNumber.textContent()) ?? '';
  await expect(page.getByText(/paid by Cash · Sita Traders/)).toBeVisible();
  await attachAtBothSizes(page, 'staff-counter-sale-done');

  // Two units left the shelf.
  const after = await request.get('/api/v1/admin/counter-sales/products/', { headers, params: { q: product.sku } });
  const now = ((await after.json()) as { data: CounterProduct[] }).data[0]!;
  expect(color ? now.colors.find((option) => option.id === color.id)?.stock : now.stock).toBe(
    (color ? color.stock : product.stock) - 2,
  );

  await page.getByRole('link', { name: 'Print receipt (80 mm)' }).click();
  await expect(page).toHaveURL(/\/staff\/orders\/[^/]+\/receipt$/);
  await expect(page.getByTestId('invoice-number')).toHaveText(number);
  const receipt = page.getByRole('article', { name: 'Tax invoice' });
  await expect(receipt).toContainText('Sita Traders');
  await expect(receipt).toContainText('Paid by: Cash');
  await expect(receipt).toContainText(/BS \(/);
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  await expect(page.getByTestId('bill-mark')).toContainText('Original · printed by Ram');
  await attachAtBothSizes(page, 'staff-counter-receipt');

  // Back at the till, the next sale starts empty with the search focused.
  await page.getByRole('link', { name: 'Back to the counter' }).click();
  await expect(page.getByLabel('Scan or search a product')).toBeFocused();
});
