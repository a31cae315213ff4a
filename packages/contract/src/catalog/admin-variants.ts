import { z } from 'zod';
import { adminProductRowSchema, CATALOGUE_LIMITS, rupeesField, stockField } from './admin-catalog.js';

// The back office's variants (issue #35, docs/rules/catalogue.md#variants): naming a product's options and making
// its other configurations, each a product with its own price and stock (product-variants.ts).

export const VARIANT_LIMITS = {
  optionsMax: 3,
  optionNameMax: 30,
  valueMax: 40,
  variantsMax: 60,
} as const;

export const VARIANT_MESSAGES = {
  familyNameRequired: 'Please enter the product name without the configuration',
  optionsRequired: 'Name at least one option, such as Storage',
  optionsTooMany: `A product can have at most ${VARIANT_LIMITS.optionsMax} options`,
  optionNameRequired: 'Please enter the option name',
  optionNameTooLong: `An option name can have at most ${VARIANT_LIMITS.optionNameMax} characters`,
  optionNameDuplicate: 'Each option needs a different name',
  valueRequired: 'Please enter a value for each option',
  valueTooLong: `A value can have at most ${VARIANT_LIMITS.valueMax} characters`,
  valuesCount: 'Give one value for each option',
  combinationTaken: 'Another variant already has these values',
} as const;

const optionName = z
  .string({ message: VARIANT_MESSAGES.optionNameRequired })
  .trim()
  .min(1, { message: VARIANT_MESSAGES.optionNameRequired })
  .max(VARIANT_LIMITS.optionNameMax, { message: VARIANT_MESSAGES.optionNameTooLong });

const optionValue = z
  .string({ message: VARIANT_MESSAGES.valueRequired })
  .trim()
  .min(1, { message: VARIANT_MESSAGES.valueRequired })
  .max(VARIANT_LIMITS.valueMax, { message: VARIANT_MESSAGES.valueTooLong });

export const variantOptionSchema = z.object({
  name: optionName,
  /** The option's name on Nepali pages; blank shows the English. */
  name_ne: z
    .string()
    .trim()
    .max(VARIANT_LIMITS.optionNameMax, { message: VARIANT_MESSAGES.optionNameTooLong })
    .default(''),
});

const valuesField = z
  .array(optionValue, { message: VARIANT_MESSAGES.valuesCount })
  .min(1, { message: VARIANT_MESSAGES.valuesCount })
  .max(VARIANT_LIMITS.optionsMax, { message: VARIANT_MESSAGES.valuesCount });

/** PUT …/variants/: name the family's options and this product's values (creates the family). */
export const variantFamilyInputSchema = z
  .object({
    name: z
      .string({ message: VARIANT_MESSAGES.familyNameRequired })
      .trim()
      .min(1, { message: VARIANT_MESSAGES.familyNameRequired })
      .max(CATALOGUE_LIMITS.nameMax, { message: VARIANT_MESSAGES.familyNameRequired }),
    options: z
      .array(variantOptionSchema, { message: VARIANT_MESSAGES.optionsRequired })
      .min(1, { message: VARIANT_MESSAGES.optionsRequired })
      .max(VARIANT_LIMITS.optionsMax, { message: VARIANT_MESSAGES.optionsTooMany }),
    values: valuesField,
  })
  .refine((input) => input.values.length === input.options.length, {
    message: VARIANT_MESSAGES.valuesCount,
    path: ['values'],
  })
  .refine((input) => new Set(input.options.map((o) => o.name.toLowerCase())).size === input.options.length, {
    message: VARIANT_MESSAGES.optionNameDuplicate,
    path: ['options'],
  });
export type VariantFamilyInput = z.input<typeof variantFamilyInputSchema>;
export type VariantFamilyInputParsed = z.output<typeof variantFamilyInputSchema>;

/** POST …/variants/: a new variant made from this product, with its own values, prices and stock. */
export const variantCreateSchema = z
  .object({
    values: valuesField,
    price: rupeesField,
    discount_price: rupeesField,
    stock: stockField.default(0),
  })
  .refine((input) => input.discount_price <= input.price, {
    message: 'The discount price cannot be higher than the price',
    path: ['discount_price'],
  });
export type VariantCreate = z.input<typeof variantCreateSchema>;

export const adminVariantRowSchema = adminProductRowSchema.extend({ option_values: z.array(z.string()) });
export type AdminVariantRow = z.infer<typeof adminVariantRowSchema>;

export const adminVariantFamilySchema = z.object({
  family: z
    .object({
      id: z.number().int(),
      name: z.string(),
      options: z.array(z.object({ name: z.string(), name_ne: z.string() })),
    })
    .nullable(),
  /** Every variant, this product included, in the family's order (drafts and archived too). */
  variants: z.array(adminVariantRowSchema),
});
export type AdminVariantFamily = z.infer<typeof adminVariantFamilySchema>;
export const adminVariantFamilyResponseSchema = z.object({ data: adminVariantFamilySchema });
export const adminVariantFamilyChangedSchema = z.object({ data: adminVariantFamilySchema, message: z.string() });

export const ADMIN_VARIANT_PATHS = {
  variants: (productId: number) => `/api/v1/admin/products/${productId}/variants/`,
} as const;

/** The name a new variant gets: the family's name and its values ("Galaxy S24 Ultra (12GB/512GB)", as the demo names them). */
export function variantName(familyName: string, values: readonly string[]): string {
  return `${familyName} (${values.join('/')})`;
}
