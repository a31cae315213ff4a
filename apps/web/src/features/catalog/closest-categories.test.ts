import type { Category } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { closestCategories } from './closest-categories';

const names = ['Smartphones', 'Laptops', 'Earbuds', 'Neckbands', 'Speakers', 'Smartwatches', 'Power Banks'];
const categories: Category[] = names.map((name, index) => ({
  id: index + 1,
  name,
  name_ne: null,
  slug: name.toLowerCase().replace(/ /g, '-'),
  image: '',
}));
const closest = (query: string) => closestCategories(query, categories).map((category) => category.name);

describe('closestCategories', () => {
  it('puts the category nearest to a misspelt or partial query first', () => {
    expect(closest('labtop')[0]).toBe('Laptops');
    expect(closest('smart wach')[0]).toBe('Smartwatches');
    expect(closest('powerbank 20000')[0]).toBe('Power Banks');
    expect(closest('ear buds')[0]).toBe('Earbuds');
  });

  it('gives only the near ones, at most three, and the shop’s first categories when nothing is near', () => {
    expect(closest('smart')).toEqual(['Smartphones', 'Smartwatches']);
    expect(closestCategories('smart', categories, 1).map((category) => category.name)).toEqual(['Smartphones']);
    // "er" and "r " alone do not make a refrigerator a power bank.
    expect(closest('refrigerator')).toEqual(['Smartphones', 'Laptops', 'Earbuds']);
    expect(closest('zzqx')).toEqual(['Smartphones', 'Laptops', 'Earbuds']);
    expect(closestCategories('anything', [])).toEqual([]);
  });
});
