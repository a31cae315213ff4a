import { describe, expect, it } from 'vitest';
import { variantChoices, type ProductVariants } from './product-variants.js';

const item = (id: number, values: string[], inStock = true) => ({
  id,
  slug: `phone-${values.join('-').toLowerCase()}`,
  values,
  discount_price: 100_000 + id,
  in_stock: inStock,
});

const phone: ProductVariants = {
  name: 'Phone',
  options: [
    { name: 'RAM', name_ne: null },
    { name: 'Storage', name_ne: null },
  ],
  items: [
    item(1, ['8GB', '256GB']),
    item(2, ['12GB', '256GB']),
    item(3, ['12GB', '512GB'], false),
    item(4, ['12GB', '1TB']),
  ],
};

describe('variantChoices', () => {
  it('marks the current values and links the others to the variant that keeps the rest', () => {
    const [ram, storage] = variantChoices(phone, 2);
    expect(ram).toEqual([
      { value: '8GB', state: 'available', slug: 'phone-8gb-256gb' },
      { value: '12GB', state: 'current', slug: null },
    ]);
    expect(storage).toEqual([
      { value: '256GB', state: 'current', slug: null },
      { value: '512GB', state: 'sold_out', slug: 'phone-12gb-512gb' },
      { value: '1TB', state: 'available', slug: 'phone-12gb-1tb' },
    ]);
  });

  it('offers a later option only with the earlier ones kept: 8 GB is sold with 256 GB alone', () => {
    const [, storage] = variantChoices(phone, 1);
    expect(storage!.map((choice) => choice.state)).toEqual(['current', 'unavailable', 'unavailable']);
    expect(storage!.filter((choice) => choice.slug !== null)).toEqual([]);
  });

  it('a first-option value opens some variant even when the later values change', () => {
    const [ram] = variantChoices(phone, 4);
    // 8 GB comes only with 256 GB: the chip opens that one rather than nothing.
    expect(ram![0]).toEqual({ value: '8GB', state: 'available', slug: 'phone-8gb-256gb' });
  });

  it('prefers a variant in stock when none keeps the later values', () => {
    const family: ProductVariants = {
      ...phone,
      items: [item(1, ['8GB', '128GB']), item(2, ['12GB', '256GB'], false), item(3, ['12GB', '512GB'])],
    };
    const [ram] = variantChoices(family, 1);
    expect(ram![1]).toEqual({ value: '12GB', state: 'available', slug: 'phone-12gb-512gb' });
  });

  it('has no chips for a product that is not in the family (taken off sale since)', () => {
    expect(variantChoices(phone, 99)).toEqual([]);
  });
});
