import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
// By its path: the checker imports nothing, so the journey needs no build of the contract.
import { latinWords } from '../../packages/contract/src/i18n/latin-words.js';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { outboxMailTo, type OutboxMail } from './outbox.js';
import { fillPokharaInNepali } from './checkout-helpers.js';

// Issue #20's journey: a shopper switches the shop to नेपाली in the header, browses to a product,
// adds it to the cart and checks out with cash on delivery to an address outside the Kathmandu
// Valley (Kaski → Pokhara Metropolitan City → ward 6), seeing the outside-valley charge and the
// expected day in Nepali. The first screen's HTML is Nepali already (server-rendered). The order's
// e-mails are Nepali too (issue #30): the order remembers the language it was placed in.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'nepali-journey-pw-1';

interface Summary {
  slug: string;
  name: string;
  discount_price: number;
  total_quantity: number;
}

/** An earbuds product (a category the other checkout journeys leave alone) under the free-delivery threshold. */
async function pickProduct(request: APIRequestContext): Promise<Summary> {
  const response = await request.get('/api/v1/products/?category=earbuds&sort_by=price_low_to_high');
  const { data } = (await response.json()) as { data: Summary[] };
  const product = data.find(
    (candidate) => candidate.total_quantity >= 10 && candidate.discount_price >= 500 && candidate.discount_price < 5000,
  );
  if (!product) throw new Error('no earbuds product with stock under Rs. 5,000');
  return product;
}

