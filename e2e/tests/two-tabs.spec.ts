/// <reference lib="dom" />
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';
import { fillNepalAddress, isCartSaved, KATHMANDU_ADDRESS } from './checkout-helpers.js';

// Issue 30, defect 1: the tabs of one browser share one session. The refresh cookie rotates and a
// spent one presented again revokes its family, so tabs renewing on their own signed each other out:
// the first tab ended on /login with its typing lost, and without Remember me a new tab showed the
// shopper signed out. These journeys run on a slow line, as shoppers on mobile data do: the answer
// of every renewal arrives 1.5 s after the server gave it (the cookie already rotated there).

const PASSWORD = 'two-tabs-pw-12345';
const NOTE = 'Ring the bell twice, the shop is on the first floor';
const SLOW_RENEWAL_MS = 1_500;

const isRefresh = (url: string) => url.includes('/api/v1/auth/token/refresh/');

interface SlowLine {
  url: string;
  /** Renewals the server has answered (whether or not the answer has reached the browser yet). */
  answered(): number;
  close(): Promise<void>;
}

/** A proxy in front of the shop that holds the answers of the token refresh; the rest passes straight through. */
async function slowLine(target: string, delayMs: number): Promise<SlowLine> {
  const upstream = new URL(target);
  let answered = 0;
  const server = createServer((request, reply) => {
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer: IncomingMessage) => {
        const pass = () => {
          reply.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(reply);
        };
        if (isRefresh(request.url ?? '')) {
          answered += 1;
          setTimeout(pass, delayMs);
        } else pass();
      },
    );
    outgoing.on('error', () => reply.destroy());
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered: () => answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Every page and API call of these journeys goes through the slow line.
const test = base.extend<{ line: SlowLine }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  line: async ({}, use) => {
    const line = await slowLine(process.env.E2E_BASE_URL!, SLOW_RENEWAL_MS);
    await use(line);
    await line.close();
  },
  baseURL: async ({ line }, use) => use(line.url),
});

async function anyProductInStock(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/products/?category=speakers');
  const { data } = (await response.json()) as { data: { slug: string; total_quantity: number }[] };
  const product = data.find((item) => item.total_quantity >= 5);
  if (!product) throw new Error('no speaker in stock');
  return product.slug;
}

/** Signs in (with or without Remember me) and puts a product in the cart. */
async function signedInWithCart(page: Page, remember: boolean): Promise<void> {
  const email = uniqueEmail(remember ? 'tabs-remember' : 'tabs-session');
  await registerByApi(page, email, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD, { remember });
  const slug = await anyProductInStock(page.request);
  await page.goto(`/products/${slug}`, { waitUntil: 'networkidle' });
  const saved = page.waitForResponse(isCartSaved);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await saved;
}

/** Fills the checkout up to its last step and types in Additional info, as the shopper in the issue did. */
async function typingAtCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Sita');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillNepalAddress(page, KATHMANDU_ADDRESS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await page.getByRole('textbox', { name: 'Additional info' }).fill(NOTE);
}

/** The refresh calls every tab of the context makes from now on. */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (isRefresh(request.url())) count += 1;
  });
  return () => count;
}

/**
 * The moment the access tokens expire, without waiting 15 minutes: from `expire()` on, every token
 * the server issued so far reaches it unreadable, and it answers as it does to an expired one (one
 * check refuses both: a protected route says 401). Tokens issued later are untouched.
 */
async function expiringTokens(context: BrowserContext): Promise<() => void> {
  const issued = new Set<string>();
  const expired = new Set<string>();
  context.on('request', (request) => {
    const header = request.headers().authorization;
    if (header) issued.add(header);
  });
  context.on('response', async (response) => {
    if (!/\/api\/v1\/(auth\/token\/refresh|users\/login)\/$/.test(new URL(response.url()).pathname)) return;
    const body = (await response.json().catch(() => null)) as { data?: { access?: string } } | null;
    if (body?.data?.access) issued.add(`Bearer ${body.data.access}`);
  });
  await context.route('**/api/v1/**', async (route) => {
    const headers = route.request().headers();
    if (headers.authorization && expired.has(headers.authorization))
      await route.continue({ headers: { ...headers, authorization: 'Bearer expired' } });
    else await route.fallback();
  });
  return () => {
    for (const token of issued) expired.add(token);
  };
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
}

