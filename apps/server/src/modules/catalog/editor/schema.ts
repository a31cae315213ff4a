import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema.js';
import { products } from '../schema.js';

// Tables of the back office's catalogue editor (migration 0014; the search words 0040), beside the
// catalogue's own in ../schema.ts (products, with their status and version columns).

/** A product's earlier slugs: /products/{old slug} keeps finding the product after a rename. */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_slug_redirects_product_idx').on(table.productId)],
);

/**
 * One changed field of a product, category or brand, or a line of search words added or removed:
 * who, when, before → after (JSON).
 */
export const catalogueAuditLog = pgTable(
  'catalogue_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity', { enum: ['product', 'category', 'brand', 'search_words'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('catalogue_audit_log_entity_idx').on(table.entity, table.entityId, table.at),
    check('catalogue_audit_log_entity_check', sql`${table.entity} IN ('product', 'category', 'brand', 'search_words')`),
  ],
);

/**
 * The staff's own search words (issue #30): one line of words that mean the same to shoppers
 * ("speaker", "भोंपू", "bhompu"), as they were typed. Every server process reads them into its
 * search index with the built-in lines of search/synonyms.ts.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    words: text('words').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('search_synonyms_words_check', sql`cardinality(${table.words}) BETWEEN 2 AND 12`)],
);
