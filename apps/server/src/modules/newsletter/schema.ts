import { LOCALES, type NewsletterSource } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Readers on the newsletter list. Unsubscribing (or an admin's removal) deletes the row. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which form they signed up with. */
    source: text('source').$type<NewsletterSource>().notNull().default('home'),
    /** The page's language at sign-up (issue #30): the reader's e-mails are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
  },
  (table) => [
    uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${table.email})`),
    check(
      'newsletter_subscribers_source_check',
      sql`${table.source} IN ('home', 'footer', 'checkout', 'account', 'other')`,
    ),
    check('newsletter_subscribers_locale_check', sql`${table.locale} IN ('en', 'ne')`),
    index('newsletter_subscribers_created_idx').on(table.createdAt, table.id),
  ],
);
