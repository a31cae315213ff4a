// A double click on Place Order and a network retry of the same POST make one order (issue 15):
// the page sends one Idempotency-Key per checkout attempt and the server answers a repeat of it with
// the first order.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { fillNepalAddress, isCartSaved, KATHMANDU_ADDRESS } from './checkout-helpers.js';

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'idempotent-order-pw-1';

interface Summary {
  slug: string;
  total_quantity: number;
}

async function addSpeakerToCart(page: Page) {
  const response = await page.request.get('/api/v1/products/?category=speakers&sort_by=price_low_to_high');
  const { data } = (await response.json()) as { data: Summary[] };
  const product = data.find((item) => item.total_quantity >= 10);
  if (!product) throw new Error('no speaker with stock');
  await page.goto(`/products/${product.slug}`, { waitUntil: 'networkidle' });
  // A PUT, or the merge that saves it when the tap came before the session was restored: on a busy
  // machine both runs of a full suite waited for a PUT that was never needed.
  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await saved;
}

test('a double click and a replayed POST on Place Order make exactly one order', async ({ page }) => {
  const email = uniqueEmail('idempotent');
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  await addSpeakerToCart(page);
  await page.goto('/checkout');

  await expect(page.getByLabel('First Name')).toHaveValue('Sita');
  // Moving between steps is checkout.spec's subject, not this journey's. Twice in full runs on a
  // busy machine this first Continue was clicked (the button had the focus) and the step stayed on
  // Personal Info until the test timed out; the cause is not found yet (docs/decisions.md). Here the
  // click is repeated while the step has not moved, so the journey tests what it is about.
  const personal = page.getByRole('tab', { name: /Personal Info/ });
  const shipping = page.getByRole('tab', { name: /Shipping/ });
  await expect(async () => {
    if ((await personal.getAttribute('aria-selected')) === 'true') {
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(shipping).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await fillNepalAddress(page, {
    ...KATHMANDU_ADDRESS,
    tole: 'Lambagar, Tarkeshwor',
    landmark: 'Near the Tarkeshwor temple',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await page.getByRole('textbox', { name: 'Additional info' }).fill('Please call before coming');

  // Every order POST the page sends reaches the server twice: as if the first answer was lost on a
  // mobile network and the request was sent again.
  const keys: string[] = [];
  const placed: string[] = [];
  await page.route('**/api/v1/orders/', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    keys.push(request.headers()['idempotency-key'] ?? '');
    const first = await route.fetch();
    const retry = await route.fetch();
    for (const answer of [first, retry]) {
      const body = (await answer.json()) as { data?: { order: { transaction_id: string } } };
      placed.push(`${answer.status()} ${body.data?.order.transaction_id ?? ''}`);
    }
    await route.fulfill({ response: retry });
  });

  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByText('Checkout successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);

  // One request from the page, with a key; both deliveries answered with the same new order.
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  expect(placed).toHaveLength(2);
  expect(placed[0]).toMatch(/^201 PSL-[0-9A-Z]{12}$/);
  expect(placed[1]).toBe(placed[0]);

  // And the account holds exactly that one order.
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first().getByTestId('order-transaction-id')).toHaveText(placed[0]!.slice(4));
});
