import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { products } from '../catalog/schema.js';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewText: text('review_text').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Hidden by staff (issue 19): not shown to shoppers and left out of the product's rating.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    // The shop's public reply shown under the review.
    replyText: text('reply_text'),
    replyById: integer('reply_by_id').references(() => users.id, { onDelete: 'set null' }),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    /** Written by the demo catalogue's seed (migration 0030). */
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [
    // One review per customer per product: posting again updates it.
    uniqueIndex('reviews_product_user_unique').on(table.productId, table.userId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    index('reviews_created_idx').on(table.createdAt, table.id),
    check('reviews_hidden_reason_check', sql`(${table.hiddenAt} IS NULL) = (${table.hiddenReason} IS NULL)`),
    check('reviews_reply_check', sql`(${table.replyText} IS NULL) = (${table.replyAt} IS NULL)`),
  ],
);

/**
 * The moderation log of deleted reviews (migration 0035): which review of which product, its
 * rating, why, who and when. Not the text nor the author: a review deleted for what it said
 * should not live on in a log, and an erased customer's words must go with them.
 */
export const reviewDeletions = pgTable(
  'review_deletions',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull(),
    productId: integer('product_id').notNull(),
    rating: integer('rating').notNull(),
    reason: text('reason').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_deletions_product_idx').on(table.productId, table.deletedAt)],
);
