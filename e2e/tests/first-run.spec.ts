import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expectAxeClean } from './axe.js';
import { KATHMANDU_ORDER_ADDRESS } from './checkout-helpers.js';
import { outboxMailTo } from './outbox.js';

// First run (issue #32): a production-like shop started on an empty data directory has no admin.
// Its log prints a setup code; the owner enters it at /setup, creates the first admin in the
// browser, lands on the dashboard's checklist, and /setup is closed from then on. The journey
// starts a shop of its own (the suite's shared shop already has admins).

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let shop: ChildProcess | undefined;
let dataDir = '';
let base = '';
let setupCode = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const webDist = process.env.E2E_WEB_DIST;
  if (!webDist) throw new Error('E2E_WEB_DIST is not set (e2e/global-setup.ts)');
  dataDir = mkdtempSync(join(tmpdir(), 'pasal-first-run-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Started as `npm run serve` starts the shop: the server global-setup.ts compiled, on plain node.
  shop = spawn('node', ['--conditions=pasal-compiled', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      SEED_DEMO: 'off',
      PASSWORD_HASH_FOR_TESTS: 'true',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  setupCode = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup code in the log:\n${log}`)), 100_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /setup code ([0-9A-Z-]+)/.exec(log);
      // The notice is printed once the shop listens.
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    shop!.stdout!.on('data', read);
    shop!.stderr!.on('data', read);
    shop!.once('exit', (code) => reject(new Error(`the shop stopped (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const stopped = new Promise((resolve) => shop!.once('exit', resolve));
    shop.kill('SIGTERM');
    await stopped;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the owner creates the first admin at /setup with the code from the log, then /setup is closed', async ({
  page,
}) => {
  // Room for the first password's slow answer below.
  test.setTimeout(90_000);
  expect(setupCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
  await page.goto(`${base}/setup`);
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
  await expect(page.getByLabel('Setup code')).toBeVisible();
  await expectAxeClean(page);

  // A wrong code first: refused on its field.
  await page.getByLabel('Setup code').fill('AAAA-BBBB-CCCC-DDDD-EEEE');
  await page.getByLabel('First Name').fill('Himal');
  await page.getByLabel('Last Name').fill('Owner');
  await page.getByLabel('Email').fill('owner@himal.example');
  await page.getByLabel('Phone').fill('9841234567');
  await page.getByLabel('Password', { exact: true }).fill('Gadgets-on-New-Road-77');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Gadgets-on-New-Road-77');
  await page.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page.getByText('This setup code is not right. Copy it again from the server log')).toBeVisible();

  // The code as copied from the log, in lower case.
  await page.getByLabel('Setup code').fill(setupCode.toLowerCase());
  await page.getByRole('button', { name: 'Create admin account' }).click();
  // The shop's first password: its process loads the password estimator's dictionaries and hashes
  // with scrypt (about 1.5 s of CPU together on an idle machine). On two cores shared with the other
  // journeys that took more than 10 s in a full run, so the page gets longer to move on.
  await expect(page).toHaveURL(`${base}/staff`, { timeout: 30_000 });
  const checklist = page.getByRole('region', { name: 'Make the shop your own' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 5 done')).toBeVisible();
  await expectAxeClean(page);

  // The test e-mail goes through the mail queue to the admin's own address.
  await checklist.getByRole('button', { name: 'Send a test e-mail' }).click();
  // It shows as waiting, then as sent once the mailer took it (the card looks again by itself).
  await expect(checklist.getByText('Sent to owner@himal.example.')).toBeVisible({ timeout: 15_000 });
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();

  // Setup is closed now: the API says so, and the page sends people to the sign-in.
  const closed = await page.request.get(`${base}/api/v1/setup/`);
  expect(closed.status()).toBe(404);
  await page.goto(`${base}/setup`);
  await expect(page).toHaveURL(`${base}/login`);
});

// Your shop, not the demo (issue #32): once the owner has saved the shop's name, address, logo and
// About words, no storefront page says "Pasal" or names the demo shop's street, in English or in
// Nepali: not its text, title, description, pictures' descriptions nor the server's first screen;
// nor does the shop's e-mail.
// Case matters: the app's own identifiers (ids like "pasal-first-screen-data") are not words a shopper reads.
const DEMO_WORDS = /Pasal|PASAL|Lambagar|Tarkeshwor|लम्बगर|तारकेश्वर|pasal\.example|9800000000/;
const PAGES = [
  '/',
  '/products',
  '/search?q=phone',
  '/compare',
  '/about',
  '/contact',
  '/faq',
  '/blogs',
  '/blogs/1',
  '/services',
  '/warranty',
  '/privacy-policy',
  '/terms-and-conditions',
  '/sitemap',
  '/track',
  '/wishlist',
  '/carts',
  '/login',
  '/signup',
  '/forgot-password',
  '/no-such-page',
];

/**
 * Where a page names the demo shop, in one language: the server's first screen (as a search
 * engine or a phone without script gets it), then the page as the shopper reads it once the app
 * runs, scrolled to its end (lazy sections): text, title, descriptions and pictures' descriptions.
 */
async function demoWordsOn(page: Page, path: string, language: string): Promise<string[]> {
  const found: string[] = [];
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  const html = (await (await page.request.get(url)).text()).replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '');
  for (const match of html.match(new RegExp(`.{0,50}(${DEMO_WORDS.source}).{0,30}`, 'g')) ?? [])
    found.push(`${language} ${path} (html): ${match}`);
  await page.goto(url);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const words = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[alt], [aria-label], [title], meta[content]')].map(
        (element) =>
          element.getAttribute('alt') ??
          element.getAttribute('aria-label') ??
          element.getAttribute('title') ??
          element.getAttribute('content'),
      ),
    ].join('\n'),
  );
  for (const line of words.split('\n').filter((text) => DEMO_WORDS.test(text)))
    found.push(`${language} ${path}: ${line.trim().slice(0, 120)}`);
  return found;
}

