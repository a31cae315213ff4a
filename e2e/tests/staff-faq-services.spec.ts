import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The FAQ and the Services page in the owner's words (issue #32): an admin starts from the built-in
// questions and cards, adds one of each, saves a draft (the shop unchanged) and publishes; shoppers
// then find them, drawn by the server, in English and Nepali, the question under its chip and in the
// search, the card still a link to the contact page. The built-in pages come back at the end, and
// in `finally` whatever happens. This runs in the "shop settings" project, after every journey that
// reads /faq or /services word for word (content.spec.ts).

test.slow();
const PASSWORD = 'staff-lists-journey-pw-1';
const REVERT_PATHS = ['/api/v1/admin/faq/revert/', '/api/v1/admin/services/revert/'];

const QUESTION = 'Do you deliver to the tea gardens of Ilam?';
const ANSWER = 'Yes. Orders to Ilam travel with our courier and arrive in 3 to 5 working days.';
const QUESTION_NE = 'के इलामका चियाबारीसम्म डेलिभरी हुन्छ?';
const ANSWER_NE = 'हुन्छ। इलामका अर्डर ३ देखि ५ कार्य दिनमा पुग्छन्।';
const CARD = 'Laptop Deep Cleaning';
const CARD_TEXT = 'We open your laptop, clean the fan and renew the thermal paste while you wait.';
const CARD_NE = 'ल्यापटप सफाइ';
const CARD_TEXT_NE = 'हामी ल्यापटपको पंखा सफा गरी थर्मल पेस्ट फेर्छौं।';

const served = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

