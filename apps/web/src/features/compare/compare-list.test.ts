import { describe, expect, it } from 'vitest';
import { summary } from '../../testing';
import { addToCompare, removeFromCompare, toCompareItem, type CompareItem } from './compare-list';

const phone = (id: number) =>
  toCompareItem(summary(id, { name: `Phone ${id}`, category_slug: 'smartphones', category_name: 'Smartphones' }));
const laptop = (id: number) =>
  toCompareItem(summary(id, { name: `Laptop ${id}`, category_slug: 'laptops', category_name: 'Laptops' }));
const ids = (items: readonly CompareItem[]) => items.map((item) => item.id);

describe('the compare list', () => {
  it('adds products at the end, in the order chosen', () => {
    let items: CompareItem[] = [];
    for (const id of [3, 1, 2]) items = addToCompare(items, phone(id)).items;
    expect(ids(items)).toEqual([3, 1, 2]);
    expect(addToCompare([], phone(9)).outcome).toBe('added');
  });

  it('keeps at most 4: a fifth is refused and nothing chosen is dropped', () => {
    const four = [1, 2, 3, 4].map(phone);
    const { items, outcome } = addToCompare(four, phone(5));
    expect(outcome).toBe('full');
    expect(ids(items)).toEqual([1, 2, 3, 4]);
    expect(addToCompare(four.slice(0, 2), phone(5), 2).outcome).toBe('full');
  });

  it('holds one category: a product of another is refused, the list unchanged', () => {
    const chosen = [phone(1), phone(2)];
    const { items, outcome } = addToCompare(chosen, laptop(3));
    expect(outcome).toBe('other-category');
    expect(ids(items)).toEqual([1, 2]);
    // Another category is the reason given even when the list is also full.
    expect(addToCompare([1, 2, 3, 4].map(phone), laptop(5)).outcome).toBe('other-category');
  });

  it('changes nothing for a product already chosen', () => {
    const { items, outcome } = addToCompare([phone(1), phone(2)], phone(1));
    expect(outcome).toBe('already');
    expect(ids(items)).toEqual([1, 2]);
  });

  it('removes one product and keeps the others in order; an empty list takes any category again', () => {
    const items = removeFromCompare([phone(1), phone(2), phone(3)], 2);
    expect(ids(items)).toEqual([1, 3]);
    expect(removeFromCompare(items, 99)).toEqual(items);
    expect(addToCompare(removeFromCompare(removeFromCompare(items, 1), 3), laptop(7)).outcome).toBe('added');
  });

  it('keeps what the compare bar and the address need, not whole products', () => {
    expect(toCompareItem(summary(4, { slug: 'galaxy-a55', category_name_ne: 'स्मार्टफोन' }))).toEqual({
      id: 4,
      slug: 'galaxy-a55',
      name: 'Product 4',
      image: '/uploads/p4.svg',
      category_slug: 'earbuds',
      category_name: 'Earbuds',
      category_name_ne: 'स्मार्टफोन',
    });
  });
});
