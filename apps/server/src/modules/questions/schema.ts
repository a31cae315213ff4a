import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { products } from '../catalog/schema.js';

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredById: integer('answered_by_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_product_created_idx').on(table.productId, table.createdAt),
    // The staff list: unanswered first, then newest.
    index('questions_unanswered_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.answer} IS NULL`),
    index('questions_created_idx').on(table.createdAt, table.id),
  ],
);
