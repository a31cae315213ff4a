import type { AttributeValue, CategoryAttribute } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexedProduct } from '../search/catalog-index.js';
import { parseAttributeFilters } from './filters.js';

// Attribute filters (issue #35): the URL's text read against a category's template, and the
// catalogue index filtering and counting by them in its one pass.

const attribute = (
  id: number,
  key: string,
  kind: CategoryAttribute['kind'],
  extra: Partial<CategoryAttribute> = {},
): CategoryAttribute => ({
  id,
  key,
  label: key,
  label_ne: null,
  kind,
  unit: kind === 'number' ? 'GB' : '',
  group: 'Performance',
  group_ne: null,
  filterable: true,
  position: id,
  options: [],
  ...extra,
});

const phoneTemplate: CategoryAttribute[] = [
  attribute(1, 'ram_gb', 'number'),
  attribute(2, 'battery_mah', 'number', { unit: 'mAh' }),
  attribute(3, 'os', 'choice', {
    options: [
      { value: 'android', label: 'Android', label_ne: 'एन्ड्रोइड' },
      { value: 'ios', label: 'iOS', label_ne: null },
    ],
  }),
  attribute(4, '5g', 'boolean'),
  attribute(5, 'colour_code', 'number', { filterable: false }),
];

describe('reading attribute filters against a template', () => {
  it('reads ranges, choices and yes/no, and leaves other parameters alone', () => {
    const { filters, errors } = parseAttributeFilters(phoneTemplate, {
      ram_gb: '8-',
      battery_mah: '6000-5000',
      os: 'android,IOS',
      '5g': 'yes',
      utm_source: 'facebook',
      colour_code: '3',
    });
    expect(errors).toEqual({});
    expect(Object.fromEntries(filters)).toEqual({
      ram_gb: { kind: 'range', min: 8, max: null },
      battery_mah: { kind: 'range', min: 5000, max: 6000 },
      os: { kind: 'values', values: ['android', 'ios'] },
      '5g': { kind: 'values', values: ['yes'] },
    });
  });

  it('says what is wrong with a malformed filter', () => {
    const { errors } = parseAttributeFilters(phoneTemplate, { ram_gb: 'lots', '5g': 'maybe', os: 'an droid' });
    expect(errors).toEqual({
      ram_gb: 'must be a range such as 8-16, 8- or -16',
      '5g': 'must be yes or no',
      os: 'must be choices separated by commas, such as android',
    });
    expect(parseAttributeFilters(phoneTemplate, { ram_gb: '-' }).errors.ram_gb).toBeDefined();
  });
});

function product(
  id: number,
  category: string,
  attributes: Record<string, AttributeValue>,
  price = 1000,
): IndexedProduct {
  return {
    id,
    name: `Gadget ${id}`,
    slug: `gadget-${id}`,
    brandName: null,
    brandSlug: null,
    categoryName: category === 'smartphones' ? 'Smartphones' : 'Earbuds',
    categoryNameNe: null,
    categorySlug: category,
    shortDescription: '',
    shortDescriptionNe: null,
    specifications: [],
    images: [],
    deliveryPricePaisa: 0,
    pricePaisa: price * 100,
    discountPricePaisa: price * 100,
    stock: 5,
    rating: 0,
    ratings: 0,
    featured: false,
    attributes,
  };
}