test('a Nepali shopper checks out to Pokhara with cash on delivery and downloads the bill', async ({
  page,
  request,
}) => {
  const product = await pickProduct(page.request);

  // The first screen's HTML, as a search engine or a slow phone gets it, is Nepali already.
  const html = await (await page.request.get(`/products/${product.slug}?lang=ne`)).text();
  expect(html).toMatch(/<html[^>]* lang="ne"/);
  expect(html).toContain('कार्टमा राख्नुहोस्');

  const email = uniqueEmail('nepali');
  await registerByApi(page, email, PASSWORD, 'Sita');
  // The page-source request above left the Nepali cookie: sign in on the English page, then switch.
  await page.goto('/login?lang=en');
  await loginThroughForm(page, email, PASSWORD);

  // English ⇄ नेपाली in the header: the page reloads in Nepali and the choice is remembered.
  // Each full page load renews the session (the refresh cookie); the journey lets each renewal
  // finish before it loads the next page, as a shopper's reading time does.
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'नेपालीमा हेर्नुहोस्' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.waitForLoadState('networkidle');

  // Browse to the product through the category list (product names stay as entered).
  await page.goto('/products?category=earbuds', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.goto(`/products/${product.slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'कार्टमा राख्नुहोस्' }).click();
  await expect(page.getByText('सामान कार्टमा राखियो')).toBeVisible();

  // To the cart through the header's drawer (an in-app navigation: the cart stays as it is).
  await page.getByRole('button', { name: 'कार्ट, १ सामान' }).click();
  await page.getByRole('link', { name: 'कार्ट पृष्ठ हेर्नुहोस्' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'सपिङ कार्ट' })).toBeVisible();
  await expect(page.getByTestId('summary-subtotal')).toContainText('रु.');
  await page.getByRole('button', { name: 'चेकआउट गर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();

  // Personal details come from the account; the shipping step takes the Nepali address.
  await expect(page.getByLabel('पहिलो नाम')).toHaveValue('Sita');
  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click();
  await expect(page.getByRole('radio', { name: /घरमै डेलिभरी/ })).toBeChecked();
  await fillPokharaInNepali(page);

  // The outside-valley zone: its charge and the expected days (2 to 7 business days, a range as
  // Your Orders shows it), in Devanagari digits, BS beside AD.
  const estimate = page.getByTestId('delivery-estimate');
  await expect(estimate).toContainText('काठमाडौँ उपत्यकाबाहिर');
  await expect(page.getByTestId('delivery-charge')).toHaveText(/^रु\. [०-९,]+$/);
  await expect(page.getByTestId('delivery-expected')).toHaveText(/^आइपुग्ने अनुमानित मिति: .*[–-].*\)$/);
  await expect(page.getByTestId('delivery-expected')).toHaveText(/^[^0-9]+$/);
  await expect(page.getByTestId('checkout-shipping')).toHaveText(
    (await page.getByTestId('delivery-charge').textContent()) ?? '',
  );
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click();
  await page.getByRole('radio', { name: 'क्यास अन डेलिभरी' }).click();
  await page.getByRole('textbox', { name: /थप जानकारी/ }).fill('कृपया आउनुअघि फोन गर्नुहोस्');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  await expect(page.getByText('अर्डर सफलतापूर्वक राखियो!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

  // Staff deliver it (cash collected), which issues the bill; the shopper downloads it in Nepali.
  const customerHeaders = await bearerFor(request, email, PASSWORD);
  const orders = await request.get('/api/v1/orders/', { headers: customerHeaders });
  expect(orders.status(), await orders.text()).toBe(200);
  const [placed] = (
    (await orders.json()) as { data: { transaction_id: string; items: { color_name: string | null }[] }[] }
  ).data;
  const transactionId = placed!.transaction_id;

  // The confirmation in the shopper's inbox is Nepali throughout: only the names stay as entered
  // (the product and its colour, the shop, the shopper and the street she typed) with the order number.
  const shopName = ((await (await request.get('/api/v1/shop/')).json()) as { data: { name: string } }).data.name;
  const nepaliMail = (subject: string) => {
    let found: OutboxMail | undefined;
    return expect
      .poll(() => (found = outboxMailTo(email).find((mail) => mail.subject.includes(subject)))?.subject, {
        timeout: 15_000,
      })
      .toBeDefined()
      .then(() => found!);
  };
  const confirmation = await nepaliMail(`तपाईंको अर्डर ${transactionId} पक्का भयो`);
  expect(confirmation.subject).toBe(`${shopName}: तपाईंको अर्डर ${transactionId} पक्का भयो`);
  expect(confirmation.text).toContain('काठमाडौँ उपत्यकाबाहिर');
  expect(confirmation.text).toMatch(/जम्मा: रु\. [०-९,]+\n/);
  const colours = placed!.items.flatMap((item) => (item.color_name ? [item.color_name] : []));
  const names = [shopName, product.name, ...colours, transactionId, 'Sita', 'Gurung', 'Lakeside, Baidam'];
  expect(latinWords(`${confirmation.subject}\n${confirmation.text}`, names)).toEqual([]);
  const staff = uniqueEmail('nepali-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: staffHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-20261125' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // So are the e-mails of its journey, with the courier's name as it is.
  const shipped = await nepaliMail(`तपाईंको अर्डर ${transactionId} बाटोमा छ`);
  expect(latinWords(shipped.text, [...names, 'Pathao', 'PTH-20261125'])).toEqual([]);

  await page.reload();
  await page.getByRole('link', { name: `अर्डर ${transactionId} को बिल डाउनलोड गर्नुहोस्` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${transactionId}/invoice$`));
  await expect(page.getByRole('heading', { name: 'कर बिजक', level: 1 })).toBeVisible();
  await expect(page.getByTestId('invoice-number')).toHaveText(/^[०-९]{4}\/[०-९]{2}-[०-९]{6}$/);
  await expect(page.getByText('मू.अ.कर १३%')).toBeVisible();
  await expectAxeClean(page);
});

// Issue #30: the shop's own words are Nepali too on a Nepali page: the category and the colours
// staff entered in Nepali (the demo catalogue has them), in the server's first screen and after the
// app takes over. Product and brand names stay as entered.
test('a Nepali product page names the category and the colours in Nepali', async ({ page }) => {
  const slug = 'samsung-galaxy-s24-ultra-12gb-256gb';
  const html = await (await page.request.get(`/products/${slug}?lang=ne`)).text();
  expect(html).toContain('स्मार्टफोन');
  expect(html).toContain('टाइटेनियम कालो');

  await page.goto(`/products/${slug}?lang=ne`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Samsung Galaxy S24 Ultra (12GB/256GB)' })).toBeVisible();
  await expect(page.getByText('Samsung · स्मार्टफोन')).toBeVisible();
  const colours = page.getByRole('group', { name: /^रङ/ });
  await expect(colours.getByRole('radio', { name: 'टाइटेनियम खरानी' })).toBeVisible();
  await colours.getByRole('radio', { name: 'टाइटेनियम खरानी' }).click();
  await expect(colours).toContainText('रङ: टाइटेनियम खरानी');
  await expect(page.getByText(/^काठमाडौँ उपत्यकाभित्र सोही दिन/)).toBeVisible();
});
