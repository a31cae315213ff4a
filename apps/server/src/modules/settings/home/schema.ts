import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp, integer } from 'drizzle-orm/pg-core';
import type { HomeContent } from '@pasal/contract';
import { users } from '../../auth/schema.js';

/**
 * The home page as the owner wrote it on /staff/storefront (issue #32, migration 0060): one row,
 * written the first time an admin saves. Until then every section is the built-in one.
 */
export const storefrontHome = pgTable(
  'storefront_home',
  {
    id: smallint('id').primaryKey().default(1),
    /** Checked by the contract's homeContentSchema when saved, and read through it again. */
    content: jsonb('content').$type<HomeContent>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [check('storefront_home_one_row', sql`id = 1`)],
);