async function expectStillTyping(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'Additional info' })).toHaveValue(NOTE);
  await expectSignedIn(page);
}

for (const remember of [true, false]) {
  test(`two tabs share one session, across a reload, and renew it once when it expires (${remember ? 'with' : 'without'} Remember me)`, async ({
    page: first,
    context,
    line,
  }) => {
    // Every renewal on the slow line takes 1.5 s more, and the journey waits twice the defect's ~4 s.
    test.setTimeout(90_000);
    const expire = await expiringTokens(context);
    await signedInWithCart(first, remember);
    await typingAtCheckout(first);

    // A shop page in a second tab, reloaded by an impatient shopper while its renewal's answer is
    // still on the slow line: it shows the shopper signed in, and reaches the account's data.
    const second = await context.newPage();
    const answered = line.answered();
    await second.goto('/products');
    await expect.poll(() => line.answered()).toBeGreaterThan(answered);
    const authorised = second.waitForResponse(
      (response) => response.request().headers().authorization !== undefined && response.ok(),
      { timeout: 15_000 },
    );
    await second.reload();
    await authorised;
    await expectSignedIn(second);
    // The first tab is still at checkout with its typing, after the time the defect took (~4 s).
    await first.waitForTimeout(5_000);
    await expectStillTyping(first);
    await expectSignedIn(second);

    // The access token expires; both tabs call the API at the same moment.
    expire();
    const refreshes = countRefreshes(context);
    const couponChecked = first.waitForResponse(
      (response) => response.url().includes('/coupons/validate/') && response.status() !== 401,
    );
    await first.getByRole('checkbox', { name: 'Do you have a coupon code?' }).check();
    await first.getByRole('textbox', { name: 'Coupon code' }).fill('NO-SUCH-CODE');
    await Promise.all([
      first.getByRole('button', { name: 'Apply' }).click(),
      second.getByRole('link', { name: 'Account', exact: true }).click(),
    ]);
    // The second tab reaches the account's data; the server checks the first tab's coupon (and
    // refuses it as a code, not as a session).
    await expect(second).toHaveURL(/\/profile$/);
    await expect(second.getByText('Hello, Sita!', { exact: false })).toBeVisible();
    expect((await couponChecked).status()).toBe(422);
    // One renewal for the two tabs: the other one waited for it and took its token.
    expect(refreshes()).toBe(1);

    await first.waitForTimeout(5_000);
    await expectStillTyping(first);
    await expectSignedIn(second);
    expect(refreshes()).toBe(1);
  });
}

test('on a plain-http shop address (no Web Locks there) two tabs loading at once stay signed in', async ({
  page,
  playwright,
  launchOptions,
}) => {
  // A shop opened at a LAN or plain-http address is not a secure context: the browser offers no
  // Web Locks, so tabs cannot take turns and both present the cookie. The server's answer to a
  // cookie presented twice within seconds is the same successor, not the end of the session.
  // A slower line still, so that the two loads' renewals are surely both under way at once.
  const line = await slowLine(process.env.E2E_BASE_URL!, 4_000);
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP pasal-lan.test 127.0.0.1'],
  });
  try {
    const context = await browser.newContext({ baseURL: line.url.replace('127.0.0.1', 'pasal-lan.test') });
    const email = uniqueEmail('tabs-plain-http');
    await registerByApi(page, email, PASSWORD, 'Sita');
    const first = await context.newPage();
    await first.goto('/login');
    expect(await first.evaluate(() => window.isSecureContext || 'locks' in navigator)).toBe(false);
    await loginThroughForm(first, email, PASSWORD, { remember: true });
    const second = await context.newPage();
    const refreshes = countRefreshes(context);
    await Promise.all([first.goto('/products'), second.goto('/about')]);
    for (const tab of [first, second]) {
      await tab.getByRole('link', { name: 'Account', exact: true }).click();
      await expect(tab.getByText('Hello, Sita!', { exact: false })).toBeVisible();
    }
    // Both loads renewed (nothing to take turns with), and the session is still good afterwards.
    expect(refreshes()).toBe(2);
    await first.reload();
    await expect(first.getByText('Hello, Sita!', { exact: false })).toBeVisible();
  } finally {
    await browser.close();
    await line.close();
  }
});
