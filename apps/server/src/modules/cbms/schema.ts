import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { creditNotes } from '../credit-notes/schema.js';
import { invoices } from '../invoices/schema.js';

// IRD's CBMS (migration 0042). cbms_outbox: one row per bill ('bill', sent to api/bill) or credit
// note ('return', sent to api/billreturn), written by the transaction that issues the document
// while the shop syncs, and kept once sent with CBMS's last answer (the order page shows it).

export const cbmsOutbox = pgTable(
  'cbms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['bill', 'return'] }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried (again); while a process is sending it, a lease in the future. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** CBMS's last answer code; null before one, or when CBMS could not be reached. */
    lastCode: integer('last_code'),
    lastAnswer: text('last_answer'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'cbms_outbox_kind_check',
      sql`(kind = 'bill' AND invoice_id IS NOT NULL AND credit_note_id IS NULL) OR (kind = 'return' AND credit_note_id IS NOT NULL AND invoice_id IS NULL)`,
    ),
    check('cbms_outbox_status_check', sql`status IN ('pending', 'sent', 'failed')`),
    uniqueIndex('cbms_outbox_invoice_unique').on(table.invoiceId),
    uniqueIndex('cbms_outbox_credit_note_unique').on(table.creditNoteId),
    index('cbms_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status <> 'sent'`),
  ],
);

/**
 * The CBMS simulator's records (demo mode): every request it answered, with its answer code. A
 * document is accepted (code 200) once: a second accepted row is refused by the partial unique index.
 */
export const cbmsSimulatorRequests = pgTable(
  'cbms_simulator_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['bill', 'return'] }).notNull(),
    sellerPan: text('seller_pan'),
    fiscalYear: text('fiscal_year'),
    /** invoice_number of a bill, credit_note_number of a return. */
    number: text('number'),
    refInvoiceNumber: text('ref_invoice_number'),
    code: integer('code').notNull(),
    /** The request as received, without its password. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('cbms_simulator_requests_kind_check', sql`kind IN ('bill', 'return')`),
    uniqueIndex('cbms_simulator_accepted_unique')
      .on(table.kind, table.sellerPan, table.fiscalYear, table.number)
      .where(sql`code = 200`),
  ],
);
