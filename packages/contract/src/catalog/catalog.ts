// API shapes of the catalogue (docs/rules/catalogue.md). All prices are in rupees. No zod here: the
// storefront's first screen needs these constants and rules, not the query schemas
// (catalog-queries.ts).

import type { AttributeFacet, ProductAttribute } from './category-attributes.js';
import type { ImageVariants } from '../media/product-images.js';
import type { ProductVariants } from './product-variants.js';

// A text staff enter can have a Nepali version (issue #30): `<field>_ne`, null when there is none.
// The API sends both; a Nepali page shows the Nepali one and falls back to the English
// (`inLanguage` in locale.ts). Product and brand names have no Nepali version.

export interface Category {
  id: number;
  name: string;
  name_ne: string | null;
  slug: string;
  image: string;
}

export interface ProductImage {
  id: number;
  /** Demo SVG, or for an upload its 640 px JPEG (every consumer that needs one URL uses this). */
  image: string;
  alt: string;
  /** Uploads only (product-images.ts): intrinsic size and the responsive variants for srcset. */
  width?: number;
  height?: number;
  variants?: ImageVariants;
}

export interface ProductColor {
  id: number;
  color_name: string;
  color_name_ne: string | null;
  hex_code: string;
  is_in_stock: boolean;
  quantity: number;
  /** The picture of the product in this colour (one of `images`), which the gallery shows when it is chosen (issue #35). */
  image_id: number | null;
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
  title_ne: string | null;
  answer_ne: string | null;
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
  short_description_ne: string | null;
  delivery_price: number;
  total_quantity: number;
  overall_rating: number;
  total_ratings: number;
  category_name: string;
  category_name_ne: string | null;
  category_slug: string;
  brand_name: string | null;
  is_featured: boolean;
  images: ProductImage[];
  /**
   * Lists and search (issue #35): the family a configuration belongs to, so its one card can name
   * the family and this configuration ("12GB/512GB", 1 of `configurations`). Absent elsewhere.
   */
  family?: ProductFamilyOnCard | null;
}

export interface ProductFamilyOnCard {
  name: string;
  configuration: string;
  configurations: number;
}

/** Everything the product page needs. */
export interface Product extends ProductSummary {
  long_description: string;
  long_description_ne: string | null;
  delivery_detail: string;
  delivery_detail_ne: string | null;
  colors: ProductColor[];
  bulk_discounts: BulkDiscount[];
  specifications: Specification[];
  /**
   * The structured specifications of the product's category template (issue #35), in the
   * template's order. Absent in a product a browser stored before they existed (a saved cart).
   */
  attributes?: ProductAttribute[];
  /** The product's family when it is one variant of several (issue #35); null or absent: none. */
  variants?: ProductVariants | null;
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
  category_name: string;
  category_name_ne: string | null;
  /** [start, end) character ranges of `name` that match what was typed, to show highlighted. */
  highlights: [number, number][];
}

/** One choice of a list filter and how many products it would show with the other filters as they are. */
export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

/**
 * The filters a product list can offer, computed with the list: brand, RAM and storage counts
 * (each following every other filter but its own), the price bounds of what the category and
 * query can show (docs/rules/catalogue.md#price-filter), and how many are in stock or on sale.
 */
export interface ProductFacets {
  brands: FacetCount[];
  ram: FacetCount[];
  storage: FacetCount[];
  /** Rupees; null when nothing matches the category and query. */
  price: { min: number; max: number } | null;
  in_stock: number;
  on_sale: number;
  /**
   * The chosen category's filterable attributes (issue #35): min/max of a number, counts of a
   * choice or yes/no, each following every other filter but its own. Empty without a category.
   */
  attributes: AttributeFacet[];
}

/**
 * What a search said beyond its words (issue #35), now applied as filters: the kind of product it
 * named ("phone" → Smartphones) and a price phrase ("under 30000"). Absent when nothing was read.
 */
export interface SearchUnderstood {
  /** The categories of the kind of product named; empty when none was named or the shop has none of it. */
  categories: { slug: string; name: string; name_ne: string | null }[];
  /** The words naming a kind of product this shop has no category of ("ipad"): only products named so are shown. */
  not_sold: string | null;
  /** Rupees read from the query; null: no such bound was read. */
  min_price: number | null;
  max_price: number | null;
  /** The search without the words naming the kind, and without the price phrase: where removing each leads. */
  without_category: string;
  without_price: string;
}

export interface ProductListPage extends Paginated<ProductSummary> {
  facets: ProductFacets;
  understood?: SearchUnderstood;
}

export const PRICE_FILTER_MIN = 0;
/** The old fixed slider maximum; the price filter now spans the catalogue (docs/rules/catalogue.md#price-filter). */
export const PRICE_FILTER_MAX = 20000;
export const PRODUCTS_PAGE_SIZE = 12;
export const FEATURED_LIMIT = 8;
export const SUGGESTION_LIMIT = 6;

export const productSortValues = ['', 'price_low_to_high', 'price_high_to_low', 'highest_rating'] as const;
export type ProductSort = (typeof productSortValues)[number];

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
