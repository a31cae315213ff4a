import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';

// The index's side of issue #30 on a small hand-made catalogue: words that only sound alike are a
// fallback (never ranked with or above what was typed), and the staff's lines join the built-in
// ones for that index alone.

let nextId = 1;
function product(name: string, categoryName: string, overrides: Partial<IndexedProduct> = {}): IndexedProduct {
  const id = nextId++;
  return {
    id,
    name,
    slug: `product-${id}`,
    brandName: null,
    brandSlug: null,
    categoryName,
    categoryNameNe: null,
    categorySlug: categoryName.toLowerCase().replace(/\s+/g, '-'),
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

const names = (index: CatalogIndex, text: string) =>
  index
    .query({ text, minPricePaisa: 0, maxPricePaisa: null, sort: '', offset: 0, limit: 50 })
    .cards.map((card) => card.product.name);

const catalogue = [
  product('Galaxy Book Laptop', 'Laptops'),
  product('Galaxy A55', 'Smartphones'),
  product('Phone Stand', 'Accessories'),
  product('Rockerz Speaker', 'Speakers'),
];

describe('phonetic matches', () => {
  it('stand in for a word that matches nothing: leptop, mobail, fone', () => {
    const index = new CatalogIndex(catalogue);
    expect(names(index, 'leptop')).toEqual(['Galaxy Book Laptop']);
    expect(names(index, 'fone')).toEqual(expect.arrayContaining(['Galaxy A55', 'Phone Stand']));
    expect(names(index, 'mobail')).toEqual(expect.arrayContaining(['Galaxy A55']));
  });

  it('are never used for a word the catalogue has: a product named with it wins alone', () => {
    // "fone" sounds like "phone", but a product says "Fone" itself: only it is found.
    const index = new CatalogIndex([...catalogue, product('Fone Holder', 'Accessories')]);
    expect(names(index, 'fone')).toEqual(['Fone Holder']);
  });

  it('rank below every match of what was typed, as typos do', () => {
    // "galaxy" is exact for both; "leptop" only sounds like "laptop", so the phone (both words
    // missing one) is a partial match, never above the laptop, and the laptop is in the fallback tier.
    const index = new CatalogIndex(catalogue);
    expect(names(index, 'galaxy leptop')).toEqual(['Galaxy Book Laptop']);
    expect(names(index, 'galaxy laptop')).toEqual(['Galaxy Book Laptop']);
    const withTypedWord = new CatalogIndex([...catalogue, product('Leptop Sleeve', 'Accessories')]);
    expect(names(withTypedWord, 'leptop')).toEqual(['Leptop Sleeve']);
  });

  it('do not come from Devanagari-only synonyms: "gadi" is not घडी (a watch)', () => {
    const index = new CatalogIndex([product('Watch Fit', 'Smartwatches')]);
    expect(names(index, 'घडी')).toEqual(['Watch Fit']);
    expect(names(index, 'ghadi')).toEqual(['Watch Fit']);
    expect(names(index, 'gadi')).toEqual([]);
  });

  it('highlight the word they matched in suggestions', () => {
    const index = new CatalogIndex(catalogue);
    const [laptop] = index.suggest('leptop', 6);
    expect(laptop?.name).toBe('Galaxy Book Laptop');
    const [start, end] = laptop!.highlights[0]!;
    expect(laptop!.name.slice(start, end)).toBe('Laptop');
  });
});

describe("the staff's lines", () => {
  it('join the built-in ones for the index built with them, and only that one', () => {
    const plain = new CatalogIndex(catalogue);
    const withLines = new CatalogIndex(catalogue, {
      equivalents: [
        ['speaker', 'भोंपू'],
        ['gajet', 'mobile'],
      ],
    });
    expect(names(plain, 'भोंपू')).toEqual([]);
    expect(names(withLines, 'भोंपू')).toEqual(['Rockerz Speaker']);
    expect(names(withLines, 'bhompu')).toEqual(['Rockerz Speaker']);
    // "gajet" reaches what the built-in table says of "mobile" (phone, smartphone…).
    expect(names(withLines, 'gajet')).toEqual(expect.arrayContaining(['Galaxy A55', 'Phone Stand']));
    // One way: "phone" does not start finding products through the staff's word.
    const gadgetShop = new CatalogIndex([...catalogue, product('Gajet Pouch', 'Accessories')], {
      equivalents: [['gajet', 'mobile']],
    });
    expect(names(gadgetShop, 'phone')).not.toContain('Gajet Pouch');
    expect(names(gadgetShop, 'mobile')).toContain('Gajet Pouch');
  });

  it('are typo and phonetic candidates when written in Latin letters', () => {
    const index = new CatalogIndex(catalogue, { equivalents: [['speaker', 'bhompu']] });
    // One letter off a staff word written in Latin: corrected to it, and so to speakers.
    expect(names(index, 'bhompoo')).toEqual(['Rockerz Speaker']);
  });
});
