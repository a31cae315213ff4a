import { COMPARE_LIMIT, type ProductSummary } from '@pasal/contract';

// The compare list's rules (issue #35): up to four products, all of one category. Adding a fifth,
// or one of another category, changes nothing and says why: nothing already chosen is dropped.

/** What the list keeps of a product: enough for the compare bar and the page's address. */
export interface CompareItem {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  category_slug: string;
  category_name: string;
  category_name_ne: string | null;
}

export type CompareAddOutcome = 'added' | 'already' | 'full' | 'other-category';

export function toCompareItem(product: ProductSummary): CompareItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.images[0]?.image ?? null,
    category_slug: product.category_slug,
    category_name: product.category_name,
    category_name_ne: product.category_name_ne ?? null,
  };
}

/**
 * The list with `item` added at the end, or the list unchanged and why: it is already there, the
 * list is full (`limit`), or the list holds another category.
 */
export function addToCompare(
  items: readonly CompareItem[],
  item: CompareItem,
  limit: number = COMPARE_LIMIT,
): { items: CompareItem[]; outcome: CompareAddOutcome } {
  if (items.some((chosen) => chosen.id === item.id)) return { items: [...items], outcome: 'already' };
  if (items.length > 0 && items[0]!.category_slug !== item.category_slug)
    return { items: [...items], outcome: 'other-category' };
  if (items.length >= limit) return { items: [...items], outcome: 'full' };
  return { items: [...items, item], outcome: 'added' };
}

export function removeFromCompare(items: readonly CompareItem[], id: number): CompareItem[] {
  return items.filter((item) => item.id !== id);
}
