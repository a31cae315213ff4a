import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectAxeClean } from './axe.js';
import { expect, test, type Page } from '@playwright/test';

// Content pages (issue 6): About, Contact, FAQ, Blogs, Services, policies, Sitemap, 404.

async function expectMeta(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').last().getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
}

interface PageCheck {
  path: string;
  title: RegExp;
  heading: string;
  texts: Array<string | RegExp>;
}

const pages: PageCheck[] = [
  {
    path: '/about',
    title: /^About Us \| Pasal$/,
    heading: 'About Pasal',
    texts: [
      'Since 2025',
      '100+',
      '500+',
      '10+',
      '24/7',
      'Happy Customers',
      'Our Story',
      'Seller details',
      'PAN/VAT no.',
    ],
  },
  {
    path: '/contact',
    title: /^Contact Us \| Pasal$/,
    heading: 'Get in Touch',
    texts: [
      'Mon - Sat 9AM - 7PM',
      'Open in OpenStreetMap',
      'We ship only within Nepal',
      'within 7 days of delivery in their original condition, with all accessories and packaging',
      '100% authentic',
      'tracking number by e-mail',
    ],
  },
  {
    path: '/faq',
    title: /^Frequently Asked Questions \| Pasal$/,
    heading: 'Frequently Asked Questions',
    texts: ['How do I place an order?', 'Still have questions?', 'Contact Us', 'Email Support'],
  },
  {
    path: '/blogs',
    title: /^Blog \| Pasal$/,
    heading: 'Tech Tips & Buying Guides',
    texts: ['Categories', 'Popular Tags', 'Recent Posts', 'How to Buy a Genuine Smartphone in Nepal'],
  },
  {
    path: '/blogs/1',
    title: /^How to Buy a Genuine Smartphone in Nepal: IMEI, Warranty and the Bill \| Pasal$/,
    heading: 'How to Buy a Genuine Smartphone in Nepal: IMEI, Warranty and the Bill',
    texts: ['Back to Blogs', 'Pasal Editorial Team', '14 September 2025', 'Check the IMEI before anything else'],
  },
  {
    path: '/blogs/2',
    title: /^Choosing a Power Bank/,
    heading: 'Choosing a Power Bank: Capacity, Fast Charging and Flying With One',
    texts: ['Flying with a power bank', '2 November 2025'],
  },
  {
    path: '/services',
    title: /^Our Services \| Pasal$/,
    heading: 'How We Can Help',
    texts: ['Product Consultation', 'IMEI Registration Help', 'Screen Guard & Accessory Fitting'],
  },
  {
    path: '/warranty',
    title: /^Warranty Policy \| Pasal$/,
    heading: 'Warranty Policy',
    texts: ['What the warranty covers', '7 days', '30 days', 'working days for a warranty claim'],
  },
  {
    path: '/privacy-policy',
    title: /^Privacy Policy \| Pasal$/,
    heading: 'Privacy Policy',
    texts: ['Pasal does not serve children under 13', 'We never sell your personal data.'],
  },
  {
    path: '/terms-and-conditions',
    title: /^Terms and Conditions \| Pasal$/,
    heading: 'Terms and Conditions',
    texts: [
      'You can modify or cancel an order within one hour of placing it',
      'All sales are final, except for the returns described here and the warranty:',
      'Inside the Kathmandu Valley: the same day or the next business day.',
      'Outside the Kathmandu Valley: 2 to 7 business days.',
      'a claim takes 7 to 21 working days',
      'Grievance officer',
      'Pasal Electronics Pvt. Ltd. (demo)',
    ],
  },
  {
    path: '/sitemap',
    title: /^Sitemap \| Pasal$/,
    heading: 'Sitemap',
    texts: ['Product categories', 'Smartphones', 'Power Banks', 'Terms and Conditions', 'Shipping questions'],
  },
  {
    path: '/404',
    title: /^Page Not Found \| Pasal$/,
    heading: 'Page Not Found',
    texts: ['Back to Home'],
  },
];

