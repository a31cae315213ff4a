/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { isCartSaved } from './checkout-helpers.js';

// Issue 30: what shoppers hit on phones and at checkout, measured in the browser's own layout.

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'shopper-layout-pw-1';

test('on a phone, product cards show whole names with their variant, and Sort by stays on one line', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const lang of ['en', 'ne']) {
    await page.goto(`/products?category=smartphones&lang=${lang}`);
    const name = page.getByRole('heading', { name: 'Samsung Galaxy S24 Ultra (12GB/256GB)' });
    await expect(name).toBeVisible();
    // A line clamp that cuts the name leaves part of it below the box.
    expect(await name.evaluate((element) => element.scrollHeight > element.clientHeight + 1)).toBe(false);
    const label = await page
      .locator('main select')
      .first()
      .evaluate((select) => {
        const element = document.querySelector(`label[for="${select.id}"]`);
        return {
          height: element?.getBoundingClientRect().height ?? 0,
          line: element ? parseFloat(getComputedStyle(element).lineHeight) : 0,
        };
      });
    expect(label.height, `${lang}: the Sort by label wraps`).toBeLessThanOrEqual(label.line + 1);
  }
});

test('at checkout the desktop summary stays in view, and a phone shows the total beside Place Order', async ({
  page,
}) => {
  const email = uniqueEmail('layout');
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  await page.goto('/products/jbl-flip-6', { waitUntil: 'networkidle' });
  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await saved;

  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto('/checkout');
  await page.getByRole('tab', { name: /Shipping/ }).click();
  await expect(page.getByRole('combobox', { name: /Province/ })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  const heading = page.getByRole('heading', { name: 'Order Summary' });
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, 'the order summary scrolled away').toBeGreaterThanOrEqual(0);

  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: /Payment/ }).click();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.scrollIntoViewIfNeeded();
  const total = page.getByTestId('place-order-total');
  await expect(total).toBeVisible();
  await expect(total).toHaveText(/^Total Rs\. 16,999$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('Rs. 16,999');
});
