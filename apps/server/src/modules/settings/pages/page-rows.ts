import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/connection.js';
import { contentPageRevisions, contentPages, users } from '../../../db/schema.js';

// What the Markdown pages (service.ts) and the list pages (list-pages.ts) read alike: a page's row
// with the names of who saved its draft and who published it, and the name kept in its history.

const drafter = alias(users, 'drafter');
const publisher = alias(users, 'publisher');

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** Every saved page's row, or the one of `slug`. */
export async function pageRows(db: DbOrTx, slug?: string) {
  return db
    .select({
      slug: contentPages.slug,
      draftEn: contentPages.draftEn,
      draftNe: contentPages.draftNe,
      draftDoc: contentPages.draftDoc,
      draftSavedAt: contentPages.draftSavedAt,
      publishedEn: contentPages.publishedEn,
      publishedNe: contentPages.publishedNe,
      publishedDoc: contentPages.publishedDoc,
      publishedAt: contentPages.publishedAt,
      drafterFirst: drafter.firstName,
      drafterLast: drafter.lastName,
      publisherFirst: publisher.firstName,
      publisherLast: publisher.lastName,
    })
    .from(contentPages)
    .leftJoin(drafter, eq(drafter.id, contentPages.draftSavedBy))
    .leftJoin(publisher, eq(publisher.id, contentPages.publishedBy))
    .where(slug ? eq(contentPages.slug, slug) : undefined);
}

export type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

/** When and by whom a draft was saved and a version published. */
export function stampsOf(row: PageRow) {
  return {
    draft_saved: { at: row.draftSavedAt.toISOString(), by: nameOf(row.drafterFirst, row.drafterLast) },
    published: row.publishedAt
      ? { at: row.publishedAt.toISOString(), by: nameOf(row.publisherFirst, row.publisherLast) }
      : null,
  };
}

/** The admin's name for the history, as it is now (the history keeps it as written). */
export async function actorName(db: DbOrTx, actorId: number): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  return nameOf(row?.first ?? null, row?.last ?? null) ?? row?.email ?? `#${actorId}`;
}

/** A page's history, newest first. */
export async function pageHistory(db: DbOrTx, slug: string) {
  const history = await db
    .select({
      id: contentPageRevisions.id,
      action: contentPageRevisions.action,
      at: contentPageRevisions.at,
      by: contentPageRevisions.byName,
    })
    .from(contentPageRevisions)
    .where(eq(contentPageRevisions.slug, slug))
    .orderBy(desc(contentPageRevisions.id));
  return history.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
