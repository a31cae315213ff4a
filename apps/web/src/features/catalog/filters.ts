import {
  attributeParamsOf,
  parseAttributeRange,
  parseAttributeValues,
  PRICE_FILTER_MIN,
  productSortValues,
  type ProductListParams,
  type ProductSort,
} from '@pasal/contract';
import type { MessageId } from '../../i18n';

type SortLabelId = Extract<MessageId, `catalog.sort${string}`>;

/**
 * The shopper's product filters as they live in the URL query string of /products and /search,
 * so Back, reload and shared links restore them (docs/rules/catalogue.md#product-list).
 *
 *   ?q=galaxy&category=Smartphones&brand=samsung,apple&ram=8GB&storage=256GB&in_stock=1&on_sale=1
 *    &rating=4&min_price=1000&max_price=15000&sort=price_low_to_high&page=2
 *    &ram_gb=8-&battery_mah=5000-6000&os=android&5g=yes   (the category's attributes, issue #35)
 *
 * Defaults are left out of the URL; anything unreadable falls back to its default. No max_price
 * means no upper limit (the price range spans the catalogue: docs/rules/catalogue.md#price-filter).
 */
export interface ProductFilters {
  q: string;
  /** A category name as shown to shoppers ('' = All Categories). */
  category: string;
  /** Brand slugs (any of them), in the order chosen. */
  brands: string[];
  /** Sizes from the specifications, e.g. '8GB' (phones and laptops). */
  ram: string[];
  storage: string[];
  /**
   * The chosen category's attribute filters as the URL writes them, key → text: a number's range
   * (8-, 5000-6000, -16), a choice's or yes/no's values (android,ios; yes).
   */
  attributes: Record<string, string>;
  inStock: boolean;
  onSale: boolean;
  /** Minimum star rating 1–5, or null for any. */
  rating: number | null;
  minPrice: number;
  /** null: no upper limit. */
  maxPrice: number | null;
  sort: ProductSort;
  page: number;
}

export const defaultFilters: ProductFilters = {
  q: '',
  category: '',
  brands: [],
  ram: [],
  storage: [],
  attributes: {},
  inStock: false,
  onSale: false,
  rating: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: null,
  sort: '',
  page: 1,
};

/** The highest price the URL may carry (the API's own bound). */
const PRICE_LIMIT = 100_000_000;

/** The sort choices; their labels are looked up in the page's language when drawn (product-browser). */
export const sortOptions: { value: ProductSort; label: SortLabelId }[] = [
  { value: '', label: 'catalog.sortFeatured' },
  { value: 'price_low_to_high', label: 'catalog.sortPriceLowToHigh' },
  { value: 'price_high_to_low', label: 'catalog.sortPriceHighToLow' },
  { value: 'highest_rating', label: 'catalog.sortHighestRating' },
];

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function isSort(value: string): value is ProductSort {
  return (productSortValues as readonly string[]).includes(value);
}

/** A comma-separated list of the URL, keeping only values that look right, without repeats. */
function list(raw: string | null, pattern: RegExp, normalise: (value: string) => string): string[] {
  const values = (raw ?? '')
    .split(',')
    .map((value) => normalise(value.trim()))
    .filter((value) => pattern.test(value));
  return [...new Set(values)].slice(0, 20);
}

const slugPattern = /^[a-z0-9-]{1,60}$/;
const sizePattern = /^\d{1,4}(GB|TB)$/;
const flag = (raw: string | null) => raw === '1' || raw === 'true';

/** The query string's attribute filters that read as a range or a list of values, at most 20. */
function attributeFilters(params: URLSearchParams): Record<string, string> {
  const raw = attributeParamsOf(Object.fromEntries(params));
  const kept = Object.entries(raw).filter(
    ([, value]) => parseAttributeRange(value) !== null || parseAttributeValues(value) !== null,
  );
  return Object.fromEntries(kept.slice(0, 20).map(([key, value]) => [key, value.toLowerCase()]));
}

