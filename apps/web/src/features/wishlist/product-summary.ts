import type { ProductSummary } from '@pasal/contract';

/**
 * Just the fields a product card needs. Lists kept in browser storage (wishlist, recently viewed)
 * hold these, not whole product pages with descriptions and specifications.
 */
export function toSummary(product: ProductSummary): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    discount_price: product.discount_price,
    discount_percentage: product.discount_percentage,
    short_description: product.short_description,
    // A list stored before the Nepali texts (issue #30) has none: the card shows the English.
    short_description_ne: product.short_description_ne ?? null,
    delivery_price: product.delivery_price,
    total_quantity: product.total_quantity,
    overall_rating: product.overall_rating,
    total_ratings: product.total_ratings,
    category_name: product.category_name,
    category_name_ne: product.category_name_ne ?? null,
    category_slug: product.category_slug,
    brand_name: product.brand_name,
    is_featured: product.is_featured,
    images: product.images,
  };
}
