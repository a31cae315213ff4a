// The judged query set: what shoppers in Nepal type, and what must come first, run against the
// real seeded demo catalogue through the API. Checks are about kinds of product (category, brand,
// model) rather than one exact order, so new demo reviews (ratings are only a tie-break) do not
// break them; a check that fails means a shopper would not find what they came for.
import type { ProductListPage, ProductSuggestion, ProductSummary } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Judgement =
  /** The first `n` results are all of this category. */
  | { category: string; n: number }
  /** The first `n` results are all of this brand. */
  | { brand: string; n: number }
  /** The first result's name matches. */
  | { first: RegExp }
  /** The first `n` results' names all match. */
  | { all: RegExp; n: number };

const judged: [query: string, judgement: Judgement][] = [
  // Everyday words for a kind of product.
  ['mobile', { category: 'Smartphones', n: 12 }],
  ['phone', { category: 'Smartphones', n: 12 }],
  ['smartphone', { category: 'Smartphones', n: 12 }],
  ['mobile phone', { category: 'Smartphones', n: 12 }],
  ['cell phone', { category: 'Smartphones', n: 12 }],
  ['laptop', { category: 'Laptops', n: 12 }],
  ['laptops', { category: 'Laptops', n: 12 }],
  ['notebook', { category: 'Laptops', n: 12 }],
  ['computer', { category: 'Laptops', n: 6 }],
  ['smart watch', { category: 'Smartwatches', n: 12 }],
  ['smartwatch', { category: 'Smartwatches', n: 12 }],
  ['watch', { category: 'Smartwatches', n: 12 }],
  ['fitness band', { category: 'Smartwatches', n: 6 }],
  ['earbuds', { category: 'Earbuds', n: 4 }],
  ['tws', { category: 'Earbuds', n: 4 }],
  ['airpods', { first: /AirPods/ }],
  ['neckband', { category: 'Neckbands', n: 12 }],
  ['neck band', { category: 'Neckbands', n: 6 }],
  ['power bank', { category: 'Power Banks', n: 12 }],
  ['powerbank', { category: 'Power Banks', n: 12 }],
  ['battery pack', { category: 'Power Banks', n: 6 }],
  ['speaker', { category: 'Speakers', n: 12 }],
  ['bluetooth speaker', { category: 'Speakers', n: 12 }],
  ['portable speaker', { category: 'Speakers', n: 6 }],
  // Broad words: earbuds and neckbands, never a phone first ("headphone" once found an iPhone).
  [
    'headphone',
    {
      all: /Airdopes|Rockerz|Buds|AirPods|Liberty|Tune|Wave|Bullets|WF-|WI-|Necklace|Level|SonicBass|Nirvana|FreePods|SpaceBuds|R50i|Life U2i/,
      n: 12,
    },
  ],
  [
    'earphone',
    {
      all: /Airdopes|Rockerz|Buds|AirPods|Liberty|Tune|Wave|Bullets|WF-|WI-|Necklace|Level|SonicBass|Nirvana|FreePods|SpaceBuds|R50i|Life U2i|Earphones/,
      n: 12,
    },
  ],
  // Brands and brand + kind.
  ['samsung', { brand: 'Samsung', n: 12 }],
  ['apple', { brand: 'Apple', n: 8 }],
  ['xiaomi', { brand: 'Xiaomi', n: 12 }],
  ['jbl', { brand: 'JBL', n: 6 }],
  ['boat', { brand: 'boAt', n: 8 }],
  ['samsung phone', { all: /^Samsung Galaxy [AS]/, n: 8 }],
  ['samsung mobile', { all: /^Samsung Galaxy [AS]/, n: 8 }],
  ['apple laptop', { all: /MacBook/, n: 3 }],
  ['dell laptop', { all: /^Dell /, n: 3 }],
  ['jbl speaker', { all: /^JBL /, n: 4 }],
  ['anker powerbank', { all: /^Anker /, n: 4 }],
  ['boat earbuds', { all: /^boAt Airdopes|^boAt Nirvana/, n: 3 }],
  ['one plus', { brand: 'OnePlus', n: 6 }],
  // Models, as typed.
  ['iphone', { all: /iPhone/, n: 4 }],
  ['iphone 16', { first: /^Apple iPhone 16 / }],
  ['iphone 16 price in nepal', { first: /^Apple iPhone 16 / }],
  ['iphone16', { first: /^Apple iPhone 16/ }],
  ['macbook', { all: /MacBook/, n: 3 }],
  ['macbook air', { all: /MacBook Air/, n: 2 }],
  ['s24 ultra', { first: /Galaxy S24 Ultra/ }],
  ['galaxy s24', { all: /Galaxy S24/, n: 2 }],
  ['redmi note 14', { all: /Redmi Note 14/, n: 2 }],
  ['airdopes', { all: /Airdopes/, n: 2 }],
  ['thinkpad', { first: /ThinkPad/ }],
  ['xps', { first: /XPS/ }],
  ['rtx 4060', { all: /RTX 4060/, n: 3 }],
  ['20000mah', { category: 'Power Banks', n: 5 }],
  ['gaming laptop', { category: 'Laptops', n: 8 }],
  // Typos: still found, and a typo match never outranks an exact one.
  ['samsng galxy', { first: /^Samsung Galaxy/ }],
  ['iphon', { all: /iPhone/, n: 4 }],
  ['labtop', { category: 'Laptops', n: 12 }],
  ['smartwach', { category: 'Smartwatches', n: 6 }],
  ['speeker', { category: 'Speakers', n: 6 }],
  ['powerbnak', { category: 'Power Banks', n: 6 }],
  ['mobil', { category: 'Smartphones', n: 12 }],
  ['lenovo lapptop', { all: /^Lenovo /, n: 3 }],
];

