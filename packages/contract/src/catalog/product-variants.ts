// Variants on the storefront (issue #35, docs/rules/catalogue.md#variants): a product sold in configurations is a
// family of products, each with its own price, stock, colours, images and page, told apart by the
// family's options ("RAM", "Storage"). No zod here: the product page's first screen reads this.

/** A product's family as the product page reads it (Product.variants). */
export interface ProductVariants {
  name: string;
  options: { name: string; name_ne: string | null }[];
  /** The variants on sale, in the family's order; `values` line up with `options`. */
  items: { id: number; slug: string; values: string[]; discount_price: number; in_stock: boolean }[];
}

export type VariantChoiceState = 'current' | 'available' | 'sold_out' | 'unavailable';

export interface VariantChoice {
  value: string;
  state: VariantChoiceState;
  /** The variant this chip opens (null: the current one, or no variant has this value here). */
  slug: string | null;
}

/**
 * The picker's chips, one row per option. Options cascade, as a shopper reads them: a value of the
 * first option always opens some variant; a value of a later one is offered with the earlier
 * options kept, so 12 GB RAM then shows only the storage sizes sold with 12 GB (the rest are
 * unavailable). Among the variants a chip could open, it prefers the one that keeps the later
 * options too, then one in stock; it is marked sold out when the variant it opens is.
 */
export function variantChoices(variants: ProductVariants, currentId: number): VariantChoice[][] {
  const current = variants.items.find((item) => item.id === currentId);
  if (!current) return [];
  return variants.options.map((_, index) => {
    const values = [...new Set(variants.items.map((item) => item.values[index] ?? ''))];
    return values.map((value): VariantChoice => {
      if (value === current.values[index]) return { value, state: 'current', slug: null };
      const candidates = variants.items.filter(
        (item) =>
          item.values[index] === value &&
          item.values.slice(0, index).every((earlier, i) => earlier === current.values[i]),
      );
      if (candidates.length === 0) return { value, state: 'unavailable', slug: null };
      const keepsLater = (item: (typeof candidates)[number]) =>
        item.values.slice(index + 1).every((later, i) => later === current.values[index + 1 + i]);
      const ranked = [...candidates].sort(
        (a, b) => Number(keepsLater(b)) - Number(keepsLater(a)) || Number(b.in_stock) - Number(a.in_stock),
      );
      const target = ranked[0]!;
      return { value, state: target.in_stock ? 'available' : 'sold_out', slug: target.slug };
    });
  });
}
