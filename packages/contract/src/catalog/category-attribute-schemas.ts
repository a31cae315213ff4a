import { z } from 'zod';
import {
  ATTRIBUTE_KEY_PATTERN,
  ATTRIBUTE_OPTION_PATTERN,
  attributeKinds,
  isReservedFilterKey,
  type AttributeKind,
} from './category-attributes.js';

// Structured specifications (issue #35): the admin API's schemas of a category's template and a
// product's values, and the public answers' (the rules are in category-attributes.ts).

const labelField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `Please enter the ${what}` })
    .max(60, { message: `The ${what} must be at most 60 characters` });
const optionalNe = z.string().trim().max(60, { message: 'must be at most 60 characters' }).default('');

const attributeOptionInputSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(ATTRIBUTE_OPTION_PATTERN, { message: 'Use lowercase letters, digits and hyphens (e.g. android)' }),
  label: labelField('label'),
  label_ne: optionalNe,
});

const attributeFields = z.object({
  key: z
    .string()
    .trim()
    .regex(ATTRIBUTE_KEY_PATTERN, { message: 'Use lowercase letters, digits and underscores (e.g. ram_gb)' })
    .refine((key) => !isReservedFilterKey(key), {
      message: 'This name is used by the product list already: choose another',
    }),
  label: labelField('label'),
  label_ne: optionalNe,
  kind: z.enum(attributeKinds, { message: 'must be number, choice or boolean' }),
  unit: z.string().trim().max(12, { message: 'must be at most 12 characters' }).default(''),
  group: labelField('group'),
  group_ne: optionalNe,
  filterable: z.boolean().default(true),
  options: z.array(attributeOptionInputSchema).max(40, { message: 'must be at most 40 choices' }).default([]),
});

/** The rules across an attribute's fields: options for a choice only, a unit for a number only. */
function checkAttribute(attribute: z.output<typeof attributeFields>, context: z.RefinementCtx): void {
  if (attribute.kind === 'choice' && attribute.options.length === 0)
    context.addIssue({ code: 'custom', path: ['options'], message: 'A choice needs at least one option' });
  if (attribute.kind !== 'choice' && attribute.options.length > 0)
    context.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice has options' });
  if (attribute.kind !== 'number' && attribute.unit !== '')
    context.addIssue({ code: 'custom', path: ['unit'], message: 'Only a number has a unit' });
  const values = attribute.options.map((option) => option.value);
  if (new Set(values).size !== values.length)
    context.addIssue({ code: 'custom', path: ['options'], message: 'Each option needs its own value' });
}

/** PUT /admin/categories/:id/attributes/: the whole template, in order (ids keep existing ones). */
export const categoryTemplateInputSchema = z
  .object({
    attributes: z
      .array(
        attributeFields
          .extend({ id: z.number().int().positive().max(2_147_483_647).optional() })
          .superRefine(checkAttribute),
      )
      .max(40, { message: 'must be at most 40 attributes' }),
  })
  .refine((body) => new Set(body.attributes.map((a) => a.key)).size === body.attributes.length, {
    message: 'Each attribute needs its own key',
    path: ['attributes'],
  });
export type CategoryTemplateInput = z.input<typeof categoryTemplateInputSchema>;

/** One attribute as the staff's template editor holds it: options as text, one a line. */
export interface CategoryTemplateFormRow {
  id?: number | undefined;
  key: string;
  label: string;
  label_ne: string;
  kind: AttributeKind;
  unit: string;
  group: string;
  group_ne: string;
  filterable: boolean;
  /** One option a line: value | Label | Nepali label. */
  options: string;
}
export interface CategoryTemplateForm {
  attributes: CategoryTemplateFormRow[];
}

/** The editor's rows as the API takes them: a unit for a number only, options for a choice only. */
export function categoryTemplateOfForm(form: CategoryTemplateForm): CategoryTemplateInput {
  return {
    attributes: form.attributes.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      key: row.key.trim(),
      label: row.label,
      label_ne: row.label_ne,
      kind: row.kind,
      unit: row.kind === 'number' ? row.unit : '',
      group: row.group,
      group_ne: row.group_ne,
      filterable: row.filterable,
      options:
        row.kind === 'choice'
          ? row.options
              .split('\n')
              .map((line) => line.split('|').map((part) => part.trim()))
              .filter((parts) => parts[0])
              .map(([value = '', label = '', labelNe = '']) => ({ value, label: label || value, label_ne: labelNe }))
          : [],
    })),
  };
}

