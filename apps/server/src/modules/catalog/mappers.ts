import {
  bulkDiscountedPricePaisa,
  discountPercentageOf,
  paisaToRupees,
  type BulkDiscount,
  type Product,
  type ProductAttribute,
  type ProductColor,
  type ProductImage,
  type ProductSummary,
  type ProductVariants,
  type Specification,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';

/**
 * A product's images (ProductImage[], in display order) as one JSON value of a query on
 * `products p`. One fragment for every reader (product page, list, search index), so an image
 * field added here reaches all of them. Uploads (modules/media) add `width`, `height` and
 * `variants`; the demo's SVGs keep their three fields (nulls are stripped).
 */
export const productImagesJson = sql`coalesce((SELECT json_agg(json_strip_nulls(json_build_object('id', i.id, 'image', i.url, 'alt', i.alt,
              'width', u.width, 'height', u.height,
              'variants', CASE WHEN u.id IS NOT NULL THEN json_build_object('key', u.key, 'widths', u.widths) END)) ORDER BY i.position, i.id)
            FROM product_images i LEFT JOIN media_uploads u ON u.id = i.upload_id WHERE i.product_id = p.id), '[]'::json)`;

/** A product row as the catalogue queries return it (snake_case straight from SQL). */
export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  price_paisa: number;
  discount_price_paisa: number;
  short_description: string;
  short_description_ne: string | null;
  delivery_price_paisa: number;
  total_quantity: number;
  overall_rating: number;
  total_ratings: number;
  is_featured: boolean;
  is_active: boolean;
  category_name: string;
  category_name_ne: string | null;
  category_slug: string;
  brand_name: string | null;
  images: ProductImage[];
}

export interface ProductDetailRow extends ProductRow {
  long_description: string;
  long_description_ne: string | null;
  delivery_detail: string;
  delivery_detail_ne: string | null;
  colors: {
    id: number;
    color_name: string;
    color_name_ne: string | null;
    hex_code: string;
    quantity: number;
    image_id: number | null;
  }[];
  bulk_discounts: { min_quantity: number; discount_percentage: number }[];
  specifications: Specification[];
  /** Absent where a query does not read them (the product page's does). */
  attributes?: ProductAttribute[];
}

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: paisaToRupees(row.price_paisa),
    discount_price: paisaToRupees(row.discount_price_paisa),
    discount_percentage: discountPercentageOf(row.price_paisa, row.discount_price_paisa),
    short_description: row.short_description,
    short_description_ne: row.short_description_ne,
    delivery_price: paisaToRupees(row.delivery_price_paisa),
    total_quantity: row.total_quantity,
    overall_rating: Number(row.overall_rating),
    total_ratings: row.total_ratings,
    category_name: row.category_name,
    category_name_ne: row.category_name_ne,
    category_slug: row.category_slug,
    brand_name: row.brand_name,
    is_featured: row.is_featured,
    images: row.images,
  };
}

export function toProduct(row: ProductDetailRow): Product {
  const colors: ProductColor[] = row.colors.map((color) => ({ ...color, is_in_stock: color.quantity > 0 }));
  const bulk: BulkDiscount[] = row.bulk_discounts.map((tier) => ({
    min_quantity: tier.min_quantity,
    discount_percentage: Number(tier.discount_percentage),
    discounted_price: paisaToRupees(
      bulkDiscountedPricePaisa(row.discount_price_paisa, Number(tier.discount_percentage)),
    ),
  }));
  return {
    ...toProductSummary(row),
    long_description: row.long_description,
    long_description_ne: row.long_description_ne,
    delivery_detail: row.delivery_detail,
    delivery_detail_ne: row.delivery_detail_ne,
    colors,
    bulk_discounts: bulk,
    specifications: row.specifications,
    ...(row.attributes ? { attributes: row.attributes } : {}),
    is_active: row.is_active,
  };
}

/** A product's family as the product page's query returns it (catalog/service.ts variantsJson). */
export interface VariantsRow {
  name: string;
  options: { name: string; name_ne: string | null }[];
  items: { id: number; slug: string; values: string[]; discount_price_paisa: number; in_stock: boolean }[];
}

export function toVariants(row: VariantsRow | null): ProductVariants | null {
  if (!row) return null;
  return {
    name: row.name,
    options: row.options,
    items: row.items.map(({ discount_price_paisa, ...item }) => ({
      ...item,
      discount_price: paisaToRupees(discount_price_paisa),
    })),
  };
}