async function search(query: string): Promise<ProductSummary[]> {
  const response = await ctx.app.inject({ url: `/api/v1/products/?name=${encodeURIComponent(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductListPage>().data;
}

describe('judged search relevance', () => {
  it('has at least 40 judged queries', () => {
    expect(judged.length).toBeGreaterThanOrEqual(40);
  });

  it.each(judged)('%s', async (query, judgement) => {
    const results = await search(query);
    expect(results.length).toBeGreaterThan(0);
    const shown = results.map((p) => `${p.name} [${p.category_name}]`);
    if ('category' in judgement) {
      const top = results.slice(0, judgement.n);
      expect(top.length, shown.join('\n')).toBe(Math.min(judgement.n, top.length));
      for (const product of top) expect(product.category_name, shown.join('\n')).toBe(judgement.category);
    } else if ('brand' in judgement) {
      for (const product of results.slice(0, judgement.n))
        expect(product.brand_name, shown.join('\n')).toBe(judgement.brand);
    } else if ('first' in judgement) {
      expect(results[0]!.name, shown.join('\n')).toMatch(judgement.first);
    } else {
      const top = results.slice(0, judgement.n);
      expect(top.length, shown.join('\n')).toBe(judgement.n);
      for (const product of top) expect(product.name, shown.join('\n')).toMatch(judgement.all);
    }
  });

  it('never ranks a typo match above an exact one', async () => {
    // "iphone" is a word of the catalogue: nothing found only by correcting it ("phone") may lead.
    const results = await search('galaxy');
    expect(results.every((p) => /Galaxy/.test(p.name))).toBe(true);
  });

  it('puts products in stock before sold-out ones of the same standing', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'speakers' AND p.total_quantity = 0`,
    );
    const results = await search('speaker');
    const firstSoldOut = results.findIndex((p) => p.total_quantity === 0);
    if (rows.length > 0 && firstSoldOut >= 0) {
      expect(results.slice(firstSoldOut).every((p) => p.total_quantity === 0)).toBe(true);
    }
  });

  it('suggests phones after "mobil", with the matched text marked', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/products/suggest/?q=mobil' });
    const suggestions = response.json<{ data: ProductSuggestion[] }>().data;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.category_name === 'Smartphones')).toBe(true);
    const samsung = (await ctx.app.inject({ url: '/api/v1/products/suggest/?q=galaxy%20s2' })).json<{
      data: ProductSuggestion[];
    }>().data;
    expect(samsung[0]!.name).toMatch(/Galaxy S2/);
    const [start, end] = samsung[0]!.highlights[0]!;
    expect(samsung[0]!.name.slice(start, end)).toBe('Galaxy');
  });
});
