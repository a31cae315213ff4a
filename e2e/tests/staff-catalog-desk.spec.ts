import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The catalogue desk as a new owner found it (issue #35): a phone still in stock in Black but sold
// out in Blue shows in the products list's out-of-stock view with the colour named, and on the
// dashboard; the owner gives a product its own low-stock level and it joins the low-stock view;
// a draft's image page names the draft, and its history tells the image change in words; on a
// phone the products list is cards, not a wide table. The shop's own level (Settings) is left
// alone: other journeys read it.

test.slow();
const PASSWORD = 'catalogue-desk-journey-pw-1';

test('sold-out colours and per-product low-stock levels show where the owner looks', async ({ page, request }) => {
  const admin = uniqueEmail('desk-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);
  const categories = (await (await request.get('/api/v1/admin/categories/', { headers })).json()) as {
    data: { id: number }[];
  };
  const suffix = Date.now().toString(36);
  const phone = `Desk Phone ${suffix}`;
  const draft = `Desk Draft ${suffix}`;
  const create = async (name: string, extra: Record<string, unknown>) => {
    const response = await request.post('/api/v1/admin/products/', {
      headers,
      data: {
        name,
        category_id: categories.data[0]!.id,
        brand_id: null,
        price: 30000,
        discount_price: 29000,
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const phoneId = await create(phone, {
    status: 'active',
    colors: [
      { color_name: 'Black', hex_code: '#111111', quantity: 8 },
      { color_name: 'Blue', hex_code: '#1e40af', quantity: 0 },
    ],
  });
  const draftId = await create(draft, { status: 'draft', stock: 3 });

  await page.goto('/login');
  await loginThroughForm(page, admin, PASSWORD);

  // The out-of-stock view lists the phone (8 in Black) and names the colour sold out.
  await page.goto(`/staff/products?stock=out&q=${encodeURIComponent(phone)}`);
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('Blue sold out');
  await expect(page.getByRole('combobox', { name: 'Stock' })).toHaveValue('out');
  await expectAxeClean(page);

  // The dashboard counts colours sold out on products still in stock.
  await page.goto('/staff');
  const lowStock = page.getByRole('region', { name: 'Low stock' });
  await expect(lowStock).toContainText(/\d+ colours? sold out on (a product|products) still in stock in others\./);
  await expect(lowStock.getByRole('link', { name: 'Out-of-stock products' })).toHaveAttribute(
    'href',
    '/staff/products?stock=out&sort=stock_asc',
  );

  // 8 units is not low at the shop's level (5); the phone's own level of 10 makes it low.
  await page.goto(`/staff/products?stock=low&q=${encodeURIComponent(phone)}`);
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.goto(`/staff/products/${phoneId}`);
  const level = page.getByRole('spinbutton', { name: /Low-stock level \(units\)/ });
  await expect(level).toHaveValue('');
  await level.fill('10');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${phone} saved`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Change history' })).toContainText('Low-stock level');
  await page.goto(`/staff/products?stock=low&q=${encodeURIComponent(phone)}`);
  await expect(table.getByRole('row').filter({ hasText: phone })).toContainText('Low stock');

  // A draft's images page names the draft; its history tells the new image in words.
  await page.goto(`/staff/products/${draftId}/images`);
  await expect(page.getByRole('heading', { name: draft, level: 1 })).toBeVisible();
  await expect(page.getByText(/Not in the shop yet/)).toBeVisible();
  await page.getByTestId('image-file-input').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#345' } })
      .png()
      .toBuffer(),
  });
  await page.getByRole('textbox', { name: /Description \(alt text\)/ }).fill('Desk draft, front');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByRole('list', { name: 'Images to upload' })).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Edit the product' }).click();
  const history = page.getByRole('table', { name: 'Change history' });
  await expect(history).toContainText('Image added: “Desk draft, front”');
  await expect(history).not.toContainText('"alt"');

  // On a phone the products list is cards: each cell under its column's name, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff/products?q=${encodeURIComponent(phone)}`);
  const card = table.getByRole('row').filter({ hasText: phone });
  await expect(card.getByText('Stock', { exact: true })).toBeVisible();
  await expect(card).toContainText('Blue sold out');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
});
