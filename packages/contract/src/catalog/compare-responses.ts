import { z } from 'zod';
import { productSchema } from '../shared/api-responses.js';
import {
  COMPARE_LIMIT,
  COMPARE_MESSAGES,
  COMPARE_SLUG_MAX,
  COMPARE_SLUG_PATTERN,
  compareSlugsOf,
  type Comparison,
  type CompareRefusal,
} from './compare.js';

// The compare API's query and answers (GET api/v1/products/compare/?slugs=a,b,c), for the server's
// validation and serializer and the OpenAPI document. The types live in compare.ts, zod-free.

/** `slugs`: 1 to 4 product slugs, comma-separated, in column order (a repeat counts once). */
export const compareQuerySchema = z.object({
  slugs: z
    .string({ message: COMPARE_MESSAGES.slugsRequired })
    .max((COMPARE_SLUG_MAX + 1) * COMPARE_LIMIT * 2, { message: COMPARE_MESSAGES.tooMany })
    .transform((value) => compareSlugsOf(value))
    .refine((slugs) => slugs.length > 0, { message: COMPARE_MESSAGES.slugsRequired })
    .refine((slugs) => slugs.every((slug) => slug.length <= COMPARE_SLUG_MAX && COMPARE_SLUG_PATTERN.test(slug)), {
      message: COMPARE_MESSAGES.slugsInvalid,
    })
    .refine((slugs) => slugs.length <= COMPARE_LIMIT, { message: COMPARE_MESSAGES.tooMany }),
});

const comparisonValueSchema = z.object({ text: z.string(), text_ne: z.string().nullable() }).nullable();

export const comparisonSchema = z.object({
  category: z.object({ name: z.string(), name_ne: z.string().nullable(), slug: z.string() }),
  products: z.array(productSchema),
  rows: z.array(
    z.object({
      key: z.string().describe('The row’s identity: its title, folded (case, spacing)'),
      title: z.string(),
      title_ne: z.string().nullable(),
      values: z.array(comparisonValueSchema).describe('One per product, in column order; null: the product has none'),
      differs: z.boolean().describe('The products do not all say the same (a missing value counts)'),
    }),
  ),
});

export const comparisonResponseSchema = z.object({ data: comparisonSchema });

export const compareRefusalSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional().describe("404: 'compare_not_sold'; 422: 'compare_mixed_categories'"),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  missing: z.array(z.string()).optional().describe('404: the slugs no product on sale answers to'),
  categories: z
    .array(
      z.object({ name: z.string(), name_ne: z.string().nullable(), slug: z.string(), products: z.array(z.string()) }),
    )
    .optional()
    .describe('422: each category the products come from, with its products'),
});

// Compile-time: each schema's output and the interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const compareResponsesMatchTypes: [
  Same<z.infer<typeof comparisonSchema>, Comparison>,
  Same<z.infer<typeof compareRefusalSchema>, CompareRefusal>,
] = [true, true];
