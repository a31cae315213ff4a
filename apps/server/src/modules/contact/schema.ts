import { LOCALES, type ContactStatus } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** unread → read (opened) → handled (answered); or spam. The dashboard counts 'unread'. */
    status: text('status').$type<ContactStatus>().notNull().default('unread'),
    /** The staff reply e-mailed to the sender; set together with repliedAt. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** The page's language when the shopper wrote (issue #30): the staff reply's own words are in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
  },
  (table) => [
    check('contact_messages_status_check', sql`${table.status} IN ('unread', 'read', 'handled', 'spam')`),
    check('contact_messages_reply_check', sql`(${table.reply} IS NULL) = (${table.repliedAt} IS NULL)`),
    check('contact_messages_locale_check', sql`${table.locale} IN ('en', 'ne')`),
    index('contact_messages_status_idx').on(table.status, table.createdAt, table.id),
  ],
);
