import { expect, test, type APIRequestContext } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Questions in the back office (issue 19): unanswered questions come first; a staff member
// answers one in place, the asker's e-mail with the question, the answer and the product's link
// is in the outbox, and the product page shows the answer. Saving the same answer again sends
// nothing.

test.slow();
const PASSWORD = 'staff-questions-journey-pw-1';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
}

async function ask(request: APIRequestContext, email: string, product: number, question: string) {
  const response = await request.post('/api/v1/questions/', {
    headers: await bearerFor(request, email, PASSWORD),
    data: { product, question },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Every e-mail to `email` in the shop's outbox folder, quoted-printable undone. */
function mailsTo(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  const needle = email.replace(/[^a-z0-9@._-]/gi, '_');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(needle))
    .sort()
    .map((name) =>
      readFileSync(join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

test('staff answer the oldest unanswered question in place; the asker is e-mailed and the page shows it', async ({
  page,
  request,
}) => {
  const staff = uniqueEmail('questions-staff');
  const asker = uniqueEmail('questions-asker');
  await registerAccount(request, staff, PASSWORD, 'Maya');
  await registerAccount(request, asker, PASSWORD, 'Gita');
  await makeStaff(staff, 'staff');
  const listed = await request.get('/api/v1/products/?page=2');
  const product = ((await listed.json()) as { data: ProductRow[] }).data.at(-1);
  if (!product) throw new Error('no product in the demo catalogue');

  const tag = Date.now().toString(36);
  const older = `Is a charger in the box? (${tag})`;
  const newer = `Which colours are there? (${tag})`;
  const olderId = await ask(request, asker, product.id, older);
  await ask(request, asker, product.id, newer);
  // The newer one is already answered, so the older one comes first.
  const staffAuth = await bearerFor(request, staff, PASSWORD);
  const newerAnswered = await request.get(`/api/v1/admin/questions/?status=unanswered&product=${product.slug}`, {
    headers: staffAuth,
  });
  const newerId = ((await newerAnswered.json()) as { data: { id: number; question: string }[] }).data.find(
    (row) => row.question === newer,
  )!.id;
  const first = await request.put(`/api/v1/admin/questions/${newerId}/answer/`, {
    headers: staffAuth,
    data: { answer: 'Black and blue.' },
  });
  expect(first.status()).toBe(200);

  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto('/staff/orders');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ waiting for an answer/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Product' }).fill(product.slug);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Questions' });
  const rows = table.getByRole('row');
  // Unanswered first (older as it is), then the answered one.
  await expect(rows.filter({ hasText: tag })).toHaveCount(2);
  const texts = await rows.filter({ hasText: tag }).allInnerTexts();
  expect(texts[0]).toContain(older);
  expect(texts[1]).toContain(newer);
  await expectAxeClean(page);

  // Answer in place; an empty answer is refused first.
  const row = rows.filter({ hasText: older });
  await row.getByRole('button', { name: /^Answer the question from Gita Gurung/ }).click();
  const field = row.getByRole('textbox', { name: 'Answer to Gita Gurung' });
  await expect(field).toBeFocused();
  await row.getByRole('button', { name: 'Publish answer' }).click();
  await expect(row.getByText('Please write the answer')).toBeVisible();
  await expectAxeClean(page);
  const answer = `Yes: the original 25 W charger and cable (${tag}).`;
  await field.fill(answer);
  // By keyboard: from the field to Cancel, then to Publish.
  await field.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Answer published: the customer has been e-mailed')).toBeVisible();
  await expect(row).toContainText(answer);
  await expect(row.getByRole('button', { name: /^Edit answer/ })).toBeFocused();

  // The asker's e-mail is in the outbox: the product by name and link, the question and the answer.
  await expect
    .poll(() => mailsTo(asker).filter((mail) => mail.includes(tag) && mail.includes(answer)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const mail = mailsTo(asker).find((text) => text.includes(answer))!;
  expect(mail).toContain(`your question about ${product.name}`);
  expect(mail).toContain(`> ${older}`);
  expect(mail).toContain(`/products/${product.slug}`);

  // The same words again: nothing changes, no second e-mail.
  await row.getByRole('button', { name: /^Edit answer/ }).click();
  await row.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer unchanged: no e-mail sent')).toBeVisible();
  await page.waitForTimeout(500);
  expect(mailsTo(asker).filter((text) => text.includes(answer))).toHaveLength(1);

  // The product page shows the answer.
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('tab', { name: 'Questions & Answers' }).click();
  const item = page.getByRole('list', { name: 'Questions' }).getByRole('listitem').filter({ hasText: older });
  await expect(item).toContainText(answer);
  await expect(item).toContainText('Answered by Maya Gurung');
  expect(olderId).toBeGreaterThan(0);
});
