// The account's billing address and the profile patch that may carry it: apart from the sign-in and
// account forms (account-forms.ts) because they need Nepal's address book (77 districts, 753 local
// levels), which a page that only asks for an e-mail (the newsletter box on the home page) should
// not download and evaluate.
import { z } from 'zod';
import type { Billing } from './auth.js';
import { accountDetailFields, COUNTRY, optionalEmailField } from './account-forms.js';
import { checkNepalAddressForm, nepalAddressFormFields, type NepalAddress } from '../nepal/address.js';
import { districtById, localLevelById, localLevelName, provinceById } from '../nepal/geography.js';

/**
 * Billing Address form: the same Nepal address as the address book, province → district →
 * municipality → ward, street/tole, an optional landmark and an optional postal code.
 */
export const billingSchema = z.object(nepalAddressFormFields).superRefine(checkNepalAddressForm);

/** PATCH api/v1/auth/profile/: only changed fields; billing may also be partial (merged, then checked whole). */
export const profilePatchSchema = z.object({
  first_name: accountDetailFields.first_name.optional(),
  middle_name: accountDetailFields.middle_name.optional(),
  last_name: accountDetailFields.last_name.optional(),
  email: optionalEmailField.optional(),
  phone: accountDetailFields.phone.optional(),
  billing: z.object(nepalAddressFormFields).partial().optional(),
});

/** The parts of a saved billing address that the form edits, when it was saved as a Nepal address. */
export function billingFormValues(billing: Billing | null | undefined) {
  if (!billing || billing.province_id === null || billing.district_id === null || billing.local_level_id === null)
    return null;
  if (billing.ward === null) return null;
  return {
    province_id: billing.province_id,
    district_id: billing.district_id,
    local_level_id: billing.local_level_id,
    ward: billing.ward,
    tole: billing.tole,
    landmark: billing.landmark,
    postal_code: billing.postal_code,
  };
}

/**
 * A checked billing address as the account keeps it: the Nepal address, and beside it the same in
 * the older one-line fields (country, province, city, street, landmark, zip code) that the staff's
 * customer screen and older readers print.
 */
export function billingFromAddress(address: NepalAddress): Billing {
  const province = provinceById(address.provinceId);
  const district = districtById(address.districtId);
  const localLevel = localLevelById(address.localLevelId);
  if (!province || !district || !localLevel) throw new RangeError('Not a valid Nepal address');
  return {
    country: COUNTRY,
    state: province.nameEn,
    city: `${localLevelName(localLevel, 'en')}-${address.ward}, ${district.nameEn}`,
    address: address.tole,
    monument: address.landmark ?? '',
    zipcode: address.postalCode ?? '',
    province_id: address.provinceId,
    district_id: address.districtId,
    local_level_id: address.localLevelId,
    ward: address.ward,
    tole: address.tole,
    landmark: address.landmark ?? '',
    postal_code: address.postalCode ?? '',
  };
}

export type BillingInput = z.input<typeof billingSchema>;
export type ProfilePatch = z.input<typeof profilePatchSchema>;
