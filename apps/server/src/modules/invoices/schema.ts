import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { orders } from '../orders/schema.js';

// Tax invoices (migration 0024). invoice_counters holds the last number issued in each fiscal
// year; the transaction that issues an invoice increments its row, which locks it until commit,
// so numbers come out in order, without gaps, and a rollback takes its number back.
// Bills are never edited or deleted: a trigger refuses UPDATE and DELETE (migration 0042).

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** '2082/83' (nepal/fiscal-year.ts). */
    fiscalYear: text('fiscal_year').primaryKey(),
    lastSequence: integer('last_sequence').notNull(),
  },
  () => [
    check('invoice_counters_fiscal_year_check', sql`fiscal_year ~ '^[0-9]{4}/[0-9]{2}$'`),
    check('invoice_counters_sequence_check', sql`last_sequence >= 1`),
  ],
);

export interface InvoiceSeller {
  name: string;
  legal_name: string;
  address: string;
  /** The shop's address in Nepali when set (issue #30); absent on bills issued before. */
  address_ne?: string;
  pan: string;
  registration_no: string;
  phone: string;
  email: string;
}

export interface InvoiceBuyer {
  name: string;
  pan: string | null;
  address: string;
  /** The delivery address in Nepali names (issue #30); absent for a typed billing address. */
  address_ne?: string;
  phone: string;
  email: string;
}

export interface InvoiceLineRow {
  description: string;
  /**
   * The line in Nepali, with the colour's Nepali name the order line kept (issue #30); absent when
   * it reads as `description` (no colour, or none with a Nepali name) and on bills issued before.
   */
  description_ne?: string;
  quantity: number;
  rate_paisa: number;
  amount_paisa: number;
  /** The units' serial numbers or IMEIs recorded at packing (issue #33); absent when none were. */
  serials?: string[];
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    fiscalYear: text('fiscal_year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Snapshots as issued: later changes to the settings or the order do not alter the bill. */
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    vatMode: text('vat_mode', { enum: ['inclusive', 'exclusive'] }).notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    subtotalPaisa: integer('subtotal_paisa').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull(),
    discountPaisa: integer('discount_paisa').notNull(),
    taxablePaisa: integer('taxable_paisa').notNull(),
    vatPaisa: integer('vat_paisa').notNull(),
    totalPaisa: integer('total_paisa').notNull(),
    /**
     * Who issued the bill (migration 0042): the staff member whose action issued it, or null when
     * the system did (an online payment verified) and for bills issued before it was recorded.
     */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The issuer's name as it was when the bill was issued (migration 0053), part of the snapshot;
     * null when the system issued it and on bills issued before 0053 (those read the user's name).
     */
    issuedByName: text('issued_by_name'),
  },
  (table) => [
    check('invoices_vat_mode_check', sql`vat_mode IN ('inclusive', 'exclusive')`),
    check('invoices_totals_check', sql`taxable_paisa + vat_paisa = total_paisa AND sequence >= 1`),
    uniqueIndex('invoices_order_unique').on(table.orderId),
    uniqueIndex('invoices_fiscal_year_sequence_unique').on(table.fiscalYear, table.sequence),
    uniqueIndex('invoices_number_unique').on(table.invoiceNumber),
  ],
);
