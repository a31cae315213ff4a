import type { DraftOrderRequest } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

// Orders taken by staff (issue #36, migration 0068; orders/drafts/). A draft holds what the
// customer asked for and takes no stock; it becomes one order at most. `transaction_id` names that
// order: it is written in the order's own transaction (the draft row is the claim), so two staff
// confirming at once, or a customer paying while staff confirm, place one order. A payment link's
// token is kept only as its SHA-256: the database never holds a usable link.

/** The order payload a draft keeps: checkout's fields without the payment and the figures. */
export type DraftOrderPayload = Omit<DraftOrderRequest, 'customer_id' | 'source' | 'staff_note'>;

export const draftOrders = pgTable(
  'draft_orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    payload: jsonb('payload').$type<DraftOrderPayload>().notNull(),
    source: text('source').notNull(),
    staffNote: text('staff_note').notNull().default(''),
    state: text('state', { enum: ['open', 'ordered', 'cancelled'] })
      .notNull()
      .default('open'),
    /** The order it became (orders.transaction_id); a link whose order expired unpaid may place another. */
    transactionId: text('transaction_id'),
    payTokenHash: text('pay_token_hash'),
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('draft_orders_state_check', sql`${table.state} IN ('open', 'ordered', 'cancelled')`),
    check(
      'draft_orders_source_check',
      sql`${table.source} IN ('phone', 'viber', 'messenger', 'whatsapp', 'shop', 'other')`,
    ),
    check('draft_orders_ordered_check', sql`(${table.state} = 'ordered') = (${table.transactionId} IS NOT NULL)`),
    index('draft_orders_state_idx').on(table.state, table.id),
    uniqueIndex('draft_orders_pay_token_unique').on(table.payTokenHash),
    index('draft_orders_transaction_idx').on(table.transactionId),
  ],
);
