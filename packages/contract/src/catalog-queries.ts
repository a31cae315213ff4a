import { z } from 'zod';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, productSortValues } from './catalog.js';

// Query parameters of the catalogue API, validated by the server (and by the web app's forms).

const pageParam = z.coerce
  .number({ message: 'must be a whole number of at least 1' })
  .int({ message: 'must be a whole number of at least 1' })
  .min(1, { message: 'must be a whole number of at least 1' })
  .max(100000, { message: 'is too large' });

const priceParam = z.coerce
  .number({ message: 'must be a number' })
  .min(0, { message: 'must not be negative' })
  .max(100_000_000, { message: 'is too large' });

/** Query of GET api/v1/products/ (and /search). */
export const productListQuerySchema = z
  .object({
    name: z.string().trim().max(200, { message: 'is too long' }).optional(),
    category: z.string().trim().max(100, { message: 'is too long' }).optional(),
    min_price: priceParam.default(PRICE_FILTER_MIN),
    max_price: priceParam.default(PRICE_FILTER_MAX),
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
  })
  .refine((query) => query.min_price <= query.max_price, {
    message: 'must not be greater than max_price',
    path: ['min_price'],
  });

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const categoryListQuerySchema = z.object({ page: pageParam.default(1) });
