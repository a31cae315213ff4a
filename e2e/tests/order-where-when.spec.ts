import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerFor } from './admin-helpers.js';
import { loginThroughForm, PHONE, registerByApi, uniqueEmail } from './auth-helpers.js';
import { isCartSaved, KATHMANDU_ORDER_ADDRESS } from './checkout-helpers.js';

// Issue #30: a shopper with a default saved address goes straight to Payment and places the order
// (the Shipping step never shown); the order then says where it goes and when it is expected, on
// Your Orders, in English and in Nepali.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'where-when-pw-1';

interface Summary {
  slug: string;
  discount_price: number;
  total_quantity: number;
}

/** A neckband with stock (a category the other checkout journeys leave alone). */
async function pickProduct(request: APIRequestContext, index: number): Promise<Summary> {
  const response = await request.get('/api/v1/products/?category=neckbands&sort_by=price_low_to_high');
  const { data } = (await response.json()) as { data: Summary[] };
  const fit = data.filter((product) => product.total_quantity >= 10 && product.discount_price >= 500);
  const product = fit[index % fit.length];
  if (!product) throw new Error('no neckband with stock');
  return product;
}

/** The newest order's promised days, as the API answers them. */
async function latestOrderDelivery(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/v1/orders/', { headers });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { delivery: { earliest: string; expected_by: string } }[] };
  return data[0]!.delivery;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as the page writes its parts: day, short month, year. */
function dayParts(isoDate: string): [number, string, number] {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [day, MONTHS[month - 1]!, year];
}

async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`, { waitUntil: 'networkidle' });
  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await saved;
}

test('a default saved address, straight to Payment, cash on delivery: the order is placed and says where and when', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('where-when');
  await registerByApi(page, email, PASSWORD, 'Sita');
  // The default address, saved in the address book (its own journey covers the form).
  const headers = await bearerFor(request, email, PASSWORD);
  const saved = await request.post('/api/v1/account/addresses', {
    headers,
    data: {
      label: 'Home',
      full_name: 'Sita Gurung',
      phone: PHONE,
      province_id: KATHMANDU_ORDER_ADDRESS.province_id,
      district_id: KATHMANDU_ORDER_ADDRESS.district_id,
      local_level_id: KATHMANDU_ORDER_ADDRESS.local_level_id,
      ward: 4,
      tole: 'Baluwatar',
      landmark: '',
      postal_code: '',
      is_default: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  await addToCart(page, (await pickProduct(page.request, 0)).slug);
  // A slow phone connection: the saved addresses arrive a while after the rest of the page. The
  // shopper is quicker than they are.
  await page.route('**/api/v1/account/addresses', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.goto('/checkout');
  await expect(page.getByLabel('First Name')).toHaveValue('Sita');

  // "3 Payment" straight away: the Shipping step is never opened.
  await page.getByRole('tab', { name: /Payment/ }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await page.getByRole('textbox', { name: 'Additional info' }).fill('Please call before coming');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Checkout successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByText('Please check the highlighted fields.')).toHaveCount(0);

  // Where and when, on Your Orders: the saved address, and the valley's promise (the same business
  // day or the next) from the order's own days.
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  const destination = order.getByTestId('order-destination');
  await expect(destination).toContainText('Delivery address');
  await expect(destination).toContainText('Baluwatar');
  await expect(destination).toContainText('Kathmandu Metropolitan City-4');
  await expect(destination).toContainText('Kathmandu, Bagmati Province');
  const delivery = await latestOrderDelivery(request, headers);
  expect(delivery.earliest < delivery.expected_by).toBe(true);
  await expect(destination).toContainText('Expected delivery');
  const [fromDay] = dayParts(delivery.earliest);
  const [toDay, toMonth, toYear] = dayParts(delivery.expected_by);
  await expect(order.getByTestId('order-expected')).toHaveText(
    // '29–30 Nov 2026 (…)', '30 Nov – 1 Dec 2026 (…)' or '31 Dec 2026 – 1 Jan 2027 (…)'.
    new RegExp(`^${fromDay}(–| [A-Z][a-z]{2}( \\d{4})? – )${toDay} ${toMonth} ${toYear} \\(.+ 20\\d\\d\\)$`),
  );
});

test('store pickup on Nepali pages: Your Orders says where to collect it, when the shop is open and from which day', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('where-when-pickup');
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login?lang=en');
  await loginThroughForm(page, email, PASSWORD);
  await addToCart(page, (await pickProduct(page.request, 1)).slug);
  await page.goto('/checkout?lang=ne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByLabel('पहिलो नाम')).toHaveValue('Sita');
  await page.getByRole('tab', { name: /ढुवानी/ }).click();
  await page.getByRole('radio', { name: /पसलबाट लैजाने/ }).click();
  await page.getByRole('tab', { name: /भुक्तानी/ }).click();
  await page.getByRole('radio', { name: 'क्यास अन डेलिभरी' }).click();
  await page.getByRole('textbox', { name: /थप जानकारी/ }).fill('म बिहान आउँछु');
  await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  const toast = page.getByText('अर्डर सफलतापूर्वक राखियो!');
  await expect(toast).toBeVisible();
  // The toast is written in the page's Devanagari font, not in the toaster's own system fonts
  // (boxes on a computer without a Devanagari system font).
  expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Noto Sans Devanagari');
  await expect(page).toHaveURL(/\/profile\/orders/);

  const shop = (
    (await (await request.get('/api/v1/shop/')).json()) as { data: { address: string; address_ne: string | null } }
  ).data;
  const destination = page
    .getByRole('list', { name: 'अर्डरहरू' })
    .getByRole('listitem')
    .first()
    .getByTestId('order-destination');
  await expect(destination).toContainText('हाम्रो पसलबाट लैजानुहोस्');
  // The shop's address in Nepali where the settings have it (the demo shop's default does).
  await expect(destination).toContainText(shop.address_ne ?? shop.address);
  await expect(destination).toContainText('खुल्ने समय:');
  await expect(destination).toContainText('लैजान सकिने मिति');
  // One day, BS first with its Nepali month name, AD beside it, all in Devanagari digits.
  await expect(destination.getByTestId('order-expected')).toHaveText(
    /^[०-९]{4} \S+ [०-९]{1,2} \([०-९]{1,2} \S+ [०-९]{4}\)$/,
  );
});
