import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';

// Categories and brands screens (issue 16): an admin adds a category (its picture uploaded, issue
// #35), moves it with the keyboard (the API's order follows), renames it and deletes it; deleting
// a category that still has products is refused with the server's words. Axe clean on a desktop
// and on a phone.

test.slow();
const PASSWORD = 'categories-journey-pw-1';

interface Category {
  id: number;
  name: string;
  image: string;
}

test('an admin adds, moves, renames and deletes a category; one with products is not deleted', async ({
  page,
  request,
}) => {
  const admin = uniqueEmail('categories-admin');
  await registerAccount(request, admin, PASSWORD, 'Hari');
  await makeStaff(admin, 'admin');
  const headers = await bearerFor(request, admin, PASSWORD);
  const order = async () =>
    ((await (await request.get('/api/v1/admin/categories/', { headers })).json()) as { data: Category[] }).data;
  const existing = await order();
  const name = `Cables ${Date.now().toString(36)}`;

  await page.goto('/login');
  await loginThroughForm(page, admin, PASSWORD);
  await page.goto('/staff/orders');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Categories, in shop order' });
  await expect(table.getByRole('rowheader')).toHaveCount(existing.length);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // The picture is uploaded, not typed (issue #35): a preview shows what the shop will show.
  await page.getByTestId('category-image-input').setInputFiles({
    name: 'cables.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer(),
  });
  const picker = page.getByRole('group', { name: 'Image' });
  await expect(picker.getByRole('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-120\.jpg$/);
  await expect(picker.getByRole('button', { name: 'Upload another image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();
  await expect(table.getByRole('rowheader').last()).toContainText(name);

  // Up one place with the keyboard, then back down: the API's order follows each move.
  await page.getByRole('button', { name: `Move ${name} up` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await order()).at(-2)?.name).toBe(name);
  await expect(page.getByRole('button', { name: `Move ${name} up` })).toBeFocused();
  await expectAxeClean(page);
  await page.getByRole('button', { name: `Move ${name} down` }).click();
  await expect
    .poll(async () => (await order()).map((category) => category.id))
    .toEqual([...existing.map((category) => category.id), expect.any(Number)]);

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${name}` });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} and adapters`);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(`${name} and adapters saved`)).toBeVisible();

  // A category with products is refused, with the server's message.
  const full = existing[0]!;
  await page.getByRole('button', { name: `Delete ${full.name}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByText(/still has \d+ products?: move (it|them) to another category first/)).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toContainText(full.name);

  await page.getByRole('button', { name: `Delete ${name} and adapters` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByText(`${name} and adapters: category deleted`)).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(existing.length);

  // The phone layout, and the Brands screen, are axe clean too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(table.getByRole('rowheader')).toHaveCount(existing.length);
  await expectAxeClean(page);
  // On a phone the staff navigation is in the Menu panel.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Staff menu' })
    .getByRole('navigation', { name: 'Staff area' })
    .getByRole('link', { name: 'Brands' })
    .click();
  await expect(page.getByRole('table', { name: 'Brands, by name' }).getByRole('rowheader').first()).toBeVisible();
  await expectAxeClean(page);
});