/** The Authorization header of an API sign-in on the first-run shop. */
async function bearerOn(page: Page, email: string, password: string): Promise<Record<string, string>> {
  const login = await page.request.post(`${base}/api/v1/users/login/`, {
    headers: { origin: base },
    data: { email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = ((await login.json()) as { data: { access: string } }).data;
  return { origin: base, authorization: `Bearer ${access}` };
}

test("the owner's name and words replace the demo's on every storefront page and e-mail", async ({ page }) => {
  test.setTimeout(180_000);
  const headers = await bearerOn(page, 'owner@himal.example', 'Gadgets-on-New-Road-77');
  const settings = await page.request.put(`${base}/api/v1/admin/settings/`, {
    headers,
    data: {
      name: 'Himal Gadgets',
      email: 'hello@himal.example',
      phone: '01-4123456',
      address: 'New Road, Kathmandu',
      address_ne: 'न्यू रोड, काठमाडौँ',
      opening_hours: 'Sun - Fri 10AM - 6PM',
      legal_name: 'Himal Gadgets Pvt. Ltd.',
      registration_no: '123456/78/079',
      pan: '612345678',
      grievance_officer: 'Ram Thapa',
      free_delivery_threshold: 5000,
      standard_delivery_charge: 0,
      payment_methods: ['COD'],
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const home = await page.request.put(`${base}/api/v1/admin/storefront/home/`, {
    headers,
    data: {
      about: {
        mode: 'own',
        title: 'New Road’s phone shop',
        title_ne: 'न्यू रोडको फोन पसल',
        text: 'Genuine phones and laptops on New Road.',
        visit: 'Visit us on New Road, Kathmandu',
        visit_ne: 'न्यू रोड, काठमाडौँमा आउनुहोस्',
      },
      testimonials: { mode: 'hidden' },
    },
  });
  expect(home.status(), await home.text()).toBe(200);
  // The shop's own logo in place of the standard "P" mark.
  const logo = await page.request.post(`${base}/api/v1/admin/settings/logo/`, {
    headers: { ...headers, 'content-type': 'image/png' },
    data: await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0f5132' } })
      .png()
      .toBuffer(),
  });
  expect(logo.status(), await logo.text()).toBeLessThan(300);

  const found: string[] = [];
  for (const language of ['en', 'ne']) {
    for (const path of PAGES) found.push(...(await demoWordsOn(page, path, language)));
  }
  expect(found).toEqual([]);
  await expect(page.getByText('Himal Gadgets').first()).toBeVisible();
  // The header draws the uploaded logo (a decorative picture beside the name), not the "P" mark.
  await expect(page.locator('header img[src^="/brand/"]').first()).toBeVisible();

  // The shop's e-mail (a test e-mail now that the name is saved) names it too.
  const sent = await page.request.post(`${base}/api/v1/admin/test-email/`, { headers });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await expect.poll(() => outboxMailTo('owner@himal.example', dataDir).length, { timeout: 15_000 }).toBeGreaterThan(1);
  const [newest] = outboxMailTo('owner@himal.example', dataDir);
  expect(`${newest!.subject}\n${newest!.text}`).not.toMatch(DEMO_WORDS);
  expect(`${newest!.subject}\n${newest!.text}`).toContain('Himal Gadgets');
});

// The rest of the shop's words (issue #32): its first product's page, an order's e-mails and the
// bill it issues name Himal Gadgets and nothing of the demo shop.
test("the owner's first product, an order's e-mails and its bill name the owner's shop only", async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await bearerOn(page, 'owner@himal.example', 'Gadgets-on-New-Road-77');
  const created = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`${base}${path}`, { headers: owner, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number; slug: string } }).data;
  };
  const picture = (colour: string) =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  const upload = async (path: string, colour: string) => {
    const response = await page.request.post(`${base}${path}`, {
      headers: { ...owner, 'content-type': 'image/jpeg' },
      data: await picture(colour),
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { image: string } }).data.image;
  };
  const category = await created('/api/v1/admin/categories/', {
    name: 'Power Banks',
    name_ne: 'पावर बैंक',
    image: await upload('/api/v1/admin/media/', '#1d4ed8'),
  });
  const brand = await created('/api/v1/admin/brands/', { name: 'Himal Power' });
  const product = await created('/api/v1/admin/products/', {
    name: 'Himal Power 10000mAh Power Bank',
    status: 'active',
    category_id: category.id,
    brand_id: brand.id,
    short_description: 'A slim power bank for a day out.',
    price: 2500,
    discount_price: 2200,
    stock: 10,
  });
  await upload(
    `/api/v1/admin/products/${product.id}/images/?alt=${encodeURIComponent('The Himal Power bank, front')}`,
    '#0f5132',
  );

  // A shopper signs up (the code from the outbox) and orders it, cash on delivery.
  const shopper = `sita.${Date.now()}@himal-shopper.example`;
  const password = 'Sita-buys-a-power-bank-9';
  const fromShopper = { origin: base, 'x-forwarded-for': '10.77.1.2' };
  const registered = await page.request.post(`${base}/api/v1/users/register/`, {
    headers: fromShopper,
    data: {
      first_name: 'Sita',
      last_name: 'Gurung',
      email: shopper,
      phone: '9841234567',
      password,
      confirm_password: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  let code = '';
  await expect
    .poll(() => {
      const mail = outboxMailTo(shopper, dataDir).find((item) => /verification code/i.test(item.subject));
      code = /^ {4}(\d{6})\s*$/m.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verified = await page.request.post(`${base}/api/v1/auth/verify-email/`, {
    headers: fromShopper,
    data: { email: shopper, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const customer = await bearerOn(page, shopper, password);
  const lines = [{ product_id: product.id, quantity: 1 }];
  const quote = await page.request.post(`${base}/api/v1/orders/quote/`, {
    headers: customer,
    data: { lines, delivery_method: 'delivery', district_id: KATHMANDU_ORDER_ADDRESS.district_id },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const figures = ((await quote.json()) as { data: Record<string, number> }).data;
  const placed = await page.request.post(`${base}/api/v1/orders/`, {
    headers: customer,
    data: {
      first_name: 'Sita',
      middle_name: '',
      last_name: 'Gurung',
      email: shopper,
      // The shopper lives elsewhere than the demo shop's street, so any "Lambagar" would be the shop's.
      ...KATHMANDU_ORDER_ADDRESS,
      tole: 'Baneshwor Height',
      landmark: 'Opposite the school',
      phone_number: '9841234567',
      payment_gateway: 'COD',
      tax_percentage: 0,
      tax_amount: 0,
      discount: 0,
      currency: 'Npr',
      notes: '',
      lines,
      subtotal: figures.subtotal,
      delivery_charge: figures.delivery_charge,
      grand_total: figures.grand_total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { order: { transaction_id: string } } }).data.order.transaction_id;

  // The owner delivers it: the bill is issued in that move.
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await page.request.post(`${base}/api/v1/admin/orders/${orderId}/status/`, {
      headers: owner,
      data: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-445566' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const bill = await page.request.get(`${base}/api/v1/orders/${orderId}/invoice/`, { headers: customer });
  expect(bill.status(), await bill.text()).toBe(200);
  const billText = await bill.text();
  expect(billText).toContain('Himal Gadgets');
  expect(billText).not.toMatch(DEMO_WORDS);

  // The product page, and the bill as the shopper opens and prints it, in both languages.
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(shopper);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successfully!')).toBeVisible();
  const found: string[] = [];
  for (const language of ['en', 'ne']) {
    found.push(...(await demoWordsOn(page, `/products/${product.slug}`, language)));
    found.push(...(await demoWordsOn(page, `/profile/orders/${orderId}/invoice`, language)));
    await expect(page.getByTestId('invoice-number')).toBeVisible();
    await expect(page.getByText('Himal Gadgets').first()).toBeVisible();
  }
  expect(found).toEqual([]);

  // Every e-mail of the order, the shopper's and the shop's own copy, with its sender's name.
  await expect.poll(() => outboxMailTo(shopper, dataDir).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const mails = [...outboxMailTo(shopper, dataDir), ...outboxMailTo('hello@himal.example', dataDir)];
  for (const mail of mails) {
    const from = /^From: (.*)$/im.exec(readFileSync(join(dataDir, 'outbox', mail.file), 'utf8'))?.[1] ?? '';
    expect(`${from}\n${mail.subject}\n${mail.text}`, mail.subject).not.toMatch(DEMO_WORDS);
  }
  expect(mails.some((mail) => /order/i.test(mail.subject) && mail.text.includes('Himal Gadgets'))).toBe(true);
});

// The two built-in blog posts are the demo's (issue #32): a shop that seeded no demo data shows
// none of them, anywhere: the blog says it has no posts, their addresses are no pages, and neither
// the sitemap nor the sitemap page lists them.
test('a shop without the demo data shows no built-in blog post', async ({ page }) => {
  const blog = (await (await page.request.get(`${base}/api/v1/shop/blog/`)).json()) as {
    data: unknown[];
    builtin: boolean;
  };
  expect(blog).toMatchObject({ data: [], builtin: false });
  expect(await (await page.request.get(`${base}/sitemap.xml`)).text()).not.toMatch(/\/blogs\/\d/);

  await page.goto(`${base}/blogs?lang=en`);
  const main = page.locator('main');
  await expect(main.getByText('No blog posts found matching your search.')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(0);
  await expect(main.getByText('How to Buy a Genuine Smartphone in Nepal', { exact: false })).toHaveCount(0);
  await expectAxeClean(page);

  await page.goto(`${base}/blogs/1?lang=en`);
  await expect(page).toHaveURL(/\/404$/);
  await page.goto(`${base}/sitemap?lang=en`);
  await expect(page.getByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible();
  await expect(page.locator('main').getByText('Choosing a Power Bank', { exact: false })).toHaveCount(0);
});
