import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';
import { fillNepalAddress, KATHMANDU_ADDRESS, isCartSaved } from './checkout-helpers.js';

// The catalogue screens (issue 16): an admin creates a product with two colours and three
// images, makes it active; shoppers find it on /products and in the search suggestions, one
// orders it cash on delivery; the admin sells out one colour from the products list and the
// product page shows that colour sold out; a staff member who is not an admin cannot open the
// editor.

test.slow();
const PASSWORD = 'staff-catalogue-journey-pw-1';

/** A small PNG of one colour (the image manager wants real images). */
function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
}

test('an admin creates a product that shoppers find and order; a sold-out colour shows; staff cannot edit', async ({
  browser,
  page,
  request,
}) => {
  const admin = uniqueEmail('catalogue-admin');
  const staff = uniqueEmail('catalogue-staff');
  const shopper = uniqueEmail('catalogue-shopper');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await registerAccount(request, shopper, PASSWORD, 'Sita');
  await makeStaff(admin, 'admin');
  await makeStaff(staff, 'staff');
  const name = `Zephyr Speaker ${Date.now().toString(36)}`;

  // The admin opens Products from the staff navigation and starts a new product.
  await signIn(page, admin);
  await page.goto('/staff/orders');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/staff\/products\/new$/);

  // Submitting empty shows the contract's messages, focus on the first.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('textbox', { name: 'Product name' })).toBeFocused();
  await expect(page.getByText('Please enter the name')).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('textbox', { name: 'Product name' }).fill(name);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Speakers' });
  await page.getByRole('textbox', { name: /^Short description/ }).fill('A small loud speaker.');
  await page.getByRole('button', { name: 'Add specification' }).click();
  const spec = page.getByRole('group', { name: 'Specification 1' });
  await spec.getByRole('textbox', { name: 'Name', exact: true }).fill('Battery');
  await spec.getByRole('textbox', { name: 'Value', exact: true }).fill('12 hours');
  await page.getByRole('spinbutton', { name: 'Price (Rs.)', exact: true }).fill('4200');
  await page.getByRole('spinbutton', { name: /^Discount price/ }).fill('3900');
  for (const [index, [colour, hex, stock]] of [
    ['Black', '#111111', '5'],
    ['Red', '#cc2200', '4'],
  ].entries()) {
    await page.getByRole('button', { name: 'Add colour' }).click();
    const row = page.getByRole('group', { name: `Colour ${index + 1}` });
    await row.getByRole('textbox', { name: 'Colour name', exact: true }).fill(colour!);
    await row.getByRole('textbox', { name: 'Colour code' }).fill(hex!);
    await row.getByRole('spinbutton', { name: 'Stock (units)' }).fill(stock!);
  }
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/products\/\d+$/);
  const productId = Number(/\/staff\/products\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Change history' })).toContainText('Created');

  // Three images through the image manager.
  await page.getByRole('link', { name: 'Images (0)' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/products/${productId}/images$`));
  await page.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png(20, 20, 20) },
    { name: 'back.png', mimeType: 'image/png', buffer: await png(200, 40, 20) },
    { name: 'side.png', mimeType: 'image/png', buffer: await png(40, 40, 200) },
  ]);
  const alts = page.getByRole('textbox', { name: /Description \(alt text\)/ });
  await expect(alts).toHaveCount(3);
  for (const [index, alt] of ['Speaker, front', 'Speaker, back', 'Speaker, side'].entries())
    await alts.nth(index).fill(alt);
  await page.getByRole('button', { name: 'Upload 3 images' }).click();
  await expect(page.getByRole('list', { name: 'Images to upload' })).toHaveCount(0, { timeout: 30_000 });
  await page.goto(`/staff/products/${productId}`);
  await expect(page.getByRole('link', { name: 'Images (3)' })).toBeVisible();
  // Red is the speaker's back picture (issue #35): the product page turns to it when Red is chosen.
  await page
    .getByRole('group', { name: 'Colour 2' })
    .getByRole('combobox', { name: /Picture in this colour/ })
    .selectOption({ label: 'Picture 2: Speaker, back' });
  await attachAtBothSizes(page, 'editor-colour-picture');

  // Active: it is in the shop within a second.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  // The storefront's search answers with it within a second of the save.
  await expect
    .poll(
      async () => {
        const found = await request.get('/api/v1/products/', { params: { name } });
        return ((await found.json()) as { data: { name: string }[] }).data.map((product) => product.name);
      },
      { timeout: 1000, intervals: [100] },
    )
    .toContain(name);
  await expectAxeClean(page);

  const shopperContext = await browser.newContext();
  const shop = await shopperContext.newPage();
  await shop.goto('/');
  await shop.getByRole('button', { name: 'Search products' }).click();
  const dialog = shop.getByRole('dialog', { name: 'Search Products' });
  await dialog.getByRole('combobox').pressSequentially(name.split(' ').slice(0, 2).join(' '), { delay: 20 });
  await expect(dialog.getByRole('option').filter({ hasText: name })).toBeVisible();
  await shop.keyboard.press('Escape');
  // On /products, narrowed to its price so the demo catalogue's pages do not hide it.
  await shop.goto('/products?category=speakers&min_price=3800&max_price=4000');
  await expect(shop.getByRole('article').filter({ hasText: name }).first()).toBeVisible();

  // The shopper adds it to the cart and pays on delivery.
  await signIn(shop, shopper);
  const detail = (await (await request.get(`/api/v1/products/${productId}/`)).json()) as {
    data: { slug: string; colors: { id: number; color_name: string }[] };
  };
  await shop.goto(`/products/${detail.data.slug}`, { waitUntil: 'networkidle' });
  await expect(shop.getByRole('img', { name: 'Speaker, front' }).first()).toBeVisible();
  await shop.getByRole('radio', { name: 'Red' }).click();
  await expect(shop).toHaveURL(/\?colour=red$/);
  await expect(shop.getByText('2 / 3', { exact: true })).toBeVisible();
  await shop.getByRole('radio', { name: 'Black' }).click();
  const saved = shop.waitForResponse(isCartSaved);
  await shop.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shop.getByText('Product added to cart successfully')).toBeVisible();
  await saved;
  await shop.goto('/carts');
  await shop.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);
  await shop.getByRole('button', { name: 'Continue' }).click();
  await fillNepalAddress(shop, {
    ...KATHMANDU_ADDRESS,
    tole: 'Lambagar, Tarkeshwor',
    landmark: 'Near the Tarkeshwor temple',
  });
  await shop.getByRole('button', { name: 'Continue' }).click();
  await shop.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await shop.getByRole('textbox', { name: 'Additional info' }).fill('Please call first');
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await expect(shop.getByText('Checkout successfully!')).toBeVisible();
  await expect(shop).toHaveURL(/\/profile\/orders$/);

  // The admin sells out Red from the products list; the product page shows Red sold out.
  await page.goto(`/staff/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: new RegExp(`^Change stock of ${name}, Red`) }).click();
  const stock = row.getByRole('spinbutton', { name: `Stock of ${name}, Red` });
  await stock.fill('0');
  await stock.press('Enter');
  await expect(page.getByText(`${name} updated`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Change stock of ${name}, Red: 0` })).toBeVisible();
  await expectAxeClean(page);
  await shop.goto(`/products/${detail.data.slug}`);
  await expect(shop.getByRole('radio', { name: 'Red (out of stock)' })).toBeDisabled();
  await expect(shop.getByText("Red is sold out: get an e-mail when it's back")).toBeVisible();
  await shopperContext.close();

  // On a phone the editor still works and is clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff/products/${productId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // A staff member who is not an admin cannot open the editor, nor its API.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff);
  await staffPage.goto(`/staff/products/${productId}`);
  await expect(staffPage.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  // Their navigation has no catalogue screens but the search words (issue #30).
  await expect(staffPage.getByRole('navigation', { name: 'Staff area' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Draft orders',
    'Counter sale',
    'Returns',
    'Warranty',
    'Warranty claims',
    'Search words',
    'Customers',
    'Reviews',
    'Questions',
    'Messages',
  ]);
  const refused = await request.get(`/api/v1/admin/products/${productId}/`, {
    headers: await bearerFor(request, staff, PASSWORD),
  });
  expect(refused.status()).toBe(403);
  await staffContext.close();
});
