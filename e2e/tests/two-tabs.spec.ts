/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { isCartSaved } from './checkout-helpers.js';

// Issue 30, defect 1: tabs of one browser share one session. The refresh cookie rotates and a spent
// one revokes the family, so two tabs refreshing on their own signed each other out (the first tab
// ended on /login, its typing lost); without Remember me a new tab showed the shopper signed out.

const PASSWORD = 'two-tabs-pw-12345';

async function anyProductInStock(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/products/?category=speakers');
  const { data } = (await response.json()) as { data: { slug: string; total_quantity: number }[] };
  const product = data.find((item) => item.total_quantity >= 5);
  if (!product) throw new Error('no speaker in stock');
  return product.slug;
}

/** Signs in (with or without Remember me), puts a product in the cart and types at checkout. */
async function typingAtCheckout(page: Page, remember: boolean): Promise<void> {
  const email = uniqueEmail(remember ? 'tabs-remember' : 'tabs-session');
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD, { remember });
  const slug = await anyProductInStock(page.request);
  await page.goto(`/products/${slug}`, { waitUntil: 'networkidle' });
  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await saved;
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Middle Name (optional)' }).fill('Maya');
}

/** Counts the refresh calls every tab of the context makes from now on. */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (request.url().includes('/token/refresh/')) count += 1;
  });
  return () => count;
}

for (const remember of [true, false]) {
  test(`a second tab shares the session of the first (${remember ? 'with' : 'without'} Remember me)`, async ({
    page,
    context,
  }) => {
    await typingAtCheckout(page, remember);
    const refreshes = countRefreshes(context);

    // Shop pages opened in new tabs, twice, and a reload of one: each shows the shopper signed in.
    for (let round = 0; round < 2; round += 1) {
      const tab = await context.newPage();
      await tab.goto(round === 0 ? '/products' : '/about');
      await tab.reload();
      await expect(tab.getByRole('link', { name: 'Login' })).toHaveCount(0);
      // The account's own data comes with the tab's token.
      const authorised = tab.waitForResponse(
        (response) => response.request().headers().authorization !== undefined && response.ok(),
      );
      await tab.goto('/profile');
      await expect(tab).toHaveURL(/\/profile$/);
      await expect(tab.getByText('Hello, Sita!', { exact: false })).toBeVisible();
      await authorised;
    }

    // The first tab is still at checkout with its typing, after the time the defect took (~4 s).
    await page.waitForTimeout(5_000);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('textbox', { name: 'Middle Name (optional)' })).toHaveValue('Maya');
    // And the session is still good: the first tab reaches the account's data.
    await page.reload();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('First Name')).toHaveValue('Sita');
    // A handful of renewals (page loads that found no other tab's token), not a storm.
    expect(refreshes()).toBeLessThan(10);
  });
}
