import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * A shopper's saved delivery addresses (issue #20). The place is stored as ids from the contract's
 * geography (province → district → local level) plus the ward, so names come out in English or
 * Nepali and cannot be misspelt. At most one default per user: a partial unique index.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    provinceId: smallint('province_id').notNull(),
    districtId: smallint('district_id').notNull(),
    localLevelId: smallint('local_level_id').notNull(),
    ward: smallint('ward').notNull(),
    tole: text('tole').notNull(),
    landmark: text('landmark'),
    postalCode: text('postal_code'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_addresses_user_idx').on(table.userId, table.updatedAt),
    uniqueIndex('user_addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('user_addresses_ward_check', sql`${table.ward} >= 1`),
    check('user_addresses_postal_code_check', sql`${table.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;
