import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES, STOCK_DECISIONS } from '@pasal/contract';
import { users } from '../auth/schema.js';
import { orderItems, orders } from '../orders/schema.js';
import { orderRefunds } from '../orders/refunds-schema.js';

// Returns and replacements (issue #33, migration 0044). A return is asked for by the customer (or
// opened by staff for a walk-in customer) and moves requested → approved | refused → received →
// resolved; its lines are units of the order's lines, each resolved once (refund, replacement or
// repair; restock or write off). A line's resolution is written by one conditional update
// (`resolved_at IS NULL`) under the return's row lock, so a second click never restocks twice.

export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reasonCode: text('reason_code', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** The customer on Your Orders, or staff at the counter for a walk-in customer. */
    openedBy: text('opened_by', { enum: ['customer', 'staff'] }).notNull(),
    openedByUserId: integer('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff refused it, as the customer is told. */
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When staff approved or refused it, and who. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its last line was resolved. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_returns_order_idx').on(table.orderId, table.id),
    index('order_returns_status_idx').on(table.status, table.id),
    check(
      'order_returns_status_check',
      sql`${table.status} IN ('requested', 'approved', 'refused', 'received', 'resolved', 'closed')`,
    ),
    check(
      'order_returns_reason_check',
      sql`${table.reasonCode} IN ('faulty', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other')`,
    ),
    check('order_returns_opened_by_check', sql`${table.openedBy} IN ('customer', 'staff')`),
    check(
      'order_returns_refusal_check',
      sql`${table.status} <> 'refused' OR (${table.refusalReason} IS NOT NULL AND btrim(${table.refusalReason}) <> '')`,
    ),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }),
    stockDecision: text('stock_decision', { enum: STOCK_DECISIONS }),
    /** Why it was resolved so (also in the stock history when restocked). */
    resolutionNote: text('resolution_note').notNull().default(''),
    /** A refund's record (orders' order_refunds), which issued the credit note. */
    refundId: integer('refund_id').references(() => orderRefunds.id, { onDelete: 'restrict' }),
    /** A replacement's shipment (migration 0058): a zero-priced order through the normal steps. */
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * The serials of the units that came back (migration 0058), chosen by staff when the line is
     * resolved, as they were recorded at packing; empty for a line without serials.
     */
    serials: text('serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_return_lines_item_unique').on(table.returnId, table.orderItemId),
    uniqueIndex('order_return_lines_replacement_unique').on(table.replacementOrderId),
    index('order_return_lines_item_idx').on(table.orderItemId),
    check('order_return_lines_quantity_check', sql`${table.quantity} > 0`),
    check(
      'order_return_lines_resolution_check',
      sql`${table.resolution} IS NULL OR ${table.resolution} IN ('refund', 'replacement', 'repair')`,
    ),
    check(
      'order_return_lines_stock_check',
      sql`${table.stockDecision} IS NULL OR ${table.stockDecision} IN ('restock', 'write_off')`,
    ),
    check(
      'order_return_lines_resolved_check',
      sql`(${table.resolution} IS NULL) = (${table.resolvedAt} IS NULL) AND (${table.resolution} IS NULL) = (${table.stockDecision} IS NULL)`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Photos a customer attached to a return request (migration 0058): at most three (position 1–3,
 * unique per return, taken under the return's row lock). Kept in PostgreSQL like every uploaded
 * picture (docs/decisions.md, "Product images in PostgreSQL"): every server process serves them and
 * a backup holds them. Never under DATA_DIR/uploads nor /media/, which anyone may fetch: these are
 * a customer's own pictures (their home, their face in a reflection), so only the return's customer
 * and staff may fetch them (returns/routes.ts checks who asks on every request; the ids in the
 * address are not secrets). Each is the upload re-encoded from its pixels (upright, sRGB, no EXIF
 * or GPS) as WebP at two widths; the uploaded file itself is not kept.
 */
export const orderReturnPhotos = pgTable(
  'order_return_photos',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** What the bytes said the upload was (image/jpeg, image/png or image/webp), and its size. */
    sourceType: text('source_type').notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    /** The full photo's size (at most 1600 px wide, never enlarged). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumb: bytea('thumb').notNull(),
    full: bytea('full').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('order_return_photos_position_unique').on(table.returnId, table.position),
    check('order_return_photos_position_check', sql`${table.position} BETWEEN 1 AND 3`),
    check('order_return_photos_type_check', sql`${table.sourceType} IN ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);
