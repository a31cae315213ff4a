import {
  faqDraftSchema,
  servicesDraftSchema,
  type ContentPageRevisionSummary,
  type ContentPageSummary,
  type FaqDraft,
  type ListPageSlug,
  type ServicesDraft,
} from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/connection.js';
import { contentPageRevisions, contentPages } from '../../../db/schema.js';
import { refuse } from '../../../lib/refusal.js';
import type { AppServices } from '../../../services.js';
import { actorName, pageHistory, pageRows, stampsOf, type PageRow } from './page-rows.js';

// The FAQ and the Services page (issue #32): the owner's lists in the content pages' rows, a
// draft document and a published one (JSON, checked by the contract's schema on the way in and
// read back through it), the same states and the same append-only history as the Markdown pages.

type Services = Pick<AppServices, 'database' | 'catalogCache'>;

/** A list page: its slug, the schema of its document, and whether a document holds nothing. */
export interface ListPageKind<S extends ListPageSlug, D extends object> {
  slug: S;
  schema: z.ZodType<D>;
  isEmpty(doc: D): boolean;
}

export const FAQ_PAGE: ListPageKind<'faq', FaqDraft> = {
  slug: 'faq',
  schema: faqDraftSchema,
  isEmpty: (doc) => doc.entries.length === 0,
};

export const SERVICES_PAGE: ListPageKind<'services', ServicesDraft> = {
  slug: 'services',
  schema: servicesDraftSchema,
  isEmpty: (doc) => doc.cards.length === 0,
};

/** A list page for its editor. */
export type AdminListPage<S extends ListPageSlug, D extends object> = Omit<ContentPageSummary, 'slug'> & {
  slug: S;
  draft: D;
  published_doc: D | null;
  history: ContentPageRevisionSummary[];
};

/** The document as stored (written only through the schema); a page never saved holds nothing. */
const docOf = <D extends object>(kind: ListPageKind<ListPageSlug, D>, value: unknown): D =>
  kind.schema.parse(value ?? {});

function summaryFields<S extends ListPageSlug, D extends object>(kind: ListPageKind<S, D>, row: PageRow | undefined) {
  if (!row)
    return { slug: kind.slug, state: 'builtin', draft_changed: false, draft_saved: null, published: null } as const;
  const draft = docOf(kind, row.draftDoc);
  const published = row.publishedDoc === null ? null : docOf(kind, row.publishedDoc);
  // Both read through the schema: their keys come in the same order.
  const draftChanged = published ? JSON.stringify(draft) !== JSON.stringify(published) : !kind.isEmpty(draft);
  return {
    slug: kind.slug,
    state: published ? 'published' : draftChanged ? 'draft' : 'builtin',
    draft_changed: draftChanged,
    ...stampsOf(row),
  } as const;
}

/** A list page's state for /staff/pages. */
export function listPageSummary<D extends object>(
  kind: ListPageKind<ListPageSlug, D>,
  row: PageRow | undefined,
): ContentPageSummary {
  return summaryFields(kind, row);
}

/** The page for its editor: the draft, what is published, and the history (newest first). */
export async function readListPage<S extends ListPageSlug, D extends object>(
  db: DbOrTx,
  kind: ListPageKind<S, D>,
): Promise<AdminListPage<S, D>> {
  const [row] = await pageRows(db, kind.slug);
  return {
    ...summaryFields(kind, row),
    draft: docOf(kind, row?.draftDoc),
    published_doc: row?.publishedDoc == null ? null : docOf(kind, row.publishedDoc),
    history: await pageHistory(db, kind.slug),
  };
}

/** Saves the draft; the shop goes on showing what it showed. */
export async function saveListDraft<S extends ListPageSlug, D extends object>(
  db: DbOrTx,
  kind: ListPageKind<S, D>,
  draft: D,
  actorId: number,
  now: Date,
): Promise<AdminListPage<S, D>> {
  const values = { draftDoc: draft, draftSavedAt: now, draftSavedBy: actorId };
  await db
    .insert(contentPages)
    .values({ slug: kind.slug, ...values })
    .onConflictDoUpdate({ target: contentPages.slug, set: values });
  return readListPage(db, kind);
}

