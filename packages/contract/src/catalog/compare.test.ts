import { describe, expect, it } from 'vitest';
import { compareHead, comparePagePath, compareSlugsOf } from './compare.js';
import { compareQuerySchema } from './compare-responses.js';

describe('the comparison address', () => {
  it('reads slugs in order, without blanks, case or repeats', () => {
    expect(compareSlugsOf(' Pixel-9 ,galaxy-s25,,pixel-9, ')).toEqual(['pixel-9', 'galaxy-s25']);
    expect(compareSlugsOf(null)).toEqual([]);
  });

  it('writes the page address with readable commas; the bare page for none', () => {
    expect(comparePagePath(['pixel-9', 'galaxy-s25'])).toBe('/compare?products=pixel-9,galaxy-s25');
    expect(comparePagePath([])).toBe('/compare');
    expect(compareSlugsOf(comparePagePath(['a', 'b']).split('?products=')[1])).toEqual(['a', 'b']);
  });
});

describe('compareQuerySchema', () => {
  const slugsError = (slugs: string) => compareQuerySchema.safeParse({ slugs }).error?.issues[0]?.message;

  it('takes 1 to 4 product slugs', () => {
    expect(compareQuerySchema.parse({ slugs: 'a,b-2,c,d' }).slugs).toEqual(['a', 'b-2', 'c', 'd']);
    expect(compareQuerySchema.parse({ slugs: 'a,a,a,a,a' }).slugs).toEqual(['a']);
  });

  it('refuses none, too many and what is not a slug', () => {
    expect(compareQuerySchema.safeParse({}).success).toBe(false);
    expect(slugsError(' , ')).toBe('Choose at least one product to compare');
    expect(slugsError('a,b,c,d,e')).toBe('Compare at most 4 products at a time');
    expect(slugsError('a,b_c')).toMatch(/comma-separated/);
    expect(slugsError('x'.repeat(201))).toMatch(/comma-separated/);
    expect(slugsError('a,'.repeat(2000))).toBe('Compare at most 4 products at a time');
  });
});

describe('compareHead', () => {
  const comparison = { products: [{ name: 'Pixel 9' }, { name: 'Galaxy S25' }] };

  it('names the products in the title, in both languages', () => {
    expect(compareHead(comparison, 'Himal Gadgets', 'en')).toEqual({
      title: 'Compare Pixel 9 vs Galaxy S25 | Himal Gadgets',
      description: 'Pixel 9 vs Galaxy S25 side by side: prices, ratings, stock and specifications.',
    });
    expect(compareHead(comparison, 'Himal Gadgets', 'ne').title).toBe('Pixel 9 र Galaxy S25 तुलना | Himal Gadgets');
    expect(compareHead(null, 'Himal Gadgets', 'en').title).toBe('Compare products | Himal Gadgets');
  });
});
