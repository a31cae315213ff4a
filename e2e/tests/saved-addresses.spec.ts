import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectAxeClean, loginThroughForm, registerByApi, uniqueEmail } from './auth-helpers.js';

// Issue #20: the account's address book. A shopper keeps several delivery addresses, one default.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'Himal-Chuli-7493';

function card(page: Page, label: string) {
  return page.getByRole('article', { name: label });
}

test('a shopper adds two addresses (one outside the valley, by keyboard), makes the second default, deletes one', async ({
  page,
}) => {
  const email = uniqueEmail('addresses');
  await registerByApi(page, email, PASSWORD);
  await page.goto('/profile/addresses');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/addresses$/);
  await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await expectAxeClean(page);

  // 1. Home in Kathmandu, by pointer.
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Asha Gurung');
  await dialog.getByLabel('Label').fill('Home');
  await dialog.getByRole('combobox', { name: /Province/ }).selectOption({ label: 'Bagmati Province' });
  await dialog.getByRole('combobox', { name: /District/ }).click();
  await dialog.getByRole('combobox', { name: /District/ }).fill('Kathm');
  await dialog.getByRole('option', { name: 'Kathmandu' }).click();
  await dialog.getByRole('combobox', { name: /Municipality/ }).click();
  await dialog.getByRole('option', { name: 'Kathmandu Metropolitan City' }).click();
  await dialog.getByRole('combobox', { name: /Ward/ }).selectOption({ label: 'Ward 26' });
  await dialog.getByRole('textbox', { name: /Street/ }).fill('Lambagar, Tarkeshwor');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Home')).toContainText('Kathmandu Metropolitan City-26');
  await expect(card(page, 'Home')).toContainText('Default');

  // 2. Office in Pokhara (outside the valley), by keyboard alone, finding places by search.
  await page.getByRole('button', { name: 'Add address' }).focus();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: 'Add an address' });
  await expect(second).toBeVisible();
  await second.getByLabel('Label').focus();
  await page.keyboard.type('Office');
  await second.getByRole('combobox', { name: /Province/ }).focus();
  await page.keyboard.type('Gandaki');
  await expect(second.getByRole('combobox', { name: /Province/ })).toHaveValue('4');
  await page.keyboard.press('Tab');
  const district = second.getByRole('combobox', { name: /District/ });
  await expect(district).toBeFocused();
  await page.keyboard.type('kas');
  await expect(second.getByRole('listbox').getByRole('option')).toHaveText(['Kaski']);
  await page.keyboard.press('Enter');
  await expect(district).toHaveValue('Kaski');
  await page.keyboard.press('Tab');
  const localLevel = second.getByRole('combobox', { name: /Municipality/ });
  await expect(localLevel).toBeFocused();
  await page.keyboard.type('pokh');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(localLevel).toHaveValue('Pokhara Metropolitan City');
  await page.keyboard.press('Tab');
  await expect(second.getByRole('combobox', { name: /Ward/ })).toBeFocused();
  // A closed native list's type-ahead: the option's words.
  await page.keyboard.type('Ward 6');
  await expect(second.getByRole('combobox', { name: /Ward/ })).toHaveValue('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lakeside');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Address saved')).toHaveCount(1);
  await expect(second).toBeHidden();
  await expect(card(page, 'Office')).toContainText('Pokhara Metropolitan City-6');
  await expect(card(page, 'Office')).toContainText('Kaski, Gandaki Province');
  await expect(card(page, 'Office')).not.toContainText('Default');

  // 3. Office becomes the default.
  await page.getByRole('button', { name: 'Make Office the default address' }).click();
  await expect(page.getByText('Default address changed')).toBeVisible();
  await expect(card(page, 'Office')).toContainText('Default');
  await expect(card(page, 'Home')).not.toContainText('Default');
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Office');

  // 4. Home is deleted, after a confirmation.
  await page.getByRole('button', { name: 'Delete Home' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('Home will be removed from your addresses.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(card(page, 'Home')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Office')).toContainText('Default');
  await expectAxeClean(page);

  // The list is the server's: it is still there after a reload.
  await page.reload();
  await expect(card(page, 'Office')).toContainText('Pokhara Metropolitan City-6');
});
