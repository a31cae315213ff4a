import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { fromOwnAddress, otpFromOutbox, PHONE, uniqueEmail } from './auth-helpers.js';
import { latinWords } from '../../packages/contract/src/i18n/latin-words.js';
import { outboxMailTo } from './outbox.js';
import { pageWords } from './page-words.js';
import { fillPokharaInNepali } from './checkout-helpers.js';

// Issue #30, "a Nepali shop that is Nepali throughout": a shopper who signs up on the Nepali pages,
// orders with cash on delivery and opens the bill meets no Latin-script word but names (products,
// brands, the shop, their own) on any page of the way, nor in any e-mail the shop sends them.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'nepali-throughout-pw-1';

interface Summary {
  slug: string;
  name: string;
  brand_name: string | null;
  discount_price: number;
  total_quantity: number;
}

/** An earbuds product with stock under Rs. 5,000 (the Nepali shopper journey buys earbuds too). */
async function pickProduct(request: APIRequestContext): Promise<Summary> {
  const response = await request.get('/api/v1/products/?category=earbuds&sort_by=price_low_to_high');
  const { data } = (await response.json()) as { data: Summary[] };
  const product = data.find((candidate) => candidate.total_quantity >= 10 && candidate.discount_price < 5000);
  if (!product) throw new Error('no earbuds product with stock under Rs. 5,000');
  return product;
}

/** The names a page may write in Latin letters: the shop's, the shopper's, the products'. */
async function namesOf(request: APIRequestContext, extra: readonly string[]): Promise<string[]> {
  const shop = (await (await request.get('/api/v1/shop/')).json()) as { data: { name: string } };
  const products: Summary[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = (await (await request.get(`/api/v1/products/?page=${page}`)).json()) as {
      data: Summary[];
      total_pages: number;
    };
    products.push(...answer.data);
    pages = answer.total_pages;
  }
  return [shop.data.name, ...products.flatMap((product) => [product.name, product.brand_name ?? '']), ...extra];
}

/** Brands and services a Nepali page names as they are. */
const BRANDS = ['eSewa', 'Khalti', 'Google', 'Facebook', 'Instagram', 'YouTube', 'TikTok', 'OpenStreetMap', 'Pathao'];
/** A key to press, as printed on the keyboard: the toasts' "alt+T". */
const KEYS = /\b(?:alt|ctrl|shift|meta)\+[A-Za-z]\b/gi;
/**
 * A product's technical abbreviations, written in capitals as on its box (ENC, ANC, LDAC): names
 * of technologies that Nepali writes in Latin letters too. A word of English is never all capitals.
 */
const ABBREVIATION = /^[A-Z][A-Z0-9]{1,5}$/;

async function expectNoEnglish(page: Page, names: readonly string[], where: string) {
  await page.waitForLoadState('networkidle');
  const words = latinWords((await pageWords(page)).replace(KEYS, ' '), [...names, ...BRANDS]).filter(
    (word) => !ABBREVIATION.test(word),
  );
  expect(words, `Latin words on ${where} (${page.url()})`).toEqual([]);
}

