import { sql } from 'drizzle-orm';
import { COD_HOLD_DEFAULTS, type DeliveryConfig } from '@pasal/contract';
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
    /** The address on Nepali pages (issue #30); empty: the English one. */
    addressNe: text('address_ne').notNull().default(''),
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
    /**
     * Cash-on-delivery limits (issue #29, migration cod_hold_limits): open unpaid COD orders per
     * account, and units of one product held across them. A row saved before them gets the defaults.
     */
    codMaxOpenOrders: integer('cod_max_open_orders').notNull().default(COD_HOLD_DEFAULTS.maxOpenOrders),
    codMaxUnitsPerProduct: integer('cod_max_units_per_product').notNull().default(COD_HOLD_DEFAULTS.maxUnitsPerProduct),
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
      'shop_settings_cod_limits_check',
      sql`cod_max_open_orders BETWEEN 1 AND 1000 AND cod_max_units_per_product BETWEEN 1 AND 1000`,
    ),
    check(
      'shop_settings_payment_methods_check',
      sql`cardinality(payment_methods) >= 1 AND payment_methods <@ ARRAY['Esewa', 'Khalti', 'COD']::text[]`,
    ),
  ],
);
