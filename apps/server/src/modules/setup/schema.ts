import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

// First run (issue #32, migration 0034_first_run).

/**
 * The setup codes a server printed at start while the shop had no admin, as keyed hashes: every
 * process of the shop (and a restarted one) accepts each other's codes, and a database leak alone
 * does not give a code away. All are deleted when the first admin is made.
 */
export const setupCodes = pgTable('setup_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The first-run checklist's own facts, one row (written the first time one is recorded): whether
 * an admin hid it, and the latest test e-mail (its mail queue row: gone from the queue means sent).
 * The other steps are read from the shop's data itself.
 */
export const setupChecklist = pgTable(
  'setup_checklist',
  {
    id: smallint('id').primaryKey().default(1),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    testMailTo: text('test_mail_to'),
    testMailQueuedAt: timestamp('test_mail_queued_at', { withTimezone: true }),
    testMailOutboxId: bigint('test_mail_outbox_id', { mode: 'number' }),
  },
  () => [check('setup_checklist_one_row', sql`id = 1`)],
);
