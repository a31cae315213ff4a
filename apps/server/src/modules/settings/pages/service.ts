import {
  CONTENT_PAGE_SLUGS,
  type AdminContentPage,
  type ContentPageDraft,
  type ContentPageRevision,
  type ContentPageSlug,
  type ContentPageSummary,
  type PublishedContentPage,
} from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { contentPageRevisions, contentPages } from '../../../db/schema.js';
import { refuse } from '../../../lib/refusal.js';
import type { AppServices } from '../../../services.js';
import { FAQ_PAGE, listPageSummary, SERVICES_PAGE } from './list-pages.js';
import { pageHtml } from './markdown.js';
import { actorName, pageHistory, pageRows, stampsOf, type PageRow } from './page-rows.js';

type Services = Pick<AppServices, 'database' | 'catalogCache'>;

function summaryOf(slug: ContentPageSlug, row: PageRow | undefined): ContentPageSummary & { slug: ContentPageSlug } {
  if (!row) return { slug, state: 'builtin', draft_changed: false, draft_saved: null, published: null };
  const published = row.publishedEn !== null && row.publishedAt !== null;
  const draftChanged = published
    ? row.draftEn !== row.publishedEn || row.draftNe !== (row.publishedNe ?? '')
    : row.draftEn.trim() !== '' || row.draftNe.trim() !== '';
  return {
    slug,
    state: published ? 'published' : draftChanged ? 'draft' : 'builtin',
    draft_changed: draftChanged,
    ...stampsOf(row),
  };
}

/** The four Markdown pages, then the FAQ and the Services page, with their state. */
export async function listPages(db: DbOrTx): Promise<ContentPageSummary[]> {
  const rows = await pageRows(db);
  const rowOf = (slug: string) => rows.find((row) => row.slug === slug);
  return [
    ...CONTENT_PAGE_SLUGS.map((slug) => summaryOf(slug, rowOf(slug))),
    listPageSummary(FAQ_PAGE, rowOf(FAQ_PAGE.slug)),
    listPageSummary(SERVICES_PAGE, rowOf(SERVICES_PAGE.slug)),
  ];
}

/** One page for its editor: the draft, what is published, and the history (newest first). */
export async function readPage(db: DbOrTx, slug: ContentPageSlug): Promise<AdminContentPage> {
  const [row] = await pageRows(db, slug);
  return {
    ...summaryOf(slug, row),
    draft: { body_en: row?.draftEn ?? '', body_ne: row?.draftNe ?? '' },
    published_body: row?.publishedEn != null ? { body_en: row.publishedEn, body_ne: row.publishedNe ?? '' } : null,
    history: await pageHistory(db, slug),
  };
}

/** Saves the draft; the shop goes on showing what it showed. */
export async function saveDraft(
  db: DbOrTx,
  slug: ContentPageSlug,
  draft: ContentPageDraft,
  actorId: number,
  now: Date,
): Promise<AdminContentPage> {
  const values = { draftEn: draft.body_en, draftNe: draft.body_ne, draftSavedAt: now, draftSavedBy: actorId };
  await db
    .insert(contentPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: contentPages.slug, set: values });
  return readPage(db, slug);
}

/**
 * Publishes `body` (which also becomes the draft) and records it in the history, in one
 * transaction; then every process draws its pages again.
 */
export async function publishPage(
  services: Services,
  slug: ContentPageSlug,
  body: ContentPageDraft,
  actorId: number,
  now: Date,
): Promise<AdminContentPage> {
  const page = await services.database.db.transaction(async (tx) => {
    const values = {
      draftEn: body.body_en,
      draftNe: body.body_ne,
      draftSavedAt: now,
      draftSavedBy: actorId,
      publishedEn: body.body_en,
      publishedNe: body.body_ne,
      publishedAt: now,
      publishedBy: actorId,
    };
    await tx
      .insert(contentPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: contentPages.slug, set: values });
    await tx.insert(contentPageRevisions).values({
      slug,
      action: 'published',
      bodyEn: body.body_en,
      bodyNe: body.body_ne,
      at: now,
      byUser: actorId,
      byName: await actorName(tx, actorId),
    });
    return readPage(tx, slug);
  });
  await services.catalogCache.invalidate();
  return page;
}

/** The shop shows the built-in page again (the draft stays); recorded in the history. 409 when it already does. */
export async function revertToBuiltIn(
  services: Services,
  slug: ContentPageSlug,
  actorId: number,
  now: Date,
): Promise<AdminContentPage> {
  const page = await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ publishedAt: contentPages.publishedAt })
      .from(contentPages)
      .where(eq(contentPages.slug, slug))
      .for('update');
    if (!row?.publishedAt) throw refuse('content_page_already_built_in');
    await tx
      .update(contentPages)
      .set({ publishedEn: null, publishedNe: null, publishedAt: null, publishedBy: null })
      .where(eq(contentPages.slug, slug));
    await tx.insert(contentPageRevisions).values({
      slug,
      action: 'reverted',
      at: now,
      byUser: actorId,
      byName: await actorName(tx, actorId),
    });
    return readPage(tx, slug);
  });
  await services.catalogCache.invalidate();
  return page;
}

/** One entry of a page's history, with the Markdown it published. 404 when the page has no such entry. */
export async function readRevision(db: DbOrTx, slug: ContentPageSlug, id: number): Promise<ContentPageRevision> {
  const [row] = await db
    .select()
    .from(contentPageRevisions)
    .where(and(eq(contentPageRevisions.slug, slug), eq(contentPageRevisions.id, id)));
  if (!row) throw refuse('content_page_revision_not_found');
  return {
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    by: row.byName,
    body_en: row.bodyEn,
    body_ne: row.bodyNe,
  };
}

// The published pages as HTML, read once per catalogue-cache generation (moved by a publish or a
// return to the built-in page in any process): shoppers ask on every visit of these pages.
const cache = new WeakMap<
  Services['catalogCache'],
  { generation: number; value: Promise<Map<ContentPageSlug, PublishedContentPage>> }
>();

async function readPublished(db: DbOrTx): Promise<Map<ContentPageSlug, PublishedContentPage>> {
  const rows = await db
    .select({
      slug: contentPages.slug,
      en: contentPages.publishedEn,
      ne: contentPages.publishedNe,
      at: contentPages.publishedAt,
    })
    .from(contentPages);
  const pages = new Map<ContentPageSlug, PublishedContentPage>();
  for (const row of rows) {
    const slug = CONTENT_PAGE_SLUGS.find((known) => known === row.slug);
    if (!slug || row.en === null || !row.at) continue;
    pages.set(slug, {
      slug,
      html_en: await pageHtml(row.en),
      html_ne: row.ne?.trim() ? await pageHtml(row.ne) : null,
      published_at: row.at.toISOString(),
    });
  }
  return pages;
}

/** The published page for shoppers, or 404 while the shop shows the built-in one. */
export async function publishedPage(services: Services, slug: ContentPageSlug): Promise<PublishedContentPage> {
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
  const page = (await cached.value).get(slug);
  if (!page) throw refuse('content_page_built_in');
  return page;
}
