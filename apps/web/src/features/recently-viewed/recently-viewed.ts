/** At most 4 recently viewed products (docs/rules/catalogue.md#recently-viewed). */
export const RECENTLY_VIEWED_LIMIT = 4;

/**
 * docs/rules/catalogue.md#recently-viewed: a product already in the list changes nothing; otherwise
 * it goes to the front and the list is cut to the 4 most recent.
 */
export function withRecentlyViewed<T extends { id: number }>(
  items: readonly T[],
  product: T,
  limit: number = RECENTLY_VIEWED_LIMIT,
): T[] {
  if (items.some((item) => item.id === product.id)) return [...items];
  return [product, ...items].slice(0, limit);
}
