import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';

// Structured specifications as filters (issue #35): a shopper choosing a phone by its RAM and 5G
// on /products, against the real server and the demo catalogue. What each card is, is checked
// against the API's own product data, not the page's words.

const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });

interface ProductAttribute {
  key: string;
  value: number | string | boolean;
}

/** The slugs of the products the page's cards link to, once the list has settled. */
async function cardSlugs(page: Page): Promise<string[]> {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const hrefs = await grid(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector<HTMLAnchorElement>('a[href*="/products/"]')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => href.replace(/^.*\/products\//, '').replace(/[/?#].*$/, ''));
}

test('choose smartphones with at least 8 GB of RAM and 5G; the address keeps the filter through a reload', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('radio', { name: 'Smartphones' }).click();
  await expect(page).toHaveURL(/category=Smartphones/);

  const ram = filters.getByRole('group', { name: 'RAM (GB)' });
  await ram.getByLabel('From').fill('8');
  await ram.getByLabel('From').press('Enter');
  await expect(page).toHaveURL(/ram_gb=8-/);
  // The box follows the URL, which changes just after the click: click, then wait for both.
  const fiveG = filters.getByRole('group', { name: '5G' }).getByRole('checkbox', { name: /Yes/ });
  await fiveG.click();
  await expect(page).toHaveURL(/5g=yes/);
  await expect(fiveG).toBeChecked();

  const expected = await request.get('/api/v1/products/?category=smartphones&ram_gb=8-&5g=yes');
  expect(expected.ok()).toBe(true);
  const answer = (await expected.json()) as { count: number; data: { slug: string }[] };
  expect(answer.count).toBeGreaterThan(3);

  const check = async () => {
    const slugs = await cardSlugs(page);
    expect(slugs.length).toBe(Math.min(12, answer.count));
    expect(slugs).toEqual(answer.data.map((product) => product.slug));
    for (const slug of slugs) {
      const product = await request.get(`/api/v1/products/${slug}/`);
      const attributes = ((await product.json()) as { data: { attributes: ProductAttribute[] } }).data.attributes;
      const value = (key: string) => attributes.find((attribute) => attribute.key === key)?.value;
      expect(value('ram_gb'), slug).toBeGreaterThanOrEqual(8);
      expect(value('5g'), slug).toBe(true);
    }
  };
  await check();

  await page.reload();
  await expect(page).toHaveURL(/ram_gb=8-/);
  await expect(page).toHaveURL(/5g=yes/);
  const reloaded = page.getByRole('complementary', { name: 'Filters' });
  await expect(reloaded.getByRole('group', { name: 'RAM (GB)' }).getByLabel('From')).toHaveValue('8');
  await expect(reloaded.getByRole('group', { name: '5G' }).getByRole('checkbox', { name: /Yes/ })).toBeChecked();
  await check();
  await expectAxeClean(page);
});

test("a phone's page shows its structured specifications grouped, before the free text", async ({ page }) => {
  await page.goto('/products/samsung-galaxy-s24-ultra-12gb-256gb');
  const specs = page.getByTestId('structured-specifications');
  await expect(specs.getByRole('heading', { name: 'Performance' })).toBeVisible();
  await expect(specs.getByRole('table', { name: 'Performance' }).getByRole('row', { name: /RAM/ })).toContainText(
    '12 GB',
  );
  await expect(specs.getByRole('table', { name: 'Connectivity' }).getByRole('row', { name: /5G/ })).toContainText(
    'Yes',
  );
});
