import { z } from 'zod';
import { pageParam } from '../shared/query-params.js';
import { PRICE_FILTER_MIN, productSortValues, type ProductSort } from './catalog.js';

// Query parameters of the catalogue API, validated by the server (and by the web app's forms).

const priceParam = z.coerce
  .number({ message: 'must be a number' })
  .min(0, { message: 'must not be negative' })
  .max(100_000_000, { message: 'is too large' });

/** A yes/no switch of the query string: 1/true on, 0/false (or absent) off. */
const flagParam = z
  .enum(['1', 'true', '0', 'false'], { message: 'must be 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** A comma-separated list of up to `max` values, each matching `pattern`. */
const listParam = (pattern: RegExp, max: number, message: string) =>
  z
    .string()
    .max(1000, { message: 'is too long' })
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .refine((items) => items.length <= max && items.every((item) => pattern.test(item)), { message });

/**
 * Query of GET api/v1/products/ (and /search). Other parameters pass through: with a category,
 * those named after its attributes filter by them (ram_gb=8-, 5g=yes; category-attributes.ts).
 */
export const productListQuerySchema = z
  .looseObject({
    name: z.string().trim().max(200, { message: 'is too long' }).optional(),
    category: z.string().trim().max(100, { message: 'is too long' }).optional(),
    min_price: priceParam.default(PRICE_FILTER_MIN),
    /** Absent: no upper limit (docs/rules/catalogue.md#price-filter). */
    max_price: priceParam.optional(),
    review_count: z.coerce
      .number({ message: 'must be a rating from 1 to 5' })
      .int({ message: 'must be a rating from 1 to 5' })
      .min(0, { message: 'must be a rating from 1 to 5' })
      .max(5, { message: 'must be a rating from 1 to 5' })
      .optional(),
    sort_by: z
      .enum(productSortValues, { message: 'must be one of price_low_to_high, price_high_to_low, highest_rating' })
      .default(''),
    page: pageParam.default(1),
    /** Brand slugs, comma-separated: products of any of them. */
    brand: listParam(/^[a-z0-9-]{1,60}$/, 50, 'must be brand slugs separated by commas'),
    in_stock: flagParam,
    /** Only products sold below their list price. */
    on_sale: flagParam,
    /** Sizes from the specifications, e.g. 8GB,12GB (phones and laptops). */
    ram: listParam(/^\d{1,4}(GB|TB)$/i, 20, 'must be sizes such as 8GB separated by commas'),
    storage: listParam(/^\d{1,4}(GB|TB)$/i, 20, 'must be sizes such as 256GB separated by commas'),
  })
  .refine((query) => query.max_price === undefined || query.min_price <= query.max_price, {
    message: 'must not be greater than max_price',
    path: ['min_price'],
  });

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The same query as the browser sends it (lists comma-separated, switches as 1). */
export interface ProductListParams {
  name?: string;
  category?: string;
  min_price?: number;
  max_price?: number;
  review_count?: number;
  sort_by?: ProductSort;
  page?: number;
  brand?: string;
  in_stock?: 1;
  on_sale?: 1;
  ram?: string;
  storage?: string;
  /** Attribute filters of the chosen category (ram_gb=8-, 5g=yes): category-attributes.ts. */
  [attribute: string]: string | number | undefined;
}

export const categoryListQuerySchema = z.object({ page: pageParam.default(1) });
