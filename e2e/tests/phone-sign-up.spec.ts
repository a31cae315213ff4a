import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { expectAxeClean, fromOwnAddress } from './auth-helpers.js';
import { fillNepalAddress, isCartSaved, KATHMANDU_ADDRESS } from './checkout-helpers.js';
import { atBothSizes } from './screenshots.js';
import { outboxSmsTo, smsCodeFromOutbox } from './sms-outbox.js';

// Phone-first Nepal (issue #36): a shopper signs up with a mobile number alone — no e-mail, no
// password — with the code the shop texts (read from the demo shop's SMS outbox), and orders cash
// on delivery at once, leaving the checkout's e-mail empty; the order's confirmation comes by SMS.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

/** A Nepali mobile number of this run only: a proven number belongs to one account. */
function aNumber(): string {
  return `981${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** A power bank with stock (no other journey orders from this category). */
async function aPowerBank(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const response = await request.get('/api/v1/products/?category=power-banks&sort_by=price_low_to_high');
  const { data } = (await response.json()) as { data: { slug: string; name: string; total_quantity: number }[] };
  const product = data.find((candidate) => candidate.total_quantity >= 10);
  if (!product) throw new Error('no power bank with stock');
  return product;
}

test('signs up with a mobile number and an SMS code, no e-mail, and orders cash on delivery', async ({ page }) => {
  // This shopper's own client address, as every sign-up of the suite has (auth-helpers.ts).
  await page.context().setExtraHTTPHeaders(fromOwnAddress());
  const phone = aNumber();

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with mobile number' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up with your mobile number' })).toBeVisible();
  await atBothSizes(page, 'signup-phone-number');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We have sent a text message to this number. Enter the code from it')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  const code = await smsCodeFromOutbox(phone);
  expect(outboxSmsTo(phone)[0]!.text).toMatch(/your sign-up code is \d{6}\. Valid 5 minutes/);
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Gurung');
  await page.getByLabel('Code from the SMS').fill(code);
  await expectAxeClean(page);
  await atBothSizes(page, 'signup-phone-code');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Signup successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Account Details: no e-mail yet, and the number it signs in with.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Details' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByText(/No e-mail address yet/)).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(
    page.getByRole('region', { name: 'Mobile number' }).getByText('Verified', { exact: true }),
  ).toBeVisible();
  await expectAxeClean(page);
  await atBothSizes(page, 'account-detail-no-email');

  // The proven number is enough to order: no "verify your e-mail" step, the e-mail left empty.
  const product = await aPowerBank(page.request);
  await page.goto(`/products/${product.slug}`, { waitUntil: 'networkidle' });
  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await saved;
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Maya');
  await expect(page.getByLabel(/^Email/)).toHaveValue('');
  await expect(page.getByLabel(/^Phone/)).toHaveValue(phone);
  await atBothSizes(page, 'checkout-no-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillNepalAddress(page, { ...KATHMANDU_ADDRESS, tole: 'Baluwatar', landmark: 'Near the water tank' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await page.getByRole('textbox', { name: 'Additional info' }).fill('Please call before coming');
  const sentBefore = outboxSmsTo(phone).length;
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Checkout successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order.getByText('Cash on Delivery')).toBeVisible();
  const transactionId = ((await order.getByTestId('order-transaction-id').textContent()) ?? '').trim();
  expect(transactionId).not.toBe('');

  // The order's confirmation reaches the phone.
  await expect.poll(() => outboxSmsTo(phone).length, { timeout: 15_000 }).toBeGreaterThan(sentBefore);
  expect(outboxSmsTo(phone)[0]!.text).toContain(transactionId.replace(/^#/, ''));
});