async function publish(page: Page, name: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: `Publish the ${name} page?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('Page published: the shop shows it now')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText(/Published .* by Hari/)).toBeVisible();
}

async function useBuiltIn(page: Page, name: string) {
  await page.getByRole('button', { name: 'Use the built-in page' }).click();
  await page
    .getByRole('alertdialog', { name: `Show the built-in ${name} page again?` })
    .getByRole('button', { name: 'Use the built-in page' })
    .click();
  await expect(page.getByText('The shop shows the built-in page again')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'History' }).getByText(/Back to the built-in page .* by Hari/),
  ).toBeVisible();
}

test('an admin writes an own FAQ question and service card; shoppers read them in English and Nepali', async ({
  page,
  request,
}) => {
  const admin = uniqueEmail('lists-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await loginThroughForm(page, admin, PASSWORD);
    await page.goto('/staff/pages');
    const faqRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'FAQ', exact: true }) });
    await expect(faqRow.getByText('Built-in page')).toBeVisible();

    // The FAQ: the built-in questions, then one of the owner's, moved up to be the first.
    await faqRow.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'FAQ page', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start from the built-in text' }).click();
    await expect(page.getByRole('listitem', { name: 'Question 12' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const own = page.getByRole('listitem', { name: 'Question 13' });
    await own.getByRole('combobox', { name: 'Category' }).selectOption('Shipping');
    await own.getByRole('textbox', { name: 'Question (English)' }).fill(QUESTION);
    await own.getByRole('textbox', { name: 'Answer (English)' }).fill(ANSWER);
    await own.getByRole('textbox', { name: /^Question \(Nepali\)/ }).fill(QUESTION_NE);
    await own.getByRole('textbox', { name: /^Answer \(Nepali\)/ }).fill(ANSWER_NE);
    await page.getByRole('button', { name: 'Move question 13 up' }).click();
    await expect(
      page.getByRole('listitem', { name: 'Question 12' }).getByRole('textbox', { name: 'Question (English)' }),
    ).toHaveValue(QUESTION);

    // The preview draws the questions as the shop will, in both languages.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(
      page.getByRole('region', { name: 'Preview in Nepali' }).getByRole('button', { name: QUESTION_NE }),
    ).toBeVisible();
    await page.getByRole('region', { name: 'Preview in English' }).getByRole('button', { name: QUESTION }).click();
    await expect(page.getByRole('region', { name: 'Preview in English' }).getByText(ANSWER)).toBeVisible();
    await attachAtBothSizes(page, 'faq-preview');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Edit' }).click();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved: the shop still shows the published page')).toBeVisible();
    expect(await served(request, '/faq')).not.toContain(QUESTION);
    await attachAtBothSizes(page, 'faq-editor');
    await page.setViewportSize({ width: 1440, height: 900 });
    await publish(page, 'FAQ');

    // Shoppers: the server's first screen has the owner's questions, in both languages.
    const faqHtml = await served(request, '/faq');
    expect(faqHtml).toContain(QUESTION);
    expect(faqHtml).toContain('How do I place an order?');
    expect(await served(request, '/faq?lang=ne')).toContain(QUESTION_NE);

    await page.goto('/faq');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Shipping', exact: true }).click();
    await expect(main.locator('[data-state] > h3 button')).toHaveCount(3);
    await main.getByRole('searchbox', { name: 'Search questions' }).fill('Ilam');
    await expect(main.locator('[data-state] > h3 button')).toHaveCount(1);
    await main.getByRole('button', { name: QUESTION }).click();
    await expect(main.getByText(ANSWER)).toBeVisible();
    await attachAtBothSizes(page, 'faq-shop');

    await page.goto('/faq?lang=ne');
    await page.locator('main').getByRole('button', { name: QUESTION_NE }).click();
    await expect(page.locator('main').getByText(ANSWER_NE)).toBeVisible();
    // English again (the shop remembers the language chosen) for the back office's built-in words.
    await page.goto('/faq?lang=en');

    // The Services page: the built-in cards and one of the owner's with a laptop icon.
    await page.goto('/staff/pages/services');
    await expect(page.getByRole('heading', { name: 'Services page', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start from the built-in text' }).click();
    await page.getByRole('button', { name: 'Add a card' }).click();
    const card = page.getByRole('listitem', { name: 'Card 10' });
    await card.getByRole('combobox', { name: 'Icon' }).selectOption('Laptop');
    await card.getByRole('textbox', { name: 'Title (English)' }).fill(CARD);
    await card.getByRole('textbox', { name: 'Description (English)' }).fill(CARD_TEXT);
    await card.getByRole('textbox', { name: /^Title \(Nepali\)/ }).fill(CARD_NE);
    await card.getByRole('textbox', { name: /^Description \(Nepali\)/ }).fill(CARD_TEXT_NE);
    await attachAtBothSizes(page, 'services-editor');
    await page.setViewportSize({ width: 1440, height: 900 });
    await publish(page, 'Services');

    expect(await served(request, '/services')).toContain(CARD_TEXT);
    expect(await served(request, '/services?lang=ne')).toContain(CARD_TEXT_NE);
    await page.goto('/services');
    const cardLink = page.locator('main').getByRole('link', { name: new RegExp(CARD) });
    await expect(cardLink).toHaveAttribute('href', '/contact');
    await attachAtBothSizes(page, 'services-shop');
    await page.goto('/services?lang=ne');
    await expect(page.locator('main').getByRole('heading', { name: CARD_NE })).toBeVisible();
    await attachAtBothSizes(page, 'services-shop-ne');
    await page.goto('/services?lang=en');
    await page
      .locator('main')
      .getByRole('link', { name: new RegExp(CARD) })
      .click();
    await expect(page).toHaveURL(/\/contact$/);

    // Back to the built-in pages, on the editors.
    await page.goto('/staff/pages/services');
    await useBuiltIn(page, 'Services');
    await page.goto('/staff/pages/faq');
    await useBuiltIn(page, 'FAQ');
    const builtInFaq = await served(request, '/faq?lang=en');
    expect(builtInFaq).not.toContain(QUESTION);
    expect(builtInFaq).toContain('How do I place an order?');
    expect(await served(request, '/services')).not.toContain(CARD);
  } finally {
    // The built-in pages for whatever runs after (409: they are already).
    for (const path of REVERT_PATHS) {
      const restored = await request.post(path, { headers });
      expect([200, 409]).toContain(restored.status());
    }
  }
});
