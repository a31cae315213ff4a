/// <reference lib="dom" />
import { expectAxeClean } from './axe.js';
import { expect as baseExpect, test } from '@playwright/test';
import { cardName, cardNames } from './card-helpers.js';

// The machine running these may be busy: give pages and the API time before failing.
test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

test('wishlist: the heart toggles with the spec toasts, the page lists saved products', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByText('No products found...')).toBeVisible();
  await expectAxeClean(page);

  // From a card on the products list.
  await page.goto('/products?q=boAt%20Airdopes%20141');
  const heart = page.getByRole('button', { name: 'Add boAt Airdopes 141 to wishlist' }).first();
  await heart.click();
  await expect(page.getByText('Product added to wishlist successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove boAt Airdopes 141 from wishlist' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The heart does not open the product.
  await expect(page).toHaveURL(/\/products\?q=/);

  // From the product page.
  await page.goto('/products/jbl-tune-beam');
  await page.getByRole('button', { name: 'Add JBL Tune Beam to wishlist' }).click();
  await expect(page.getByText('Product added to wishlist successfully')).toBeVisible();

  // The header's heart leads to the page; both products are there and it survives a reload.
  await page.getByRole('link', { name: 'Wishlist' }).first().click();
  await expect(page).toHaveURL('/wishlist');
  const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await page.reload();
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText('boAt Airdopes 141');
  await expectAxeClean(page);

  // Removing shows the spec's (sic) toast and writes the wishlist key, not the cart's.
  const cartBefore = await page.evaluate(() => localStorage.getItem('pasal-cart'));
  await page.getByRole('button', { name: 'Remove boAt Airdopes 141 from wishlist' }).click();
  await expect(page.getByText('Product remove from wishlist successfully')).toBeVisible();
  await expect(saved).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('pasal-cart'))).toBe(cartBefore);
  await page.reload();
  await expect(saved).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove JBL Tune Beam from wishlist' }).click();
  await expect(page.getByText('No products found...')).toBeVisible();
});

test('recently viewed: newest first, at most 4, a product already there changes nothing', async ({ page }) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  const names: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const link = cards.nth(index).getByRole('heading').getByRole('link');
    names.push(await cardName(cards.nth(index)));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[index]!);
    await page.goBack();
    await expect(cards).toHaveCount(12);
  }
  // Viewing the third again does not move it to the front.
  await cards.nth(2).getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[2]!);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Recently Viewed Products' });
  const recent = section.getByRole('listitem').getByRole('heading');
  await expect.poll(() => cardNames(recent)).toEqual([names[4]!, names[3]!, names[2]!, names[1]!]);

  // Kept in browser storage as plain JSON, no cookie.
  const stored = await page.evaluate(() => localStorage.getItem('pasal-recently-viewed'));
  expect(JSON.parse(stored!).state.items).toHaveLength(4);
  expect(await page.evaluate(() => document.cookie)).not.toContain('recent');
});
