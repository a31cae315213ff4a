import {
  adminProductListQuerySchema,
  ADMIN_PRODUCTS_PAGE_SIZE,
  CATALOGUE_AUDIT_PAGE_SIZE,
  LOW_STOCK_THRESHOLD,
  paisaToRupees,
  rupeesToPaisa,
  slugFromName,
  totalPages,
  type AdminBrand,
  type AdminCategory,
  type AdminProduct,
  type AdminProductList,
  type AdminProductRow,
  type AdminProductSort,
  type CatalogueAuditList,
  type ProductInputParsed,
  type ProductStatus,
  type StockFilter,
  WARRANTY_MONTHS_DEFAULT,
  warrantyMonthsOf,
} from '@pasal/contract';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/connection.js';
import { fieldRefusal, refuse, refuseField, type FieldRefusal } from '../../../lib/refusal.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { brands, categories, productBulkDiscounts, productColors, products, productSpecifications } from '../schema.js';
import {
  chosenSlug,
  diffSnapshots,
  isFullOrder,
  mergedStock,
  planColors,
  stockLevel,
  type AuditChange,
  type ExistingColor,
} from './rules.js';
import { catalogueAuditLog, productSlugRedirects } from './schema.js';

// The back office's catalogue. Every write runs in one transaction that locks the product row
// first (as orders do, so the two cannot deadlock), checks the editor's version, writes the change
// and its audit rows, and bumps the version; the caller then announces the change
// (catalogCache.invalidate(): every process's caches, pages, sitemap and search index).

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Entity = 'product' | 'category' | 'brand' | 'search_words';

export const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The driver's error and drizzle's wrapper of it (drizzle wraps it in `cause`). */
const pgErrors = (error: unknown) =>
  [error, (error as { cause?: unknown } | null)?.cause] as ({ code?: unknown; constraint?: unknown } | null)[];

export function pgCode(error: unknown): string | undefined {
  for (const candidate of pgErrors(error)) {
    if (typeof candidate?.code === 'string') return candidate.code;
  }
  return undefined;
}

/** Another product took the barcode first (the unique index said so). */
export const isBarcodeTaken = (error: unknown) =>
  pgErrors(error).some(
    (candidate) => candidate?.code === PG_UNIQUE_VIOLATION && candidate.constraint === 'products_barcode_unique',
  );

export async function audit(tx: Tx, entity: Entity, entityId: number, actorId: number, changes: AuditChange[]) {
  if (changes.length === 0) return;
  await tx.insert(catalogueAuditLog).values(
    changes.map((change) => ({
      entity,
      entityId,
      actorId,
      field: change.field,
      before: change.before,
      after: change.after,
    })),
  );
}

// ---- products: reading ---------------------------------------------------------------------

const SORTS: Record<AdminProductSort, SQL> = {
  updated_desc: sql`p.updated_at DESC, p.id DESC`,
  created_desc: sql`p.created_at DESC, p.id DESC`,
  name_asc: sql`lower(p.name) ASC, p.id`,
  name_desc: sql`lower(p.name) DESC, p.id`,
  price_asc: sql`p.discount_price_paisa ASC, p.id`,
  price_desc: sql`p.discount_price_paisa DESC, p.id`,
  stock_asc: sql`p.total_quantity ASC, p.id`,
  stock_desc: sql`p.total_quantity DESC, p.id`,
};

/** The shop's low-stock threshold (settings; LOW_STOCK_THRESHOLD until an admin saves the settings). */
const shopLowStockThresholdSql = sql`coalesce((SELECT s.low_stock_threshold FROM shop_settings s WHERE s.id = 1), ${LOW_STOCK_THRESHOLD})`;
/** Product p's threshold in force: its own, else the shop's (issue #35). */
const lowStockThresholdSql = sql`coalesce(p.low_stock_threshold, ${shopLowStockThresholdSql})`;
/** Whether product p has a colour with no units left (it may still have stock in others). */
const hasSoldOutColorSql = sql`EXISTS (SELECT 1 FROM product_colors z WHERE z.product_id = p.id AND z.quantity = 0)`;

const STOCK_CONDITIONS: Record<StockFilter, SQL> = {
  in: sql`p.total_quantity > 0`,
  low: sql`p.total_quantity BETWEEN 1 AND ${lowStockThresholdSql}`,
  // A colour sold out is out of stock to a shopper who wants that colour (issue #35).
  out: sql`(p.total_quantity = 0 OR ${hasSoldOutColorSql})`,
};

/** A colour as the editor's queries read it (json_build_object). */
interface ColourSql {
  id: number;
  color_name: string;
  color_name_ne: string;
  hex_code: string;
  quantity: number;
  image_id: number | null;
}

