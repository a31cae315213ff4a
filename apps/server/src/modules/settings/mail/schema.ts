import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema.js';

/**
 * The shop's outgoing mail server as the admin entered it on /staff/settings (one row, id 1;
 * migration 0050). The password is stored sealed (secret-box.ts: AES-256-GCM under a key from
 * SETTINGS_KEY or the data directory), never in the clear and never sent back.
 */
export const mailSettings = pgTable(
  'mail_settings',
  {
    id: integer('id').primaryKey().default(1),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    security: text('security', { enum: ['tls', 'starttls', 'none'] }).notNull(),
    username: text('username').notNull().default(''),
    /** '' when no password is needed; else secret-box's sealed text. */
    passwordSealed: text('password_sealed').notNull().default(''),
    fromAddress: text('from_address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('mail_settings_single_row', sql`${table.id} = 1`),
    check('mail_settings_port_check', sql`${table.port} BETWEEN 1 AND 65535`),
    check('mail_settings_security_check', sql`${table.security} IN ('tls', 'starttls', 'none')`),
  ],
);
