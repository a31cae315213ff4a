import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Text messages (issue #36): queued by the change they report, in its transaction, and kept with
 * their status. `pending` until Sparrow SMS queues one (`sent`) or refuses it for good, or it has
 * failed too often (`failed`); the provider's last answer is kept beside the error.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A Nepali mobile number, 10 digits. */
    toNumber: text('to_number').notNull(),
    text: text('text').notNull(),
    /** SMS parts the provider bills for the text (parts.ts). */
    parts: integer('parts').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may be tried (again); while one process is sending it, a lease in the future. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    providerResponse: jsonb('provider_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('sms_outbox_status_check', sql`${table.status} IN ('pending', 'sent', 'failed')`),
    check('sms_outbox_parts_check', sql`${table.parts} >= 1`),
    index('sms_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
