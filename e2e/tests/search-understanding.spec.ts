import { expect as baseExpect, test } from '@playwright/test';
import { expectAxeClean } from './axe.js';

// Issue #35: a search that reads specifications, prices and kinds of product, as a shopper meets
// it on the demo catalogue. Read-only: no other journey is affected.
//
// Seed facts (apps/server/src/db/seed/catalog-data.ts): the Vivo Y29 (Rs 25,999) is a phone under
// Rs 30,000 whose processor says 5G; the power banks are 10000, 20000 or 24000 mAh; the shop has
// no tablets.

const expect = baseExpect.configure({ timeout: 20_000 });

test('a shopper types what they want in their own words', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('5g phone under 30000')}`);
  const understood = page.getByTestId('understood-filters');
  await expect(understood).toContainText('Searching in');
  await expect(understood.getByRole('button', { name: 'Remove Smartphones from the search' })).toBeVisible();
  await expect(understood.getByRole('button', { name: /Remove under Rs\. 30,000 from the search/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vivo Y29/ }).first()).toBeVisible();
  await expectAxeClean(page);

  // Taking the price off searches again without its words.
  await understood.getByRole('button', { name: /Remove under Rs\. 30,000/ }).click();
  await expect(page).toHaveURL(/\/search\?q=5g(\+|%20)phone$/);
  await expect(page.getByTestId('understood-filters')).toContainText('Smartphones');

  // A size with its unit, however it is written: only the 20000 mAh banks.
  await page.goto(`/search?q=${encodeURIComponent('power bank 20000')}`);
  const cards = page.locator('main ul li h3');
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.allTextContents()) expect(name).not.toMatch(/10000mAh|24000/i);

  // A kind of product the shop does not sell: said so, and somewhere else to go.
  await page.goto('/search?q=ipad');
  await expect(page.getByText('No products found...')).toBeVisible();
  await expect(page.getByText("We don't sell ipad at the moment.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
  await expectAxeClean(page);
});
