import { expect, test } from '@playwright/test';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The shop's content pages in the owner's words (issue #32): an admin writes the Warranty page in
// Markdown, in English and Nepali, previews it and publishes it; shoppers then read it, drawn by
// the server, in both languages; the admin goes back to the built-in page at the end.
//
// Other journeys read /warranty while this one runs (content.spec.ts checks its heading and a few
// phrases, first-run.spec.ts that no page names the demo shop): the owner's words keep those
// phrases and name no demo shop, and the built-in page comes back in `finally` whatever happens.

test.slow();
const PASSWORD = 'staff-pages-journey-pw-1';
const REVERT_PATH = '/api/v1/admin/pages/warranty/revert/';

const ENGLISH = [
  '# What the warranty covers',
  '',
  'Every laptop from **Himal Gadgets** carries a *two-year* warranty on parts and labour.',
  '',
  '- Return most products within 7 days of delivery.',
  '- A manufacturing defect: within 30 days.',
  '- Allow 7 to 21 working days for a warranty claim.',
  '',
  'Questions? [Write to us](/contact).',
].join('\n');

const NEPALI = ['## वारेन्टीले के समेट्छ', '', 'हिमाल ग्याजेटका हरेक ल्यापटपमा पार्टपुर्जा र ज्यालासहित **दुई वर्षको** वारेन्टी छ।'].join(
  '\n',
);

test('an admin writes, previews and publishes the Warranty page; shoppers read it in English and Nepali', async ({
  page,
  request,
}) => {
  const admin = uniqueEmail('pages-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await loginThroughForm(page, admin, PASSWORD);
    await page.goto('/staff/orders');
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    const warrantyRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Warranty' }) });
    await expect(warrantyRow.getByText('Built-in page')).toBeVisible();
    await attachAtBothSizes(page, 'pages-list');

    await page.locator('#main').getByRole('link', { name: 'Warranty', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Warranty page', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: /^English \(Markdown\)/ }).fill(ENGLISH);
    await page.getByRole('textbox', { name: /^Nepali \(Markdown\)/ }).fill(NEPALI);
    await attachAtBothSizes(page, 'pages-editor');

    // The preview draws the Markdown as the shop will, before anything is saved.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const english = page.getByRole('region', { name: 'Preview in English' });
    await expect(english.getByRole('heading', { name: 'What the warranty covers', level: 2 })).toBeVisible();
    await expect(english.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    await expect(
      page.getByRole('region', { name: 'Preview in Nepali' }).getByRole('heading', { name: 'वारेन्टीले के समेट्छ' }),
    ).toBeVisible();
    await attachAtBothSizes(page, 'pages-preview');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved: the shop still shows the published page')).toBeVisible();
    // A draft is not on the shop.
    expect(await (await request.get('/warranty')).text()).not.toContain('Himal Gadgets');

    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish the Warranty page?' });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Page published: the shop shows it now')).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText(/Published .* by Hari/)).toBeVisible();

    // Shoppers: the server's first screen already has the owner's page, in both languages.
    const served = await (await request.get('/warranty')).text();
    expect(served).toContain('Every laptop from <strong>Himal Gadgets</strong>');
    expect(served).not.toContain('What is not covered');
    expect(await (await request.get('/warranty?lang=ne')).text()).toContain('दुई वर्षको');

    await page.goto('/warranty');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Warranty Policy', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What the warranty covers', level: 2 })).toBeVisible();
    await expect(main.getByText('Allow 7 to 21 working days for a warranty claim.')).toBeVisible();
    await attachAtBothSizes(page, 'pages-warranty');
    await main.getByRole('link', { name: 'Write to us' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/warranty?lang=ne');
    await expect(page.locator('main').getByRole('heading', { name: 'वारेन्टीले के समेट्छ' })).toBeVisible();
    await attachAtBothSizes(page, 'pages-warranty-ne');

    // Back to the built-in page, on the editor.
    await page.goto('/staff/pages/warranty');
    await page.getByRole('button', { name: 'Use the built-in page' }).click();
    await page
      .getByRole('alertdialog', { name: 'Show the built-in Warranty page again?' })
      .getByRole('button', { name: 'Use the built-in page' })
      .click();
    await expect(page.getByText('The shop shows the built-in page again')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText(/Back to the built-in page .* by Hari/),
    ).toBeVisible();
    expect(await (await request.get('/warranty?lang=en')).text()).toContain('What is not covered');
  } finally {
    // The built-in page for whatever runs after (409: it is already).
    const restored = await request.post(REVERT_PATH, { headers });
    expect([200, 409]).toContain(restored.status());
  }
});
