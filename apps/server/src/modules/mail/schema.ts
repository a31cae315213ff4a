import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { QueuedMail } from './outbox.js';

/**
 * E-mails waiting to be sent. A message is queued by the change it reports (an order placed,
 * cancelled, shipped…) and deleted once the mailer has taken it, so a crash, a restart or an
 * SMTP outage delays an e-mail but never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').$type<QueuedMail>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the message may be tried (again); while one process is sending it, a lease in the future. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.attempts} < 10`),
  ],
);