for (const check of pages) {
  test(`${check.path} shows its content, title and description, and is axe-clean`, async ({ page }) => {
    await page.goto(check.path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
    for (const text of check.texts) await expect(main.getByText(text).first()).toBeVisible();
    await expectMeta(page, check.title);
    await expectAxeClean(page);
  });
}

test('About links to the products and the contact page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the FAQ filters by chip and search, opens several answers, and has FAQPage data', async ({ page }) => {
  await page.goto('/faq');
  const main = page.locator('main');
  await expect(main.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  const questions = main.locator('[data-state] > h3 button');
  await expect(questions).toHaveCount(12);

  await main.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(questions).toHaveCount(2);
  await main.getByRole('searchbox', { name: 'Search questions' }).fill('pin');
  await expect(questions).toHaveCount(1);
  await main.getByRole('searchbox', { name: 'Search questions' }).fill('laptop');
  await expect(main.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(
    main.getByText(
      "We couldn't find answers matching your search criteria. Please try a different search term or category.",
    ),
  ).toBeVisible();

  await main.getByRole('searchbox', { name: 'Search questions' }).fill('');
  await main.getByRole('button', { name: 'All', exact: true }).click();
  await main.getByRole('button', { name: 'Where do you deliver?' }).click();
  await main.getByRole('button', { name: 'Which payment methods do you accept?' }).click();
  await expect(main.getByText('We ship only within Nepal, to every province.')).toBeVisible();
  await expect(main.getByText(/You can pay with eSewa, with Khalti/)).toBeVisible();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
  };
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity).toHaveLength(12);

  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', /^mailto:.+@/);
});

for (const section of ['Shipping', 'Returns'] as const) {
  test(`the footer's ${section} link opens the FAQ on that section`, async ({ page }) => {
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: section, exact: true }).click();
    await expect(page).toHaveURL(/\/faq#activeExist$/);
    const main = page.locator('main');
    await expect(main.getByRole('button', { name: section, pressed: true })).toBeVisible();
    await expect(main.locator('[data-state] > h3 button')).toHaveCount(2);
    await expect(page.locator('#activeExist')).toBeInViewport();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
  });
}

test('the blog searches, filters by tag, and moves between articles', async ({ page }) => {
  await page.goto('/blogs');
  const main = page.locator('main');
  await expect(main.getByRole('article')).toHaveCount(2);

  await main.getByRole('searchbox', { name: 'Search blog posts' }).fill('imei');
  await expect(main.getByRole('article')).toHaveCount(1);
  await main.getByRole('searchbox', { name: 'Search blog posts' }).fill('washing machine');
  await expect(main.getByText('No blog posts found matching your search.')).toBeVisible();

  await page.goto('/blogs?tag=Travel');
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(main.getByRole('article').getByRole('heading')).toHaveText(/Choosing a Power Bank/);

  await main
    .getByRole('link', { name: /Choosing a Power Bank/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blogs\/2$/);
  const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    headline: string;
  };
  expect(article).toMatchObject({ '@type': 'Article', headline: expect.stringContaining('Power Bank') });

  await main.getByRole('link', { name: /Previous article/ }).click();
  await expect(page).toHaveURL(/\/blogs\/1$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/Genuine Smartphone/);
  await expect(main.getByRole('link', { name: /Previous article/ })).toHaveCount(0);
  await main.getByRole('link', { name: /Next article/ }).click();
  await expect(page).toHaveURL(/\/blogs\/2$/);
  await expect(main.getByRole('link', { name: /Next article/ })).toHaveCount(0);

  await main.getByRole('link', { name: '#Charging' }).click();
  await expect(page).toHaveURL(/\/blogs\?tag=Charging$/);
  await expect(main.getByRole('article')).toHaveCount(1);
});

test('an unknown blog id goes to a real not-found page', async ({ page }) => {
  await page.goto('/blogs/999');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.goto('/blogs/not-a-number');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a service card opens the contact form with its subject', async ({ page }) => {
  await page.goto('/services');
  await expect(page.locator('main').getByRole('link', { name: /Contact us/ })).toHaveCount(9);
  await page.getByRole('link', { name: /IMEI Registration Help/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Subject')).toHaveValue('IMEI Registration Help');
});

test('the contact form sends a message: toast, reset, and an e-mail to the shop', async ({ page }) => {
  const subject = `E2E question ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });

  // The browser refuses an empty required field.
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(
    await form
      .getByLabel('Full Name')
      .evaluate((input) => (input as unknown as { validity: { valueMissing: boolean } }).validity.valueMissing),
  ).toBe(true);

  await form.getByLabel('Full Name').fill('Sita Rai');
  await form.getByLabel('Email Address').fill('sita.e2e@example.com');
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Does the warranty cover a cracked screen?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();

  await form.getByLabel('Phone Number').fill('9841234567');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  // Stored, then e-mailed: the outbox holds the mail to the shop with reply-to the sender.
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let mail = '';
  await expect
    .poll(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const text = await readFile(join(outbox, file), 'utf8');
        if (text.includes(subject)) mail = text;
      }
      return mail;
    })
    .toContain(subject);
  expect(mail).toMatch(/^To: hello@pasal\.example/m);
  expect(mail).toMatch(/^Reply-To: sita\.e2e@example\.com/m);
  expect(mail).toContain('Phone: 9841234567');
  await expectAxeClean(page);
});
