import type { ProductSort } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexedProduct, type IndexQuery } from './catalog-index.js';

// Issue #35: a family of variants is one card in a list, a search and the suggestions: the first
// configuration the order, the filters and the words put first; the facets count it once.

let nextId = 1;
function phone(name: string, overrides: Partial<IndexedProduct> = {}): IndexedProduct {
  const id = nextId++;
  return {
    id,
    name,
    slug: `phone-${id}`,
    brandName: 'Samsung',
    brandSlug: 'samsung',
    categoryName: 'Smartphones',
    categoryNameNe: null,
    categorySlug: 'smartphones',
    shortDescription: '',
    shortDescriptionNe: null,
    specifications: [],
    images: [],
    deliveryPricePaisa: 0,
    pricePaisa: 100_000_00,
    discountPricePaisa: 100_000_00,
    stock: 5,
    rating: 4,
    ratings: 2,
    featured: false,
    familyId: null,
    ...overrides,
  };
}

const specs = (ram: string, storage: string) => [
  { title: 'RAM', answer: ram },
  { title: 'Storage', answer: storage },
];

const base = phone('Galaxy S24 Ultra (12GB/256GB)', {
  familyId: 7,
  discountPricePaisa: 169_999_00,
  specifications: specs('12GB', '256GB'),
});
const large = phone('Galaxy S24 Ultra (12GB/512GB)', {
  familyId: 7,
  discountPricePaisa: 184_999_00,
  specifications: specs('12GB', '512GB'),
});
const small = phone('Galaxy S24 Ultra (8GB/128GB)', {
  familyId: 7,
  discountPricePaisa: 149_999_00,
  stock: 0,
  specifications: specs('8GB', '128GB'),
});
const other = phone('Galaxy A56 5G (8GB/256GB)', {
  discountPricePaisa: 61_999_00,
  specifications: specs('8GB', '256GB'),
});
const index = new CatalogIndex([base, large, small, other]);

function ask(query: Partial<IndexQuery> = {}) {
  return index.query({ text: null, minPricePaisa: 0, maxPricePaisa: null, sort: '', offset: 0, limit: 20, ...query });
}
const names = (query: Partial<IndexQuery> = {}) => ask(query).cards.map((card) => card.product.name);

describe('families of variants in the catalogue index', () => {
  it('lists a family once, its first configuration in stock, and counts it once', () => {
    const answer = ask();
    expect(answer.cards.map((card) => card.product.name)).toEqual([base.name, other.name]);
    expect(answer.count).toBe(2);
    expect(answer.facets.brands).toEqual([{ value: 'samsung', label: 'Samsung', count: 2 }]);
    expect(answer.facets.in_stock).toBe(2);
  });

  it('shows the configuration a sort or a filter puts first', () => {
    const cheapest: ProductSort = 'price_low_to_high';
    expect(names({ sort: cheapest })).toEqual([other.name, small.name]); // the family's card: its cheapest;
    expect(names({ storage: ['512GB'] })).toEqual([large.name]);
    // The shop's order puts what can be bought first: the sold-out 8 GB configuration follows.
    expect(names({ ram: ['8GB'] })).toEqual([other.name, small.name]);
    expect(names({ inStock: true, ram: ['8GB'] })).toEqual([other.name]);
    // RAM counts: the family under 12 GB and under 8 GB, once each.
    expect(ask().facets.ram).toEqual([
      { value: '8GB', label: '8GB', count: 2 },
      { value: '12GB', label: '12GB', count: 1 },
    ]);
  });

  it('finds the configuration a search names, and the family once for its name', () => {
    expect(names({ text: 's24 ultra 512gb' })).toEqual([large.name]);
    expect(names({ text: 's24 ultra' })).toHaveLength(1);
    expect(index.suggest('galaxy s24', 6).map((suggestion) => suggestion.name)).toHaveLength(1);
  });

  it('a catalogue without families is listed product by product', () => {
    const plain = new CatalogIndex([phone('One'), phone('Two'), phone('Three')]);
    expect(
      plain.query({ text: null, minPricePaisa: 0, maxPricePaisa: null, sort: '', offset: 0, limit: 9 }).count,
    ).toBe(3);
  });
});
