/// <reference lib="dom" />
import { expectAxeClean } from './axe.js';
import { expect as baseExpect, test, type Page } from '@playwright/test';

// The machine running these may be busy: give pages and the API time before failing.
test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

// Seed facts these journeys rely on (apps/server/src/db/seed/catalog-data.ts):
// - boAt Airdopes 141: Rs. 2,499; colours Bold Black 30, Pure White 15, Cyan Cider 0; bulk tiers listed
//   UNSORTED as [5+ → 10% = Rs. 2,249, 3+ → 5% = Rs. 2,374]; the highest tier met wins
//   (docs/rules/cart.md#bulk-discounts).
// - Oraimo Toast 10 Pro 10000mAh: Rs. 1,699, no colours, 1 in stock.
// - JBL Tune Beam: colours Black 7, Blue 4, White 3.
// - Sony WF-1000XM5: nothing in stock.

const AIRDOPES = '/products/boat-airdopes-141';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: /Your Cart/ });
const quantityOf = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('group', { name: `Quantity of ${name}` }).locator('output');

test('add from a card and the product page; drawer and cart page arithmetic with a bulk-discounted accessory', async ({
  page,
}) => {
  // From a product card to the product page.
  await page.goto('/products?q=boAt%20Airdopes%20141');
  await page.getByRole('link', { name: 'boAt Airdopes 141', exact: true }).first().click();
  await expect(page).toHaveURL(AIRDOPES);
  await expect(page.getByRole('heading', { level: 1, name: 'boAt Airdopes 141' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Bold Black' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cyan Cider (out of stock)' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Cart' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // Plus increases the cart line; at 3 the 3+ row is 'Applied' and the unit price drops.
  const increase = page.getByRole('button', { name: 'Increase quantity of boAt Airdopes 141' });
  await increase.click();
  await increase.click();
  await expect(quantityOf(page, 'boAt Airdopes 141')).toHaveText('3');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: '3+ pieces' })).toContainText('Applied');
  await expect(rows.filter({ hasText: '5+ pieces' })).not.toContainText('Applied');
  await expect(page.getByTestId('purchase-total')).toHaveText('Rs. 7,122');

  // The drawer shows the same line and recalculates on its own stepper.
  await cartButton(page).click();
  const sheet = drawer(page);
  await expect(sheet).toBeVisible();
  const line = sheet.getByTestId('cart-line');
  await expect(line.getByTestId('unit-price')).toHaveText('Rs. 2,374');
  await expect(line.getByTestId('line-total')).toHaveText('Rs. 7,122');
  await expect(sheet.getByTestId('drawer-subtotal')).toHaveText('Rs. 7,122');
  const lineName = 'boAt Airdopes 141 (Bold Black)';
  await sheet.getByRole('button', { name: `Increase quantity of ${lineName}` }).click();
  await sheet.getByRole('button', { name: `Increase quantity of ${lineName}` }).click();
  // 5 pieces: the highest tier met (5+ → 10%) now prices the line.
  await expect(line.getByTestId('unit-price')).toHaveText('Rs. 2,249');
  await expect(line.getByTestId('line-total')).toHaveText('Rs. 11,245');
  await sheet.getByRole('button', { name: `Decrease quantity of ${lineName}` }).click();
  await expect(line.getByTestId('unit-price')).toHaveText('Rs. 2,374');
  await expect(line.getByTestId('line-total')).toHaveText('Rs. 9,496');
  await expect(sheet.getByTestId('drawer-subtotal')).toHaveText('Rs. 9,496');
  await expectAxeClean(page, { include: '[role="dialog"]' });

  // Escape closes it and focus returns to the cart button; body scroll was locked while open.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // A second product with one piece in stock: plus and minus are both disabled at 1.
  await page.goto('/products/oraimo-toast-10-pro-10000mah');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByRole('button', { name: /^Increase quantity of Oraimo Toast/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Decrease quantity of Oraimo Toast/ })).toBeDisabled();

  // The cart page: rows, Order Summary, and the same arithmetic.
  await cartButton(page).click();
  await drawer(page).getByRole('link', { name: 'View Cart Page' }).click();
  await expect(page).toHaveURL('/carts');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('Rs. 11,195');
  await expect(page.getByTestId('summary-total')).toHaveText('Rs. 11,195');
  await expect(page.getByText('Calculated at checkout')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  await expectAxeClean(page);

  // It survives a reload.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('Rs. 11,195');

  // Remove deletes one line.
  await page.getByRole('button', { name: 'Remove Oraimo Toast 10 Pro 10000mAh' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('Rs. 9,496');

  // Clear Cart asks first; Cancel keeps the cart, confirming empties it.
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await expectAxeClean(page);
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the drawer: empty state, outside click, scroll lock, axe', async ({ page }) => {
  await page.goto('/');
  await cartButton(page).click();
  const sheet = drawer(page);
  await expect(sheet.getByText('Your cart is empty')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  // Radix locks scrolling of the page behind the sheet.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectAxeClean(page, { include: '[role="dialog"]' });
  // A click outside the sheet closes it.
  await page.mouse.click(100, 400);
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('colour stock limit: plus stops at the selected colour’s quantity', async ({ page }) => {
  await page.goto('/products/jbl-tune-beam');
  await page.getByRole('radio', { name: 'White' }).click();
  await expect(page.getByTestId('stock-available')).toHaveText('3 available');
  const increase = page.getByRole('button', { name: 'Increase quantity of JBL Tune Beam' });
  await increase.click(); // adds White × 2
  await increase.click(); // 3
  await expect(quantityOf(page, 'JBL Tune Beam')).toHaveText('3');
  await expect(increase).toBeDisabled();

  // Another colour is its own line, starting at 1 with its own limit.
  await page.getByRole('radio', { name: 'Blue' }).click();
  await expect(quantityOf(page, 'JBL Tune Beam')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByTestId('stock-available')).toHaveText('4 available');

  await cartButton(page).click();
  const line = drawer(page).getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Colour: White');
  await expect(drawer(page).getByRole('button', { name: 'Increase quantity of JBL Tune Beam (White)' })).toBeDisabled();
});

test('an out-of-stock product offers no buying controls', async ({ page }) => {
  await page.goto('/products/sony-wf-1000xm5');
  await expect(page.getByText('This item is currently out of stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Black (out of stock)' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Silver (out of stock)' })).toBeDisabled();
});

test('visitor Buy Now adds the item and goes to /login with redirect state', async ({ page }) => {
  await page.goto(AIRDOPES);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/login');
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({ redirect: '/checkout', type: 'checkout' });
  const stored = await page.evaluate(() => localStorage.getItem('pasal-cart'));
  expect(JSON.parse(stored ?? '{}').state.lines).toHaveLength(1);

  // The drawer's Checkout and the cart page's Proceed to Checkout do the same.
  await page.goto('/carts');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
    redirect: '/checkout',
    type: 'checkout',
  });
  await page.goto('/');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
    redirect: '/checkout',
    type: 'checkout',
  });
});

test('a stale cart is refreshed with a notice; a product no longer sold is marked', async ({ page }) => {
  await page.goto(AIRDOPES);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // A tap before the app has loaded is replayed once it has: wait until the line is stored.
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // Pretend the line was added days ago at a different price, with a product since removed.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('pasal-cart')!) as {
      state: { lines: Record<string, unknown>[] };
    };
    const [line] = stored.state.lines;
    stored.state.lines = [
      { ...line, discount_price: 2199, cart_amount: 2199, bulk_discounts: [], cart_quantity: 40 },
      { ...line, id: 999999, name: 'Retired Gadget', slug: 'retired-gadget', selectedColor: null },
    ];
    localStorage.setItem('pasal-cart', JSON.stringify(stored));
  });
  await page.goto('/carts');
  const airdopes = page.getByTestId('cart-line').filter({ hasText: 'boAt Airdopes 141' });
  await expect(airdopes.getByTestId('line-notice')).toHaveText(
    'Only 30 left in stock: quantity lowered from 40 to 30. Price changed from Rs. 2,199 to Rs. 2,249.',
  );
  await expect(quantityOf(page, 'boAt Airdopes 141 (Bold Black)')).toHaveText('30');
  const retired = page.getByTestId('cart-line').filter({ hasText: 'Retired Gadget' });
  await expect(retired.getByRole('alert')).toHaveText('This product is no longer available. Remove it to check out.');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(page.getByTestId('summary-subtotal')).toHaveText('Rs. 67,470');
  await expectAxeClean(page);
  await retired.getByRole('button', { name: 'Remove Retired Gadget' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
});

test('the same cart in two tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(AIRDOPES);
  await second.goto('/');
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 0 items');
  await first.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(second).click();
  await drawer(second).getByRole('button', { name: 'Remove boAt Airdopes 141 (Bold Black)' }).click();
  await expect(cartButton(first)).toHaveAccessibleName('Cart, 0 items');
  await expect(first.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});
