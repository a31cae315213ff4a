import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { attachAtBothSizes } from './after-sales-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';

// The home page in the owner's words (issue #32): an admin makes the hero one slide of their own
// with an uploaded picture, writes the About block in English and Nepali and hides the
// testimonials; shoppers then get that page, server-rendered, in both languages.
//
// The home page is the whole shop's: this journey runs after the others (the "shop settings"
// project in playwright.config.ts) and puts the built-in page back at the end.

test.slow();
const PASSWORD = 'staff-storefront-journey-pw-1';
const HOME_PATH = '/api/v1/admin/storefront/home/';

test('an admin writes the home page; shoppers see it in English and Nepali, drawn by the server', async ({
  page,
  request,
}) => {
  const admin = uniqueEmail('storefront-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await loginThroughForm(page, admin, PASSWORD);
    await page.goto('/staff/orders');
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Storefront' }).click();
    await expect(page.getByRole('heading', { name: 'Storefront', level: 1 })).toBeVisible();
    await expect(page.getByText('The built-in home page')).toBeVisible();

    // The hero: one slide of the shop's own, with an uploaded picture.
    const hero = page.getByRole('group', { name: 'Hero slides' });
    await hero.getByText('Your own', { exact: true }).click();
    await expect(hero.getByRole('listitem')).toHaveCount(3);
    await hero.getByRole('button', { name: 'Remove slide 3' }).click();
    await hero.getByRole('button', { name: 'Remove slide 2' }).click();
    const slide = hero.getByRole('listitem', { name: 'Slide 1' });
    await slide.locator('input[type="file"]').setInputFiles({
      name: 'tihar.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e85d04' } })
        .png()
        .toBuffer(),
    });
    await expect(slide.getByRole('group', { name: 'Image' }).getByRole('img')).toHaveAttribute(
      'src',
      /^\/media\/[0-9a-f]{32}-640\.jpg$/,
    );
    await slide.getByRole('textbox', { name: 'Title (English)' }).fill('Tihar offers at Himal Gadgets');
    await slide.getByRole('textbox', { name: /^Title \(Nepali\)/ }).fill('हिमाल ग्याजेटमा तिहार अफर');
    await slide.getByRole('textbox', { name: /^Picture description \(English\)/ }).fill('A phone with Tihar lights');

    // The About block: the owner's words; the built-in ones were the starting point.
    const about = page.getByRole('group', { name: 'About block' });
    await about.getByText('Your own', { exact: true }).click();
    await expect(about.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(
      'Your trusted electronics shop since 2025',
    );
    await about.getByRole('textbox', { name: 'Title (English)' }).fill('New Road’s phone shop since 2010');
    await about.getByRole('textbox', { name: /^Title \(Nepali\)/ }).fill('सन् २०१० देखि न्यू रोडको फोन पसल');
    await about
      .getByRole('textbox', { name: 'Text (English)' })
      .fill('Genuine phones and laptops, with our own service centre on New Road.');
    await about.getByRole('textbox', { name: /^Text \(Nepali\)/ }).fill('सक्कली फोन र ल्यापटप, न्यू रोडमा आफ्नै सर्भिस सेन्टर।');
    await about
      .getByRole('textbox', { name: /^Where to find you \(English\)/ })
      .fill('Visit us on New Road, Kathmandu');
    await about.getByRole('textbox', { name: /^Where to find you \(Nepali\)/ }).fill('न्यू रोड, काठमाडौँमा आउनुहोस्');

    await page.getByRole('group', { name: 'Testimonials' }).getByText('Hidden', { exact: true }).click();

    await attachAtBothSizes(page, 'storefront-editor');
    // The preview (a tab as wide as the page) follows before anything is saved. It is a picture of
    // the page, inert, so it is read by its text rather than its roles.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Tihar offers at Himal Gadgets')).toBeVisible();
    await expect(preview.getByText('New Road’s phone shop since 2010')).toBeVisible();
    await expect(preview.getByText('What Our Customers Say')).toHaveCount(0);
    await page.getByText('Nepali', { exact: true }).click();
    await expect(preview.getByText('हिमाल ग्याजेटमा तिहार अफर')).toBeVisible();
    await attachAtBothSizes(page, 'storefront-preview');

    await page.getByRole('button', { name: 'Save the home page' }).click();
    await expect(page.getByText('Home page saved')).toBeVisible();
    await expect(page.getByText(/Last saved .* by Hari/)).toBeVisible();

    // Shoppers: the server's first screen already has the owner's slide, in both languages.
    const english = await (await request.get('/')).text();
    expect(english).toContain('Tihar offers at Himal Gadgets');
    expect(english).not.toContain('Latest Tech Gadgets');
    const nepali = await (await request.get('/?lang=ne')).text();
    expect(nepali).toContain('हिमाल ग्याजेटमा तिहार अफर');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Tihar offers at Himal Gadgets' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A phone with Tihar lights' })).toBeVisible();
    const aboutSection = page.getByRole('region', { name: 'New Road’s phone shop since 2010' });
    await aboutSection.scrollIntoViewIfNeeded();
    await expect(aboutSection.getByText('Visit us on New Road, Kathmandu')).toBeVisible();
    await expect(aboutSection).not.toContainText('Lambagar');
    await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toHaveCount(0);
    // One slide: no arrows or dots to move between slides.
    await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await attachAtBothSizes(page, 'storefront-home');
  } finally {
    // The built-in home page again, for whatever runs after.
    const restored = await request.put(HOME_PATH, { headers, data: {} });
    expect(restored.status()).toBe(200);
  }
});