export interface RowSql {
  id: number;
  name: string;
  slug: string;
  status: ProductStatus;
  category_id: number;
  category_name: string;
  category_slug: string;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  price_paisa: number;
  discount_price_paisa: number;
  total_quantity: number;
  low_stock_threshold: number;
  is_featured: boolean;
  version: number;
  updated_at: string | Date;
  image: string | null;
  colors: ColourSql[];
}

export const rowColumns = sql`
  p.id, p.name, p.slug, p.status, p.category_id, c.name AS category_name, c.slug AS category_slug,
  p.brand_id, b.name AS brand_name, b.slug AS brand_slug, p.price_paisa, p.discount_price_paisa,
  p.total_quantity, ${lowStockThresholdSql} AS low_stock_threshold, p.is_featured, p.version, p.updated_at,
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image,
  coalesce((SELECT json_agg(json_build_object('id', k.id, 'color_name', k.color_name, 'color_name_ne', k.color_name_ne,
      'hex_code', k.hex_code, 'quantity', k.quantity, 'image_id', k.image_id) ORDER BY k.position, k.id)
    FROM product_colors k WHERE k.product_id = p.id), '[]'::json) AS colors`;
export const rowFrom = sql`FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id`;

export function toRow(row: RowSql): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    brand: row.brand_id !== null ? { id: row.brand_id, name: row.brand_name ?? '', slug: row.brand_slug ?? '' } : null,
    price: paisaToRupees(row.price_paisa),
    discount_price: paisaToRupees(row.discount_price_paisa),
    total_quantity: row.total_quantity,
    stock_level: stockLevel(row.total_quantity, row.low_stock_threshold),
    low_stock_threshold: row.low_stock_threshold,
    colors: row.colors,
    is_featured: row.is_featured,
    image: row.image,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listAdminProducts(
  db: DbOrTx,
  query: z.output<typeof adminProductListQuerySchema>,
): Promise<AdminProductList> {
  const conditions: SQL[] = [sql`TRUE`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const byId = /^\d{1,9}$/.test(query.q) ? sql` OR p.id = ${Number(query.q)}` : sql``;
    conditions.push(sql`(p.name ILIKE ${pattern} OR p.slug ILIKE ${pattern} OR b.name ILIKE ${pattern}${byId})`);
  }
  if (query.category) conditions.push(sql`c.slug = ${query.category.toLowerCase()}`);
  if (query.brand) conditions.push(sql`b.slug = ${query.brand.toLowerCase()}`);
  if (query.stock) conditions.push(STOCK_CONDITIONS[query.stock]);
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  const where = sql.join(conditions, sql` AND `);
  const page = query.page;
  const [counted, rows] = await Promise.all([
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count ${rowFrom} WHERE ${where}`),
    db.execute<{ [K in keyof RowSql]: RowSql[K] }>(sql`
      SELECT ${rowColumns} ${rowFrom} WHERE ${where}
      ORDER BY ${SORTS[query.sort]}
      LIMIT ${ADMIN_PRODUCTS_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PRODUCTS_PAGE_SIZE}`),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  return {
    data: rows.rows.map(toRow),
    count,
    page,
    total_pages: totalPages(count, ADMIN_PRODUCTS_PAGE_SIZE),
  };
}

async function productRow(db: DbOrTx, id: number): Promise<AdminProductRow> {
  const result = await db.execute<{ [K in keyof RowSql]: RowSql[K] }>(
    sql`SELECT ${rowColumns} ${rowFrom} WHERE p.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw refuse('product_not_found');
  return toRow(row);
}

export async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const result = await db.execute<{
    id: number;
    name: string;
    slug: string;
    status: ProductStatus;
    category_id: number;
    brand_id: number | null;
    short_description: string;
    short_description_ne: string;
    long_description: string;
    long_description_ne: string;
    price_paisa: number;
    discount_price_paisa: number;
    delivery_price_paisa: number;
    delivery_detail: string;
    delivery_detail_ne: string;
    total_quantity: number;
    is_featured: boolean;
    serialised: boolean;
    warranty_months: number;
    low_stock_threshold: number | null;
    shop_low_stock_threshold: number;
    barcode: string | null;
    version: number;
    created_at: string | Date;
    updated_at: string | Date;
    specifications: { title: string; answer: string; title_ne: string; answer_ne: string }[];
    bulk_discounts: { min_quantity: number; discount_percentage: number | string }[];
    colors: ColourSql[];
    images: { id: number; image: string; alt: string }[];
    old_slugs: string[];
  }>(sql`
    SELECT p.id, p.name, p.slug, p.status, p.category_id, p.brand_id, p.short_description, p.short_description_ne,
      p.long_description, p.long_description_ne, p.price_paisa, p.discount_price_paisa, p.delivery_price_paisa,
      p.delivery_detail, p.delivery_detail_ne, p.total_quantity, p.is_featured, p.serialised, p.warranty_months, p.version, p.created_at, p.updated_at,
      p.low_stock_threshold, ${shopLowStockThresholdSql} AS shop_low_stock_threshold, p.barcode,
      coalesce((SELECT json_agg(json_build_object('title', s.title, 'answer', s.answer, 'title_ne', s.title_ne,
        'answer_ne', s.answer_ne) ORDER BY s.position, s.id)
        FROM product_specifications s WHERE s.product_id = p.id), '[]'::json) AS specifications,
      coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'discount_percentage', d.discount_percentage)
        ORDER BY d.position, d.id) FROM product_bulk_discounts d WHERE d.product_id = p.id), '[]'::json) AS bulk_discounts,
      coalesce((SELECT json_agg(json_build_object('id', k.id, 'color_name', k.color_name, 'color_name_ne', k.color_name_ne,
        'hex_code', k.hex_code, 'quantity', k.quantity, 'image_id', k.image_id) ORDER BY k.position, k.id)
        FROM product_colors k WHERE k.product_id = p.id), '[]'::json) AS colors,
      coalesce((SELECT json_agg(json_build_object('id', i.id, 'image', i.url, 'alt', i.alt) ORDER BY i.position, i.id)
        FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images,
      coalesce((SELECT json_agg(r.slug ORDER BY r.created_at DESC, r.slug) FROM product_slug_redirects r
        WHERE r.product_id = p.id), '[]'::json) AS old_slugs
    FROM products p WHERE p.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw refuse('product_not_found');
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    category_id: row.category_id,
    brand_id: row.brand_id,
    short_description: row.short_description,
    short_description_ne: row.short_description_ne,
    long_description: row.long_description,
    long_description_ne: row.long_description_ne,
    specifications: row.specifications,
    price: paisaToRupees(row.price_paisa),
    discount_price: paisaToRupees(row.discount_price_paisa),
    bulk_discounts: row.bulk_discounts.map((tier) => ({
      min_quantity: tier.min_quantity,
      discount_percentage: Number(tier.discount_percentage),
    })),
    delivery_price: paisaToRupees(row.delivery_price_paisa),
    delivery_detail: row.delivery_detail,
    delivery_detail_ne: row.delivery_detail_ne,
    colors: row.colors,
    total_quantity: row.total_quantity,
    is_featured: row.is_featured,
    serialised: row.serialised,
    warranty_months: row.warranty_months,
    low_stock_threshold: row.low_stock_threshold,
    shop_low_stock_threshold: row.shop_low_stock_threshold,
    barcode: row.barcode,
    images: row.images,
    old_slugs: row.old_slugs,
    version: row.version,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function productAudit(db: DbOrTx, productId: number, page: number): Promise<CatalogueAuditList> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw refuse('product_not_found');
  const [counted, rows] = await Promise.all([
    db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM catalogue_audit_log WHERE entity = 'product' AND entity_id = ${productId}`,
    ),
    db.execute<{
      id: number | string;
      field: string;
      before: unknown;
      after: unknown;
      at: string | Date;
      actor_id: number | null;
      email: string | null;
      first_name: string | null;
      last_name: string | null;
    }>(sql`
      SELECT a.id, a.field, a.before, a.after, a.at, u.id AS actor_id, u.email, u.first_name, u.last_name
      FROM catalogue_audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.entity = 'product' AND a.entity_id = ${productId}
      ORDER BY a.at DESC, a.id DESC
      LIMIT ${CATALOGUE_AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * CATALOGUE_AUDIT_PAGE_SIZE}`),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  return {
    data: rows.rows.map((row) => ({
      id: Number(row.id),
      field: row.field,
      before: row.before,
      after: row.after,
      at: new Date(row.at).toISOString(),
      by:
        row.actor_id !== null
          ? {
              id: row.actor_id,
              name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
              email: row.email ?? '',
            }
          : null,
    })),
    count,
    page,
    total_pages: totalPages(count, CATALOGUE_AUDIT_PAGE_SIZE),
  };
}

// ---- products: writing ---------------------------------------------------------------------

export interface LockedProduct {
  row: typeof products.$inferSelect;
  colors: ExistingColor[];
  specifications: { title: string; answer: string; title_ne: string; answer_ne: string }[];
  tiers: { min_quantity: number; discount_percentage: number }[];
  categoryName: string;
  brandName: string | null;
}

/** The product and its child rows, the product row locked (FOR UPDATE) until the transaction ends. */
export async function lockProduct(tx: Tx, id: number): Promise<LockedProduct> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw refuse('product_not_found');
  // One after another: a transaction is one connection, which runs one query at a time.
  const colors = await tx
    .select({
      id: productColors.id,
      colorName: productColors.colorName,
      colorNameNe: productColors.colorNameNe,
      hexCode: productColors.hexCode,
      quantity: productColors.quantity,
      imageId: productColors.imageId,
    })
    .from(productColors)
    .where(eq(productColors.productId, id))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const specifications = await tx
    .select({
      title: productSpecifications.title,
      answer: productSpecifications.answer,
      title_ne: productSpecifications.titleNe,
      answer_ne: productSpecifications.answerNe,
    })
    .from(productSpecifications)
    .where(eq(productSpecifications.productId, id))
    .orderBy(asc(productSpecifications.position), asc(productSpecifications.id));
  const tiers = await tx
    .select({
      min_quantity: productBulkDiscounts.minQuantity,
      discount_percentage: productBulkDiscounts.discountPercentage,
    })
    .from(productBulkDiscounts)
    .where(eq(productBulkDiscounts.productId, id))
    .orderBy(asc(productBulkDiscounts.position), asc(productBulkDiscounts.id));
  const category = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId));
  const brand =
    row.brandId !== null ? await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, row.brandId)) : [];
  return {
    row,
    colors,
    specifications,
    tiers: tiers.map((tier) => ({ ...tier, discount_percentage: Number(tier.discount_percentage) })),
    categoryName: category[0]?.name ?? '',
    brandName: brand[0]?.name ?? null,
  };
}

