import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { orderItems, orders } from '../orders/schema.js';

// Serial numbers (issue #33, migration 0046): one row per unit of a serialised product, recorded at
// packing. A serial belongs to at most one unit sold and not come back (released): the partial
// unique index makes the database refuse the second of two orders packed at once with the same one.

export const orderItemUnits = pgTable(
  'order_item_units',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** The unit came back (returned and restocked) or never left (order cancelled): its serial is free. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedReason: text('released_reason'),
  },
  (table) => [
    check('order_item_units_serial_check', sql`${table.serial} ~ '^[A-Za-z0-9/-]{4,40}$'`),
    check('order_item_units_released_check', sql`(${table.releasedAt} IS NULL) = (${table.releasedReason} IS NULL)`),
    uniqueIndex('order_item_units_serial_unique')
      .on(sql`upper(${table.serial})`)
      .where(sql`${table.releasedAt} IS NULL`),
    index('order_item_units_serial_idx').on(sql`upper(${table.serial})`),
    index('order_item_units_item_idx').on(table.orderItemId, table.id),
  ],
);
