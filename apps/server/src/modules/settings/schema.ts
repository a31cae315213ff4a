import { sql } from 'drizzle-orm';
import {
  COD_HOLD_DEFAULTS,
  DEMO_SOCIAL_LINKS,
  LOW_STOCK_THRESHOLD,
  RETURN_WINDOW_DEFAULTS,
  type DeliveryConfig,
  type Navigation,
  type SocialLinks,
} from '@pasal/contract';
import {
  boolean,
  check,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

// The shop's settings (migration 0021): one row, written the first time an admin saves them.
// Until then the shop runs on the environment's values (config.ts), so a new shop needs no row.

/** The logo as stored: the files are named `{key}-{kind}.{ext}` (settings/logo/logo-files.ts). */
export interface StoredLogo {
  key: string;
  /** Width of the header picture at 32 px high. */
  width: number;
}

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
    /** Return windows in days after delivery (issue #33, migration 0044); with a warranty, the second. */
    returnWindowDays: integer('return_window_days').notNull().default(RETURN_WINDOW_DEFAULTS.days),
    warrantyReturnWindowDays: integer('warranty_return_window_days')
      .notNull()
      .default(RETURN_WINDOW_DEFAULTS.warrantyDays),
    /** Products with this many units or fewer (but some) are "low stock" unless they set their own (0049). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD),
    /** The shop's look (issue #32, migration 0045): blank short name and colour are the defaults. */
    shortName: text('short_name').notNull().default(''),
    brandColor: text('brand_color').notNull().default(''),
    social: jsonb('social').$type<SocialLinks>().notNull().default(DEMO_SOCIAL_LINKS),
    /** The uploaded logo: its files' key and its width at 32 px high; null: the standard mark. */
    logo: jsonb('logo').$type<StoredLogo>(),
    /** The announcement bar (issue #32, migration 0047): off until switched on; dates in Nepal time. */
    announcementEnabled: boolean('announcement_enabled').notNull().default(false),
    announcementText: text('announcement_text').notNull().default(''),
    announcementTextNe: text('announcement_text_ne').notNull().default(''),
    announcementLink: text('announcement_link').notNull().default(''),
    announcementStartsOn: date('announcement_starts_on', { mode: 'string' }),
    announcementEndsOn: date('announcement_ends_on', { mode: 'string' }),
    /** Which order updates go by SMS (issue #36, migration 0057): all on until switched off. */
    smsPlaced: boolean('sms_placed').notNull().default(true),
    smsShipped: boolean('sms_shipped').notNull().default(true),
    smsReadyForPickup: boolean('sms_ready_for_pickup').notNull().default(true),
    smsDelivered: boolean('sms_delivered').notNull().default(true),
    smsCancelled: boolean('sms_cancelled').notNull().default(true),
    /** The header and footer links (migration 0047); null: the specification's. */
    navigation: jsonb('navigation').$type<Navigation>(),
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
    check('shop_settings_low_stock_threshold_check', sql`low_stock_threshold BETWEEN 0 AND 10000`),
    check('shop_settings_brand_color_check', sql`brand_color = '' OR brand_color ~ '^#[0-9a-f]{6}$'`),
    check(
      'shop_settings_announcement_dates_check',
      sql`announcement_ends_on IS NULL OR announcement_starts_on IS NULL OR announcement_ends_on >= announcement_starts_on`,
    ),
    check(
      'shop_settings_return_windows_check',
      sql`return_window_days BETWEEN 0 AND 365 AND warranty_return_window_days BETWEEN 0 AND 365`,
    ),
    check(
      'shop_settings_payment_methods_check',
      sql`cardinality(payment_methods) >= 1 AND payment_methods <@ ARRAY['Esewa', 'Khalti', 'COD']::text[]`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The logo's pictures (header, favicon, home-screen icons), served at /brand/{name} (migration 0045). */
export const shopBrandFiles = pgTable(
  'shop_brand_files',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    /** SHA-256 (hex) of `data`: the ETag. */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_brand_files_type_check', sql`${table.contentType} IN ('image/png', 'image/webp')`)],
);
