import { describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../../db/seed/catalog-data.js';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';
import { searchUnderstood } from './understood-search.js';

// Reading a query (issue #35) must never hide what the shopper named: every demo product is found
// by its own full name, though names hold words a query reads as a kind, a size or a price
// ("Anker 737 Power Bank (PowerCore 24K)", "… (8GB/256GB)", "Pro Max").

const indexed: IndexedProduct[] = products.map((product, i) => {
  const category = categories.find((c) => c.slug === product.category)!;
  const brand = brands.find((b) => b.slug === product.brand) ?? null;
  return {
    id: i + 1,
    name: product.name,
    slug: product.slug,
    brandName: brand?.name ?? null,
    brandSlug: brand?.slug ?? null,
    categoryName: category.name,
    categoryNameNe: null,
    categorySlug: category.slug,
    shortDescription: product.shortDescription,
    shortDescriptionNe: null,
    specifications: product.specifications,
    images: [],
    deliveryPricePaisa: 0,
    pricePaisa: product.price * 100,
    discountPricePaisa: product.discountPrice * 100,
    stock: product.stock,
    rating: 4,
    ratings: 1,
    featured: product.isFeatured,
  };
});
const index = new CatalogIndex(indexed);

describe('every demo product is found by its name', () => {
  it.each(indexed.map((p) => [p.name, p.id] as const))('%s', (name, id) => {
    const { answer } = searchUnderstood(index, {
      text: name.toLowerCase(),
      minPricePaisa: 0,
      maxPricePaisa: null,
      sort: '',
      offset: 0,
      limit: 12,
    });
    expect(answer.ids).toContain(id);
  });
});
