/// <reference lib="dom" />
import { expectAxeClean } from './axe.js';
import { expect as baseExpect, test } from '@playwright/test';
import { cardName } from './card-helpers.js';

// Comparing products side by side (issue #35): chosen from the product cards, kept in the browser,
// compared at an address that alone draws the same page (shared, opened anew).

// The machine running these may be busy: give pages and the API time before failing.
test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

test('compare: three phones from the list, side by side with differences marked, the same from the shared address', async ({
  page,
  context,
}) => {
  await page.goto('/products?category=Smartphones');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const name = await cardName(cards.nth(index));
    names.push(name);
    await cards
      .nth(index)
      .getByRole('button', { name: `Add ${name} to compare` })
      .click();
    await expect(page.getByText(`${name} added to compare`)).toBeVisible();
    await expect(cards.nth(index).getByRole('button', { name: `Remove ${name} from compare` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  // Choosing does not open the product.
  await expect(page).toHaveURL(/\/products\?category=Smartphones$/);

  // The compare bar lists them, kept in the browser.
  const tray = page.getByRole('region', { name: 'Compare list' });
  await expect(tray.getByRole('list', { name: 'Chosen products' }).getByRole('listitem')).toHaveCount(3);

  // A laptop is refused with a reason; nothing chosen is dropped.
  await page.goto('/products?category=Laptops');
  const laptop = await cardName(cards.first());
  await cards
    .first()
    .getByRole('button', { name: `Add ${laptop} to compare` })
    .click();
  await expect(page.getByText(`${laptop} is in Laptops, and your compare list holds Smartphones`)).toBeVisible();
  await expect(tray.getByRole('listitem')).toHaveCount(3);

  await tray.getByRole('link', { name: 'Compare (3/4)' }).click();
  await expect(page).toHaveURL(/\/compare\?products=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Smartphones' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('columnheader').getByRole('link')).toHaveText(names);
  // Rows whose values differ are marked (in words for a screen reader, highlighted for the eye).
  const differing = table.locator('tr[data-differs]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(differing.first().getByRole('rowheader')).toContainText('Differs');
  // "Only show differences" leaves just the specifications that differ (and the section's heading).
  const specifications = table.locator('tbody').nth(1);
  await page.getByRole('checkbox', { name: 'Only show differences' }).check();
  await expect(specifications.locator('tr:not([data-differs])')).toHaveCount(1);
  await expect(specifications.locator('tr[data-differs]')).not.toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Only show differences' }).uncheck();
  await expectAxeClean(page);

  // The address alone draws the same comparison, in a new page (as a shared link would).
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByRole('heading', { level: 1, name: 'Compare Smartphones' })).toBeVisible();
  await expect(other.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveText(names);
  await expect(other).toHaveTitle(new RegExp(`^Compare ${names[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} vs`));
});
