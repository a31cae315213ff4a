// A delivery address the way Nepal finds a door
// (docs/rules/checkout-and-payments.md#shipping-address): province → district → local level
// (municipality or rural municipality) → ward → street/tole, with a landmark to help the rider and
// an optional 5-digit postal code, since many shoppers do not know theirs. The place is stored as
// ids from geography.ts, so a typo cannot invent a municipality and couriers get the official names
// in English or Nepali.
import { z } from 'zod';
import { hasInvalidTextCharacters, INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';
import { districtById, localLevelById, localLevelKindTitle, provinceById } from './geography.js';
import { toDevanagariDigits } from './numerals.js';

export const NEPAL_ADDRESS_LIMITS = { tole: 120, landmark: 120 } as const;

export const NEPAL_ADDRESS_MESSAGES = {
  provinceRequired: 'Choose a province',
  districtRequired: 'Choose a district',
  districtNotInProvince: 'This district is not in the chosen province',
  localLevelRequired: 'Choose a municipality or rural municipality',
  localLevelNotInDistrict: 'This municipality is not in the chosen district',
  wardRequired: 'Enter the ward number',
  wardOutOfRange: (wardCount: number) => `Ward must be between 1 and ${wardCount}`,
  toleRequired: 'Street / tole is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  postalCodeInvalid: 'Postal code must be 5 digits',
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
} as const;

const M = NEPAL_ADDRESS_MESSAGES;

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid);

// An empty optional field arrives as '' from a form: treat it as not given.
const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const nepalAddressSchema = z
  .object({
    provinceId: id(M.provinceRequired),
    districtId: id(M.districtRequired),
    localLevelId: id(M.localLevelRequired),
    ward: z.number({ error: M.wardRequired }).int(M.wardRequired),
    tole: cleanText(NEPAL_ADDRESS_LIMITS.tole).pipe(z.string().min(1, M.toleRequired)),
    landmark: optionalText(cleanText(NEPAL_ADDRESS_LIMITS.landmark)),
    postalCode: optionalText(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, M.postalCodeInvalid),
    ),
  })
  .superRefine((address, context) => {
    // Each level must belong to the one above it; report the first level that does not, on its field.
    const province = provinceById(address.provinceId);
    if (!province) {
      context.addIssue({ code: 'custom', path: ['provinceId'], message: M.provinceRequired });
      return;
    }
    const district = districtById(address.districtId);
    if (!district) {
      context.addIssue({ code: 'custom', path: ['districtId'], message: M.districtRequired });
      return;
    }
    if (district.provinceId !== province.id) {
      context.addIssue({ code: 'custom', path: ['districtId'], message: M.districtNotInProvince });
      return;
    }
    const localLevel = localLevelById(address.localLevelId);
    if (!localLevel) {
      context.addIssue({ code: 'custom', path: ['localLevelId'], message: M.localLevelRequired });
      return;
    }
    if (localLevel.districtId !== district.id) {
      context.addIssue({ code: 'custom', path: ['localLevelId'], message: M.localLevelNotInDistrict });
      return;
    }
    if (address.ward < 1 || address.ward > localLevel.wardCount) {
      context.addIssue({ code: 'custom', path: ['ward'], message: M.wardOutOfRange(localLevel.wardCount) });
    }
  });

export type NepalAddress = z.infer<typeof nepalAddressSchema>;

/**
 * The address's fields as the account's forms and the API name them (snake_case): the address
 * book, the billing address. Each is checked alone here; checkNepalAddressForm checks them
 * together (each level inside the one above, the ward in range).
 */
export const nepalAddressFormFields = {
  province_id: id(M.provinceRequired),
  district_id: id(M.districtRequired),
  local_level_id: id(M.localLevelRequired),
  ward: z.number({ error: M.wardRequired }).int(M.wardRequired),
  // Required here too, so an empty tole is reported with the other missing fields at once.
  tole: z
    .string({ error: M.toleRequired })
    .trim()
    .min(1, M.toleRequired)
    .max(NEPAL_ADDRESS_LIMITS.tole, M.tooLong(NEPAL_ADDRESS_LIMITS.tole)),
  landmark: z
    .string()
    .max(NEPAL_ADDRESS_LIMITS.landmark * 2, M.tooLong(NEPAL_ADDRESS_LIMITS.landmark))
    .nullish(),
  postal_code: z.string().max(20, M.postalCodeInvalid).nullish(),
};

