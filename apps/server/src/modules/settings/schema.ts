import { sql } from 'drizzle-orm';
import type { DeliveryConfig } from '@pasal/contract';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

// The shop's settings (migration 0021): one row, written the first time an admin saves them.
// Until then the shop runs on the environment's values (config.ts), so a new shop needs no row.

export const shopSettings = pgTable(
  'shop_settings',
  {
    /** Always 1: the table holds the one shop's settings. */
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    openingHours: text('opening_hours').notNull(),
    legalName: text('legal_name').notNull(),
    registrationNo: text('registration_no').notNull(),
    pan: text('pan').notNull(),
    grievanceOfficer: text('grievance_officer').notNull(),
    freeDeliveryThresholdPaisa: integer('free_delivery_threshold_paisa').notNull(),
    standardDeliveryChargePaisa: integer('standard_delivery_charge_paisa').notNull(),
    /** The payment methods the admin offers, in checkout order ('Esewa', 'Khalti', 'COD'). */
    paymentMethods: text('payment_methods').array().notNull(),
    /** Delivery zones, pickup days and holidays (migration 0022); null: DEFAULT_DELIVERY_CONFIG. */
    delivery: jsonb('delivery').$type<DeliveryConfig>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [
    check('shop_settings_one_row', sql`id = 1`),
    check(
      'shop_settings_amounts_check',
      sql`free_delivery_threshold_paisa >= 0 AND standard_delivery_charge_paisa >= 0`,
    ),
    check(
      'shop_settings_payment_methods_check',
      sql`cardinality(payment_methods) >= 1 AND payment_methods <@ ARRAY['Esewa', 'Khalti', 'COD']::text[]`,
    ),
  ],
);
