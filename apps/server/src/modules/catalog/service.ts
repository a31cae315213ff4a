import {
  FEATURED_LIMIT,
  PRICE_FILTER_MAX,
  PRODUCTS_PAGE_SIZE,
  rupeesToPaisa,
  SUGGESTION_LIMIT,
  type Category,
  type Paginated,
  type Product,
  type ProductListQuery,
  type ProductSuggestion,
  type ProductSummary,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { preparedRows } from '../../db/prepared.js';
import { toProduct, toProductSummary, type ProductDetailRow, type ProductRow } from './mappers.js';

const CATEGORY_PAGE_SIZE = 20;

const summaryColumns = sql`
  p.id, p.name, p.slug, p.price_paisa, p.discount_price_paisa, p.short_description,
  p.delivery_price_paisa, p.total_quantity, p.overall_rating, p.total_ratings, p.is_featured, p.is_active,
  c.name AS category_name, c.slug AS category_slug, b.name AS brand_name,
  coalesce((SELECT json_agg(json_build_object('id', i.id, 'image', i.url, 'alt', i.alt) ORDER BY i.position, i.id)
            FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images`;

const detailColumns = sql`${summaryColumns},
  p.long_description, p.delivery_detail,
  coalesce((SELECT json_agg(json_build_object('id', k.id, 'color_name', k.color_name, 'hex_code', k.hex_code, 'quantity', k.quantity) ORDER BY k.position, k.id)
            FROM product_colors k WHERE k.product_id = p.id), '[]'::json) AS colors,
  coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'discount_percentage', d.discount_percentage) ORDER BY d.position, d.id)
            FROM product_bulk_discounts d WHERE d.product_id = p.id), '[]'::json) AS bulk_discounts,
  coalesce((SELECT json_agg(json_build_object('title', s.title, 'answer', s.answer) ORDER BY s.position, s.id)
            FROM product_specifications s WHERE s.product_id = p.id), '[]'::json) AS specifications`;

const fromProducts = sql`FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id`;

export async function listCategories(db: DbOrTx, page: number): Promise<Paginated<Category>> {
  const result = await preparedRows<Category & { total: number }>(
    db,
    sql`
    SELECT id, name, slug, image, count(*) OVER () AS total FROM categories
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
export function normaliseSearch(text: string | undefined): string | null {
  const folded = (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  return folded.length > 0 ? folded.slice(0, 200) : null;
}

type SearchMode = 'full-text' | 'typo';

export async function listProducts(db: DbOrTx, query: ProductListQuery): Promise<Paginated<ProductSummary>> {
  const search = normaliseSearch(query.name);
  if (!search) return listProductPage(db, query, null, 'full-text');
  // Full text first (GIN index, cheap ranking); only a search it cannot match — usually a typo —
  // pays for trigram similarity.
  const exact = await listProductPage(db, query, search, 'full-text');
  return exact.count > 0 ? exact : listProductPage(db, query, search, 'typo');
}

async function listProductPage(
  db: DbOrTx,
  query: ProductListQuery,
  search: string | null,
  mode: SearchMode,
): Promise<Paginated<ProductSummary>> {
  const conditions: SQL[] = [sql`p.is_active`, sql`p.discount_price_paisa >= ${rupeesToPaisa(query.min_price)}`];
  // The slider's top value means "and above": expensive phones and laptops stay visible.
  if (query.max_price < PRICE_FILTER_MAX)
    conditions.push(sql`p.discount_price_paisa <= ${rupeesToPaisa(query.max_price)}`);
  if (query.category) {
    const category = query.category.toLowerCase();
    // A scalar subquery lets the planner walk the (category_id, price) index.
    conditions.push(
      sql`p.category_id = (SELECT id FROM categories WHERE lower(name) = ${category} OR slug = ${category} ORDER BY id LIMIT 1)`,
    );
  }
  if (query.review_count) conditions.push(sql`p.overall_rating >= ${query.review_count}`);
  let relevance = sql`0`;
  if (search && mode === 'full-text') {
    conditions.push(sql`p.search @@ websearch_to_tsquery('simple', ${search})`);
    relevance = sql`ts_rank(p.search, websearch_to_tsquery('simple', ${search}))`;
  } else if (search) {
    // `<%` is word_similarity above pg_trgm.word_similarity_threshold, served by the trigram index.
    conditions.push(sql`${search} <% lower(p.name)`);
    relevance = sql`word_similarity(${search}, lower(p.name))`;
  }
  const order: Record<ProductListQuery['sort_by'], SQL> = {
    '': search
      ? sql`${relevance} DESC, p.is_featured DESC, p.id`
      : sql`p.is_featured DESC, p.overall_rating DESC, p.id`,
    price_low_to_high: sql`p.discount_price_paisa ASC, p.id`,
    price_high_to_low: sql`p.discount_price_paisa DESC, p.id`,
    highest_rating: sql`p.overall_rating DESC, p.total_ratings DESC, p.id`,
  };
  const where = sql.join(conditions, sql` AND `);
  // The page's twelve ids come straight off an index (the scan stops after offset + 12 rows);
  // the total is a separate index-only count. Only those twelve rows get their images built.
  // One window over every match (row_number + count) cost more than all of this together.
  const rows = await preparedRows<ProductRow & { total: number }>(
    db,
    sql`
    WITH page AS (
      SELECT p.id, row_number() OVER (ORDER BY ${order[query.sort_by]}) AS position
      FROM products p WHERE ${where}
      ORDER BY ${order[query.sort_by]}
      LIMIT ${PRODUCTS_PAGE_SIZE} OFFSET ${(query.page - 1) * PRODUCTS_PAGE_SIZE}
    ), matches AS (SELECT count(*)::int AS total FROM products p WHERE ${where})
    SELECT ${summaryColumns}, matches.total
    FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
      CROSS JOIN matches
    ORDER BY page.position`,
  );
  let count = rows[0]?.total;
  if (count === undefined) {
    // A page past the end has no rows to carry the count.
    const counted = await preparedRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`,
    );
    count = counted[0]?.n ?? 0;
  }
  return {
    data: rows.map(toProductSummary),
    count,
    page: query.page,
    total_pages: Math.max(1, Math.ceil(count / PRODUCTS_PAGE_SIZE)),
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

export async function suggestProducts(db: DbOrTx, text: string): Promise<ProductSuggestion[]> {
  const search = normaliseSearch(text);
  if (!search) return [];
  const result = await preparedRows<{
    id: number;
    name: string;
    slug: string;
    image: string | null;
    discount_price_paisa: number;
  }>(
    db,
    sql`
    SELECT p.id, p.name, p.slug, p.discount_price_paisa,
      (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image
    FROM products p
    WHERE p.is_active AND (p.search @@ websearch_to_tsquery('simple', ${search})
      OR lower(p.name) LIKE ${`%${search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`}
      OR ${search} <% lower(p.name))
    ORDER BY (lower(p.name) LIKE ${`${search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`}) DESC,
      word_similarity(${search}, lower(p.name)) DESC, p.overall_rating DESC, p.id
    LIMIT ${SUGGESTION_LIMIT}`,
  );
  return result.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    discount_price: row.discount_price_paisa / 100,
  }));
}

/** One product by numeric id or slug, including one no longer sold (stale carts need to know). */
export async function findProduct(db: DbOrTx, idOrSlug: string): Promise<Product | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const result = await preparedRows<ProductDetailRow>(
    db,
    sql`
    SELECT ${detailColumns} ${fromProducts}
    WHERE ${byId ? sql`p.id = ${Number(idOrSlug)}` : sql`p.slug = ${idOrSlug}`}`,
  );
  const row = result[0];
  return row ? toProduct(row) : null;
}

export async function findProductsByIds(db: DbOrTx, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const result = await preparedRows<ProductDetailRow>(
    db,
    sql`
    SELECT ${detailColumns} ${fromProducts}
    WHERE p.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY p.id`,
  );
  return result.map(toProduct);
}