/**
 * The template editor checked: its rows turned into the PUT's body and checked by the PUT's schema,
 * so a problem's path (attributes.1.options) is the one the server would give.
 */
export const categoryTemplateFormSchema = z.preprocess(
  (form: CategoryTemplateForm) => categoryTemplateOfForm(form),
  categoryTemplateInputSchema,
);

/** PUT /admin/products/:id/attributes/: key → value; null (or absent) clears it. */
export const productAttributeValuesInputSchema = z.object({
  values: z.record(
    z.string().regex(ATTRIBUTE_KEY_PATTERN, { message: 'must be an attribute key' }),
    z.union([z.number().finite().min(0).max(999_999_999), z.string().max(40), z.boolean(), z.null()]),
  ),
});

/** The product editor's specification fields: one text per attribute key; blank clears it. */
export interface ProductAttributeValuesForm {
  values: Record<string, string>;
}

/** A number as staff type it: up to 9 digits and 3 decimals (the PUT's limit is 999,999,999). */
const NUMBER_DRAFT = /^\d{1,9}(\.\d{1,3})?$/;

/** One field's text as the PUT takes it: blank is null, a number read, yes/no a boolean. */
function attributeDraftSchema(kind: AttributeKind) {
  const draft = z.string().trim();
  if (kind === 'number')
    return draft
      .refine((text) => text === '' || NUMBER_DRAFT.test(text), { message: 'Enter a number such as 8 or 6.7' })
      .transform((text) => (text === '' ? null : Number(text)));
  if (kind === 'boolean') return draft.transform((text) => (text === '' ? null : text === 'yes'));
  return draft.transform((text) => (text === '' ? null : text));
}

/**
 * The product editor's fields checked for its category's attributes, then by the PUT's own schema:
 * a problem's path (values.ram_gb) is the one the server would give.
 */
export function productAttributeValuesFormSchema(attributes: readonly { key: string; kind: AttributeKind }[]) {
  const fields = Object.fromEntries(
    attributes.map((attribute) => [attribute.key, attributeDraftSchema(attribute.kind)]),
  );
  return z.object({ values: z.object(fields) }).pipe(productAttributeValuesInputSchema);
}

const attributeOptionSchema = z.object({ value: z.string(), label: z.string(), label_ne: z.string().nullable() });

const categoryAttributeSchema = z.object({
  id: z.number(),
  key: z.string(),
  label: z.string(),
  label_ne: z.string().nullable(),
  kind: z.enum(attributeKinds),
  unit: z.string(),
  group: z.string(),
  group_ne: z.string().nullable(),
  filterable: z.boolean(),
  position: z.number(),
  options: z.array(attributeOptionSchema),
});

export const categoryTemplateResponseSchema = z.object({
  data: z.array(categoryAttributeSchema),
  message: z.string().optional(),
});

export const productAttributeValuesResponseSchema = z.object({
  data: z.object({
    attributes: z.array(categoryAttributeSchema),
    values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  }),
  message: z.string().optional(),
});

export const productAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  label_ne: z.string().nullable(),
  kind: z.enum(attributeKinds),
  unit: z.string(),
  group: z.string(),
  group_ne: z.string().nullable(),
  value: z.union([z.number(), z.string(), z.boolean()]),
  value_label: z.string().nullable(),
  value_label_ne: z.string().nullable(),
});

export const attributeFacetSchema = z.union([
  z.object({
    key: z.string(),
    label: z.string(),
    label_ne: z.string().nullable(),
    kind: z.literal('number'),
    unit: z.string(),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  z.object({
    key: z.string(),
    label: z.string(),
    label_ne: z.string().nullable(),
    kind: z.enum(['choice', 'boolean']),
    options: z.array(attributeOptionSchema.extend({ count: z.number() })),
  }),
]);
