import type { Product } from '../catalog/catalog.js';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonForScript, productJsonLd } from './product-seo.js';

const product: Product = {
  id: 7,
  name: 'Redmi Note 14 </script>',
  slug: 'redmi-note-14',
  price: 31999,
  discount_price: 29999,
  discount_percentage: 6,
  short_description: 'A phone.',
  short_description_ne: null,
  delivery_price: 100,
  total_quantity: 4,
  overall_rating: 4.25,
  total_ratings: 8,
  category_name: 'Smartphones',
  category_name_ne: null,
  category_slug: 'smartphones',
  brand_name: 'Xiaomi',
  is_featured: true,
  images: [{ id: 1, image: '/uploads/products/redmi-1.svg', alt: '' }],
  long_description: 'Long.',
  long_description_ne: null,
  delivery_detail: '',
  delivery_detail_ne: null,
  colors: [],
  bulk_discounts: [],
  specifications: [],
  is_active: true,
};

describe('productJsonLd', () => {
  it('describes the product with an NPR offer, stock and rating', () => {
    expect(productJsonLd(product, 'https://pasal.np')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: '7',
      url: 'https://pasal.np/products/redmi-note-14',
      image: ['https://pasal.np/uploads/products/redmi-1.svg'],
      description: 'A phone.',
      category: 'Smartphones',
      brand: { '@type': 'Brand', name: 'Xiaomi' },
      offers: {
        '@type': 'Offer',
        url: 'https://pasal.np/products/redmi-note-14',
        priceCurrency: 'NPR',
        price: '29999.00',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.3',
        reviewCount: 8,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('marks stock and sale status and leaves out an empty rating', () => {
    const soldOut = productJsonLd({ ...product, total_quantity: 0, total_ratings: 0 }, 'https://pasal.np');
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(soldOut.aggregateRating).toBeUndefined();
    const retired = productJsonLd({ ...product, is_active: false }, 'https://pasal.np');
    expect(retired.offers).toMatchObject({ availability: 'https://schema.org/Discontinued' });
  });

  it('names the configuration and its group for a product sold in variants (issue #35)', () => {
    const variants = {
      name: 'Galaxy S24 Ultra',
      options: [
        { name: 'RAM', name_ne: null },
        { name: 'Storage', name_ne: 'भण्डारण' },
      ],
      items: [
        { id: 3, slug: 'a', values: ['12GB', '256GB'], discount_price: 1, in_stock: true },
        { id: product.id, slug: product.slug, values: ['12GB', '512GB'], discount_price: 2, in_stock: true },
      ],
    };
    const data = productJsonLd({ ...product, variants }, 'https://pasal.np');
    expect(data).toMatchObject({
      inProductGroupWithID: '3',
      isVariantOf: {
        '@type': 'ProductGroup',
        name: 'Galaxy S24 Ultra',
        productGroupID: '3',
        variesBy: ['RAM', 'Storage'],
      },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'RAM', value: '12GB' },
        { '@type': 'PropertyValue', name: 'Storage', value: '512GB' },
      ],
    });
    expect(productJsonLd({ ...product, variants: null }, 'https://pasal.np').isVariantOf).toBeUndefined();
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element', () => {
    const text = jsonForScript(productJsonLd(product, 'https://pasal.np'));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe(product.name);
  });
});

describe('absoluteUrl', () => {
  it('puts a path under the origin and leaves absolute addresses alone', () => {
    expect(absoluteUrl('/uploads/a.svg', 'https://pasal.np/')).toBe('https://pasal.np/uploads/a.svg');
    expect(absoluteUrl('uploads/a.svg', 'https://pasal.np')).toBe('https://pasal.np/uploads/a.svg');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://pasal.np')).toBe('https://cdn.example/a.png');
  });
});
