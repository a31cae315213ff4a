/// <reference lib="dom" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectAxeClean,
  fromOwnAddress,
  loginThroughForm,
  otpFromOutbox,
  PHONE,
  registerByApi,
  uniqueEmail,
} from './auth-helpers.js';
import { fillNepalAddress, KATHMANDU_ADDRESS, isCartSaved } from './checkout-helpers.js';

// Checkout journeys from a product page to /profile/orders through the built-in eSewa and Khalti
// simulators: cash on delivery with a coupon, eSewa, Khalti, and the failure paths.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'checkout-journey-pw-1';

interface Summary {
  slug: string;
  name: string;
  discount_price: number;
  total_quantity: number;
}

/** A product from a category the other journeys leave alone, with stock and a price fit for coupons. */
async function pickProduct(request: APIRequestContext, category: string, index: number): Promise<Summary> {
  const response = await request.get(`/api/v1/products/?category=${category}&sort_by=price_high_to_low`);
  const { data } = (await response.json()) as { data: Summary[] };
  const fit = data.filter(
    (product) => product.total_quantity >= 10 && product.discount_price >= 2500 && product.discount_price < 9000,
  );
  const product = fit[index % fit.length];
  if (!product) throw new Error(`no ${category} product with stock`);
  return product;
}

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/v1/products/${slug}/`);
  return ((await response.json()) as { data: { total_quantity: number } }).data.total_quantity;
}

async function signedInShopper(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  return email;
}

/**
 * Adds the product from its page. A signed-in shopper's cart is saved to the account (debounced):
 * wait for that before a full page load, which takes the account's copy.
 */
async function addToCart(page: Page, slug: string, options: { signedIn: boolean } = { signedIn: true }) {
  // Let the page settle (product data, the page load's cart sync) before the click.
  await page.goto(`/products/${slug}`, { waitUntil: 'networkidle' });
  const saved = options.signedIn ? page.waitForResponse(isCartSaved) : null;
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await saved;
}

/**
 * Fills Shipping (a new account has no billing address yet), picks a payment method and writes the
 * additional info the form requires (docs/rules/checkout-and-payments.md#checkout-form).
 */
async function fillShippingAndPay(page: Page, method: RegExp) {
  await expect(page.getByLabel('First Name')).toHaveValue('Sita');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillNepalAddress(page, {
    ...KATHMANDU_ADDRESS,
    tole: 'Lambagar, Tarkeshwor',
    landmark: 'Near the Tarkeshwor temple',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: method }).click();
  await page.getByRole('textbox', { name: 'Additional info' }).fill('Please call before coming');
}

function outboxHas(email: string, text: string): boolean {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return false;
  const needle = email.replace(/[^a-z0-9@._-]/gi, '_');
  return readdirSync(outbox)
    .filter((name) => name.includes(needle))
    .some((name) => readFileSync(join(outbox, name), 'utf8').includes(text));
}

test('a visitor at /checkout is sent to login and comes back to checkout', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await registerByApi(page, email, PASSWORD, 'Sita');
  const product = await pickProduct(page.request, 'speakers', 0);
  await addToCart(page, product.slug, { signedIn: false });
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('cash on delivery with a coupon: from the product page to Your Orders', async ({ page }) => {
  const email = await signedInShopper(page, 'cod');
  const product = await pickProduct(page.request, 'smartwatches', 0);
  const stockBefore = await stockOf(page.request, product.slug);
  await addToCart(page, product.slug);
  await page.goto('/carts');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAxeClean(page);

  // The coupon: Apply waits for a code; WELCOME10 takes 10% off.
  await page.getByRole('checkbox', { name: 'Do you have a coupon code?' }).check();
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon code is not valid' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
  await apply.click();
  const discount = Math.floor(product.discount_price / 10);
  await expect(page.getByText(/Coupon WELCOME10 applied/)).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toContainText(
    `Rs. ${new Intl.NumberFormat('en-IN').format(discount)}`,
  );

  await fillShippingAndPay(page, /Cash on Delivery/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Checkout successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order.getByText('Pending')).toBeVisible();
  await expect(order.getByText('Cash on Delivery')).toBeVisible();
  await expect(order.getByText('Pay on delivery')).toBeVisible();
  const transactionId = (await order.getByTestId('order-transaction-id').textContent()) ?? '';
  expect(transactionId).toMatch(/^PSL-[0-9A-Z]{12}$/);
  await expectAxeClean(page);

  // The cart is empty, the stock went down and the confirmation e-mail went out.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await stockOf(page.request, product.slug)).toBe(stockBefore - 1);
  await expect.poll(() => outboxHas(email, transactionId)).toBe(true);

  // Cancelling within the hour puts the stock back.
  await page.goto('/profile/orders');
  await page.getByRole('button', { name: `Cancel order ${transactionId}` }).click();
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders' }).getByText('Cancelled')).toBeVisible();
  expect(await stockOf(page.request, product.slug)).toBe(stockBefore);
});

test('an account that has not proven its e-mail keeps its cart, enters the code at checkout, then orders', async ({
  page,
}) => {
  const email = uniqueEmail('unproven');
  const registered = await page.request.post('/api/v1/users/register/', {
    headers: fromOwnAddress(),
    data: {
      first_name: 'Sita',
      last_name: 'Gurung',
      email,
      phone: PHONE,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  const product = await pickProduct(page.request, 'smartwatches', 1);
  await addToCart(page, product.slug);
  await page.goto('/checkout');
  const panel = page.getByRole('region', { name: 'Verify your e-mail to order' });
  await expect(panel).toBeVisible();
  await expectAxeClean(page);

  // Placing the order before the code: refused, nothing taken.
  await fillShippingAndPay(page, /Cash on Delivery/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText('Verify your e-mail address to place an order: enter the code we e-mailed you').first(),
  ).toBeVisible();

  await panel.getByLabel('Verification code').fill(await otpFromOutbox(email, 'verification'));
  await panel.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Checkout successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);
});

test('eSewa: pay through the simulator, Payment Successful!, order paid', async ({ page }) => {
  await signedInShopper(page, 'esewa');
  const product = await pickProduct(page.request, 'speakers', 1);
  await page.goto(`/products/${product.slug}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShippingAndPay(page, /eSewa/);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/payments\/simulator\/esewa\//);
  await expect(page.getByRole('heading', { name: 'eSewa payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay Rs\./ }).click();

  await expect(page).toHaveURL(/\/payment-success\?data=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pasal-checkout'))).toBeNull();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'View your Order' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order.getByText('eSewa')).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

test('Khalti: pay through the simulator, Payment Successful!, order paid', async ({ page }) => {
  await signedInShopper(page, 'khalti');
  const product = await pickProduct(page.request, 'smartwatches', 1);
  await addToCart(page, product.slug);
  await page.goto('/checkout');
  await fillShippingAndPay(page, /Khalti/);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/payments\/simulator\/khalti\/pay\?pidx=/);
  await page.getByRole('button', { name: /^Pay Rs\./ }).click();
  await expect(page).toHaveURL(/\/payment-success\?pidx=.*status=Completed/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.getByRole('link', { name: 'View your Order' }).click();
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order.getByText('Khalti')).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
});

test('failure paths: eSewa cancelled → /payment-failed; Khalti cancelled → Payment Failed; stock returned', async ({
  page,
}) => {
  await signedInShopper(page, 'failed');
  const product = await pickProduct(page.request, 'speakers', 2);
  const stockBefore = await stockOf(page.request, product.slug);
  await addToCart(page, product.slug);

  await page.goto('/checkout');
  await fillShippingAndPay(page, /eSewa/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payments\/simulator\/esewa\//);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/payment-failed\?transaction_id=PSL-/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expectAxeClean(page);
  await expect.poll(() => stockOf(page.request, product.slug)).toBe(stockBefore);
  await page.getByRole('link', { name: 'Checkout Again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The cart is still there: try Khalti, and cancel again.
  await fillShippingAndPay(page, /Khalti/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payments\/simulator\/khalti\/pay/);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/payment-success\?pidx=.*status=User%20canceled/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout Again' })).toHaveAttribute('href', '/checkout');
  expect(await stockOf(page.request, product.slug)).toBe(stockBefore);

  // Neither attempt was a purchase: both are kept apart, collapsed under "Payment not completed".
  await page.goto('/profile/orders');
  await expect(page.getByText('No orders found')).toBeVisible();
  const unfinished = page.locator('details').filter({ hasText: 'Payment not completed (2)' });
  await unfinished.locator('summary').click();
  await expect(unfinished.getByRole('list', { name: 'Payment not completed' }).getByRole('listitem')).toHaveCount(2);
});

test('eSewa: money that arrives after the order was cancelled in another tab → Payment Failed, refund promised', async ({
  page,
  context,
}) => {
  const email = await signedInShopper(page, 'late');
  const product = await pickProduct(page.request, 'speakers', 3);
  const stockBefore = await stockOf(page.request, product.slug);
  await addToCart(page, product.slug);
  await page.goto('/checkout');
  await fillShippingAndPay(page, /eSewa/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payments\/simulator\/esewa\//);

  // While eSewa's page is open, the shopper signs in in another tab and cancels the order there.
  const other = await context.newPage();
  await other.goto('/login');
  await loginThroughForm(other, email, PASSWORD);
  await other.goto('/profile/orders');
  // An online order not paid yet is not a purchase: it waits under "Payment not completed".
  const unfinished = other.locator('details').filter({ hasText: 'Payment not completed' });
  await unfinished.locator('summary').click();
  await unfinished.getByRole('button', { name: /^Cancel order PSL-/ }).click();
  await other.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(other.getByText('Your order has been cancelled')).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: /^Pay Rs\./ }).click();
  await expect(page).toHaveURL(/\/payment-success\?data=/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText('This order had already been cancelled, so your payment will be refunded. Your cart is still here.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expectAxeClean(page);
  expect(await stockOf(page.request, product.slug)).toBe(stockBefore);
});