test('a shopper on the Nepali pages meets Nepali from sign-up to the bill and in every e-mail', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request);
  const email = uniqueEmail('nepali-throughout');
  // The home page's testimonials name the products their writers bought (product names, as entered).
  const names = await namesOf(request, [
    'Sita',
    'Gurung',
    'Lakeside',
    'Baidam',
    email,
    'Samsung Galaxy A56 5G',
    'Lenovo IdeaPad Slim 3',
  ]);
  await page.setExtraHTTPHeaders(fromOwnAddress());

  // Sign up on the Nepali page; the code comes by e-mail.
  await page.goto('/signup?lang=ne', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expectNoEnglish(page, names, 'the sign-up page');
  await page.getByLabel('पहिलो नाम').fill('Sita');
  await page.getByLabel('थर').fill('Gurung');
  await page.getByLabel('इमेल').fill(email);
  await page.getByLabel('फोन').fill(PHONE);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
  await page.getByLabel('पासवर्ड पुष्टि गर्नुहोस्', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'खाता खोल्नुहोस्', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  await expectNoEnglish(page, names, 'the verification page');
  await page.getByLabel('प्रमाणीकरण कोड').fill(await otpFromOutbox(email, 'verification'));
  await page.getByRole('button', { name: 'इमेल प्रमाणित गर्नुहोस्' }).click();
  await expect(page.getByText('तपाईंको इमेल ठेगाना प्रमाणित भयो').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectNoEnglish(page, names, 'the sign-in page');
  await page.getByLabel('इमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'लगइन', exact: true }).click();
  await expect(page.getByText('लगइन सफल भयो!')).toBeVisible();

  // Browse and buy.
  await page.goto('/', { waitUntil: 'networkidle' });
  await expectNoEnglish(page, names, 'the home page');
  await page.goto('/products?category=earbuds', { waitUntil: 'networkidle' });
  await expectNoEnglish(page, names, 'the product list');
  await page.goto(`/products/${product.slug}`, { waitUntil: 'networkidle' });
  await expectNoEnglish(page, names, 'the product page');
  await page.getByRole('button', { name: 'कार्टमा राख्नुहोस्' }).click();
  await expect(page.getByText('सामान कार्टमा राखियो')).toBeVisible();
  await page.goto('/carts', { waitUntil: 'networkidle' });
  await expectNoEnglish(page, names, 'the cart');
  await page.getByRole('button', { name: 'चेकआउट गर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expectNoEnglish(page, names, 'checkout, personal details');
  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click();
  await fillPokharaInNepali(page);
  await expect(page.getByTestId('delivery-estimate')).toBeVisible();
  await expectNoEnglish(page, names, 'checkout, shipping');
  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click();
  await page.getByRole('radio', { name: 'क्यास अन डेलिभरी' }).click();
  await page.getByRole('textbox', { name: /थप जानकारी/ }).fill('कृपया आउनुअघि फोन गर्नुहोस्');
  await expectNoEnglish(page, names, 'checkout, payment');
  await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  await expect(page.getByText('अर्डर सफलतापूर्वक राखियो!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders/);
  const orders = await request.get('/api/v1/orders/', { headers: await bearerFor(request, email, PASSWORD) });
  const transactionId = ((await orders.json()) as { data: { transaction_id: string }[] }).data[0]!.transaction_id;
  const withOrder = [...names, transactionId];
  await expectNoEnglish(page, withOrder, 'Your Orders');
  // The order's lines too: the bought colour by its Nepali name.
  await page
    .getByText(/सामान र समयरेखा/)
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'सामानहरू' })).toBeVisible();
  await expectNoEnglish(page, withOrder, 'Your Orders, the order’s lines');

  // Staff deliver it, which issues the bill.
  const staff = uniqueEmail('nepali-throughout-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const staffHeaders = await bearerFor(request, staff, PASSWORD);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, {
      headers: staffHeaders,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-20261129' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await page.goto(`/profile/orders/${transactionId}/invoice`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'कर बिजक', level: 1 })).toBeVisible();
  // The seller's registered details are the shop's as set in its settings (names and numbers, and
  // on the demo shop its '(demo)' mark), and the name of the staff member who issued it. The bought
  // colour is named in Nepali, as everywhere.
  const seller = ((await (await request.get('/api/v1/shop/')).json()) as { data: Record<string, string> }).data;
  await expectNoEnglish(page, [...withOrder, 'PTH', seller.legal_name ?? '', '(demo)', 'Ram Gurung'], 'the bill');

  // Every e-mail to the shopper: the code, the order and its moves.
  await expect.poll(() => outboxMailTo(email).length).toBeGreaterThanOrEqual(4);
  for (const mail of outboxMailTo(email)) {
    expect(
      latinWords(`${mail.subject}\n${mail.text}`, [...withOrder, ...BRANDS, 'PTH']),
      `e-mail "${mail.subject}"`,
    ).toEqual([]);
  }
});