/** Reads filters from a query string. `presetCategory` (router state) applies only when the URL names none. */
export function parseFilters(params: URLSearchParams, presetCategory?: string | null): ProductFilters {
  let minPrice = wholeNumber(params.get('min_price'), PRICE_FILTER_MIN, PRICE_LIMIT) ?? PRICE_FILTER_MIN;
  let maxPrice = wholeNumber(params.get('max_price'), PRICE_FILTER_MIN, PRICE_LIMIT);
  if (maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: (params.has('category') ? (params.get('category') ?? '') : (presetCategory ?? '')).trim(),
    brands: list(params.get('brand'), slugPattern, (value) => value.toLowerCase()),
    ram: list(params.get('ram'), sizePattern, (value) => value.toUpperCase()),
    storage: list(params.get('storage'), sizePattern, (value) => value.toUpperCase()),
    attributes: attributeFilters(params),
    inStock: flag(params.get('in_stock')),
    onSale: flag(params.get('on_sale')),
    rating: wholeNumber(params.get('rating'), 1, 5),
    minPrice,
    maxPrice,
    sort: isSort(sort) ? sort : '',
    page: wholeNumber(params.get('page'), 1, 100000) ?? 1,
  };
}

/** Writes filters to a query string, leaving defaults out (stable, short, shareable URLs). */
export function filtersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.brands.length > 0) params.set('brand', filters.brands.join(','));
  if (filters.ram.length > 0) params.set('ram', filters.ram.join(','));
  if (filters.storage.length > 0) params.set('storage', filters.storage.join(','));
  for (const [key, value] of Object.entries(filters.attributes).sort(([a], [b]) => a.localeCompare(b)))
    params.set(key, value);
  if (filters.inStock) params.set('in_stock', '1');
  if (filters.onSale) params.set('on_sale', '1');
  if (filters.rating !== null) params.set('rating', String(filters.rating));
  if (filters.minPrice !== PRICE_FILTER_MIN) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max_price', String(filters.maxPrice));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A filter change: any change other than the page itself starts again at page 1
 * (page 3 of the old results means nothing for the new ones). A new category or query has other
 * brands, sizes and prices, so those filters start over with it.
 */
export function updateFilters(current: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  if ('category' in change && change.category !== current.category) {
    next.ram = change.ram ?? [];
    next.storage = change.storage ?? [];
    next.attributes = change.attributes ?? {};
    next.minPrice = change.minPrice ?? PRICE_FILTER_MIN;
    next.maxPrice = change.maxPrice ?? null;
  }
  return next;
}

/** Adds a value to a list filter, or takes it out when it is there. */
export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** True when anything other than sort and page narrows the results. */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category !== '' ||
    filters.brands.length > 0 ||
    filters.ram.length > 0 ||
    filters.storage.length > 0 ||
    Object.keys(filters.attributes).length > 0 ||
    filters.inStock ||
    filters.onSale ||
    filters.rating !== null ||
    filters.minPrice !== PRICE_FILTER_MIN ||
    filters.maxPrice !== null
  );
}

/** The API query of GET api/v1/products/, category lowercased (docs/rules/catalogue.md#filters). */
export function filtersToApiQuery(filters: ProductFilters): ProductListParams {
  return {
    ...(filters.q ? { name: filters.q } : {}),
    ...(filters.category ? { category: filters.category.toLowerCase() } : {}),
    ...(filters.brands.length > 0 ? { brand: filters.brands.join(',') } : {}),
    ...(filters.ram.length > 0 ? { ram: filters.ram.join(',') } : {}),
    ...(filters.storage.length > 0 ? { storage: filters.storage.join(',') } : {}),
    // Attributes belong to a category: without one they filter nothing.
    ...(filters.category ? filters.attributes : {}),
    ...(filters.inStock ? { in_stock: 1 as const } : {}),
    ...(filters.onSale ? { on_sale: 1 as const } : {}),
    ...(filters.rating !== null ? { review_count: filters.rating } : {}),
    min_price: filters.minPrice,
    ...(filters.maxPrice !== null ? { max_price: filters.maxPrice } : {}),
    sort_by: filters.sort,
    page: filters.page,
  };
}
