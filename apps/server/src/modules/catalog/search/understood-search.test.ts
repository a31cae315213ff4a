import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexedProduct, type IndexQuery } from './catalog-index.js';
import { categoryHeads, searchUnderstood } from './understood-search.js';

// The kind of product a query names, on hand-made catalogues whose categories are not the demo's:
// which categories are that kind, the plain search when they hold no match, and the name-only
// answer for a kind the shop has no category of.

let nextId = 1;
function product(name: string, categoryName: string, pricePaisa = 100_000): IndexedProduct {
  const id = nextId++;
  return {
    id,
    name,
    slug: `product-${id}`,
    brandName: null,
    brandSlug: null,
    categoryName,
    categoryNameNe: null,
    categorySlug: categoryName.toLowerCase().replace(/[^a-z]+/g, '-'),
    shortDescription: '',
    shortDescriptionNe: null,
    specifications: [],
    images: [],
    deliveryPricePaisa: 0,
    pricePaisa,
    discountPricePaisa: pricePaisa,
    stock: 5,
    rating: 4,
    ratings: 2,
    featured: false,
  };
}

const ask = (text: string, more: Partial<IndexQuery> = {}): IndexQuery => ({
  text,
  minPricePaisa: 0,
  maxPricePaisa: null,
  sort: '',
  offset: 0,
  limit: 50,
  ...more,
});
const names = (index: CatalogIndex, text: string, more: Partial<IndexQuery> = {}) =>
  searchUnderstood(index, ask(text, more)).answer.cards.map((card) => card.product.name);

describe('categoryHeads', () => {
  it('reads what a category is from the end of each part of its name', () => {
    expect(categoryHeads({ name: 'Phone Cases', slug: 'phone-cases' })).toContain('case');
    expect(categoryHeads({ name: 'Phone Cases', slug: 'phone-cases' })).not.toContain('phone');
    expect(categoryHeads({ name: 'Mobiles & Tablets', slug: 'mobiles-tablets' })).toEqual(
      expect.arrayContaining(['mobile', 'tablet']),
    );
    expect(categoryHeads({ name: 'Power Banks', slug: 'power-banks' })).toContain('powerbank');
    expect(categoryHeads({ name: 'Mobile Accessories', slug: 'mobile-accessories' })).not.toContain('mobile');
  });
});

describe('searchUnderstood', () => {
  const index = new CatalogIndex([
    product('Galaxy A55', 'Mobiles & Tablets', 4_000_000),
    product('Galaxy Tab S9', 'Mobiles & Tablets', 9_000_000),
    product('Silicone Phone Case', 'Phone Cases', 50_000),
    product('Phone Stand', 'Mobile Accessories', 80_000),
    product('Galaxy Buds', 'Earbuds', 1_500_000),
  ]);

  it('limits a kind to its categories and says so', () => {
    const { answer, understood } = searchUnderstood(index, ask('galaxy phone'));
    // The kind's word stays a search word and the category's name says it, so the whole category
    // matches; the Galaxy Buds, elsewhere, do not.
    expect(answer.cards.map((c) => c.product.name).sort()).toEqual(['Galaxy A55', 'Galaxy Tab S9']);
    expect(understood?.categories.map((c) => c.name)).toEqual(['Mobiles & Tablets']);
  });

  it('takes the head word: "phone case" is a case, "case for phone" too', () => {
    expect(names(index, 'phone case')).toEqual(['Silicone Phone Case']);
    expect(names(index, 'case for phone')).toEqual(['Silicone Phone Case']);
  });

  it('answers the plain search when the kind’s categories hold no match', () => {
    const { answer, understood } = searchUnderstood(index, ask('phone stand'));
    expect(answer.cards.map((c) => c.product.name)).toEqual(['Phone Stand']);
    expect(understood).toBeNull();
  });

  it('finds by name only a kind the shop has no category of', () => {
    const shop = new CatalogIndex([product('Apple iPad Air', 'Apple'), product('MacBook Air', 'Apple')]);
    const { answer, understood } = searchUnderstood(shop, ask('ipad'));
    expect(answer.cards.map((c) => c.product.name)).toEqual(['Apple iPad Air']);
    expect(understood).toMatchObject({ categories: [], not_sold: 'ipad' });
    expect(names(shop, 'charger')).toEqual([]);
  });

  it('leaves the kind alone when the shopper chose a category', () => {
    expect(searchUnderstood(index, ask('galaxy phone', { category: 'earbuds' })).understood).toBeNull();
  });

  it('narrows a price the shopper set with the words, never widens it', () => {
    expect(names(index, 'galaxy under 50000')).toEqual(['Galaxy A55', 'Galaxy Buds']);
    expect(names(index, 'galaxy under 50000', { maxPricePaisa: 2_000_000 })).toEqual(['Galaxy Buds']);
    expect(names(index, 'galaxy under 20000', { maxPricePaisa: 6_000_000 })).toEqual(['Galaxy Buds']);
  });
});