/** What the audit log compares, in the editor's units (rupees) and words (names, not ids). */
export function snapshot(state: LockedProduct): Record<string, unknown> {
  const { row } = state;
  return {
    name: row.name,
    slug: row.slug,
    status: row.status,
    category: state.categoryName,
    brand: state.brandName,
    short_description: row.shortDescription,
    short_description_ne: row.shortDescriptionNe,
    long_description: row.longDescription,
    long_description_ne: row.longDescriptionNe,
    // A Nepali label or value is named only when there is one: a shop without Nepali keeps its log as it was.
    specifications: state.specifications.map(({ title, answer, title_ne, answer_ne }) => ({
      title,
      answer,
      ...(title_ne ? { title_ne } : {}),
      ...(answer_ne ? { answer_ne } : {}),
    })),
    price: paisaToRupees(row.pricePaisa),
    discount_price: paisaToRupees(row.discountPricePaisa),
    bulk_discounts: state.tiers,
    delivery_price: paisaToRupees(row.deliveryPricePaisa),
    delivery_detail: row.deliveryDetail,
    delivery_detail_ne: row.deliveryDetailNe,
    colors: state.colors.map((color) => ({
      color_name: color.colorName,
      ...(color.colorNameNe ? { color_name_ne: color.colorNameNe } : {}),
      hex_code: color.hexCode,
    })),
    stock:
      state.colors.length > 0
        ? Object.fromEntries(state.colors.map((color) => [color.colorName, color.quantity]))
        : row.totalQuantity,
    is_featured: row.isFeatured,
    serialised: row.serialised,
    warranty_months: row.warrantyMonths,
    low_stock_threshold: row.lowStockThreshold,
    barcode: row.barcode,
  };
}

