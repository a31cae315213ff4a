/// <reference lib="dom" />
import { expect as baseExpect, request, test, type Page } from '@playwright/test';
import { fromOwnAddress, verifyEmailByApi } from './auth-helpers.js';

// The machine running these may be busy: give pages and the API time before failing.
test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

// The cart and wishlist follow a signed-in shopper (beyond the spec): merged on login, saved on
// every change, and there on a second device.

const password = 'correct-horse-42';

async function register(page: Page, email: string) {
  const response = await page.request.post('/api/v1/users/register/', {
    headers: fromOwnAddress(),
    data: {
      first_name: 'Cart',
      last_name: 'Shopper',
      email,
      phone: '9841234567',
      password,
      confirm_password: password,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await verifyEmailByApi(page.request, email);
}

/**
 * Signs in the way the login screen does: the login call (from the page, so the browser keeps the
 * refresh cookie) and the session entry the app reads. The app then gets its access token itself.
 */
async function signIn(page: Page, email: string) {
  const user = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/v1/users/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      const body = (await response.json()) as { data: { user: unknown } };
      localStorage.setItem('pasal-session', JSON.stringify({ user: body.data.user, loggedIn: true }));
      return body.data.user;
    },
    { email, password },
  );
  expect(user).toBeTruthy();
}

/**
 * The server's copy, read through a separate sign-in of the same account (its own cookie jar and
 * client address), so the page's session is never refreshed behind the app's back — presenting the
 * page's refresh cookie here as well would look like token theft and end that session. It signs in
 * once and reads with that access token: a sign-in per poll met the login rate limit on a busy run.
 */
async function serverCartReader(baseURL: string | undefined, email: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: fromOwnAddress() });
  const login = await api.post('/api/v1/users/login/', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { access: string } };
  return {
    async lines() {
      const response = await api.get('/api/v1/cart/', { headers: { authorization: `Bearer ${data.access}` } });
      const body = (await response.json()) as { data: { product: { slug: string }; quantity: number }[] };
      return body.data.map((line) => `${line.product.slug} × ${line.quantity}`);
    },
    dispose: () => api.dispose(),
  };
}

test('a visitor’s cart and wishlist are merged on login and follow the shopper to another device', async ({
  browser,
  baseURL,
}) => {
  const email = `cart-${Date.now()}@example.com`;
  const laptop = await browser.newContext({ baseURL });
  const phone = await browser.newContext({ baseURL });
  const first = await laptop.newPage();

  // As a visitor: two pieces in the cart and a saved product.
  await first.goto('/products/boat-airdopes-141');
  await first.getByRole('button', { name: 'Increase quantity of boAt Airdopes 141' }).click();
  await first.getByRole('button', { name: 'Add boAt Airdopes 141 to wishlist' }).click();
  await expect(first.getByRole('button', { name: 'Remove Cart' })).toBeVisible();

  await register(first, email);
  await signIn(first, email);
  await first.reload();
  const serverCart = await serverCartReader(baseURL, email);
  await expect.poll(() => serverCart.lines()).toEqual(['boat-airdopes-141 × 2']);

  // A change while signed in is saved to the server.
  await first.getByRole('button', { name: 'Increase quantity of boAt Airdopes 141' }).click();
  await expect.poll(() => serverCart.lines()).toEqual(['boat-airdopes-141 × 3']);
  await serverCart.dispose();

  // Another device signs in and finds the same cart and wishlist.
  const second = await phone.newPage();
  await second.goto('/');
  await signIn(second, email);
  await second.goto('/carts');
  const line = second.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('boAt Airdopes 141');
  await expect(line.getByRole('group', { name: /Quantity of/ }).locator('output')).toHaveText('3');
  await second.goto('/wishlist');
  await expect(second.getByRole('link', { name: 'boAt Airdopes 141' })).toBeVisible();

  await laptop.close();
  await phone.close();
});
