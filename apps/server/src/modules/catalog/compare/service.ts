import { refusalInEnglish, type CompareRefusal, type Comparison, type Product } from '@pasal/contract';
import type { DbOrTx } from '../../../db/connection.js';
import { findProductWithStatus } from '../service.js';
import { comparisonRows } from './rows.js';

// Comparing products side by side (issue #35): the products the slugs name, in that order, if they
// are all on sale and of one category; otherwise what is wrong, by name.

export type CompareOutcome = { status: 200; comparison: Comparison } | { status: 404 | 422; refusal: CompareRefusal };

/**
 * The comparison of the products `slugs` name (1 to 4, already checked: compareQuerySchema). A
 * product's earlier slug finds it too (the answer carries the current one); two slugs of one
 * product count once. A draft, an archived product or an unknown slug is missing (404); products of
 * more than one category are refused (422) with each category and its products.
 */
export async function compareProducts(db: DbOrTx, slugs: readonly string[]): Promise<CompareOutcome> {
  const found = await Promise.all(slugs.map((slug) => findProductWithStatus(db, slug)));
  const missing = slugs.filter((_, index) => found[index]?.status !== 'active');
  if (missing.length > 0) {
    const params = { slugs: missing.join(', ') };
    return {
      status: 404,
      refusal: { code: 'compare_not_sold', params, message: refusalInEnglish('compare_not_sold', params), missing },
    };
  }
  const products: Product[] = [];
  for (const entry of found)
    if (entry && !products.some((product) => product.id === entry.product.id)) products.push(entry.product);

  const categories: NonNullable<CompareRefusal['categories']> = [];
  for (const product of products) {
    const category = categories.find((known) => known.slug === product.category_slug);
    if (category) category.products.push(product.slug);
    else
      categories.push({
        name: product.category_name,
        name_ne: product.category_name_ne,
        slug: product.category_slug,
        products: [product.slug],
      });
  }
  if (categories.length > 1) {
    const params = {
      categories: categories.map((category) => `${category.name} (${category.products.join(', ')})`).join(', '),
    };
    return {
      status: 422,
      refusal: {
        code: 'compare_mixed_categories',
        params,
        message: refusalInEnglish('compare_mixed_categories', params),
        categories,
      },
    };
  }

  const [first] = products;
  return {
    status: 200,
    comparison: {
      category: { name: first!.category_name, name_ne: first!.category_name_ne, slug: first!.category_slug },
      products,
      rows: comparisonRows(products),
    },
  };
}