/** The category and brand must exist: 400 naming the field otherwise. */
async function checkReferences(tx: Tx, input: { category_id: number; brand_id: number | null }) {
  const fields: Record<string, FieldRefusal> = {};
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) fields.category_id = fieldRefusal('product_category_missing');
  if (input.brand_id !== null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) fields.brand_id = fieldRefusal('product_brand_missing');
  }
  // The answer's message is the first field's, as the form shows it; every missing one is marked.
  if (fields.category_id) throw refuse('product_category_missing', undefined, { fields });
  if (fields.brand_id) throw refuse('product_brand_missing', undefined, { fields });
}

/** The slug to store, refused (409) when another product uses it. */
async function freeSlug(tx: Tx, input: { slug?: string | undefined; name: string }, productId: number | null) {
  const slug = chosenSlug(input.slug, input.name);
  if (!slug) throw refuse('slug_invalid', undefined, { fields: { slug: fieldRefusal('slug_invalid') } });
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(productId === null ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, productId)));
  if (other) throw slugTakenError();
  return slug;
}

const slugTakenError = () =>
  refuse('product_slug_taken', undefined, { fields: { slug: fieldRefusal('product_slug_taken') } });
const barcodeTakenError = () =>
  refuse('product_barcode_taken', undefined, { fields: { barcode: fieldRefusal('product_barcode_taken') } });

/** A barcode is one product's: refused (409) when another product has it. */
async function checkBarcodeFree(tx: Tx, barcode: string | null | undefined, productId: number | null) {
  if (!barcode) return;
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      productId === null
        ? eq(products.barcode, barcode)
        : and(eq(products.barcode, barcode), ne(products.id, productId)),
    );
  if (other) throw barcodeTakenError();
}

