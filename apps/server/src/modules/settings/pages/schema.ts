import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema.js';

const SLUG_CHECK = sql`slug IN ('about', 'warranty', 'privacy-policy', 'terms-and-conditions', 'faq', 'services')`;

/**
 * The owner's content pages (issue #32, migration 0061): About, Warranty, Privacy Policy and Terms,
 * each with a draft and a published version in Markdown, English and Nepali (blank: the English).
 * A row is written the first time an admin saves a page; while `published_en` is null the shop
 * shows its built-in page. The FAQ and the Services page (migration 0062) keep lists instead of
 * Markdown: `draft_doc` and `published_doc`, JSON checked by the contract's schemas.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').primaryKey(),
    draftEn: text('draft_en').notNull().default(''),
    draftNe: text('draft_ne').notNull().default(''),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }).notNull().defaultNow(),
    draftSavedBy: integer('draft_saved_by').references(() => users.id, { onDelete: 'set null' }),
    publishedEn: text('published_en'),
    publishedNe: text('published_ne'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    draftDoc: jsonb('draft_doc'),
    publishedDoc: jsonb('published_doc'),
  },
  () => [
    check('content_pages_slug_check', SLUG_CHECK),
    check(
      'content_pages_published_check',
      sql`(published_en IS NULL AND published_doc IS NULL) = (published_at IS NULL)`,
    ),
    check(
      'content_pages_kind_check',
      sql`CASE WHEN slug IN ('faq', 'services') THEN published_en IS NULL ELSE draft_doc IS NULL AND published_doc IS NULL END`,
    ),
  ],
);

/**
 * Every publish and every return to the built-in page (a Markdown page's texts or a list page's
 * `doc`), append only: a trigger refuses UPDATE and
 * DELETE. `by_name` is the admin's name at the time, so the history reads the same later.
 */
export const contentPageRevisions = pgTable(
  'content_page_revisions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    action: text('action', { enum: ['published', 'reverted'] }).notNull(),
    bodyEn: text('body_en'),
    bodyNe: text('body_ne'),
    doc: jsonb('doc'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUser: integer('by_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    byName: text('by_name').notNull(),
  },
  (table) => [
    check('content_page_revisions_slug_check', SLUG_CHECK),
    check(
      'content_page_revisions_action_check',
      sql`(action = 'published' AND ((body_en IS NOT NULL AND body_ne IS NOT NULL AND doc IS NULL) OR (body_en IS NULL AND body_ne IS NULL AND doc IS NOT NULL))) OR (action = 'reverted' AND body_en IS NULL AND body_ne IS NULL AND doc IS NULL)`,
    ),
    index('content_page_revisions_slug_idx').on(table.slug, table.id),
    index('content_page_revisions_by_user_idx').on(table.byUser),
  ],
);