/** Publishes `doc` (which also becomes the draft) and records it in the history, in one transaction. */
export async function publishListPage<S extends ListPageSlug, D extends object>(
  services: Services,
  kind: ListPageKind<S, D>,
  doc: D,
  actorId: number,
  now: Date,
): Promise<AdminListPage<S, D>> {
  const page = await services.database.db.transaction(async (tx) => {
    const values = {
      draftDoc: doc,
      draftSavedAt: now,
      draftSavedBy: actorId,
      publishedDoc: doc,
      publishedAt: now,
      publishedBy: actorId,
    };
    await tx
      .insert(contentPages)
      .values({ slug: kind.slug, ...values })
      .onConflictDoUpdate({ target: contentPages.slug, set: values });
    await tx.insert(contentPageRevisions).values({
      slug: kind.slug,
      action: 'published',
      doc,
      at: now,
      byUser: actorId,
      byName: await actorName(tx, actorId),
    });
    return readListPage(tx, kind);
  });
  await services.catalogCache.invalidate();
  return page;
}

/** The shop shows the built-in page again (the draft stays); recorded in the history. 409 when it already does. */
export async function revertListPage<S extends ListPageSlug, D extends object>(
  services: Services,
  kind: ListPageKind<S, D>,
  actorId: number,
  now: Date,
): Promise<AdminListPage<S, D>> {
  const page = await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ publishedAt: contentPages.publishedAt })
      .from(contentPages)
      .where(eq(contentPages.slug, kind.slug))
      .for('update');
    if (!row?.publishedAt) throw refuse('content_page_already_built_in');
    await tx
      .update(contentPages)
      .set({ publishedDoc: null, publishedAt: null, publishedBy: null })
      .where(eq(contentPages.slug, kind.slug));
    await tx.insert(contentPageRevisions).values({
      slug: kind.slug,
      action: 'reverted',
      at: now,
      byUser: actorId,
      byName: await actorName(tx, actorId),
    });
    return readListPage(tx, kind);
  });
  await services.catalogCache.invalidate();
  return page;
}

/** One entry of the page's history, with the document it published. 404 when there is no such entry. */
export async function readListRevision<S extends ListPageSlug, D extends object>(
  db: DbOrTx,
  kind: ListPageKind<S, D>,
  id: number,
): Promise<ContentPageRevisionSummary & { doc: D | null }> {
  const [row] = await db
    .select()
    .from(contentPageRevisions)
    .where(and(eq(contentPageRevisions.slug, kind.slug), eq(contentPageRevisions.id, id)));
  if (!row) throw refuse('content_page_revision_not_found');
  return {
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    by: row.byName,
    doc: row.doc === null ? null : docOf(kind, row.doc),
  };
}

// The published documents, read once per catalogue-cache generation (moved by a publish or a
// return to the built-in page in any process): shoppers ask on every visit of these pages.
interface Published {
  doc: unknown;
  at: Date;
}
const cache = new WeakMap<Services['catalogCache'], { generation: number; value: Promise<Map<string, Published>> }>();

async function readPublished(db: DbOrTx): Promise<Map<string, Published>> {
  const rows = await db
    .select({ slug: contentPages.slug, doc: contentPages.publishedDoc, at: contentPages.publishedAt })
    .from(contentPages);
  const published = new Map<string, Published>();
  for (const row of rows) if (row.doc !== null && row.at) published.set(row.slug, { doc: row.doc, at: row.at });
  return published;
}

/** The published document for shoppers, or 404 while the shop shows the built-in page. */
export async function publishedListPage<S extends ListPageSlug, D extends object>(
  services: Services,
  kind: ListPageKind<S, D>,
): Promise<D & { published_at: string }> {
  const generation = services.catalogCache.generation;
  let cached = cache.get(services.catalogCache);
  if (cached?.generation !== generation) {
    const entry = { generation, value: readPublished(services.database.db) };
    cache.set(services.catalogCache, entry);
    entry.value.catch(() => {
      if (cache.get(services.catalogCache) === entry) cache.delete(services.catalogCache);
    });
    cached = entry;
  }
  const page = (await cached.value).get(kind.slug);
  if (!page) throw refuse('content_page_built_in');
  return { ...docOf(kind, page.doc), published_at: page.at.toISOString() };
}