async function writeChildren(tx: Tx, productId: number, input: ProductInputParsed, state: LockedProduct | null) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!state || !same(state.specifications, input.specifications)) {
    await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
    if (input.specifications.length > 0) {
      await tx.insert(productSpecifications).values(
        input.specifications.map((spec, position) => ({
          productId,
          position,
          title: spec.title,
          answer: spec.answer,
          titleNe: spec.title_ne,
          answerNe: spec.answer_ne,
        })),
      );
    }
  }
  if (!state || !same(state.tiers, input.bulk_discounts)) {
    await tx.delete(productBulkDiscounts).where(eq(productBulkDiscounts.productId, productId));
    if (input.bulk_discounts.length > 0) {
      await tx.insert(productBulkDiscounts).values(
        input.bulk_discounts.map((tier, position) => ({
          productId,
          position,
          minQuantity: tier.min_quantity,
          discountPercentage: tier.discount_percentage,
        })),
      );
    }
  }
  const planned = planColors(state?.colors ?? [], input.colors);
  // planColors refuses only a colour the product no longer has (its message is the form's own words).
  if ('error' in planned)
    throw refuse('product_colour_missing', undefined, {
      fields: { [planned.error.field]: fieldRefusal('product_colour_missing') },
    });
  const { plan } = planned;
  await refuseForeignColourPictures(tx, productId, [...plan.update, ...plan.insert]);
  if (plan.remove.length > 0) {
    // Order lines keep the colour they were bought in: such a colour stays (its stock can be 0).
    const used = await tx.execute<{ color_id: number }>(
      sql`SELECT DISTINCT color_id FROM order_items WHERE color_id IN (${sql.join(
        plan.remove.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (used.rows.length > 0)
      throw refuse('product_colour_in_orders', undefined, {
        fields: { colors: fieldRefusal('product_colour_in_orders') },
      });
    await tx.delete(productColors).where(inArray(productColors.id, plan.remove));
  }
  for (const color of plan.update) {
    await tx
      .update(productColors)
      .set({
        colorName: color.colorName,
        colorNameNe: color.colorNameNe,
        hexCode: color.hexCode,
        quantity: color.quantity,
        position: color.position,
        imageId: color.imageId,
      })
      .where(eq(productColors.id, color.id));
  }
  if (plan.insert.length > 0) {
    await tx.insert(productColors).values(plan.insert.map((color) => ({ productId, ...color })));
  }
}

/** A colour shows one of its own product's pictures, never another product's (nor one deleted meanwhile). */
async function refuseForeignColourPictures(
  tx: Tx,
  productId: number,
  colors: { imageId: number | null; position: number }[],
) {
  const named = colors.filter((color) => color.imageId !== null);
  if (named.length === 0) return;
  const own = await tx.execute<{ id: number }>(
    sql`SELECT id FROM product_images WHERE product_id = ${productId} AND id IN (${sql.join(
      named.map((color) => sql`${color.imageId}`),
      sql`, `,
    )})`,
  );
  const ids = new Set(own.rows.map((row) => row.id));
  const foreign = named.find((color) => !ids.has(color.imageId!));
  if (foreign) throw refuseField('product_colour_picture_missing', `colors.${foreign.position}.image_id`);
}

/** Keeps total_quantity the sum of the colours' stock when the product is sold by colour. */
async function syncTotal(tx: Tx, productId: number, stockWithoutColors: number) {
  await tx.execute(sql`
    UPDATE products SET total_quantity = CASE
      WHEN EXISTS (SELECT 1 FROM product_colors WHERE product_id = ${productId})
        THEN (SELECT sum(quantity)::int FROM product_colors WHERE product_id = ${productId})
      ELSE ${stockWithoutColors} END
    WHERE id = ${productId}`);
}

function productValues(input: ProductInputParsed, slug: string) {
  return {
    name: input.name,
    slug,
    status: input.status,
    categoryId: input.category_id,
    brandId: input.brand_id,
    shortDescription: input.short_description,
    shortDescriptionNe: input.short_description_ne,
    longDescription: input.long_description,
    longDescriptionNe: input.long_description_ne,
    pricePaisa: rupeesToPaisa(input.price),
    discountPricePaisa: rupeesToPaisa(input.discount_price),
    deliveryPricePaisa: rupeesToPaisa(input.delivery_price),
    deliveryDetail: input.delivery_detail,
    deliveryDetailNe: input.delivery_detail_ne,
    isFeatured: input.is_featured,
    serialised: input.serialised,
    // Left empty: the months the "Warranty" specification says ("1-year …": 12), else 12.
    warrantyMonths:
      input.warranty_months ??
      warrantyMonthsOf(input.specifications.find((spec) => /^warranty$/i.test(spec.title.trim()))?.answer ?? '') ??
      WARRANTY_MONTHS_DEFAULT,
    // Left out: the stored threshold stays.
    ...(input.low_stock_threshold !== undefined ? { lowStockThreshold: input.low_stock_threshold } : {}),
    // Left out: the stored barcode stays (a CSV import or an older client does not clear it).
    ...(input.barcode !== undefined ? { barcode: input.barcode } : {}),
  };
}

async function uniqueSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two saves taking the same slug or barcode at once: the unique index decides, the loser hears why.
    if (isBarcodeTaken(error)) throw barcodeTakenError();
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw slugTakenError();
    if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw refuse('product_category_missing', undefined, {
        fields: { category_id: fieldRefusal('product_category_missing') },
      });
    }
    throw error;
  }
}

export async function createProduct(
  db: Database,
  input: ProductInputParsed,
  actorId: number,
  now: Date,
): Promise<AdminProduct> {
  const id = await uniqueSlugGuard(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, input);
      const slug = await freeSlug(tx, input, null);
      await checkBarcodeFree(tx, input.barcode, null);
      const [created] = await tx
        .insert(products)
        .values({ ...productValues(input, slug), totalQuantity: 0, createdAt: now, updatedAt: now })
        .returning({ id: products.id });
      const productId = created!.id;
      // The slug may have been an old address of another product: it now leads here.
      await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, slug));
      await writeChildren(tx, productId, input, null);
      await syncTotal(tx, productId, input.stock);
      const state = await lockProduct(tx, productId);
      await audit(tx, 'product', productId, actorId, [{ field: 'created', before: null, after: snapshot(state) }]);
      return productId;
    }),
  );
  return getAdminProduct(db, id);
}

export async function updateProduct(
  db: Database,
  id: number,
  input: ProductInputParsed & { version: number },
  actorId: number,
  now: Date,
): Promise<{ product: AdminProduct; changed: boolean }> {
  const changed = await uniqueSlugGuard(() =>
    db.transaction(async (tx) => {
      const before = await lockProduct(tx, id);
      if (before.row.version !== input.version) throw refuse('product_stale');
      await checkReferences(tx, input);
      const slug = await freeSlug(tx, input, id);
      await checkBarcodeFree(tx, input.barcode, id);
      const hasColors = input.colors.length > 0;
      const stock = hasColors ? 0 : mergedStock(before.row.totalQuantity, input.stock, input.stock_seen);
      await tx.update(products).set(productValues(input, slug)).where(eq(products.id, id));
      if (slug !== before.row.slug) {
        await tx
          .insert(productSlugRedirects)
          .values({ slug: before.row.slug, productId: id })
          .onConflictDoUpdate({ target: productSlugRedirects.slug, set: { productId: id, createdAt: now } });
        await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, slug));
      }
      await writeChildren(tx, id, input, before);
      await syncTotal(tx, id, stock);
      const after = await lockProduct(tx, id);
      const changes = diffSnapshots(snapshot(before), snapshot(after));
      if (changes.length === 0) return false;
      await tx
        .update(products)
        .set({ version: sql`${products.version} + 1`, updatedAt: now })
        .where(eq(products.id, id));
      await audit(tx, 'product', id, actorId, changes);
      return true;
    }),
  );
  return { product: await getAdminProduct(db, id), changed };
}

export interface QuickEdit {
  price?: number | undefined;
  discount_price?: number | undefined;
  stock?: number | undefined;
  color_id?: number | undefined;
  status?: ProductStatus | undefined;
  is_featured?: boolean | undefined;
}

/** The list's inline edits: each given field is set as sent (an undo sends the old value back). */
export async function quickEditProduct(
  db: Database,
  id: number,
  edit: QuickEdit,
  actorId: number,
  now: Date,
): Promise<{ row: AdminProductRow; changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const price = edit.price !== undefined ? rupeesToPaisa(edit.price) : before.row.pricePaisa;
    const discountPrice =
      edit.discount_price !== undefined ? rupeesToPaisa(edit.discount_price) : before.row.discountPricePaisa;
    if (discountPrice > price) {
      const field = edit.discount_price !== undefined ? 'discount_price' : 'price';
      throw refuse('product_discount_above_price', undefined, {
        fields: { [field]: fieldRefusal('product_discount_above_price') },
      });
    }
    await tx
      .update(products)
      .set({
        pricePaisa: price,
        discountPricePaisa: discountPrice,
        ...(edit.status !== undefined ? { status: edit.status } : {}),
        ...(edit.is_featured !== undefined ? { isFeatured: edit.is_featured } : {}),
      })
      .where(eq(products.id, id));
    if (edit.stock !== undefined) {
      if (edit.color_id !== undefined) {
        if (!before.colors.some((color) => color.id === edit.color_id)) {
          throw refuse('quick_edit_colour_missing', undefined, {
            fields: { color_id: fieldRefusal('quick_edit_colour_missing') },
          });
        }
        await tx.update(productColors).set({ quantity: edit.stock }).where(eq(productColors.id, edit.color_id));
      } else if (before.colors.length > 0) {
        throw refuse('quick_edit_choose_colour', undefined, {
          fields: { color_id: fieldRefusal('quick_edit_choose_colour') },
        });
      }
      await syncTotal(tx, id, edit.stock);
    }
    const after = await lockProduct(tx, id);
    const changes = diffSnapshots(snapshot(before), snapshot(after));
    if (changes.length === 0) return false;
    await tx
      .update(products)
      .set({ version: sql`${products.version} + 1`, updatedAt: now })
      .where(eq(products.id, id));
    await audit(tx, 'product', id, actorId, changes);
    return true;
  });
  return { row: await productRow(db, id), changed };
}

// ---- categories ----------------------------------------------------------------------------

const categoryColumns = sql`c.id, c.name, c.name_ne, c.slug, c.image, c.position,
  (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count,
  c.return_window_days, c.warranty_return_window_days`;

export async function listAdminCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const result = await db.execute<{ [K in keyof AdminCategory]: AdminCategory[K] }>(
    sql`SELECT ${categoryColumns} FROM categories c ORDER BY c.position, c.id`,
  );
  return result.rows;
}

async function categoryById(db: DbOrTx, id: number): Promise<AdminCategory> {
  const result = await db.execute<{ [K in keyof AdminCategory]: AdminCategory[K] }>(
    sql`SELECT ${categoryColumns} FROM categories c WHERE c.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw refuse('catalogue_category_not_found');
  return row;
}

async function checkCategoryName(tx: Tx, name: string, exceptId: number | null) {
  const taken = await tx.execute(
    sql`SELECT 1 FROM categories WHERE lower(name) = lower(${name}) ${exceptId !== null ? sql`AND id <> ${exceptId}` : sql``}`,
  );
  if (taken.rows.length > 0) {
    throw refuse('category_name_taken', undefined, { fields: { name: fieldRefusal('category_name_taken') } });
  }
}

export async function createCategory(
  db: Database,
  input: { name: string; name_ne: string; slug?: string | undefined; image: string },
  actorId: number,
): Promise<AdminCategory> {
  const slug = input.slug || slugFromName(input.name);
  if (!slug) throw refuse('slug_invalid', undefined, { fields: { slug: fieldRefusal('slug_invalid') } });
  try {
    const id = await db.transaction(async (tx) => {
      await checkCategoryName(tx, input.name, null);
      const [created] = await tx
        .insert(categories)
        .values({
          name: input.name,
          nameNe: input.name_ne,
          slug,
          image: input.image,
          position: sql`(SELECT coalesce(max(position), -1) + 1 FROM categories)`,
        })
        .returning({ id: categories.id });
      await audit(tx, 'category', created!.id, actorId, [
        {
          field: 'created',
          before: null,
          after: { name: input.name, name_ne: input.name_ne, slug, image: input.image },
        },
      ]);
      return created!.id;
    });
    return categoryById(db, id);
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) {
      throw refuse('category_slug_taken', undefined, { fields: { slug: fieldRefusal('category_slug_taken') } });
    }
    throw error;
  }
}

/** A category change: each field absent stays; a window set to null goes back to the shop's. */
export interface CategoryUpdateInput {
  name?: string | undefined;
  name_ne?: string | undefined;
  image?: string | undefined;
  return_window_days?: number | null | undefined;
  warranty_return_window_days?: number | null | undefined;
}

export async function updateCategory(
  db: Database,
  id: number,
  input: CategoryUpdateInput,
  actorId: number,
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw refuse('catalogue_category_not_found');
    if (input.name !== undefined) await checkCategoryName(tx, input.name, id);
    const previous = {
      name: before.name,
      name_ne: before.nameNe,
      image: before.image,
      return_window_days: before.returnWindowDays,
      warranty_return_window_days: before.warrantyReturnWindowDays,
    };
    // null clears a window (the shop's applies again); absent leaves it.
    const after = {
      name: input.name ?? previous.name,
      name_ne: input.name_ne ?? previous.name_ne,
      image: input.image ?? previous.image,
      return_window_days:
        input.return_window_days === undefined ? previous.return_window_days : input.return_window_days,
      warranty_return_window_days:
        input.warranty_return_window_days === undefined
          ? previous.warranty_return_window_days
          : input.warranty_return_window_days,
    };
    const changes = diffSnapshots(previous, after);
    if (changes.length === 0) return;
    await tx
      .update(categories)
      .set({
        name: after.name,
        nameNe: after.name_ne,
        image: after.image,
        returnWindowDays: after.return_window_days,
        warrantyReturnWindowDays: after.warranty_return_window_days,
      })
      .where(eq(categories.id, id));
    await audit(tx, 'category', id, actorId, changes);
  });
  return categoryById(db, id);
}

