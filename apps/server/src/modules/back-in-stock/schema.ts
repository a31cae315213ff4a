import { LOCALES } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { productColors, products } from '../catalog/schema.js';

/**
 * 'Notify me when back in stock' (issue 16): one row per product or colour and subscriber (a
 * signed-in shopper's account, or a visitor's lower-cased e-mail). The row is deleted by the
 * statement that queues its one e-mail when stock returns (service.ts), or by its unsubscribe link.
 */
export const backInStockSubscriptions = pgTable(
  'back_in_stock_subscriptions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: the product as a whole (it has no colours, or all of it is sold out). */
    colorId: integer('color_id').references(() => productColors.id, { onDelete: 'cascade' }),
    /** A signed-in shopper: told at the account's e-mail as it is when stock returns. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's e-mail, lower-cased; null for a signed-in shopper's row. */
    email: text('email'),
    /** Random, unguessable: the e-mail's unsubscribe link works without signing in. */
    token: text('token').notNull(),
    /** The page's language when the shopper asked (issue #30): both e-mails are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLS NOT DISTINCT (PostgreSQL 15): a repeat for the product as a whole is a conflict too.
    unique('back_in_stock_subscriptions_subscriber_unique')
      .on(table.productId, table.colorId, table.userId, table.email)
      .nullsNotDistinct(),
    unique('back_in_stock_subscriptions_token_unique').on(table.token),
    index('back_in_stock_subscriptions_user_idx').on(table.userId),
    check('back_in_stock_subscriptions_locale_check', sql`${table.locale} IN ('en', 'ne')`),
    check('back_in_stock_subscriptions_one_subscriber', sql`(${table.userId} IS NULL) <> (${table.email} IS NULL)`),
  ],
);
