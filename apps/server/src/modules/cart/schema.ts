import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productColors, products } from '../catalog/schema.js';
import { users } from '../auth/schema.js';

/** The signed-in shopper's cart, so it follows them to another device. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').references(() => productColors.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A product without colours has a null colour; coalesce makes such lines unique too.
    uniqueIndex('cart_items_line_unique').on(table.userId, table.productId, sql`coalesce(${table.colorId}, 0)`),
    index('cart_items_user_idx').on(table.userId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);
