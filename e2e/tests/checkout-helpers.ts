import { expect, type Page, type Response } from '@playwright/test';

// The checkout's Shipping step (issue #20): a Nepali address picked province → district →
// municipality → ward, then street/tole, landmark and postal code. Journeys share this filling.

export interface NepalAddressInput {
  province: string;
  /** Typed into the district search, then chosen: 'Kathmandu'. */
  district: string;
  /** Typed into the municipality search; the first match is chosen: 'Kathmandu Metropolitan'. */
  localLevel: string;
  /** The ward option as the list words it: 'Ward 26'. */
  ward: string;
  tole: string;
  landmark?: string;
  postalCode?: string;
}

/** A Kathmandu address inside the valley. */
export const KATHMANDU_ADDRESS: NepalAddressInput = {
  province: 'Bagmati Province',
  district: 'Kathmandu',
  localLevel: 'Kathmandu Metropolitan',
  ward: 'Ward 26',
  tole: 'Lambagar, Tarkeshwor',
  landmark: 'Near the Tarkeshwor temple',
  postalCode: '44600',
};

/** Chooses an option of a searchable list by typing its name and picking the match. */
async function choose(page: Page, label: RegExp, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option', { name: new RegExp(`^${text}`, 'i') })
    .first()
    .click();
}

const ENGLISH_LABELS = {
  province: /Province/,
  district: /District/,
  localLevel: /Municipality/,
  ward: /Ward/,
  tole: /Street/,
};

/**
 * Fills the address on the Shipping step (already open). Labels are matched in English unless the
 * page is Nepali: then pass `labels`.
 */
export async function fillNepalAddress(
  page: Page,
  address: NepalAddressInput = KATHMANDU_ADDRESS,
  labels = ENGLISH_LABELS,
) {
  await fillAddressFields(page, address, labels);
  await expect(page.getByTestId('delivery-estimate')).toBeVisible();
}

/** Fills the Nepal address picker wherever it is (checkout, billing address, address book). */
export async function fillAddressFields(
  page: Page,
  address: NepalAddressInput = KATHMANDU_ADDRESS,
  labels = ENGLISH_LABELS,
) {
  await page.getByRole('combobox', { name: labels.province }).selectOption({ label: address.province });
  await choose(page, labels.district, address.district);
  await choose(page, labels.localLevel, address.localLevel);
  await page.getByRole('combobox', { name: labels.ward }).selectOption({ label: address.ward });
  await page.getByRole('textbox', { name: labels.tole }).fill(address.tole);
  if (address.landmark) await page.getByRole('textbox', { name: /Landmark/ }).fill(address.landmark);
  if (address.postalCode) await page.getByRole('textbox', { name: /Postal Code/ }).fill(address.postalCode);
}

/** The order payload's delivery fields for API journeys: Kathmandu Metropolitan City ward 26. */
export const KATHMANDU_ORDER_ADDRESS = {
  delivery_method: 'delivery',
  province_id: 3,
  district_id: 27,
  local_level_id: 307,
  ward: 26,
  tole: 'Lambagar, Tarkeshwor',
  landmark: 'Near the temple',
  postal_code: '44600',
} as const;

/**
 * The answer that puts a signed-in shopper's cart change on the server: a PUT of the cart, or, when
 * the tap came before the page had restored the session, the merge that follows the restore (the
 * browser's lines are merged into the account's then, and no PUT is needed).
 */
export function isCartSaved(response: Response): boolean {
  const method = response.request().method();
  return (
    (response.url().endsWith('/api/v1/cart/') && method === 'PUT') ||
    (response.url().endsWith('/api/v1/cart/merge/') && method === 'POST')
  );
}

/**
 * The Shipping step on a Nepali page, typed as a Nepali shopper does: Gandaki → Kaski → Pokhara
 * Metropolitan City, ward 6, Lakeside (outside the valley).
 */
export async function fillPokharaInNepali(page: Page) {
  await page.getByRole('combobox', { name: /प्रदेश/ }).selectOption({ label: 'गण्डकी प्रदेश' });
  const district = page.getByRole('combobox', { name: /जिल्ला/ });
  await district.click();
  await district.fill('kaski');
  await page.getByRole('option', { name: 'कास्की' }).click();
  const localLevel = page.getByRole('combobox', { name: /नगरपालिका/ });
  await localLevel.click();
  await localLevel.fill('pokhara');
  await page.getByRole('option', { name: /पोखरा महानगरपालिका/ }).click();
  await page.getByRole('combobox', { name: /वडा/ }).selectOption({ label: 'वडा नं. ६' });
  await page.getByRole('textbox', { name: /टोल/ }).fill('Lakeside, Baidam');
}
