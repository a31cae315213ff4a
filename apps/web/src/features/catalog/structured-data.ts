import type { Product } from '@pasal/contract';

/**
 * schema.org Product with an NPR Offer, availability and (when rated) aggregateRating, for
 * search engines' rich results on the product page.
 */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = `${origin}/products/${encodeURIComponent(product.slug)}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    url,
    image: product.images.map((image) => new URL(image.image, origin).toString()),
    description: product.short_description || product.long_description.slice(0, 300),
    category: product.category_name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'NPR',
      price: product.discount_price.toFixed(2),
      itemCondition: 'https://schema.org/NewCondition',
      availability:
        product.is_active && product.total_quantity > 0
          ? 'https://schema.org/InStock'
          : product.is_active
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/Discontinued',
    },
  };
  if (product.brand_name) data.brand = { '@type': 'Brand', name: product.brand_name };
  if (product.total_ratings > 0)
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.overall_rating.toFixed(1),
      reviewCount: product.total_ratings,
      bestRating: 5,
      worstRating: 1,
    };
  return data;
}

/** JSON for a <script> element: '<' escaped so a product text can never close the script. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
