import {
  attributeParamsOf,
  discountPercentageOf,
  FEATURED_LIMIT,
  paisaToRupees,
  PRODUCTS_PAGE_SIZE,
  rupeesToPaisa,
  SUGGESTION_LIMIT,
  type Category,
  type Paginated,
  type Product,
  type ProductListPage,
  type ProductListQuery,
  type ProductSuggestion,
  type ProductGone,
  type ProductStatus,
  type ProductSummary,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { preparedRows } from '../../db/prepared.js';
import { parseAttributeFilters } from './attributes/filters.js';
import { productAttributeListJson } from './attributes/load.js';
import type { CatalogIndex, ProductCard } from './search/catalog-index.js';
import { searchUnderstood } from './search/understood-search.js';
import {
  productImagesJson,
  toProduct,
  toProductSummary,
  toVariants,
  type ProductDetailRow,
  type ProductRow,
  type VariantsRow,
} from './mappers.js';
import { refuse } from '../../lib/refusal.js';

const CATEGORY_PAGE_SIZE = 20;

const summaryColumns = sql`
  p.id, p.name, p.slug, p.price_paisa, p.discount_price_paisa, p.short_description,
  nullif(p.short_description_ne, '') AS short_description_ne,
  p.delivery_price_paisa, p.total_quantity, p.overall_rating, p.total_ratings, p.is_featured, p.is_active,
  c.name AS category_name, nullif(c.name_ne, '') AS category_name_ne, c.slug AS category_slug, b.name AS brand_name,
  ${productImagesJson} AS images`;

const detailColumns = sql`${summaryColumns},
  p.long_description, nullif(p.long_description_ne, '') AS long_description_ne,
  p.delivery_detail, nullif(p.delivery_detail_ne, '') AS delivery_detail_ne,
  coalesce((SELECT json_agg(json_build_object('id', k.id, 'color_name', k.color_name, 'color_name_ne', nullif(k.color_name_ne, ''),
              'hex_code', k.hex_code, 'quantity', k.quantity, 'image_id', k.image_id) ORDER BY k.position, k.id)
            FROM product_colors k WHERE k.product_id = p.id), '[]'::json) AS colors,
  coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'discount_percentage', d.discount_percentage) ORDER BY d.position, d.id)
            FROM product_bulk_discounts d WHERE d.product_id = p.id), '[]'::json) AS bulk_discounts,
  coalesce((SELECT json_agg(json_build_object('title', s.title, 'answer', s.answer,
              'title_ne', nullif(s.title_ne, ''), 'answer_ne', nullif(s.answer_ne, '')) ORDER BY s.position, s.id)
            FROM product_specifications s WHERE s.product_id = p.id), '[]'::json) AS specifications,
  ${productAttributeListJson} AS attributes`;

/**
 * Product p's family for the picker (issue #35): the options and every variant on sale, in the
 * family's order (the first made first); null for a product without variants.
 */
const variantsJson = sql`CASE WHEN p.family_id IS NULL THEN NULL ELSE (
    SELECT json_build_object('name', f.name, 'options',
        (SELECT json_agg(json_build_object('name', o.name, 'name_ne', nullif(o.name_ne, '')) ORDER BY o.position)
           FROM unnest(f.options, f.options_ne) WITH ORDINALITY AS o(name, name_ne, position)),
      'items', coalesce((SELECT json_agg(json_build_object('id', v.id, 'slug', v.slug, 'values', v.option_values,
          'discount_price_paisa', v.discount_price_paisa, 'in_stock', v.total_quantity > 0) ORDER BY v.id)
        FROM products v WHERE v.family_id = f.id AND v.is_active), '[]'::json))
    FROM product_families f WHERE f.id = p.family_id) END`;

const fromProducts = sql`FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id`;

export async function listCategories(db: DbOrTx, page: number): Promise<Paginated<Category>> {
  const result = await preparedRows<Category & { total: number }>(
    db,
    sql`
    SELECT id, name, nullif(name_ne, '') AS name_ne, slug, image, count(*) OVER () AS total FROM categories
    ORDER BY position, id LIMIT ${CATEGORY_PAGE_SIZE} OFFSET ${(page - 1) * CATEGORY_PAGE_SIZE}`,
  );
  const count = result[0]?.total ?? (await countCategories(db));
  return {
    data: result.map(({ total: _total, ...category }) => category),
    count,
    page,
    total_pages: Math.max(1, Math.ceil(count / CATEGORY_PAGE_SIZE)),
  };
}

async function countCategories(db: DbOrTx): Promise<number> {
  const result = await preparedRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM categories`);
  return result[0]?.n ?? 0;
}

/** Lower-cased, whitespace-folded search text; null when there is nothing to search for. */
function normaliseSearch(text: string | undefined): string | null {
  const folded = (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  return folded.length > 0 ? folded.slice(0, 200) : null;
}

/**
 * A page of the product list (filters, sort, search) with its count and filter counts, answered
 * by the in-process catalogue index (search/catalog-index.ts) alone: it holds what a card shows
 * and is current with every change this process has heard of (search/live-index.ts).
 */
export function listProducts(index: CatalogIndex, query: ProductListQuery): ProductListPage {
  // With a category, parameters named after its attributes filter by them (ram_gb=8-, 5g=yes).
  const template = query.category ? index.attributeTemplate(query.category) : [];
  const { filters: attributeFilters, errors } = parseAttributeFilters(template, attributeParamsOf(query));
  if (Object.keys(errors).length > 0) throw refuse('check_filters', undefined, { errors });
  // What the words say (a kind of product, a price) is applied as filters: search/understood-search.ts.
  const { answer, understood } = searchUnderstood(index, {
    text: normaliseSearch(query.name),
    category: query.category,
    minPricePaisa: rupeesToPaisa(query.min_price),
    maxPricePaisa: query.max_price === undefined ? null : rupeesToPaisa(query.max_price),
    minRating: query.review_count,
    brands: query.brand,
    inStock: query.in_stock,
    onSale: query.on_sale,
    ram: query.ram,
    storage: query.storage,
    attributeFilters,
    sort: query.sort_by,
    offset: (query.page - 1) * PRODUCTS_PAGE_SIZE,
    limit: PRODUCTS_PAGE_SIZE,
  });
  return {
    data: answer.cards.map(cardToSummary),
    count: answer.count,
    page: query.page,
    total_pages: Math.max(1, Math.ceil(answer.count / PRODUCTS_PAGE_SIZE)),
    facets: answer.facets,
    ...(understood ? { understood } : {}),
  };
}

function cardToSummary(card: ProductCard): ProductSummary {
  const { product } = card;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: paisaToRupees(card.pricePaisa),
    discount_price: paisaToRupees(card.discountPricePaisa),
    discount_percentage: discountPercentageOf(card.pricePaisa, card.discountPricePaisa),
    short_description: product.shortDescription,
    short_description_ne: product.shortDescriptionNe,
    delivery_price: paisaToRupees(product.deliveryPricePaisa),
    total_quantity: card.stock,
    overall_rating: card.rating,
    total_ratings: card.ratings,
    category_name: product.categoryName,
    category_name_ne: product.categoryNameNe,
    category_slug: product.categorySlug,
    brand_name: product.brandName,
    is_featured: card.featured,
    images: product.images,
    family: product.family
      ? {
          name: product.family.name,
          configuration: product.family.values.join('/'),
          configurations: card.configurations,
        }
      : null,
  };
}

export async function listFeatured(db: DbOrTx): Promise<ProductSummary[]> {
  const result = await preparedRows<ProductRow>(
    db,
    sql`
    SELECT ${summaryColumns} ${fromProducts}
    WHERE p.is_active AND p.is_featured
    ORDER BY c.position, p.overall_rating DESC, p.id
    LIMIT ${FEATURED_LIMIT}`,
  );
  return result.map(toProductSummary);
}

/** Search-as-you-type: the same engine as the search page, the last word completed; all in memory. */
export function suggestProducts(index: CatalogIndex, text: string): ProductSuggestion[] {
  const search = normaliseSearch(text);
  if (!search) return [];
  return index.suggest(search, SUGGESTION_LIMIT).map((suggestion) => ({
    id: suggestion.id,
    name: suggestion.name,
    slug: suggestion.slug,
    image: suggestion.image,
    discount_price: paisaToRupees(suggestion.discountPricePaisa),
    category_name: suggestion.categoryName,
    category_name_ne: suggestion.categoryNameNe,
    highlights: suggestion.highlights,
  }));
}

/**
 * One product by numeric id, slug or one of its earlier slugs (a renamed product keeps its old
 * links: product_slug_redirects, written by the back office), with its status: the product page
 * answers a draft as missing and an archived product as gone (410).
 */
export async function findProductWithStatus(
  db: DbOrTx,
  idOrSlug: string,
): Promise<{ product: Product; status: ProductStatus } | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const result = await preparedRows<ProductDetailRow & { status: ProductStatus; variants: VariantsRow | null }>(
    db,
    sql`
    SELECT ${detailColumns}, p.status, ${variantsJson} AS variants ${fromProducts}
    WHERE ${
      byId
        ? sql`p.id = ${Number(idOrSlug)}`
        : sql`p.id = coalesce((SELECT id FROM products WHERE slug = ${idOrSlug}),
                              (SELECT product_id FROM product_slug_redirects WHERE slug = ${idOrSlug}))`
    }`,
  );
  const row = result[0];
  return row ? { product: { ...toProduct(row), variants: toVariants(row.variants) }, status: row.status } : null;
}

/** A few products on sale to offer instead of one no longer sold: same category, in stock first. */
export async function suggestInstead(db: DbOrTx, productId: number, limit = 4): Promise<ProductGone['suggestions']> {
  const result = await preparedRows<{
    id: number;
    name: string;
    slug: string;
    discount_price_paisa: number;
    image: string | null;
  }>(
    db,
    sql`
    SELECT p.id, p.name, p.slug, p.discount_price_paisa,
      (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image
    FROM products p
    WHERE p.is_active AND p.id <> ${productId}
      AND p.category_id = (SELECT category_id FROM products WHERE id = ${productId})
    ORDER BY (p.total_quantity > 0) DESC, p.overall_rating DESC, p.id
    LIMIT ${limit}`,
  );
  return result.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    discount_price: paisaToRupees(row.discount_price_paisa),
    image: row.image,
  }));
}

/**
 * Products by id, archived ones included (a cart shows them as no longer sold). `published` leaves
 * out drafts, which only staff may see: the public GET /products/by-ids/ asks for that; a cart or
 * wishlist holds only what was once on sale, and checks `is_active` itself.
 */
export async function findProductsByIds(
  db: DbOrTx,
  ids: number[],
  options: { published?: boolean } = {},
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const result = await preparedRows<ProductDetailRow>(
    db,
    sql`
    SELECT ${detailColumns} ${fromProducts}
    WHERE p.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})${options.published ? sql` AND p.status <> 'draft'` : sql``}
    ORDER BY p.id`,
  );
  return result.map(toProduct);
}
