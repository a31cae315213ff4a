import { FEATURED_LIMIT, type ProductSummary } from '@pasal/contract';

/** 'all' or a category name (docs/rules/catalogue.md#home-page). */
export type FeaturedFilter = 'all' | (string & {});

/** Featured products of the chosen category (all of them for 'all'), at most 8 (docs/rules/catalogue.md#home-page). */
export function filterFeatured(products: ProductSummary[], filter: FeaturedFilter): ProductSummary[] {
  const chosen =
    filter === 'all'
      ? products
      : products.filter((product) => product.category_name.toLowerCase() === filter.toLowerCase());
  return chosen.filter((product) => product.is_featured).slice(0, FEATURED_LIMIT);
}
