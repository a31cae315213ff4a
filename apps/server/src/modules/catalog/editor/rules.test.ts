import { CATALOGUE_MESSAGES, LOW_STOCK_THRESHOLD, productInputSchema, slugFromName } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { chosenSlug, diffSnapshots, isFullOrder, mergedStock, planColors, stockLevel } from './rules.js';

describe('stock', () => {
  it('is out at 0, low up to the threshold, in above it', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(LOW_STOCK_THRESHOLD)).toBe('low');
    expect(stockLevel(LOW_STOCK_THRESHOLD + 1)).toBe('in');
  });

  it('keeps the current figure when the editor did not touch it, and takes a typed one', () => {
    expect(mergedStock(7, 10, 10)).toBe(7); // three sold while the form was open
    expect(mergedStock(7, 12, 10)).toBe(12); // the person counted 12
    expect(mergedStock(7, 10, undefined)).toBe(10);
  });
});

describe('colours', () => {
  const existing = [
    { id: 1, colorName: 'Black', colorNameNe: '', hexCode: '#000000', quantity: 4, imageId: 31 },
    { id: 2, colorName: 'White', colorNameNe: '', hexCode: '#FFFFFF', quantity: 2, imageId: 32 },
  ];

  it('updates listed colours in order, adds new ones and removes the rest', () => {
    const result = planColors(existing, [
      { id: 2, color_name: 'Snow', color_name_ne: 'हिउँ', hex_code: '#fafafa', quantity: 2, quantity_seen: 2 },
      { color_name: 'Blue', color_name_ne: '', hex_code: '#0000ff', quantity: 5 },
    ]);
    expect(result).toEqual({
      plan: {
        // The picture stays as it was when the list does not name one; a new colour has none.
        update: [
          { id: 2, colorName: 'Snow', colorNameNe: 'हिउँ', hexCode: '#FAFAFA', quantity: 2, position: 0, imageId: 32 },
        ],
        insert: [{ colorName: 'Blue', colorNameNe: '', hexCode: '#0000FF', quantity: 5, position: 1, imageId: null }],
        remove: [1],
      },
    });
  });

  it("sets or clears a colour's picture when the list names one (issue #35)", () => {
    const result = planColors(existing, [
      { id: 1, color_name: 'Black', color_name_ne: '', hex_code: '#000000', quantity: 4, image_id: 32 },
      { id: 2, color_name: 'White', color_name_ne: '', hex_code: '#ffffff', quantity: 2, image_id: null },
      { color_name: 'Blue', color_name_ne: '', hex_code: '#0000ff', quantity: 5, image_id: 31 },
    ]);
    expect('plan' in result && result.plan.update.map((color) => color.imageId)).toEqual([32, null]);
    expect('plan' in result && result.plan.insert.map((color) => color.imageId)).toEqual([31]);
  });

  it('refuses a colour id the product does not have, or one listed twice', () => {
    expect(
      planColors(existing, [{ id: 9, color_name: 'X', color_name_ne: '', hex_code: '#000000', quantity: 1 }]),
    ).toEqual({
      error: { field: 'colors.0.id', message: CATALOGUE_MESSAGES.colorMissing },
    });
    const twice = planColors(existing, [
      { id: 1, color_name: 'A', color_name_ne: '', hex_code: '#000000', quantity: 1 },
      { id: 1, color_name: 'B', color_name_ne: '', hex_code: '#000000', quantity: 1 },
    ]);
    expect('error' in twice).toBe(true);
  });
});

describe('audit diff', () => {
  it('lists each changed field with before and after, whatever the key order', () => {
    const before = { name: 'A', price: 100, specifications: [{ title: 'RAM', answer: '8GB' }], stock: { Black: 1 } };
    const after = { name: 'A', price: 90, specifications: [{ answer: '8GB', title: 'RAM' }], stock: { Black: 2 } };
    expect(diffSnapshots(before, after)).toEqual([
      { field: 'price', before: 100, after: 90 },
      { field: 'stock', before: { Black: 1 }, after: { Black: 2 } },
    ]);
    expect(diffSnapshots(before, before)).toEqual([]);
  });
});

describe('slugs and order', () => {
  it('makes a slug from the name and refuses one without letters or one of digits only', () => {
    expect(slugFromName('Galaxy A55 5G (8GB + 256GB)')).toBe('galaxy-a55-5g-8gb-plus-256gb');
    expect(chosenSlug('', 'Café Ñoño')).toBe('cafe-nono');
    expect(chosenSlug(undefined, '!!!')).toBeNull();
    expect(chosenSlug(undefined, '2024')).toBeNull();
    expect(chosenSlug('given-one', 'Name')).toBe('given-one');
  });

  it('accepts a reorder listing every category once', () => {
    expect(isFullOrder([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isFullOrder([3, 1], [1, 2, 3])).toBe(false);
    expect(isFullOrder([3, 1, 1], [1, 2, 3])).toBe(false);
    expect(isFullOrder([3, 1, 4], [1, 2, 3])).toBe(false);
  });
});

describe('the contract schema', () => {
  const valid = { name: 'Phone', status: 'draft', category_id: 1, brand_id: null, price: 100, discount_price: 90 };

  it('names the field of each rule with its message', () => {
    const issues = (input: object) =>
      productInputSchema
        .safeParse({ ...valid, ...input })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ discount_price: 120 })).toEqual([['discount_price', CATALOGUE_MESSAGES.discountAbovePrice]]);
    expect(issues({ long_description: 'Nice <script>x</script>' })).toEqual([
      ['long_description', CATALOGUE_MESSAGES.htmlNotAllowed],
    ]);
    expect(issues({ short_description: 'Under 5W: <5 W at idle' })).toBeUndefined();
    expect(issues({ price: 100.005 })).toEqual([['price', CATALOGUE_MESSAGES.priceInvalid]]);
    expect(
      issues({
        bulk_discounts: [
          { min_quantity: 5, discount_percentage: 5 },
          { min_quantity: 5, discount_percentage: 8 },
        ],
      }),
    ).toEqual([['bulk_discounts.1.min_quantity', CATALOGUE_MESSAGES.tierDuplicate]]);
    expect(issues({ colors: [{ color_name: 'Black', color_name_ne: '', hex_code: 'black', quantity: 1 }] })).toEqual([
      ['colors.0.hex_code', CATALOGUE_MESSAGES.colorHexInvalid],
    ]);
    expect(issues({ slug: 'Not A Slug' })?.[0]?.[0]).toBe('slug');
  });
});
