import { z } from 'zod';

// API shapes of the catalogue (spec §3). All prices are in rupees.

export interface Category {
  id: number;
  name: string;
  slug: string;
  image: string;
}

export interface ProductImage {
  id: number;
  image: string;
  alt: string;
}

export interface ProductColor {
  id: number;
  color_name: string;
  hex_code: string;
  is_in_stock: boolean;
  quantity: number;
}

export interface BulkDiscount {
  min_quantity: number;
  discount_percentage: number;
  /** The unit price at this tier (discount_price less discount_percentage), in rupees. */
  discounted_price: number;
}

export interface Specification {
  title: string;
  answer: string;
}

/** What lists and cards need. */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  price: number;
  discount_price: number;
  discount_percentage: number;
  short_description: string;
  delivery_price: number;
  total_quantity: number;
  overall_rating: number;
  total_ratings: number;
  category_name: string;
  category_slug: string;
  brand_name: string | null;
  is_featured: boolean;
  images: ProductImage[];
}

/** Everything the product page needs. */
export interface Product extends ProductSummary {
  long_description: string;
  delivery_detail: string;
  colors: ProductColor[];
  bulk_discounts: BulkDiscount[];
  specifications: Specification[];
  is_active: boolean;
}

export interface Paginated<T> {
  data: T[];
  count: number;
  page: number;
  total_pages: number;
}

export interface ProductSuggestion {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  discount_price: number;
}

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 20000;
export const PRODUCTS_PAGE_SIZE = 12;
export const FEATURED_LIMIT = 8;
export const SUGGESTION_LIMIT = 6;

export const productSortValues = ['', 'price_low_to_high', 'price_high_to_low', 'highest_rating'] as const;
export type ProductSort = (typeof productSortValues)[number];

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

/**
 * Unit price (paisa) at a bulk tier: the selling price less the tier's percentage, rounded to
 * the whole rupee so tier prices read cleanly ("Rs. 2,375", not "Rs. 2,374.05").
 */
export function bulkDiscountedPricePaisa(discountPricePaisa: number, discountPercentage: number): number {
  return Math.round((discountPricePaisa * (100 - discountPercentage)) / 100 / 100) * 100;
}

/** Whole-number percentage saved against the list price (0 when there is no discount). */
export function discountPercentageOf(pricePaisa: number, discountPricePaisa: number): number {
  if (pricePaisa <= 0 || discountPricePaisa >= pricePaisa) return 0;
  return Math.round(((pricePaisa - discountPricePaisa) / pricePaisa) * 100);
}
