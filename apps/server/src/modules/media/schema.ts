import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Uploaded images live in PostgreSQL (docs/decisions.md, "Product images in PostgreSQL"): every
// server process on every machine serves them, and a database backup holds them.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** One uploaded picture, whatever products use it (the same file uploaded twice is stored once). */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    /** First 32 hex digits of SHA-256 over the pipeline version and the uploaded bytes: the variants' names. */
    key: text('key').notNull(),
    /** Size of the largest variant (the upload turned upright, at most 1600 px wide). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths present in every format, smallest first. */
    widths: integer('widths').array().notNull(),
    /** What was uploaded: image/jpeg, image/png, image/webp or image/avif, and how many bytes. */
    sourceType: text('source_type').notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('media_uploads_key_unique').on(table.key)],
);

/** One encoded size of an upload in one format, served at /media/{name}. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => mediaUploads.id, { onDelete: 'cascade' }),
    /** `{key}-{width}.{avif|webp|jpg}`: the address, unique. */
    name: text('name').notNull(),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 (hex) of `data`: the ETag. */
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_variants_name_unique').on(table.name),
    index('media_variants_upload_idx').on(table.uploadId),
    check('media_variants_format_check', sql`${table.format} IN ('avif', 'webp', 'jpeg')`),
  ],
);
