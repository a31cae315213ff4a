import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

// The closes and reopenings of the sales register's BS months (migration 0059, issue #34). Rows are
// only ever added (the table refuses UPDATE and DELETE): a month is closed while its latest row is a
// close. A reopening carries its reason (at least ten characters, a CHECK); a close carries the
// month's totals then. Each row keeps the month's instants, [starts_at, ends_at) between Nepal
// midnights, so the database's trigger on invoices and credit_notes can refuse a document dated in a
// closed month without knowing the Bikram Sambat calendar.
export const registerMonthEvents = pgTable(
  'register_month_events',
  {
    id: serial('id').primaryKey(),
    bsYear: integer('bs_year').notNull(),
    bsMonth: integer('bs_month').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    action: text('action', { enum: ['close', 'reopen'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byUser: integer('by_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    byName: text('by_name').notNull(),
    reason: text('reason'),
    bills: integer('bills'),
    taxablePaisa: bigint('taxable_paisa', { mode: 'number' }),
    vatPaisa: bigint('vat_paisa', { mode: 'number' }),
    billTotalPaisa: bigint('bill_total_paisa', { mode: 'number' }),
    creditNotes: integer('credit_notes'),
    returnsTaxablePaisa: bigint('returns_taxable_paisa', { mode: 'number' }),
    returnsVatPaisa: bigint('returns_vat_paisa', { mode: 'number' }),
    returnsTotalPaisa: bigint('returns_total_paisa', { mode: 'number' }),
  },
  (table) => [
    check('register_month_events_month_check', sql`bs_month BETWEEN 1 AND 12 AND starts_at < ends_at`),
    check('register_month_events_action_check', sql`action IN ('close', 'reopen')`),
    check(
      'register_month_events_reason_check',
      sql`(action = 'reopen' AND char_length(btrim(reason)) >= 10) OR (action = 'close' AND reason IS NULL)`,
    ),
    check(
      'register_month_events_totals_check',
      sql`action = 'reopen' OR (bills IS NOT NULL AND taxable_paisa IS NOT NULL AND vat_paisa IS NOT NULL AND bill_total_paisa IS NOT NULL AND credit_notes IS NOT NULL AND returns_taxable_paisa IS NOT NULL AND returns_vat_paisa IS NOT NULL AND returns_total_paisa IS NOT NULL)`,
    ),
    index('register_month_events_month_idx').on(table.bsYear, table.bsMonth, table.id),
    index('register_month_events_starts_idx').on(table.startsAt),
    index('register_month_events_by_user_idx').on(table.byUser),
  ],
);
