// Saved addresses (issue #20): a shopper keeps several delivery addresses (Home, Office, …) in the
// account, one of them the default that checkout starts with. Each is a Nepal address by
// province → district → local level → ward (nepal/address.ts) with the name and mobile number
// of whoever receives the parcel there.
import { z } from 'zod';
import { phoneField } from '../auth/account-forms.js';
import {
  checkNepalAddressForm,
  nepalAddressFormFields,
  nepalAddressInputOf,
  nepalAddressSchema,
} from '../nepal/address.js';
import { hasInvalidTextCharacters, INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

/** How many addresses one account may keep: enough for home, office, family; not a mailing list. */
export const SAVED_ADDRESS_LIMIT = 10;

export const SAVED_ADDRESS_LIMITS = { label: 40, fullName: 100 } as const;

export const SAVED_ADDRESS_PATHS = {
  list: '/api/v1/account/addresses',
  one: (id: number) => `/api/v1/account/addresses/${id}`,
  makeDefault: (id: number) => `/api/v1/account/addresses/${id}/default`,
} as const;

export const SAVED_ADDRESS_MESSAGES = {
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${SAVED_ADDRESS_LIMITS.label} characters`,
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${SAVED_ADDRESS_LIMITS.fullName} characters`,
  // The server refuses these two by code (address_limit_reached, address_not_found), with the same
  // English; the address book still knows them by these words (web: features/address/address-errors.ts).
  limitReached: `You can save up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one to add another.`,
  notFound: 'Address not found',
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
} as const;

const M = SAVED_ADDRESS_MESSAGES;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid);

/** A saved address as the account form sends it (create and update). */
export const savedAddressInputSchema = z
  .object({
    label: text(M.labelRequired, SAVED_ADDRESS_LIMITS.label, M.labelTooLong),
    full_name: text(M.fullNameRequired, SAVED_ADDRESS_LIMITS.fullName, M.fullNameTooLong),
    phone: phoneField,
    ...nepalAddressFormFields,
    /** Make this the default address (the first one saved always is). */
    is_default: z.boolean().optional(),
  })
  // Each level must belong to the one above, ward within range, tole and codes clean: the
  // contract's one address rule, reported on the snake_case fields.
  .superRefine(checkNepalAddressForm);

export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

/** The address part of a checked input, trimmed, empty optional parts left out (nepalAddressSchema's form). */
export function savedAddressPlace(value: z.output<typeof savedAddressInputSchema>) {
  return nepalAddressSchema.parse(nepalAddressInputOf(value));
}

/** A saved address as the API answers it. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  full_name: z.string(),
  phone: z.string(),
  province_id: z.number().int(),
  district_id: z.number().int(),
  local_level_id: z.number().int(),
  ward: z.number().int(),
  tole: z.string(),
  landmark: z.string().nullable(),
  postal_code: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET answer: the default first, then the most recently changed. */
export const savedAddressListSchema = z.object({
  data: z.array(savedAddressSchema),
  limit: z.number().int(),
});

export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

/** A saved address in nepalAddressSchema's shape, for formatNepalAddress and checkout. */
export function savedAddressAsNepalAddress(address: SavedAddress) {
  return {
    provinceId: address.province_id,
    districtId: address.district_id,
    localLevelId: address.local_level_id,
    ward: address.ward,
    tole: address.tole,
    ...(address.landmark ? { landmark: address.landmark } : {}),
    ...(address.postal_code ? { postalCode: address.postal_code } : {}),
  };
}
