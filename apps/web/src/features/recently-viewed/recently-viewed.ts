import type { ProductSummary } from '@pasal/contract';

/** Spec §9: at most 4 recently viewed products. */
export const RECENTLY_VIEWED_LIMIT = 4;

/**
 * Spec §4: a product already in the list changes nothing; otherwise it goes to the front and the
 * list is cut to the 4 most recent.
 */
export function withRecentlyViewed<T extends { id: number }>(
  items: readonly T[],
  product: T,
  limit: number = RECENTLY_VIEWED_LIMIT,
): T[] {
  if (items.some((item) => item.id === product.id)) return [...items];
  return [product, ...items].slice(0, limit);
}

export type RecentlyViewedItem = ProductSummary;
