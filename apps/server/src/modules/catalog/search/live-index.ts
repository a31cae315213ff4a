import type { AttributeValue, ProductImage } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { loadCategoryTemplates, productAttributesJson } from '../attributes/load.js';
import type { CatalogCache, CatalogChange } from '../cache.js';
import { productImagesJson } from '../mappers.js';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';

/**
 * This process's CatalogIndex, kept current: built on first use, rebuilt after a catalogue change
 * (a product, price or rating changed, or the staff's search words: here or in another process,
 * the catalogue cache's NOTIFY path), and given fresh stock figures after an order's stock move. A read waits for every change
 * heard before it, so a process never answers from data older than a change it has been told of;
 * other processes hear of it within the NOTIFY delay (50 ms) plus one rebuild.
 */
export interface LiveCatalogIndex {
  get(): Promise<CatalogIndex>;
  /** Starts building now (server start) instead of on the first search. */
  warm(): void;
  close(): void;
}

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  brand_name: string | null;
  brand_slug: string | null;
  category_name: string;
  category_name_ne: string | null;
  category_slug: string;
  short_description: string;
  short_description_ne: string | null;
  specifications: { title: string; answer: string }[] | null;
  images: ProductImage[];
  delivery_price_paisa: number;
  price_paisa: number;
  discount_price_paisa: number;
  total_quantity: number;
  overall_rating: number;
  total_ratings: number;
  is_featured: boolean;
  attributes: Record<string, AttributeValue> | null;
  family_id: number | null;
  family_name: string | null;
  option_values: string[] | null;
}

export async function loadCatalogIndex(db: DbOrTx): Promise<CatalogIndex> {
  const [products, equivalents, templates] = await Promise.all([
    loadIndexedProducts(db),
    loadSearchWordLines(db),
    loadCategoryTemplates(db),
  ]);
  return new CatalogIndex(products, { equivalents, templates });
}

/** The staff's lines of words that mean the same (search_synonyms, editor/search-words.ts). */
async function loadSearchWordLines(db: DbOrTx): Promise<string[][]> {
  const result = await db.execute(sql`SELECT words FROM search_synonyms ORDER BY id`);
  return (result.rows as unknown as { words: string[] }[]).map((row) => row.words);
}

/** Every product on sale, as the index reads it (each variant of a family too: the index shows one per family). */
export async function loadIndexedProducts(db: DbOrTx): Promise<IndexedProduct[]> {
  const result = await db.execute(sql`
    SELECT p.id, p.name, p.slug, b.name AS brand_name, b.slug AS brand_slug, c.name AS category_name,
      nullif(c.name_ne, '') AS category_name_ne, c.slug AS category_slug, p.short_description,
      nullif(p.short_description_ne, '') AS short_description_ne, p.price_paisa, p.discount_price_paisa, p.total_quantity,
      p.overall_rating, p.total_ratings, p.is_featured, p.delivery_price_paisa, ${productImagesJson} AS images,
      (SELECT json_agg(json_build_object('title', s.title, 'answer', s.answer) ORDER BY s.position, s.id)
         FROM product_specifications s WHERE s.product_id = p.id) AS specifications,
      ${productAttributesJson} AS attributes, p.family_id, f.name AS family_name, p.option_values
    FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
      LEFT JOIN product_families f ON f.id = p.family_id
    WHERE p.is_active
    ORDER BY p.id`);
  const rows = result.rows as unknown as ProductRow[];
  return rows.map((row): IndexedProduct => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    categoryName: row.category_name,
    categoryNameNe: row.category_name_ne,
    categorySlug: row.category_slug,
    shortDescription: row.short_description,
    shortDescriptionNe: row.short_description_ne,
    specifications: row.specifications ?? [],
    images: row.images,
    deliveryPricePaisa: row.delivery_price_paisa,
    pricePaisa: row.price_paisa,
    discountPricePaisa: row.discount_price_paisa,
    stock: row.total_quantity,
    rating: Number(row.overall_rating),
    ratings: row.total_ratings,
    featured: row.is_featured,
    attributes: row.attributes ?? {},
    familyId: row.family_id,
    family: row.family_name && row.option_values ? { name: row.family_name, values: row.option_values } : null,
  }));
}

async function loadStock(db: DbOrTx): Promise<{ id: number; stock: number }[]> {
  const result = await db.execute(sql`SELECT id, total_quantity AS stock FROM products WHERE is_active`);
  return result.rows as unknown as { id: number; stock: number }[];
}

export function createLiveCatalogIndex(options: {
  db: DbOrTx;
  cache: CatalogCache;
  log?: (error: unknown) => void;
}): LiveCatalogIndex {
  let index: CatalogIndex | null = null;
  /** Changes heard so far (a counter), and the last one the index reflects. */
  let heard = 0;
  let applied = -1;
  let rebuild = true;
  let running: Promise<void> | null = null;
  let closed = false;

  async function refresh(): Promise<void> {
    while (applied < heard && !closed) {
      const target = heard;
      const full = rebuild || !index;
      rebuild = false;
      try {
        if (full) index = await loadCatalogIndex(options.db);
        else index!.updateStock(await loadStock(options.db));
        applied = target;
      } catch (error) {
        // The database is unreachable: the next read tries again (and fails as any query would).
        if (full) rebuild = true;
        throw error;
      }
    }
  }

  function run(): Promise<void> {
    running ??= refresh().finally(() => {
      running = null;
    });
    return running;
  }

  const unsubscribe = options.cache.onChange((change: CatalogChange) => {
    heard++;
    if (change === 'catalogue') rebuild = true;
    // Keep the index warm for the next reader; a failure here is retried by that reader.
    if (index) void run().catch((error: unknown) => options.log?.(error));
  });

  return {
    async get() {
      const wanted = heard;
      while (applied < wanted || !index) {
        if (closed) throw new Error('The catalogue index is closed');
        await run();
      }
      return index;
    },
    warm() {
      void run().catch((error: unknown) => options.log?.(error));
    },
    close() {
      closed = true;
      unsubscribe();
    },
  };
}
