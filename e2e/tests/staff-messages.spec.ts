import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, fromOwnAddress, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Messages (issue 19): a shopper writes through the contact form; a staff member finds the message
// in the inbox, opens it by keyboard (it becomes read), replies from the screen (the reply is kept
// with the message, which becomes handled, and the e-mail goes through the mail queue to the
// sender with Reply-To the shop, quoting the original) and puts another message aside as spam.

const PASSWORD = 'staff-messages-journey-pw-1';

async function sendContactMessage(request: APIRequestContext, email: string, subject: string, message: string) {
  const response = await request.post('/api/v1/contact/', {
    headers: fromOwnAddress(),
    data: { name: 'Maya Tamang', email, subject, message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The raw .eml in the shop's outbox whose text contains `needle` (polls until it is there). */
async function mailContaining(needle: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const text = await readFile(join(outbox, file), 'utf8');
        if (text.includes(needle)) found = text;
      }
      return found;
    })
    .toContain(needle);
  return found;
}

async function openInbox(page: Page, email: string, { viaNavigation = true } = {}) {
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  if (viaNavigation) {
    await page.goto('/staff/orders');
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Messages' }).click();
  } else await page.goto('/staff/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
}

async function search(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(words);
  await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
}

test('staff replies to a contact message and marks another as spam', async ({ page, request }) => {
  const staff = uniqueEmail('messages-staff');
  const shopper = uniqueEmail('messages-shopper');
  const tag = Date.now().toString(36);
  const subject = `Warranty question ${tag}`;
  const spamSubject = `Cheap followers ${tag}`;
  await registerAccount(request, staff, PASSWORD, 'Gita');
  await makeStaff(staff, 'staff');
  await sendContactMessage(request, shopper, subject, 'Does the warranty cover a cracked screen?\nThanks!');
  await sendContactMessage(request, shopper, spamSubject, 'Buy 10,000 followers now');

  await openInbox(page, staff);
  await search(page, tag);
  const table = page.getByRole('table', { name: new RegExp(`^Inbox, matching “${tag}”`) });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  // Opened by keyboard: the dialog shows the whole message, and it is now read.
  await row.getByRole('button', { name: new RegExp(subject) }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Does the warranty cover a cracked screen?')).toBeVisible();
  await expect(dialog.getByText(`From Maya Tamang <${shopper}>`)).toBeVisible();
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();

  // An empty reply is refused in place; then the reply goes out.
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Write a reply first')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your reply to Maya Tamang' })).toBeFocused();
  await expectAxeClean(page);
  await dialog
    .getByRole('textbox', { name: 'Your reply to Maya Tamang' })
    .fill('Namaste Maya, yes: a cracked screen is covered in the first year.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your reply' })).toBeVisible();
  await expect(dialog.getByText(/^Sent by Gita Gurung on /)).toBeVisible();
  await expect(dialog.getByText('Handled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send reply' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: new RegExp(subject) })).toBeFocused();
  await expect(row.getByText('Handled', { exact: true })).toBeVisible();

  // The e-mail: to the shopper, Reply-To the shop, the original quoted under the reply.
  const mail = await mailContaining(`Re: ${subject}`);
  expect(mail).toMatch(new RegExp(`^To: ${shopper.replace(/[.]/g, '\\.')}`, 'm'));
  expect(mail).toMatch(/^Reply-To: hello@pasal\.example/m);
  expect(mail).toContain('yes: a cracked screen is covered in the first year.');
  expect(mail).toContain('> Does the warranty cover a cracked screen?');

  // Spam leaves the inbox and waits under Spam.
  await table
    .getByRole('row')
    .filter({ hasText: spamSubject })
    .getByRole('button', { name: new RegExp(spamSubject) })
    .click();
  const spamDialog = page.getByRole('dialog', { name: spamSubject });
  await spamDialog.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByText('Marked as spam')).toBeVisible();
  await expect(spamDialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: spamSubject })).toHaveCount(0);
  await page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: /^Spam/ }).click();
  await expect(
    page.getByRole('table', { name: /^Spam/ }).getByRole('row').filter({ hasText: spamSubject }),
  ).toBeVisible();
  await expect(page).toHaveURL(/view=spam/);
});

test('the inbox works on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const staff = uniqueEmail('messages-phone');
  const tag = `p${Date.now().toString(36)}`;
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  await sendContactMessage(request, uniqueEmail('phone-shopper'), `Delivery time ${tag}`, 'How long to Pokhara?');
  // On a phone the staff navigation sits behind the Menu button (its own journey): straight there.
  await openInbox(page, staff, { viaNavigation: false });
  await search(page, tag);
  await page.getByRole('button', { name: new RegExp(`Delivery time ${tag}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Delivery time ${tag}` });
  await expect(dialog.getByRole('textbox', { name: /^Your reply to/ })).toBeVisible();
  // Nothing sticks out sideways: the page itself does not scroll horizontally.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
});
