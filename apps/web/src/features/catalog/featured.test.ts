import type { ProductSummary } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { filterFeatured } from './featured';

const product = (id: number, category_name: string, is_featured = true): ProductSummary => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  price: 1000,
  discount_price: 900,
  discount_percentage: 10,
  short_description: '',
  short_description_ne: null,
  delivery_price: 0,
  total_quantity: 5,
  overall_rating: 4,
  total_ratings: 2,
  category_name,
  category_name_ne: null,
  category_slug: category_name.toLowerCase(),
  brand_name: null,
  is_featured,
  images: [],
});

describe('filterFeatured', () => {
  const list = [
    product(1, 'Smartphones'),
    product(2, 'Laptops'),
    product(3, 'Smartphones'),
    product(4, 'Earbuds', false),
  ];

  it("'all' shows every featured product", () => {
    expect(filterFeatured(list, 'all').map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('a category shows only its featured products (case-insensitive)', () => {
    expect(filterFeatured(list, 'Smartphones').map((p) => p.id)).toEqual([1, 3]);
    expect(filterFeatured(list, 'laptops').map((p) => p.id)).toEqual([2]);
    expect(filterFeatured(list, 'Earbuds')).toEqual([]);
  });

  it('never shows more than 8', () => {
    const many = Array.from({ length: 12 }, (_, index) => product(index + 1, 'Speakers'));
    expect(filterFeatured(many, 'all')).toHaveLength(8);
  });
});
