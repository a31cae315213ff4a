import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { invoices, type InvoiceBuyer, type InvoiceSeller } from '../invoices/schema.js';
import { orderRefunds } from '../orders/refunds-schema.js';
import { orders } from '../orders/schema.js';

// Credit notes (migration 0031). A bill is never edited: a refund or a cancellation after billing
// issues a credit note against it. credit_note_counters holds the last number issued in each fiscal
// year, counted apart from the bills' numbers; the transaction that issues a credit note increments
// its row, which locks it until commit, so numbers come out in order and without gaps, and a rollback
// takes its number back.

export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    /** '2083/84' (nepal/fiscal-year.ts). */
    fiscalYear: text('fiscal_year').primaryKey(),
    lastSequence: integer('last_sequence').notNull(),
  },
  () => [
    check('credit_note_counters_fiscal_year_check', sql`fiscal_year ~ '^[0-9]{4}/[0-9]{2}$'`),
    check('credit_note_counters_sequence_check', sql`last_sequence >= 1`),
  ],
);

/** One line a credit note takes back; amounts include VAT, vat_paisa is the VAT reversed on it. */
export interface CreditNoteLineRow {
  /** Null for the delivery charge. */
  order_item_id: number | null;
  description: string;
  /** The bill line's Nepali description, when it has one (issue #30). */
  description_ne?: string;
  quantity: number;
  amount_paisa: number;
  vat_paisa: number;
}

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    fiscalYear: text('fiscal_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** 'CN 2083/84-000001'. */
    number: text('number').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The refund it records (null for a cancellation's credit note). */
    refundId: integer('refund_id').references(() => orderRefunds.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['refund', 'cancellation'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Snapshots from the bill, so the credit note prints the same parties. */
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<CreditNoteLineRow[]>().notNull(),
    vatMode: text('vat_mode', { enum: ['inclusive', 'exclusive'] }).notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxablePaisa: integer('taxable_paisa').notNull(),
    vatPaisa: integer('vat_paisa').notNull(),
    totalPaisa: integer('total_paisa').notNull(),
    reason: text('reason').notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
  },
  (table) => [
    check('credit_notes_kind_check', sql`kind IN ('refund', 'cancellation')`),
    check('credit_notes_vat_mode_check', sql`vat_mode IN ('inclusive', 'exclusive')`),
    check(
      'credit_notes_totals_check',
      sql`taxable_paisa + vat_paisa = total_paisa AND total_paisa > 0 AND vat_paisa >= 0 AND sequence >= 1`,
    ),
    uniqueIndex('credit_notes_fiscal_year_sequence_unique').on(table.fiscalYear, table.sequence),
    uniqueIndex('credit_notes_number_unique').on(table.number),
    index('credit_notes_invoice_idx').on(table.invoiceId),
    index('credit_notes_order_idx').on(table.orderId),
  ],
);
