import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Idempotency keys of POST /orders/ (idempotency.ts, migration 0009). Scoped to the customer:
 * two customers may send the same key. Rows older than a day replay nothing and are deleted.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the parsed body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The order number this key places (chosen before the order is recorded). */
    transactionId: text('transaction_id').notNull(),
    /** The first answer, once it is known; null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('order_idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
