import { bulkDiscountedPricePaisa, MAX_ORDER_LINE_QUANTITY, sortedTiers } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import {
  brands,
  categories,
  demoReviewsFor,
  imageColorFor,
  products,
  reviewers,
  reviewTexts,
  type CategorySlug,
  type ReviewRating,
} from './catalog-data.js';

const ACCESSORIES: readonly CategorySlug[] = ['earbuds', 'neckbands', 'speakers', 'smartwatches', 'power-banks'];
const RATINGS: readonly ReviewRating[] = [1, 2, 3, 4, 5];

const inStock = (p: (typeof products)[number]): boolean =>
  p.colors.length > 0 ? p.colors.some((c) => c.quantity > 0) : p.stock > 0;

describe('demo catalogue: categories and brands', () => {
  it('has the seven categories in display order', () => {
    expect(categories).toEqual([
      { slug: 'smartphones', name: 'Smartphones' },
      { slug: 'laptops', name: 'Laptops' },
      { slug: 'earbuds', name: 'Earbuds' },
      { slug: 'neckbands', name: 'Neckbands' },
      { slug: 'speakers', name: 'Speakers' },
      { slug: 'smartwatches', name: 'Smartwatches' },
      { slug: 'power-banks', name: 'Power Banks' },
    ]);
  });

  it('has unique kebab-case brand slugs and names', () => {
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.name.toLowerCase())).size).toBe(brands.length);
    for (const brand of brands) expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses only known brands, at least ten of them', () => {
    const known = new Set(brands.map((b) => b.slug));
    for (const product of products) expect(known.has(product.brand), product.name).toBe(true);
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('demo catalogue: products', () => {
  it('has at least 130 products spread over every category', () => {
    expect(products.length).toBeGreaterThanOrEqual(130);
    const perCategory = new Map<CategorySlug, number>();
    for (const p of products) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
    expect(perCategory.get('smartphones')).toBeGreaterThanOrEqual(30);
    expect(perCategory.get('laptops')).toBeGreaterThanOrEqual(20);
    expect(perCategory.get('earbuds')).toBeGreaterThanOrEqual(20);
    expect(perCategory.get('neckbands')).toBeGreaterThanOrEqual(15);
    expect(perCategory.get('speakers')).toBeGreaterThanOrEqual(15);
    expect(perCategory.get('smartwatches')).toBeGreaterThanOrEqual(15);
    expect(perCategory.get('power-banks')).toBeGreaterThanOrEqual(15);
  });

  it('has unique names and unique lowercase kebab-case slugs', () => {
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.slug.length).toBeLessThanOrEqual(80);
    }
  });

  it('prices are whole rupees with the selling price at or below the MRP', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0, p.name).toBe(true);
      expect(Number.isInteger(p.discountPrice) && p.discountPrice > 0, p.name).toBe(true);
      expect(p.discountPrice, p.name).toBeLessThanOrEqual(p.price);
      expect(Number.isInteger(p.deliveryPrice) && p.deliveryPrice > 0, p.name).toBe(true);
    }
    const discounted = products.filter((p) => p.discountPrice < p.price).length;
    expect(discounted / products.length).toBeGreaterThan(0.8);
    expect(products.some((p) => p.discountPrice === p.price)).toBe(true);
  });

  it('covers every price band, with plenty under the filter default of Rs 20,000', () => {
    const bands: [number, number][] = [
      [0, 5000],
      [5000, 10000],
      [10000, 20000],
      [20000, 50000],
      [50000, 100000],
      [100000, Infinity],
    ];
    for (const [low, high] of bands) {
      const inBand = products.filter((p) => p.discountPrice >= low && p.discountPrice < high);
      expect(inBand.length, `band ${low}-${high}`).toBeGreaterThanOrEqual(3);
    }
    expect(products.filter((p) => p.discountPrice <= 20000).length).toBeGreaterThanOrEqual(50);
  });

  it('laptops cost more to deliver than accessories', () => {
    const laptopDelivery = Math.min(...products.filter((p) => p.category === 'laptops').map((p) => p.deliveryPrice));
    const accessoryDelivery = Math.max(
      ...products.filter((p) => p.category === 'earbuds' || p.category === 'power-banks').map((p) => p.deliveryPrice),
    );
    expect(laptopDelivery).toBeGreaterThan(accessoryDelivery);
  });

  it('has several Samsung Galaxy phones (search tests look for them)', () => {
    const galaxyPhones = products.filter((p) => p.category === 'smartphones' && p.name.startsWith('Samsung Galaxy'));
    expect(galaxyPhones.length).toBeGreaterThanOrEqual(5);
  });

  it('texts are filled in: one-sentence short description, 2-4 paragraph long description', () => {
    for (const p of products) {
      expect(p.shortDescription, p.name).toMatch(/^[A-Za-z0-9].*[.!]$/);
      expect(p.shortDescription, p.name).not.toMatch(/[.!?]\s+[A-Z]/);
      expect(p.shortDescription, p.name).not.toContain('\n');
      const paragraphs = p.longDescription.split('\n\n');
      expect(paragraphs.length, p.name).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, p.name).toBeLessThanOrEqual(4);
      for (const paragraph of paragraphs) expect(paragraph.trim().length, p.name).toBeGreaterThan(40);
      expect(p.deliveryDetail).toMatch(/Kathmandu Valley/);
    }
  });

  it('has 5-10 specification rows with a warranty row, and 2-4 images', () => {
    for (const p of products) {
      expect(p.specifications.length, p.name).toBeGreaterThanOrEqual(5);
      expect(p.specifications.length, p.name).toBeLessThanOrEqual(10);
      for (const spec of p.specifications) {
        expect(spec.title.trim(), p.name).not.toBe('');
        expect(spec.answer.trim(), p.name).not.toBe('');
      }
      expect(new Set(p.specifications.map((s) => s.title)).size, p.name).toBe(p.specifications.length);
      expect(
        p.specifications.some((s) => s.title === 'Warranty'),
        p.name,
      ).toBe(true);
      expect(Number.isInteger(p.imageCount) && p.imageCount >= 2 && p.imageCount <= 4, p.name).toBe(true);
    }
  });
});