/** `ids` is every category, first first: the storefront lists them in this order. */
export async function reorderCategories(db: Database, ids: number[], actorId: number): Promise<AdminCategory[]> {
  await db.transaction(async (tx) => {
    // One reorder at a time: the second sees the first one's categories.
    await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
    const all = await tx.select({ id: categories.id, position: categories.position }).from(categories);
    if (
      !isFullOrder(
        ids,
        all.map((category) => category.id),
      )
    ) {
      throw refuse('category_order_invalid', undefined, {
        fields: { category_ids: fieldRefusal('category_order_invalid') },
      });
    }
    const positions = new Map(all.map((category) => [category.id, category.position]));
    for (const [position, id] of ids.entries()) {
      if (positions.get(id) === position) continue;
      await tx.update(categories).set({ position }).where(eq(categories.id, id));
      await audit(tx, 'category', id, actorId, [{ field: 'position', before: positions.get(id), after: position }]);
    }
  });
  return listAdminCategories(db);
}

export async function deleteCategory(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw refuse('catalogue_category_not_found');
    // Locking the category row above keeps a product from being added to it meanwhile (its
    // foreign key takes a share lock on this row).
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, id));
    const count = counted?.count ?? 0;
    if (count === 1) throw refuse('category_has_products_one');
    if (count > 1) throw refuse('category_has_products', { count });
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, 'category', id, actorId, [
      { field: 'deleted', before: { name: before.name, slug: before.slug, image: before.image }, after: null },
    ]);
  });
}