type NepalAddressForm = z.output<z.ZodObject<typeof nepalAddressFormFields>>;

/** The snake_case field of each nepalAddressSchema field, to put its issues where the form shows them. */
const FORM_FIELD: Record<string, string> = {
  provinceId: 'province_id',
  districtId: 'district_id',
  localLevelId: 'local_level_id',
  postalCode: 'postal_code',
};

/** The form's fields in nepalAddressSchema's shape (not yet checked together). */
export function nepalAddressInputOf(value: NepalAddressForm) {
  return {
    provinceId: value.province_id,
    districtId: value.district_id,
    localLevelId: value.local_level_id,
    ward: value.ward,
    tole: value.tole,
    landmark: value.landmark ?? undefined,
    postalCode: value.postal_code ?? undefined,
  };
}

/** For a form schema's superRefine: nepalAddressSchema's rule, its issues on the snake_case fields. */
export function checkNepalAddressForm(value: NepalAddressForm, context: z.RefinementCtx): void {
  const parsed = nepalAddressSchema.safeParse(nepalAddressInputOf(value));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    context.addIssue({ code: 'custom', path: [FORM_FIELD[key] ?? key], message: issue.message });
  }
}

/**
 * The address as lines for a label, invoice or e-mail, most specific first:
 * 'Thamel, near Kathmandu Guest House' / 'Kathmandu Metropolitan City-26' / 'Kathmandu, Bagmati Province 44600'.
 * Assumes a valid address (from nepalAddressSchema).
 */
/**
 * A landmark that already says where the place is ("Opposite Everest Bank", "behind …", "मन्दिर
 * नजिक") is written as typed; others are read as "near …". Prefixing every landmark gave
 * "near Opposite Everest Bank" (issue 30).
 */
const LANDMARK_HAS_POSITION_EN =
  /^(near|nearby|opposite|opp\.?|behind|beside|besides|next to|in front of|infront of|in front|across|across from|above|below|inside|along|adjacent to|close to|after|before|facing)\b/i;
const LANDMARK_HAS_POSITION_NE = /(नजिक|नजिकै|अगाडि|पछाडि|छेउ|छेउमा|सामु|पारि|माथि|तल|भित्र|बाहिर|सँगै|अघि|पट्टि)$/;

function landmarkLine(tole: string, landmark: string | null | undefined, language: 'en' | 'ne'): string {
  if (!landmark) return tole;
  const text = landmark.trim();
  if (language === 'ne')
    return LANDMARK_HAS_POSITION_NE.test(text) || LANDMARK_HAS_POSITION_EN.test(text)
      ? `${tole}, ${text}`
      : `${tole}, ${text} नजिक`;
  return LANDMARK_HAS_POSITION_EN.test(text) || LANDMARK_HAS_POSITION_NE.test(text)
    ? `${tole}, ${text}`
    : `${tole}, near ${text}`;
}

export function formatNepalAddress(address: NepalAddress, language: 'en' | 'ne' = 'en'): string[] {
  const province = provinceById(address.provinceId);
  const district = districtById(address.districtId);
  const localLevel = localLevelById(address.localLevelId);
  if (!province || !district || !localLevel) throw new RangeError('Not a valid Nepal address');
  if (language === 'ne') {
    const street = landmarkLine(address.tole, address.landmark, 'ne');
    const place = `${localLevel.nameNe} ${localLevelKindTitle(localLevel.kind, 'ne')}-${address.ward}`;
    const region = `${district.nameNe}, ${province.nameNe}`;
    const lines = [street, place, address.postalCode ? `${region} ${address.postalCode}` : region];
    return lines.map((line, index) => (index === 0 ? line : toDevanagariDigits(line)));
  }
  const street = landmarkLine(address.tole, address.landmark, 'en');
  const place = `${localLevel.nameEn} ${localLevelKindTitle(localLevel.kind, 'en')}-${address.ward}`;
  const region = `${district.nameEn}, ${province.nameEn}`;
  return [street, place, address.postalCode ? `${region} ${address.postalCode}` : region];
}
