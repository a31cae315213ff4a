import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The blog in the owner's words (issue #32): an admin writes a post with a cover picture in
// English and Nepali, previews it and publishes it; shoppers then find it on /blogs and read it in
// both languages, and the built-in demo posts are gone while it is published. It is unpublished at
// the end (and in `finally`), so the journeys after this one see the demo blog again.
//
// The blog is the whole shop's: this journey runs with the shop's other settings (the "shop
// settings" project in playwright.config.ts), after every journey that reads the demo blog.

test.slow();
const PASSWORD = 'staff-blog-journey-pw-1';
const BUILT_IN_TITLE = 'How to Buy a Genuine Smartphone in Nepal: IMEI, Warranty and the Bill';

const ENGLISH = [
  '# Battery or screen first?',
  '',
  'A student laptop from **Himal Gadgets** should last a full day of classes.',
  '',
  '- At least 16 GB of memory.',
  '- A battery rated for 8 hours.',
  '',
  'See [our laptops](/products).',
].join('\n');
const NEPALI = ['## ब्याट्री कि स्क्रिन?', '', 'विद्यार्थीको ल्यापटप **पूरै दिन** चल्नुपर्छ।'].join('\n');

/** Takes every post this journey published off the shop again (a 409: it already is). */
async function unpublishAll(request: APIRequestContext, headers: Record<string, string>, ids: number[]) {
  for (const id of ids) {
    const answer = await request.post(`/api/v1/admin/blog/${id}/unpublish/`, { headers });
    expect([200, 409]).toContain(answer.status());
  }
}

test('an admin writes and publishes a blog post with a cover; shoppers read it in English and Nepali', async ({
  page,
  request,
}) => {
  const admin = uniqueEmail('blog-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);
  const published: number[] = [];
  try {
    // The demo shop shows its built-in posts while the owner has published none.
    expect(((await (await request.get('/api/v1/shop/blog/')).json()) as { builtin: boolean }).builtin).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await loginThroughForm(page, admin, PASSWORD);
    await page.goto('/staff/orders');
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { name: 'New blog post', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title (English)' }).fill('Choosing a laptop for college');
    await page.getByRole('textbox', { name: /^Title \(Nepali\)/ }).fill('कलेजका लागि ल्यापटप छान्ने');
    await page.getByRole('textbox', { name: /^Excerpt \(English\)/ }).fill('What matters in a student laptop.');
    await page.getByRole('textbox', { name: /^Excerpt \(Nepali\)/ }).fill('विद्यार्थीको ल्यापटपमा के महत्त्वपूर्ण हुन्छ।');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'laptop.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
    });
    await expect(page.getByRole('group', { name: 'Image' }).getByRole('img')).toHaveAttribute(
      'src',
      /^\/media\/[0-9a-f]{32}-640\.jpg$/,
    );
    await page.getByRole('textbox', { name: /^Cover picture description \(English\)/ }).fill('A laptop on a desk');
    await page.getByRole('textbox', { name: /^Cover picture description \(Nepali\)/ }).fill('टेबलमा ल्यापटप');
    await page.getByRole('textbox', { name: 'Author' }).fill('Himal Gadgets');
    await page.getByRole('textbox', { name: 'Category (English)' }).fill('Laptops');
    await page.getByRole('textbox', { name: /^Category \(Nepali\)/ }).fill('ल्यापटप');
    await page.getByRole('textbox', { name: /^Tags/ }).fill('Laptops, Students');
    await page.getByRole('textbox', { name: /^Text \(English, Markdown\)/ }).fill(ENGLISH);
    await page.getByRole('textbox', { name: /^Text \(Nepali, Markdown\)/ }).fill(NEPALI);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft created: the shop does not show it yet')).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/blog\/\d+$/);
    const id = Number(/\/staff\/blog\/(\d+)$/.exec(page.url())![1]);
    expect(id).toBeGreaterThanOrEqual(101);
    published.push(id);
    await attachAtBothSizes(page, 'blog-editor');

    // The preview draws the post as the shop will, in both languages.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const english = page.getByRole('region', { name: 'Preview in English' });
    await expect(english.getByRole('heading', { name: 'Battery or screen first?', level: 2 })).toBeVisible();
    await expect(english.getByRole('link', { name: 'our laptops' })).toHaveAttribute('href', '/products');
    await expect(
      page.getByRole('region', { name: 'Preview in Nepali' }).getByRole('heading', { name: 'कलेजका लागि ल्यापटप छान्ने' }),
    ).toBeVisible();
    await attachAtBothSizes(page, 'blog-preview');

    // A draft is not on the shop.
    expect((await request.get(`/api/v1/shop/blog/${id}/`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Publish this post?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(page.getByText('Post published: the shop shows it now')).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText(/Published .* by Hari/)).toBeVisible();

    // The list of posts in the back office.
    await page.getByRole('link', { name: 'All posts' }).click();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Choosing a laptop for college' }) });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await attachAtBothSizes(page, 'blog-list');

    // Shoppers: the post on /blogs, and no built-in post any more.
    await page.goto('/blogs');
    const main = page.locator('main');
    const card = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Choosing a laptop for college' }) });
    await expect(card).toBeVisible();
    await expect(main.getByText(BUILT_IN_TITLE)).toHaveCount(0);
    await attachAtBothSizes(page, 'blog-index');
    await page.goto('/blogs?tag=Students');
    await expect(main.getByRole('heading', { name: 'Choosing a laptop for college' })).toBeVisible();

    await card.getByRole('link', { name: 'Choosing a laptop for college' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}$`));
    await expect(main.getByRole('heading', { name: 'Choosing a laptop for college', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Battery or screen first?', level: 2 })).toBeVisible();
    await expect(main.getByRole('img', { name: 'A laptop on a desk' })).toHaveAttribute('src', /^\/media\//);
    await expect(main.getByText('Himal Gadgets', { exact: true })).toBeVisible();
    await attachAtBothSizes(page, 'blog-post');
    await main.getByRole('link', { name: 'our laptops' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto(`/blogs/${id}?lang=ne`);
    await expect(main.getByRole('heading', { name: 'कलेजका लागि ल्यापटप छान्ने', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'ब्याट्री कि स्क्रिन?', level: 2 })).toBeVisible();
    await expect(main.getByRole('img', { name: 'टेबलमा ल्यापटप' })).toBeVisible();
    await attachAtBothSizes(page, 'blog-post-ne');
    // A built-in post's address is no post now.
    await page.goto('/blogs/1?lang=en');
    await expect(page).toHaveURL(/\/404$/);

    // Off the shop again, on the editor.
    await page.goto(`/staff/blog/${id}`);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Take this post off the shop?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expect(page.getByText('Post unpublished: the shop no longer shows it')).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText(/Unpublished .* by Hari/)).toBeVisible();
    // Published once: it stays in the back office with its history, and cannot be deleted.
    await expect(page.getByRole('button', { name: 'Delete draft' })).toHaveCount(0);
    await page.goto('/blogs?lang=en');
    await expect(main.getByRole('heading', { name: BUILT_IN_TITLE })).toBeVisible();
  } finally {
    await unpublishAll(request, headers, published);
  }
});
