import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mediaUploads } from '../media/schema.js';

// Money columns hold integer paisa (1 rupee = 100 paisa); rupees exist only at the API edge.

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name on Nepali pages (issue #30); empty: the English name is shown. */
    nameNe: text('name_ne').notNull().default(''),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    /** Seeded with the demo catalogue (migration 0030): "Remove demo data" on /staff/settings deletes it. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Its products' return window in days (issue #33, migration 0054); NULL: the shop's. */
    returnWindowDays: integer('return_window_days'),
    /** The same for its products with a warranty; NULL: the shop's. */
    warrantyReturnWindowDays: integer('warranty_return_window_days'),
  },
  (table) => [
    check(
      'categories_return_windows_check',
      sql`(${table.returnWindowDays} IS NULL OR ${table.returnWindowDays} BETWEEN 0 AND 365) AND (${table.warrantyReturnWindowDays} IS NULL OR ${table.warrantyReturnWindowDays} BETWEEN 0 AND 365)`,
    ),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Seeded with the demo catalogue (migration 0030). */
  isDemo: boolean('is_demo').notNull().default(false),
});

/**
 * A product sold in configurations (issue #35): its variants are products, each with its own
 * SKU-like slug, price, stock, colours, images and page, joined here by the options that tell
 * them apart ("RAM", "Storage"). Lists show one card per family; the product page picks among them.
 */
export const productFamilies = pgTable('product_families', {
  id: serial('id').primaryKey(),
  /** The product's name without the configuration ("Samsung Galaxy S24 Ultra"). */
  name: text('name').notNull(),
  /** The option names in picker order, and their Nepali names ('' where none). */
  options: text('options').array().notNull(),
  optionsNe: text('options_ne').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    pricePaisa: integer('price_paisa').notNull(),
    discountPricePaisa: integer('discount_price_paisa').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    deliveryDetail: text('delivery_detail').notNull().default(''),
    /**
     * The Nepali texts of Nepali pages (issue #30); each empty one falls back to its English text.
     * Not searched: the catalogue index reads Latin letters and digits (search/text.ts).
     */
    shortDescriptionNe: text('short_description_ne').notNull().default(''),
    longDescriptionNe: text('long_description_ne').notNull().default(''),
    deliveryDetailNe: text('delivery_detail_ne').notNull().default(''),
    deliveryPricePaisa: integer('delivery_price_paisa').notNull().default(0),
    totalQuantity: integer('total_quantity').notNull().default(0),
    overallRating: numeric('overall_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** A product taken off sale stays for old orders and stale carts but is no longer sold. */
    isActive: boolean('is_active').notNull().default(true),
    /** draft, active or archived (the catalogue editor); is_active = (status = 'active'), kept so by a trigger (0014). */
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('active'),
    /** Bumped by every admin save: the product editor's optimistic lock. */
    version: integer('version').notNull().default(1),
    /** Seeded with the demo catalogue (migration 0030): removed by "Remove demo data", or archived when sold. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Each unit's serial or IMEI is recorded at packing, before the order ships (migration 0046). */
    serialised: boolean('serialised').notNull().default(false),
    /** How long the warranty runs from delivery, in months (the warranty lookup, migration 0046). */
    warrantyMonths: integer('warranty_months').notNull().default(12),
    /** At most this many units (but some) is "low stock"; null: the shop's threshold (migration 0049). */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * The code under the barcode on the box (EAN-13, UPC-A or the shop's own), upper-case, that the
     * counter's scanner types (issue #36, migration 0066); null: none. One product per code.
     */
    barcode: text('barcode'),
    /** The family this product is one variant of, and its value of each of the family's options (0056). */
    familyId: integer('family_id').references(() => productFamilies.id, { onDelete: 'set null' }),
    optionValues: text('option_values').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    // Category pages sort by price or rating within one category: both walk an index.
    // Partial (on sale only) so counting a category is an index-only scan.
    index('products_category_price_idx')
      .on(table.categoryId, table.discountPricePaisa, table.id)
      .where(sql`${table.isActive}`),
    index('products_category_rating_idx').on(table.categoryId, table.overallRating),
    index('products_discount_price_idx').on(table.discountPricePaisa),
    index('products_featured_idx').on(table.isFeatured),
    check('products_stock_not_negative', sql`${table.totalQuantity} >= 0`),
    check('products_prices_positive', sql`${table.pricePaisa} >= 0 AND ${table.discountPricePaisa} >= 0`),
    check('products_status_check', sql`${table.status} IN ('draft', 'active', 'archived')`),
    check('products_status_is_active_check', sql`${table.isActive} = (${table.status} = 'active')`),
    index('products_status_idx').on(table.status),
    check('products_warranty_months_check', sql`${table.warrantyMonths} BETWEEN 0 AND 120`),
    uniqueIndex('products_family_values_unique')
      .on(table.familyId, table.optionValues)
      .where(sql`${table.familyId} IS NOT NULL`),
    check('products_family_values_check', sql`(${table.familyId} IS NULL) = (${table.optionValues} IS NULL)`),
    uniqueIndex('products_barcode_unique')
      .on(table.barcode)
      .where(sql`${table.barcode} IS NOT NULL`),
    check('products_barcode_check', sql`${table.barcode} IS NULL OR ${table.barcode} ~ '^[0-9A-Z-]{4,32}$'`),
    check(
      'products_low_stock_threshold_check',
      sql`${table.lowStockThreshold} IS NULL OR ${table.lowStockThreshold} BETWEEN 0 AND 10000`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** An uploaded image's variants (modules/media); null for the demo's SVG urls. */
    uploadId: integer('upload_id').references(() => mediaUploads.id),
  },
  (table) => [
    index('product_images_product_idx').on(table.productId),
    index('product_images_upload_idx').on(table.uploadId),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    /** The colour's name on Nepali pages (issue #30); empty: the English name. */
    colorNameNe: text('color_name_ne').notNull().default(''),
    hexCode: text('hex_code').notNull(),
    quantity: integer('quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The picture of the product in this colour, which the gallery shows when it is chosen (0070, issue #35). */
    imageId: integer('image_id').references(() => productImages.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('product_colors_product_idx').on(table.productId),
    check('product_colors_stock_not_negative', sql`${table.quantity} >= 0`),
  ],
);

export const productBulkDiscounts = pgTable(
  'product_bulk_discounts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The order the shop listed the tiers in; pricing takes the highest tier met
     * (docs/rules/cart.md#bulk-discounts).
     */
    position: integer('position').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [index('product_bulk_discounts_product_idx').on(table.productId)],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    answer: text('answer').notNull(),
    /** The label and value on Nepali pages (issue #30); each empty one shows the English. */
    titleNe: text('title_ne').notNull().default(''),
    answerNe: text('answer_ne').notNull().default(''),
  },
  (table) => [index('product_specifications_product_idx').on(table.productId)],
);
