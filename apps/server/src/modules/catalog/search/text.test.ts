import { describe, expect, it } from 'vitest';
import { CatalogIndex, highlightRanges, type IndexedProduct } from './catalog-index.js';
import fc from 'fast-check';
import {
  bitCount,
  editDistance,
  foldText,
  letterMask,
  sizeOf,
  sizeOrder,
  stem,
  termOf,
  words,
  wordsWithCompounds,
} from './text.js';

describe('folding and stemming', () => {
  it('folds case, accents and "+"', () => {
    expect(foldText('Pro+ Café')).toBe('pro plus  cafe');
    expect(words('Redmi Note 14 Pro+ 5G')).toEqual(['redmi', 'note', '14', 'pro', 'plus', '5g']);
  });

  it.each([
    ['earbuds', 'earbud'],
    ['smartwatches', 'smartwatch'],
    ['batteries', 'battery'],
    ['Speakers', 'speakers'.slice(0, -1)],
    ['wireless', 'wireless'],
    ['tws', 'tws'],
    ['s24', 's24'],
    ['plus', 'plus'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word.toLowerCase())).toBe(expected);
  });

  it('joins neighbours so "Power Bank" is also "powerbank", but never two numbers', () => {
    const joined = wordsWithCompounds('Power Bank 10000 20W').filter((w) => w.compound);
    expect(joined.map((w) => w.word)).toEqual(['powerbank', 'bank10000', '1000020w']);
    expect(wordsWithCompounds('12 256').some((w) => w.compound)).toBe(false);
    expect(termOf('Smart Watches')).toBe('smartwatch');
  });

  it('measures typos in edits, a swap counting once, and stops past the limit', () => {
    expect(editDistance('samsng', 'samsung', 2)).toBe(1);
    expect(editDistance('galxay', 'galaxy', 2)).toBe(1);
    expect(editDistance('headphone', 'iphone', 2)).toBe(3);
  });

  it('skips by letter sets only words that are truly more than max edits apart', () => {
    expect(bitCount(letterMask('samsng') ^ letterMask('samsung'))).toBe(1);
    expect(bitCount(0xffffffff | 0)).toBe(32);
    const word = fc.stringMatching(/^[a-z]{3,9}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 2 }), (a, b, max) => {
        // The skip in typoCorrections must never drop a word editDistance would accept.
        if (bitCount(letterMask(a) ^ letterMask(b)) > 2 * max) expect(editDistance(a, b, max)).toBeGreaterThan(max);
        // Rows reused from call to call: still the textbook distance.
        expect(editDistance(a, b, 9)).toBe(referenceDistance(a, b));
      }),
      { numRuns: 2000 },
    );
    expect(editDistance('powerbnak', 'powerbank', 2)).toBe(1);
  });

  it('reads RAM and storage sizes from specifications', () => {
    expect(sizeOf('16GB unified memory')).toBe('16GB');
    expect(sizeOf('1 TB SSD')).toBe('1TB');
    expect(sizeOf('Integrated GPU')).toBeNull();
    expect(['1TB', '8GB', '256GB'].sort((a, b) => sizeOrder(a) - sizeOrder(b))).toEqual(['8GB', '256GB', '1TB']);
  });
});

/** Optimal string alignment distance, the plain full-table way. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

let nextId = 1;
function product(overrides: Partial<IndexedProduct>): IndexedProduct {
  const id = nextId++;
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    brandName: null,
    brandSlug: null,
    categoryName: 'Earbuds',
    categoryNameNe: null,
    categorySlug: 'earbuds',
    shortDescription: '',
    shortDescriptionNe: null,
    specifications: [],
    images: [],
    deliveryPricePaisa: 0,
    pricePaisa: 100_000,
    discountPricePaisa: 100_000,
    stock: 5,
    rating: 4,
    ratings: 2,
    featured: false,
    ...overrides,
  };
}

describe('ranking rules', () => {
  const phone = (name: string, overrides: Partial<IndexedProduct> = {}) =>
    product({ name, categoryName: 'Smartphones', categorySlug: 'smartphones', ...overrides });
  const galaxy = phone('Samsung Galaxy A16', { brandName: 'Samsung', brandSlug: 'samsung' });
  const soldOut = phone('Samsung Galaxy A06', {
    brandName: 'Samsung',
    brandSlug: 'samsung',
    stock: 0,
    rating: 5,
    ratings: 9,
  });
  const iphone = phone('Apple iPhone 16', {
    brandName: 'Apple',
    brandSlug: 'apple',
    specifications: [
      { title: 'RAM', answer: '8GB' },
      { title: 'Storage', answer: '128GB' },
    ],
  });
  const buds = product({ name: 'Galaxy Buds FE', shortDescription: 'Earbuds that pair with your Galaxy phone.' });
  const headphoneMention = phone('Nokia 105', { shortDescription: 'Has a headphone jack.' });
  const bank = product({ name: 'Anker Power Bank 10000', categoryName: 'Power Banks', categorySlug: 'power-banks' });
  const index = new CatalogIndex([galaxy, soldOut, iphone, buds, headphoneMention, bank]);
  const ids = (text: string, extra: Partial<Parameters<CatalogIndex['query']>[0]> = {}) =>
    index.query({ text, minPricePaisa: 0, maxPricePaisa: null, sort: '', offset: 0, limit: 12, ...extra }).ids;

  it('finds a category by a synonym and a compound written apart', () => {
    expect(ids('mobile')).toEqual(expect.arrayContaining([galaxy.id, iphone.id, headphoneMention.id]));
    expect(ids('powerbank')).toEqual([bank.id]);
    expect(ids('power bank')).toEqual([bank.id]);
  });

  it('puts the name phrase first, then in-stock before sold-out', () => {
    expect(ids('samsung galaxy')).toEqual([galaxy.id, soldOut.id]);
    // A name that starts with the query comes before one that only holds it.
    expect(ids('galaxy')[0]).toBe(buds.id);
  });

  it('never lets a typo match outrank an exact one', () => {
    // "headphone" is written in one description (exact) and is a broader word for earbuds.
    const found = ids('headphone');
    expect(found).toContain(headphoneMention.id);
    expect(ids('samsng galxy')).toEqual([galaxy.id, soldOut.id]);
  });

  it('filters and counts: brand counts follow the other filters, price bounds the query', () => {
    const answer = index.query({
      text: 'phone',
      minPricePaisa: 0,
      maxPricePaisa: null,
      inStock: true,
      sort: '',
      offset: 0,
      limit: 12,
    });
    expect(answer.ids).not.toContain(soldOut.id);
    expect(answer.facets.brands.find((b) => b.value === 'samsung')?.count).toBe(1);
    expect(answer.facets.in_stock).toBe(answer.count);
    expect(answer.facets.price).toEqual({ min: 1000, max: 1000 });
    expect(answer.facets.ram).toEqual([{ value: '8GB', label: '8GB', count: 1 }]);
    expect(ids('phone', { ram: ['8GB'] })).toEqual([iphone.id]);
    expect(ids('phone', { ram: ['64GB'] })).toEqual([]);
  });

  it('completes the word being typed and marks what matched', () => {
    const suggestions = index.suggest('anker powerb', 6);
    expect(suggestions.map((s) => s.id)).toEqual([bank.id]);
    expect(highlightRanges('Anker Power Bank 10000', { whole: new Set(['anker', 'powerbank']), prefix: null })).toEqual(
      [
        [0, 5],
        [6, 16],
      ],
    );
    expect(highlightRanges('Galaxy Buds', { whole: new Set(), prefix: 'gal' })).toEqual([[0, 3]]);
  });
});
