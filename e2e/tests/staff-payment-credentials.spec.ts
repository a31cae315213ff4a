import { expect as baseExpect, test } from '@playwright/test';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { fillNepalAddress, KATHMANDU_ADDRESS } from './checkout-helpers.js';

// Payment credentials on the settings screen (issue #32): an admin enters eSewa's test merchant on
// a phone, the secret is never shown back (only its last 4 characters), and a shopper then pays
// with eSewa through the built-in simulator with them. The other journeys pay with eSewa on the
// same shop meanwhile: eSewa's public test merchant in test mode is what the simulator takes
// anyway, so they see no change; the credentials are removed at the end.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'payment-credentials-journey-pw-1';
const ESEWA_UAT_SECRET = '8gBm/:&EnhH.1/q';

interface Summary {
  slug: string;
  total_quantity: number;
  discount_price: number;
}

test('an admin saves eSewa test credentials on a phone, and a shopper pays with eSewa through the simulator', async ({
  browser,
  request,
}) => {
  const admin = uniqueEmail('paykeys-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await phone.newPage();
    await page.goto('/login');
    await loginThroughForm(page, admin, PASSWORD);
    await page.goto('/staff/settings');
    const esewa = page.getByRole('form', { name: 'eSewa' });
    await expect(esewa.getByText(/built-in simulator/).first()).toBeVisible();
    await esewa.getByRole('combobox', { name: 'Mode' }).selectOption('test');
    await esewa.getByRole('textbox', { name: 'Product code (merchant code)' }).fill('EPAYTEST');
    await esewa.getByLabel(/^Secret key/).fill(ESEWA_UAT_SECRET);
    await esewa.getByRole('button', { name: 'Save eSewa' }).click();
    await expect(page.getByText('eSewa credentials saved: payments use them from now on')).toBeVisible();
    await expect(esewa.getByText(/ending in/)).toBeVisible();
    await expect(esewa.getByText('.1/q', { exact: true })).toBeVisible();
    await expect(esewa.getByLabel(/^Secret key/)).toHaveCount(0);
    // Nothing of the section is wider than the phone.
    const section = page.getByRole('region', { name: 'Payments' });
    const wide = await section.evaluate(
      (element) =>
        [element, ...element.querySelectorAll('*')].filter(
          (inner) => inner.getBoundingClientRect().right > window.innerWidth,
        ).length,
    );
    expect(wide).toBe(0);
    await expectAxeClean(page);

    const saved = (await (await request.get('/api/v1/admin/settings/payments/esewa/', { headers })).json()) as {
      data: { source: string; saved: { mode: string; merchant_code: string; secret_last4: string } };
    };
    expect(saved.data).toMatchObject({ source: 'settings', saved: { mode: 'test', merchant_code: 'EPAYTEST' } });
    expect(JSON.stringify(saved)).not.toContain(ESEWA_UAT_SECRET);

    // A shopper pays with eSewa: the form carries the saved product code to the simulator.
    const shopperContext = await browser.newContext();
    const shop = await shopperContext.newPage();
    const shopper = uniqueEmail('paykeys-shopper');
    await registerByApi(shop, shopper, PASSWORD, 'Sita');
    await shop.goto('/login');
    await loginThroughForm(shop, shopper, PASSWORD);
    const listed = (await (
      await request.get('/api/v1/products/?category=speakers&sort_by=price_high_to_low')
    ).json()) as { data: Summary[] };
    const product = listed.data.filter((candidate) => candidate.total_quantity >= 10).at(-1);
    if (!product) throw new Error('no speaker with stock');
    await shop.goto(`/products/${product.slug}`, { waitUntil: 'networkidle' });
    await shop.getByRole('button', { name: 'Buy Now' }).click();
    await expect(shop).toHaveURL(/\/checkout$/);
    await expect(shop.getByLabel('First Name')).toHaveValue('Sita');
    await shop.getByRole('button', { name: 'Continue' }).click();
    await fillNepalAddress(shop, { ...KATHMANDU_ADDRESS, tole: 'Lambagar', landmark: 'Near the temple' });
    await shop.getByRole('button', { name: 'Continue' }).click();
    await shop.getByRole('radio', { name: /eSewa/ }).click();
    await shop.getByRole('textbox', { name: 'Additional info' }).fill('Please call before coming');
    const form = shop.waitForRequest(
      (sent) => /\/payments\/simulator\/esewa\//.test(sent.url()) && sent.method() === 'POST',
    );
    await shop.getByRole('button', { name: 'Place Order' }).click();
    expect(new URLSearchParams((await form).postData() ?? '').get('product_code')).toBe('EPAYTEST');
    await expect(shop.getByRole('heading', { name: 'eSewa payment' })).toBeVisible();
    await shop.getByRole('button', { name: /^Pay Rs\./ }).click();
    await expect(shop).toHaveURL(/\/payment-success\?data=/);
    await expect(shop.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await shopperContext.close();

    // Removing asks first, then the screen offers the form again.
    await page.reload();
    await esewa.getByRole('button', { name: 'Remove eSewa credentials' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove the eSewa credentials?' });
    await ask.getByRole('button', { name: 'Remove eSewa credentials' }).click();
    await expect(page.getByText(/eSewa credentials removed/)).toBeVisible();
    await expect(esewa.getByLabel(/^Secret key/)).toHaveValue('');
  } finally {
    await request.delete('/api/v1/admin/settings/payments/esewa/', { headers });
    await phone.close();
  }
});
