import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersToApiQuery,
  filtersToParams,
  hasActiveFilters,
  parseFilters,
  toggle,
  updateFilters,
  type ProductFilters,
} from './filters';

const parse = (query: string, preset?: string | null) => parseFilters(new URLSearchParams(query), preset);

describe('parseFilters', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual(defaultFilters);
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=%20galaxy%20&category=Smartphones&rating=4&min_price=1000&max_price=15000&sort=price_low_to_high&page=3',
      ),
    ).toEqual({
      ...defaultFilters,
      q: 'galaxy',
      category: 'Smartphones',
      rating: 4,
      minPrice: 1000,
      maxPrice: 15000,
      sort: 'price_low_to_high',
      page: 3,
    });
  });

  it.each([
    ['rating=0', { rating: null }],
    ['rating=6', { rating: null }],
    ['rating=four', { rating: null }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['min_price=-5', { minPrice: 0 }],
    ['max_price=999999999', { maxPrice: null }],
    ['max_price=abc', { maxPrice: null }],
    ['brand=Samsung,,bad%20brand,apple', { brands: ['samsung', 'apple'] }],
    ['ram=8gb,12GB,lots', { ram: ['8GB', '12GB'] }],
    ['in_stock=yes', { inStock: false }],
    ['sort=cheapest', { sort: '' }],
  ])('falls back to the default for a bad value (%s)', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('min_price=9000&max_price=2000')).toMatchObject({ minPrice: 2000, maxPrice: 9000 });
  });

  it('uses the navigation-state category only when the URL names none', () => {
    expect(parse('', 'Laptops').category).toBe('Laptops');
    expect(parse('category=Earbuds', 'Laptops').category).toBe('Earbuds');
    // An explicit empty category (All Categories) wins over the preset too.
    expect(parse('category=', 'Laptops').category).toBe('');
  });
});

describe('filtersToParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(filtersToParams(defaultFilters).toString()).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters: ProductFilters = {
      q: 'power bank',
      category: 'Power Banks',
      brands: ['anker', 'baseus'],
      ram: [],
      storage: [],
      attributes: { capacity_mah: '10000-', output_w: '20-30' },
      inStock: true,
      onSale: true,
      rating: 3,
      minPrice: 500,
      maxPrice: 4000,
      sort: 'highest_rating',
      page: 2,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'q=power+bank&category=Power+Banks&brand=anker%2Cbaseus&capacity_mah=10000-&output_w=20-30&in_stock=1&on_sale=1&rating=3&min_price=500&max_price=4000&sort=highest_rating&page=2',
    );
    expect(parseFilters(params)).toEqual(filters);
  });
});

describe('updateFilters', () => {
  const onPage4 = { ...defaultFilters, page: 4, category: 'Laptops' };

  it('starts again at page 1 when a filter or the sort changes', () => {
    expect(updateFilters(onPage4, { sort: 'price_high_to_low' })).toMatchObject({ page: 1, category: 'Laptops' });
    expect(updateFilters(onPage4, { rating: 5 }).page).toBe(1);
  });

  it('starts sizes and prices over with a new category, keeping brands', () => {
    const phones = { ...defaultFilters, category: 'Smartphones', brands: ['samsung'], ram: ['8GB'], maxPrice: 50000 };
    expect(updateFilters(phones, { category: 'Laptops' })).toMatchObject({
      category: 'Laptops',
      brands: ['samsung'],
      ram: [],
      maxPrice: null,
    });
    expect(updateFilters(phones, { brands: [] })).toMatchObject({ ram: ['8GB'], maxPrice: 50000 });
  });

  it('toggles a value of a list filter', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('keeps the other filters when only the page changes', () => {
    expect(updateFilters(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });
});

describe('hasActiveFilters', () => {
  it('ignores sort and page', () => {
    expect(hasActiveFilters({ ...defaultFilters, sort: 'highest_rating', page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters, maxPrice: 19999 })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters, brands: ['jbl'] })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters, onSale: true })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters, q: 'a' })).toBe(true);
  });

  it("does not take the page's language or an ad's tracking parameters for filters", () => {
    // A link from a Nepali e-mail or a Facebook post: the unfiltered list, as the server draws it.
    const arrived = parse('lang=ne&fbclid=IwAR3x&utm_source=facebook');
    expect(arrived.attributes).toEqual({});
    expect(hasActiveFilters(arrived)).toBe(false);
  });
});

describe('filtersToApiQuery', () => {
  // docs/rules/catalogue.md#filters
  it("maps the filters to the list API's query parameters, category lower-cased", () => {
    expect(filtersToApiQuery({ ...defaultFilters, q: 'buds', category: 'Power Banks', rating: 4, page: 2 })).toEqual({
      name: 'buds',
      category: 'power banks',
      review_count: 4,
      min_price: 0,
      sort_by: '',
      page: 2,
    });
  });

  it('sends lists comma-separated and switches as 1', () => {
    expect(
      filtersToApiQuery({
        ...defaultFilters,
        brands: ['samsung', 'apple'],
        ram: ['8GB'],
        storage: ['256GB', '1TB'],
        inStock: true,
        onSale: true,
        maxPrice: 50000,
      }),
    ).toEqual({
      brand: 'samsung,apple',
      ram: '8GB',
      storage: '256GB,1TB',
      in_stock: 1,
      on_sale: 1,
      min_price: 0,
      max_price: 50000,
      sort_by: '',
      page: 1,
    });
  });

  it('leaves out unset text, category, rating and the upper price limit', () => {
    expect(filtersToApiQuery(defaultFilters)).toEqual({ min_price: 0, sort_by: '', page: 1 });
  });
});

describe('attribute filters in the URL (issue #35)', () => {
  const parse = (query: string) => parseFilters(new URLSearchParams(query));

  it('reads ranges and values named after attributes, and not the list own parameters or malformed ones', () => {
    expect(parse('category=Smartphones&ram_gb=8-&5g=yes&os=Android,ios&battery_mah=5000-6000').attributes).toEqual({
      ram_gb: '8-',
      '5g': 'yes',
      os: 'android,ios',
      battery_mah: '5000-6000',
    });
    expect(parse('ram_gb=8-%3Cscript%3E&Bad-Key=1&page=2&rating=4').attributes).toEqual({});
  });

  it('drops the attribute filters with a new category, and sends them to the API only with a category', () => {
    const phones = parse('category=Smartphones&ram_gb=8-&5g=yes');
    expect(updateFilters(phones, { category: 'Laptops' }).attributes).toEqual({});
    expect(updateFilters(phones, { inStock: true }).attributes).toEqual({ ram_gb: '8-', '5g': 'yes' });
    expect(filtersToApiQuery(phones)).toMatchObject({ category: 'smartphones', ram_gb: '8-', '5g': 'yes' });
    expect(filtersToApiQuery({ ...phones, category: '' })).not.toHaveProperty('ram_gb');
    expect(hasActiveFilters({ ...defaultFilters, attributes: { nfc: 'yes' } })).toBe(true);
  });
});