// ---- brands --------------------------------------------------------------------------------

const brandColumns = sql`b.id, b.name, b.slug, (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS product_count`;

export async function listAdminBrands(db: DbOrTx): Promise<AdminBrand[]> {
  const result = await db.execute<{ [K in keyof AdminBrand]: AdminBrand[K] }>(
    sql`SELECT ${brandColumns} FROM brands b ORDER BY lower(b.name), b.id`,
  );
  return result.rows;
}

async function brandById(db: DbOrTx, id: number): Promise<AdminBrand> {
  const result = await db.execute<{ [K in keyof AdminBrand]: AdminBrand[K] }>(
    sql`SELECT ${brandColumns} FROM brands b WHERE b.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw refuse('brand_not_found');
  return row;
}

async function checkBrandName(tx: Tx, name: string, exceptId: number | null) {
  const taken = await tx.execute(
    sql`SELECT 1 FROM brands WHERE lower(name) = lower(${name}) ${exceptId !== null ? sql`AND id <> ${exceptId}` : sql``}`,
  );
  if (taken.rows.length > 0)
    throw refuse('brand_name_taken', undefined, { fields: { name: fieldRefusal('brand_name_taken') } });
}

export async function createBrand(
  db: Database,
  input: { name: string; slug?: string | undefined },
  actorId: number,
): Promise<AdminBrand> {
  const slug = input.slug || slugFromName(input.name);
  if (!slug) throw refuse('slug_invalid', undefined, { fields: { slug: fieldRefusal('slug_invalid') } });
  try {
    const id = await db.transaction(async (tx) => {
      await checkBrandName(tx, input.name, null);
      const [created] = await tx.insert(brands).values({ name: input.name, slug }).returning({ id: brands.id });
      await audit(tx, 'brand', created!.id, actorId, [
        { field: 'created', before: null, after: { name: input.name, slug } },
      ]);
      return created!.id;
    });
    return brandById(db, id);
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) {
      throw refuse('brand_slug_taken', undefined, { fields: { slug: fieldRefusal('brand_slug_taken') } });
    }
    throw error;
  }
}

export async function renameBrand(db: Database, id: number, name: string, actorId: number): Promise<AdminBrand> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!before) throw refuse('brand_not_found');
    if (before.name === name) return;
    await checkBrandName(tx, name, id);
    await tx.update(brands).set({ name }).where(eq(brands.id, id));
    await audit(tx, 'brand', id, actorId, [{ field: 'name', before: before.name, after: name }]);
  });
  return brandById(db, id);
}

export async function deleteBrand(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!before) throw refuse('brand_not_found');
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.brandId, id));
    const count = counted?.count ?? 0;
    if (count === 1) throw refuse('brand_has_products_one');
    if (count > 1) throw refuse('brand_has_products', { count });
    await tx.delete(brands).where(eq(brands.id, id));
    await audit(tx, 'brand', id, actorId, [
      { field: 'deleted', before: { name: before.name, slug: before.slug }, after: null },
    ]);
  });
}
