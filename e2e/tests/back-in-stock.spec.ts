import { expect, test, type APIRequestContext } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectAxeClean, uniqueEmail } from './auth-helpers.js';
import { adminProductsOf, bearerFor, makeStaff, registerAccount, type AdminProductRow } from './admin-helpers.js';

// Back in stock (issue 16): a visitor on a sold-out product leaves an e-mail address; when an
// admin restores the stock (the admin API's quick edit, as the products list does), the visitor's
// one "is back in stock" e-mail is in the shop's outbox within a few seconds.

test.slow();
const PASSWORD = 'back-in-stock-journey-pw-1';

/** Sets a product's stock with the admin quick edit: per colour for a product sold by colour. */
async function setStock(
  request: APIRequestContext,
  headers: Record<string, string>,
  product: AdminProductRow,
  units: number,
) {
  const edits =
    product.colors.length > 0
      ? product.colors.map((colour) => ({ color_id: colour.id, stock: units }))
      : [{ stock: units }];
  for (const edit of edits) {
    const response = await request.patch(`/api/v1/admin/products/${product.id}/quick/`, { headers, data: edit });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** The outbox's e-mails to `email` (raw .eml text), oldest first. */
function mailTo(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  const needle = email.replace(/[^a-z0-9@._-]/gi, '_');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(needle))
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'));
}

test('a visitor asks to be told when a sold-out product is back, and is e-mailed when an admin restores it', async ({
  page,
  request,
}) => {
  const admin = uniqueEmail('restock-admin');
  const visitor = uniqueEmail('restock-visitor');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);

  // A product no other journey shops for, sold out by the admin.
  const candidates = (await adminProductsOf(request, headers, 'smartwatches')).filter(
    (product) => product.status === 'active' && product.total_quantity > 0,
  );
  const product = candidates.at(-1);
  if (!product) throw new Error('no active smartwatch in stock');
  await setStock(request, headers, product, 0);

  // The visitor sees it sold out and leaves an address.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /out of stock|sold out/i })
      .first(),
  ).toBeVisible();
  const form = page.getByRole('region', { name: 'Get an e-mail when this item is back' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Email address').fill(visitor);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText("We'll e-mail you when this item is back in stock!")).toBeVisible();
  await expect(form.getByRole('status')).toContainText("You're on the list");
  await expectAxeClean(page);
  // Only the confirmation so far.
  await expect.poll(() => mailTo(visitor).length, { timeout: 10_000 }).toBe(1);
  expect(mailTo(visitor)[0]).toMatch(/we'll tell you when/i);

  // The admin restores the stock; the visitor's e-mail follows within a few seconds.
  await setStock(request, headers, product, 7);
  await expect
    .poll(() => mailTo(visitor).filter((mail) => /^Subject: .*is back in stock/im.test(mail)).length, {
      timeout: 8_000,
    })
    .toBe(1);
  const mail = mailTo(visitor).find((text) => /^Subject: .*is back in stock/im.test(text))!;
  expect(mail).toContain(`/products/${product.slug}`);

  // The shop page sells it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Get an e-mail when this item is back' })).toHaveCount(0);
});
