import { describe, expect, it } from 'vitest';
import { products } from './catalog-data.js';
import { demoFamilies, demoVariantBases, demoVariantName, demoVariantSlug } from './demo-families.js';

describe('demo catalogue: products sold in configurations (issue #35)', () => {
  const bySlug = new Map(products.map((product) => [product.slug, product]));

  it('builds each family on a demo phone or laptop, with one value per option for every variant', () => {
    for (const family of demoFamilies) {
      const base = bySlug.get(family.base);
      expect(base, family.base).toBeDefined();
      expect(['smartphones', 'laptops']).toContain(base!.category);
      expect(base!.name).toBe(demoVariantName(family, family.baseValues));
      for (const variant of family.variants) {
        expect(variant.values).toHaveLength(family.options.length);
        expect(variant.colorStock).toHaveLength(base!.colors.length);
        expect(variant.discountPrice).toBeLessThanOrEqual(variant.price);
      }
    }
  });

  it('gives every configuration a name and slug no demo product has, and a way back to its base', () => {
    const slugs = demoFamilies.flatMap((family) =>
      family.variants.map((variant) => demoVariantSlug(demoVariantName(family, variant.values))),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(bySlug.has(slug), slug).toBe(false);
      expect(bySlug.has(demoVariantBases.get(slug)!)).toBe(true);
    }
    expect(slugs).toContain('samsung-galaxy-s24-ultra-12gb-512gb');
  });
});
