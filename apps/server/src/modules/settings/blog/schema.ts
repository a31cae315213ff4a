import type { BlogPostContent } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema.js';

/**
 * The owner's blog posts (issue #32, migration 0063): a draft and a published version (null: the
 * shop does not show the post), each a post's content as the contract's blogPostContentSchema has
 * it. Ids start at 101, above the built-in posts' 1 and 2.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 101, minValue: 101 }),
    draft: jsonb('draft').$type<BlogPostContent>().notNull(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }).notNull().defaultNow(),
    draftSavedBy: integer('draft_saved_by').references(() => users.id, { onDelete: 'set null' }),
    published: jsonb('published').$type<BlogPostContent>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('blog_posts_id_check', sql`id >= 101`),
    check('blog_posts_published_check', sql`(published IS NULL) = (published_at IS NULL)`),
    index('blog_posts_draft_saved_by_idx').on(table.draftSavedBy),
    index('blog_posts_published_by_idx').on(table.publishedBy),
  ],
);

/**
 * Every publish (with the content published) and unpublish of a post, append only: a trigger
 * refuses UPDATE and DELETE, and a post with history cannot be deleted. `by_name` is the admin's
 * name at the time, so the history reads the same later.
 */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'restrict' }),
    action: text('action', { enum: ['published', 'unpublished'] }).notNull(),
    content: jsonb('content').$type<BlogPostContent>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUser: integer('by_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    byName: text('by_name').notNull(),
  },
  (table) => [
    check(
      'blog_post_revisions_action_check',
      sql`(action = 'published' AND content IS NOT NULL) OR (action = 'unpublished' AND content IS NULL)`,
    ),
    index('blog_post_revisions_post_idx').on(table.postId, table.id),
    index('blog_post_revisions_by_user_idx').on(table.byUser),
  ],
);
