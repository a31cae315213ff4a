import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { invoices } from './schema.js';

// Every print of a bill by staff (migration 0032, issue #33). Nepal's rule for computer-printed
// bills: the first print is the original, every later one is marked as a numbered copy. Rows are
// only ever added (the table refuses UPDATE and DELETE): the register of prints is part of the
// bill's paper trail. copy_number 0 is the original; a print takes the next number while the bill's
// row is locked (invoices/prints.ts), and the unique index is the last line of defence.
export const invoicePrints = pgTable(
  'invoice_prints',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    copyNumber: integer('copy_number').notNull(),
    printedBy: integer('printed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('invoice_prints_copy_number_check', sql`copy_number >= 0`),
    uniqueIndex('invoice_prints_invoice_copy_unique').on(table.invoiceId, table.copyNumber),
    index('invoice_prints_printed_by_idx').on(table.printedBy),
  ],
);