describe('the catalogue index with attribute filters', () => {
  const index = new CatalogIndex(
    [
      product(1, 'smartphones', { ram_gb: 8, battery_mah: 5000, os: 'android', '5g': true }),
      product(2, 'smartphones', { ram_gb: 12, battery_mah: 6000, os: 'android', '5g': true }, 5000),
      product(3, 'smartphones', { ram_gb: 4, battery_mah: 5000, os: 'android', '5g': false }),
      product(4, 'smartphones', { ram_gb: 8, os: 'ios', '5g': true }),
      product(5, 'smartphones', {}),
      product(6, 'earbuds', { ram_gb: 16 }),
      product(7, 'smartphones', { ram_gb: 6, battery_mah: 5000, os: 'android', '5g': true }),
      product(8, 'smartphones', { ram_gb: 8, battery_mah: 5000, os: 'android', '5g': false }),
    ],
    { templates: new Map([['smartphones', phoneTemplate]]) },
  );
  const run = (params: Record<string, string>, extra: { maxPricePaisa?: number } = {}) =>
    index.query({
      text: null,
      category: 'smartphones',
      minPricePaisa: 0,
      maxPricePaisa: extra.maxPricePaisa ?? null,
      attributeFilters: parseAttributeFilters(phoneTemplate, params).filters,
      sort: '',
      offset: 0,
      limit: 50,
    });
  const facet = (answer: ReturnType<typeof run>, key: string) => answer.facets.attributes.find((f) => f.key === key);

  it('filters by a range with an open end, and a product without a value never matches it', () => {
    expect(run({ ram_gb: '8-' }).ids.sort()).toEqual([1, 2, 4, 8]);
    expect(run({ ram_gb: '-8' }).ids.sort()).toEqual([1, 3, 4, 7, 8]);
    expect(run({ battery_mah: '5500-6000' }).ids).toEqual([2]);
  });

  it('filters by choices (any of them) and yes/no, all filters together', () => {
    expect(run({ os: 'ios' }).ids).toEqual([4]);
    expect(run({ os: 'ios,android' }).ids.sort()).toEqual([1, 2, 3, 4, 7, 8]);
    expect(run({ '5g': 'no' }).ids.sort()).toEqual([3, 8]);
    expect(run({ ram_gb: '8-', '5g': 'yes', os: 'android' }).ids.sort()).toEqual([1, 2]);
    expect(run({ os: 'windows' }).ids).toEqual([]);
  });

  it('counts each facet with every filter but its own', () => {
    const answer = run({ ram_gb: '8-', '5g': 'yes' });
    // RAM's bounds follow the 5G filter only: the 6 GB phone has 5G, the 4 GB one has not.
    expect(facet(answer, 'ram_gb')).toMatchObject({ kind: 'number', min: 6, max: 12, unit: 'GB' });
    // 5G's counts follow the RAM filter only: of 8 GB and more, three have 5G and one has not.
    expect(facet(answer, '5g')).toMatchObject({
      kind: 'boolean',
      options: [
        { value: 'yes', label: 'Yes', label_ne: 'छ', count: 3 },
        { value: 'no', label: 'No', label_ne: 'छैन', count: 1 },
      ],
    });
    expect(facet(answer, 'os')).toMatchObject({
      options: [
        { value: 'android', count: 2 },
        { value: 'ios', count: 1 },
      ],
    });
    expect(answer.count).toBe(3);
    // A template's attribute that is not filterable has no facet.
    expect(facet(answer, 'colour_code')).toBeUndefined();
  });

  it('keeps a chosen option in the facet when nothing has it, and has no bounds when no value is left', () => {
    const answer = run({ os: 'ios', '5g': 'no' });
    expect(answer.ids).toEqual([]);
    expect(facet(answer, '5g')).toMatchObject({
      options: [
        { value: 'yes', count: 1 },
        { value: 'no', count: 0 },
      ],
    });
    expect(facet(run({}, { maxPricePaisa: 1 }), 'ram_gb')).toMatchObject({ min: null, max: null });
  });

  it('has no attribute facets without a category, and ignores attribute values of another category', () => {
    const all = index.query({
      text: null,
      minPricePaisa: 0,
      maxPricePaisa: null,
      sort: '',
      offset: 0,
      limit: 50,
    });
    expect(all.facets.attributes).toEqual([]);
    expect(index.attributeTemplate('Earbuds')).toEqual([]);
    expect(index.attributeTemplate('SMARTPHONES').map((a) => a.key)).toEqual([
      'ram_gb',
      'battery_mah',
      'os',
      '5g',
      'colour_code',
    ]);
  });
});