describe('demo catalogue: stock and colours', () => {
  it('stock equals the sum of colour quantities whenever a product has colours', () => {
    for (const p of products) {
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.name).toBe(true);
      if (p.colors.length > 0) {
        expect(p.stock, p.name).toBe(p.colors.reduce((sum, c) => sum + c.quantity, 0));
      }
    }
  });

  it('colours have a name, a #rrggbb hex code and a whole non-negative quantity, unique per product', () => {
    for (const p of products) {
      for (const c of p.colors) {
        expect(c.name.trim(), p.name).not.toBe('');
        expect(c.hex, p.name).toMatch(/^#[0-9a-f]{6}$/);
        expect(Number.isInteger(c.quantity) && c.quantity >= 0, p.name).toBe(true);
      }
      expect(new Set(p.colors.map((c) => c.name)).size, p.name).toBe(p.colors.length);
    }
  });

  it('has at least three sold-out products with no colour in stock', () => {
    const soldOut = products.filter((p) => p.stock === 0 && !inStock(p));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.some((p) => p.colors.length > 0)).toBe(true);
    expect(soldOut.some((p) => p.colors.length === 0)).toBe(true);
  });

  it('has several products with one sold-out colour while others are in stock', () => {
    const mixed = products.filter(
      (p) => p.colors.some((c) => c.quantity === 0) && p.colors.some((c) => c.quantity > 0),
    );
    expect(mixed.length).toBeGreaterThanOrEqual(5);
  });

  it('has a few low-stock products (1-3 units)', () => {
    expect(products.filter((p) => p.stock >= 1 && p.stock <= 3).length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo catalogue: featured products and bulk discounts', () => {
  it('features 8-14 in-stock products spread over the categories', () => {
    const featured = products.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(14);
    expect(new Set(featured.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    for (const p of featured) expect(inStock(p), p.name).toBe(true);
  });

  it('offers bulk discounts on at least eight accessories and never on phones or laptops', () => {
    const withBulk = products.filter((p) => p.bulkDiscounts.length > 0);
    expect(withBulk.length).toBeGreaterThanOrEqual(8);
    for (const p of withBulk) expect(ACCESSORIES, p.name).toContain(p.category);
  });

  it('bulk tiers are sane: whole quantities from 2, 1-50%, one tier per quantity', () => {
    for (const p of products) {
      for (const tier of p.bulkDiscounts) {
        expect(Number.isInteger(tier.minQuantity) && tier.minQuantity >= 2, p.name).toBe(true);
        expect(tier.discountPercentage, p.name).toBeGreaterThan(0);
        expect(tier.discountPercentage, p.name).toBeLessThanOrEqual(50);
      }
      expect(new Set(p.bulkDiscounts.map((t) => t.minQuantity)).size, p.name).toBe(p.bulkDiscounts.length);
    }
  });

  it('keeps tiers in the order written, including lists that are not ascending (the table sorts them)', () => {
    const unsorted = products.filter((p) =>
      p.bulkDiscounts.some((tier, i) => i > 0 && tier.minQuantity < (p.bulkDiscounts[i - 1]?.minQuantity ?? 0)),
    );
    expect(unsorted.length).toBeGreaterThanOrEqual(1);
    const airdopes = products.find((p) => p.slug === 'boat-airdopes-141');
    expect(airdopes?.bulkDiscounts).toEqual([
      { minQuantity: 5, discountPercentage: 10 },
      { minQuantity: 3, discountPercentage: 5 },
    ]);
  });

  it('has no tier that can never apply: each is cheaper than the one below it and within one line’s reach', () => {
    // docs/rules/cart.md#bulk-discounts: the highest tier met prices a line. A tier no deeper than
    // a smaller one would make buying more cost more per piece; one above the stock of every colour
    // (or above the most one order line may hold) is a promise nobody can take up.
    for (const p of products) {
      const byQuantity = sortedTiers(p.bulkDiscounts.map((t) => ({ ...t, min_quantity: t.minQuantity })));
      const prices = byQuantity.map((t) => bulkDiscountedPricePaisa(p.discountPrice * 100, t.discountPercentage));
      prices.forEach((price, i) => {
        expect(price, `${p.name}: tier ${i + 1} vs the price without tiers`).toBeLessThan(p.discountPrice * 100);
        if (i > 0) expect(price, `${p.name}: tier ${i + 1} vs tier ${i}`).toBeLessThan(prices[i - 1] ?? 0);
      });
      const mostPerLine = Math.min(
        MAX_ORDER_LINE_QUANTITY,
        p.colors.length > 0 ? Math.max(...p.colors.map((c) => c.quantity)) : p.stock,
      );
      for (const tier of byQuantity) expect(tier.minQuantity, p.name).toBeLessThanOrEqual(mostPerLine);
    }
  });
});

describe('demo catalogue: image colours', () => {
  it('gives every image of every product a hex colour', () => {
    for (const p of products) {
      for (let i = 0; i < p.imageCount; i++) expect(imageColorFor(p, i)).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('demo reviews', () => {
  it('has 12 reviewers with first and last names', () => {
    expect(reviewers).toHaveLength(12);
    for (const r of reviewers) {
      expect(r.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(r.lastName).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it('has at least six distinct texts per star level', () => {
    for (const rating of RATINGS) {
      expect(reviewTexts[rating].length).toBeGreaterThanOrEqual(6);
      expect(new Set(reviewTexts[rating]).size).toBe(reviewTexts[rating].length);
    }
  });

  it('is deterministic', () => {
    for (let i = 0; i < products.length; i++) expect(demoReviewsFor(i)).toEqual(demoReviewsFor(i));
  });

  it('gives 0-6 valid reviews per product, each by a different reviewer', () => {
    for (let i = 0; i < products.length + 50; i++) {
      const reviews = demoReviewsFor(i);
      expect(reviews.length).toBeLessThanOrEqual(6);
      expect(new Set(reviews.map((r) => r.reviewerIndex)).size).toBe(reviews.length);
      for (const r of reviews) {
        expect(Number.isInteger(r.reviewerIndex) && r.reviewerIndex >= 0 && r.reviewerIndex < reviewers.length).toBe(
          true,
        );
        expect(RATINGS).toContain(r.rating);
        expect(reviewTexts[r.rating]).toContain(r.text);
        expect(Number.isInteger(r.daysAgo) && r.daysAgo >= 1 && r.daysAgo <= 365).toBe(true);
      }
    }
  });

  it('leaves a few products without reviews and rates the rest mostly 4-5 stars', () => {
    const all = products.map((_, i) => demoReviewsFor(i));
    const unreviewed = all.filter((r) => r.length === 0).length;
    expect(unreviewed).toBeGreaterThanOrEqual(3);
    expect(unreviewed).toBeLessThan(products.length / 4);
    const ratings = all.flat().map((r) => r.rating);
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.7);
    expect(ratings.some((r) => r <= 3)).toBe(true);
  });

  it('never repeats a text on one product', () => {
    for (let i = 0; i < products.length + 50; i++) {
      const texts = demoReviewsFor(i).map((r) => r.text);
      expect(new Set(texts).size, `product ${i}: ${texts.join(' | ')}`).toBe(texts.length);
    }
  });

  it('returns nothing for an invalid index', () => {
    expect(demoReviewsFor(-1)).toEqual([]);
    expect(demoReviewsFor(1.5)).toEqual([]);
  });
});
