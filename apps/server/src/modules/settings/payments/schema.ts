import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema.js';

/**
 * The shop's own eSewa and Khalti merchant credentials as the admin entered them on
 * /staff/settings (one row per provider; migration 0051). They win over the environment variables.
 * The secret is stored sealed (settings/mail/secret-box.ts), never in the clear and never sent back;
 * its last 4 characters are kept apart so the screen can say which one is saved.
 */
export const paymentCredentials = pgTable(
  'payment_credentials',
  {
    provider: text('provider', { enum: ['esewa', 'khalti'] }).primaryKey(),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    /** eSewa's product code; for Khalti the merchant's own reference (may be ''). */
    merchantCode: text('merchant_code').notNull().default(''),
    secretSealed: text('secret_sealed').notNull(),
    secretLast4: text('secret_last4').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('payment_credentials_provider_check', sql`${table.provider} IN ('esewa', 'khalti')`),
    check('payment_credentials_mode_check', sql`${table.mode} IN ('live', 'test')`),
  ],
);
