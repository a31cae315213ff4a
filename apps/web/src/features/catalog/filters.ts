import {
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  productSortValues,
  type ProductListQuery,
  type ProductSort,
} from '@pasal/contract';

/**
 * The shopper's product filters as they live in the URL query string of /products and /search,
 * so Back, reload and shared links restore them (ARCHITECTURE "state in the URL").
 *
 *   ?q=galaxy&category=Smartphones&rating=4&min_price=1000&max_price=15000&sort=price_low_to_high&page=2
 *
 * Defaults are left out of the URL; anything unreadable falls back to its default.
 */
export interface ProductFilters {
  q: string;
  /** A category name as shown to shoppers ('' = All Categories). */
  category: string;
  /** Minimum star rating 1–5, or null for any. */
  rating: number | null;
  minPrice: number;
  maxPrice: number;
  sort: ProductSort;
  page: number;
}

export const defaultFilters: ProductFilters = {
  q: '',
  category: '',
  rating: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  sort: '',
  page: 1,
};

export const sortOptions: { value: ProductSort; label: string }[] = [
  { value: '', label: 'Featured' },
  { value: 'price_low_to_high', label: 'Price: Low to High' },
  { value: 'price_high_to_low', label: 'Price: High to Low' },
  { value: 'highest_rating', label: 'Highest Rating' },
];

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function isSort(value: string): value is ProductSort {
  return (productSortValues as readonly string[]).includes(value);
}

/** Reads filters from a query string. `presetCategory` (router state) applies only when the URL names none. */
export function parseFilters(params: URLSearchParams, presetCategory?: string | null): ProductFilters {
  let minPrice = wholeNumber(params.get('min_price'), PRICE_FILTER_MIN, PRICE_FILTER_MAX) ?? PRICE_FILTER_MIN;
  let maxPrice = wholeNumber(params.get('max_price'), PRICE_FILTER_MIN, PRICE_FILTER_MAX) ?? PRICE_FILTER_MAX;
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: (params.has('category') ? (params.get('category') ?? '') : (presetCategory ?? '')).trim(),
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
  if (filters.rating !== null) params.set('rating', String(filters.rating));
  if (filters.minPrice !== PRICE_FILTER_MIN) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_FILTER_MAX) params.set('max_price', String(filters.maxPrice));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A filter change: any change other than the page itself starts again at page 1
 * (page 3 of the old results means nothing for the new ones).
 */
export function updateFilters(current: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** True when anything other than sort and page narrows the results. */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category !== '' ||
    filters.rating !== null ||
    filters.minPrice !== PRICE_FILTER_MIN ||
    filters.maxPrice !== PRICE_FILTER_MAX
  );
}

/** The API query of GET api/v1/products/ (spec §7: category lowercased). */
export function filtersToApiQuery(filters: ProductFilters): Partial<ProductListQuery> {
  return {
    ...(filters.q ? { name: filters.q } : {}),
    ...(filters.category ? { category: filters.category.toLowerCase() } : {}),
    ...(filters.rating !== null ? { review_count: filters.rating } : {}),
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    sort_by: filters.sort,
    page: filters.page,
  };
}
