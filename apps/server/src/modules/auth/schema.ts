import { LOCALES, USER_ROLES } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The account's billing address; the Nepal address parts are missing on one saved before they were asked. */
export interface BillingAddress {
  country: string;
  state: string;
  city: string;
  address: string;
  monument: string;
  zipcode: string;
  province_id?: number | null;
  district_id?: number | null;
  local_level_id?: number | null;
  ward?: number | null;
  tole?: string;
  landmark?: string;
  postal_code?: string;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** '' for an account signed up with a mobile number alone (docs/rules/accounts.md#sign-up-with-a-mobile-number). */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    /** Null for accounts created through Google sign-in that never set a password. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /**
     * When the owner proved the address (a six-digit code, or Google vouching for it). Null until
     * then: the account can browse and keep a cart, but orders, Google linking and first-order
     * coupons wait for the proof (docs/rules/accounts.md#e-mail-verification).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the owner proved the phone number with an SMS code (issue #36, migration 0064); a change
     * of number clears it. A proven number belongs to one account (users_verified_phone_unique)
     * and signs it in with an SMS code (docs/rules/accounts.md#mobile-number).
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    billing: jsonb('billing').$type<BillingAddress>(),
    /**
     * Set by an admin on the Customers screen (migration 0018): the account cannot sign in, refresh
     * or write, and its sessions were ended. Null for an active account. The trigram search
     * indexes of that screen (name and e-mail, phone digits) live in the migration only.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    disabledReason: text('disabled_reason').notNull().default(''),
    /**
     * Erased on the customer's request (migration 0035): the personal data is gone, the row stays
     * because the account's orders (kept for the tax records) name it. Who and when, nothing else.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    erasedBy: integer('erased_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** One of the demo catalogue's reviewers (migration 0030): no password, removed with the demo data. */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The language the account's e-mails are written in (issue #30, migration 0039): the page's
     * language at sign-up, changed when the signed-in shopper switches language.
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail addresses are unique regardless of case. An account signed up with a mobile number
    // alone has none ('', as an account without a phone has phone ''): migration 0069.
    uniqueIndex('users_email_lower_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
    check('users_role_check', sql`${table.role} IN ('customer', 'staff', 'admin', 'accountant')`),
    check('users_locale_check', sql`${table.locale} IN ('en', 'ne')`),
    uniqueIndex('users_verified_phone_unique')
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} IS NOT NULL`),
    index('users_disabled_idx')
      .on(table.disabledAt)
      .where(sql`${table.disabledAt} IS NOT NULL`),
    index('users_role_staff_idx')
      .on(table.role)
      .where(sql`${table.role} <> 'customer'`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens descending from one login share a family; reuse of a spent one revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The open code proving an address: one per account, for the address it was sent to (a changed
 * e-mail needs its own proof). Stored as a keyed hash, like the reset code.
 */
export const emailVerificationCodes = pgTable('email_verification_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counts of the per-e-mail and per-account limits (auth/limit-counters.ts; docs/rate-limits.md), kept
 * here rather than in the rate-limit library's memory, which forgets its oldest keys past 5,000: a
 * flood of made-up e-mails must not reset a victim's count. The key is the limit's name and an HMAC
 * of what it counts per (no e-mail address is stored). Rows whose window has ended are deleted.
 */
export const authLimitCounters = pgTable(
  'auth_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_limit_counters_window_ends_idx').on(table.windowEnds)],
);

/**
 * What an SMS code is for: proving the account's number, signing in with a proven one, or
 * setting a new password with a proven one (migration 0067).
 */
export const PHONE_CODE_PURPOSES = ['verify', 'sign-in', 'reset'] as const;

/**
 * The open SMS code of an account, one per purpose, for the number it was sent to (migration
 * 0064; 'reset' since 0067). Stored as a keyed hash, like the e-mail codes.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PHONE_CODE_PURPOSES }).notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.purpose] }),
    check('phone_codes_purpose_check', sql`${table.purpose} IN ('verify', 'sign-in', 'reset')`),
  ],
);

/**
 * The open sign-up code of a mobile number that has no account yet (migration 0069): one per
 * number, stored as a keyed hash like the other codes, with the same 5 minutes and 5 guesses.
 * Rows are replaced by the next code for the number and deleted when used or guessed out.
 */
export const phoneSignupCodes = pgTable(
  'phone_signup_codes',
  {
    phone: text('phone').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_signup_codes_expires_at_idx').on(table.expiresAt)],
);
