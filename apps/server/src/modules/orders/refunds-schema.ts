import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { orders, paymentGateways } from './schema.js';

// Refunds with an amount and lines (migration 0031). A row is the record of money that went back:
// for eSewa and Khalti through the provider's portal (its reference kept), for cash on delivery
// handed over by the staff member who recorded it. Rows are only ever added; the order's row is
// locked while one is added (orders/refunds.ts), so the sum of an order's refunds never exceeds what
// was paid, even when two are recorded at the same moment.

/** One line a refund paid back: units of an order line and the share of the refund they took. */
export interface RefundLineRow {
  order_item_id: number;
  description: string;
  quantity: number;
  amount_paisa: number;
}

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaisa: integer('amount_paisa').notNull(),
    lines: jsonb('lines').$type<RefundLineRow[]>().notNull(),
    /** The part of the amount that paid back the delivery charge (0 when it was not refunded). */
    deliveryPaisa: integer('delivery_paisa').notNull(),
    method: text('method', { enum: paymentGateways }).notNull(),
    /** eSewa or Khalti: the refund's reference in the provider's portal. */
    providerReference: text('provider_reference'),
    /** Cash: to whom it was handed (the staff member who paid it out is recorded_by). */
    paidTo: text('paid_to').notNull().default(''),
    reason: text('reason').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('order_refunds_amount_check', sql`${table.amountPaisa} > 0 AND ${table.deliveryPaisa} >= 0`),
    check(
      'order_refunds_reference_check',
      sql`${table.method} = 'COD' OR (${table.providerReference} IS NOT NULL AND btrim(${table.providerReference}) <> '')`,
    ),
    index('order_refunds_order_idx').on(table.orderId, table.id),
  ],
);
