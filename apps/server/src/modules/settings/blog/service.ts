import {
  BLOG_LIST_PAGE_SIZE,
  blogPostContentSchema,
  type AdminBlogPost,
  type BlogPostContent,
  type BlogPostRevision,
  type BlogPostSummary,
  type ShopBlogList,
  type ShopBlogPost,
  type ShopBlogPostDetail,
} from '@pasal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/connection.js';
import { blogPostRevisions, blogPosts, users } from '../../../db/schema.js';
import { fieldRefusal, refuse } from '../../../lib/refusal.js';
import type { AppServices } from '../../../services.js';
import { shopHasDemoData } from '../demo-present.js';
import { pageHtml } from '../pages/markdown.js';

type Services = Pick<AppServices, 'database' | 'catalogCache'>;

const drafter = alias(users, 'drafter');
const publisher = alias(users, 'publisher');

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** The day in Nepal (UTC+5:45) of an instant, as YYYY-MM-DD: a post's date when none is given. */
const nepalDay = (instant: Date) => new Date(instant.getTime() + 345 * 60_000).toISOString().slice(0, 10);

/** Stored JSON read back through the contract's schema, so an old row still has every field. */
const contentOf = (stored: unknown): BlogPostContent => blogPostContentSchema.parse(stored);

const sameContent = (a: BlogPostContent, b: BlogPostContent) => JSON.stringify(a) === JSON.stringify(b);

async function postRows(db: DbOrTx, id?: number) {
  return db
    .select({
      id: blogPosts.id,
      draft: blogPosts.draft,
      draftSavedAt: blogPosts.draftSavedAt,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      drafterFirst: drafter.firstName,
      drafterLast: drafter.lastName,
      publisherFirst: publisher.firstName,
      publisherLast: publisher.lastName,
      everPublished: sql<boolean>`EXISTS (SELECT 1 FROM ${blogPostRevisions} r WHERE r.post_id = ${blogPosts.id})`,
    })
    .from(blogPosts)
    .leftJoin(drafter, eq(drafter.id, blogPosts.draftSavedBy))
    .leftJoin(publisher, eq(publisher.id, blogPosts.publishedBy))
    .where(id === undefined ? undefined : eq(blogPosts.id, id))
    .orderBy(desc(blogPosts.id));
}

type PostRow = Awaited<ReturnType<typeof postRows>>[number];

function summaryOf(row: PostRow): BlogPostSummary {
  const draft = contentOf(row.draft);
  const published = row.published ? contentOf(row.published) : null;
  return {
    id: row.id,
    title_en: draft.title_en,
    state: published ? 'published' : 'draft',
    draft_changed: published ? !sameContent(draft, published) : true,
    date: published?.date ?? draft.date,
    ever_published: row.everPublished,
    draft_saved: { at: row.draftSavedAt.toISOString(), by: nameOf(row.drafterFirst, row.drafterLast) },
    published: row.publishedAt
      ? { at: row.publishedAt.toISOString(), by: nameOf(row.publisherFirst, row.publisherLast) }
      : null,
  };
}

/** Every post, newest first, for the back office's list. */
export async function listPosts(db: DbOrTx): Promise<BlogPostSummary[]> {
  return (await postRows(db)).map(summaryOf);
}

/** One post for its editor: the draft, what is published, and the history (newest first). */
export async function readPost(db: DbOrTx, id: number): Promise<AdminBlogPost> {
  const [row] = await postRows(db, id);
  if (!row) throw refuse('blog_post_not_found');
  const history = await db
    .select({
      id: blogPostRevisions.id,
      action: blogPostRevisions.action,
      at: blogPostRevisions.at,
      by: blogPostRevisions.byName,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, id))
    .orderBy(desc(blogPostRevisions.id));
  return {
    ...summaryOf(row),
    draft: contentOf(row.draft),
    published_content: row.published ? contentOf(row.published) : null,
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/**
 * A cover must be a picture this shop stored (POST /api/v1/admin/media/): the address's file name
 * starts with an upload's key. A pasted address, or one of a picture since deleted, is refused.
 */
async function checkCover(db: DbOrTx, content: BlogPostContent): Promise<void> {
  if (content.cover === '') return;
  const found = await db.execute<{ present: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM media_uploads u WHERE ${content.cover} LIKE '/media/' || u.key || '-%') AS present`);
  if (found.rows[0]?.present !== true)
    throw refuse('blog_cover_invalid', undefined, { fields: { cover: fieldRefusal('blog_cover_invalid') } });
}

/** A new post, as a draft the shop does not show. */
export async function createPost(db: DbOrTx, content: BlogPostContent, actorId: number, now: Date) {
  await checkCover(db, content);
  const [row] = await db
    .insert(blogPosts)
    .values({ draft: content, draftSavedAt: now, draftSavedBy: actorId, createdAt: now })
    .returning({ id: blogPosts.id });
  return readPost(db, row!.id);
}

/** Saves the draft; the shop goes on showing what it showed. */
export async function saveDraft(
  db: DbOrTx,
  id: number,
  content: BlogPostContent,
  actorId: number,
  now: Date,
): Promise<AdminBlogPost> {
  await checkCover(db, content);
  const saved = await db
    .update(blogPosts)
    .set({ draft: content, draftSavedAt: now, draftSavedBy: actorId })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (saved.length === 0) throw refuse('blog_post_not_found');
  return readPost(db, id);
}

async function actorName(db: DbOrTx, actorId: number): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  return nameOf(row?.first ?? null, row?.last ?? null) ?? row?.email ?? `#${actorId}`;
}

async function lockPost(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for('update');
  if (!row) throw refuse('blog_post_not_found');
  return row;
}

/**
 * Publishes `content` (which also becomes the draft; a blank date becomes today in Nepal) and
 * records it in the history, in one transaction; then every process reads the blog again.
 */
export async function publishPost(
  services: Services,
  id: number,
  content: BlogPostContent,
  actorId: number,
  now: Date,
): Promise<AdminBlogPost> {
  const db = services.database.db;
  await checkCover(db, content);
  const dated = { ...content, date: content.date || nepalDay(now) };
  const post = await db.transaction(async (tx) => {
    await lockPost(tx, id);
    await tx
      .update(blogPosts)
      .set({
        draft: dated,
        draftSavedAt: now,
        draftSavedBy: actorId,
        published: dated,
        publishedAt: now,
        publishedBy: actorId,
      })
      .where(eq(blogPosts.id, id));
    await tx.insert(blogPostRevisions).values({
      postId: id,
      action: 'published',
      content: dated,
      at: now,
      byUser: actorId,
      byName: await actorName(tx, actorId),
    });
    return readPost(tx, id);
  });
  await services.catalogCache.invalidate();
  return post;
}

/** Takes a post off the shop (its draft stays); recorded in the history. 409 when it is not published. */
export async function unpublishPost(services: Services, id: number, actorId: number, now: Date) {
  const post = await services.database.db.transaction(async (tx) => {
    const row = await lockPost(tx, id);
    if (!row.publishedAt) throw refuse('blog_post_not_published');
    await tx
      .update(blogPosts)
      .set({ published: null, publishedAt: null, publishedBy: null })
      .where(eq(blogPosts.id, id));
    await tx.insert(blogPostRevisions).values({
      postId: id,
      action: 'unpublished',
      at: now,
      byUser: actorId,
      byName: await actorName(tx, actorId),
    });
    return readPost(tx, id);
  });
  await services.catalogCache.invalidate();
  return post;
}

/** Deletes a draft that was never published. 409 for a post with history: it can only be unpublished. */
export async function deleteDraft(db: DbOrTx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPost(tx, id);
    const [history] = await tx
      .select({ id: blogPostRevisions.id })
      .from(blogPostRevisions)
      .where(eq(blogPostRevisions.postId, id))
      .limit(1);
    if (history) throw refuse('blog_post_published_once');
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
  });
}

/** One entry of a post's history, with the content it published. */
export async function readRevision(db: DbOrTx, id: number, revision: number): Promise<BlogPostRevision> {
  const [row] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, id), eq(blogPostRevisions.id, revision)));
  if (!row) throw refuse('blog_revision_not_found');
  return {
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    by: row.byName,
    content: row.content ? contentOf(row.content) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// What shoppers see.

interface ShownBlog {
  /** The shop shows its two built-in posts (demo content) instead of any of the owner's. */
  builtin: boolean;
  /** The owner's published posts, newest first, with their text as sanitised HTML. */
  posts: ShopBlogPostDetail[];
}

const orNull = (value: string) => (value === '' ? null : value);

async function shopPostOf(id: number, content: BlogPostContent): Promise<ShopBlogPostDetail> {
  return {
    id,
    title_en: content.title_en,
    title_ne: orNull(content.title_ne),
    excerpt_en: content.excerpt_en,
    excerpt_ne: orNull(content.excerpt_ne),
    cover: content.cover,
    cover_alt_en: content.cover_alt_en,
    cover_alt_ne: orNull(content.cover_alt_ne),
    author: content.author,
    category_en: content.category_en,
    category_ne: orNull(content.category_ne),
    tags: content.tags,
    date: content.date,
    html_en: await pageHtml(content.body_en),
    html_ne: content.body_ne.trim() ? await pageHtml(content.body_ne) : null,
    previous: null,
    next: null,
  };
}

/**
 * The blog as the shop shows it. The built-in posts are the demo's: shown only while the shop has
 * its demo data and the owner has published nothing (BLOG_BUILTIN_RULE).
 */
async function readShown(db: DbOrTx): Promise<ShownBlog> {
  const rows = await db
    .select({ id: blogPosts.id, published: blogPosts.published })
    .from(blogPosts)
    .where(sql`${blogPosts.published} IS NOT NULL`);
  const posts = await Promise.all(rows.map((row) => shopPostOf(row.id, contentOf(row.published))));
  // Newest first; posts of one day by id, the later written first.
  posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const link = (post: ShopBlogPostDetail | undefined) =>
    post ? { id: post.id, title_en: post.title_en, title_ne: post.title_ne } : null;
  const linked = posts.map((post, index) => ({
    ...post,
    previous: link(posts[index + 1]),
    next: link(posts[index - 1]),
  }));
  return { builtin: linked.length === 0 && (await shopHasDemoData(db)), posts: linked };
}

// Read once per catalogue-cache generation (moved by a publish, an unpublish or "Remove demo
// data" in any process): shoppers ask on every visit of the blog.
const cache = new WeakMap<Services['catalogCache'], { generation: number; value: Promise<ShownBlog> }>();

/** The blog as shown, cached; also what the sitemap lists. */
export async function shownBlog(services: Services): Promise<ShownBlog> {
  const generation = services.catalogCache.generation;
  let cached = cache.get(services.catalogCache);
  if (cached?.generation !== generation) {
    const entry = { generation, value: readShown(services.database.db) };
    cache.set(services.catalogCache, entry);
    entry.value.catch(() => {
      if (cache.get(services.catalogCache) === entry) cache.delete(services.catalogCache);
    });
    cached = entry;
  }
  return cached.value;
}

const summary = ({ html_en: _en, html_ne: _ne, previous: _p, next: _n, ...post }: ShopBlogPostDetail): ShopBlogPost =>
  post;

const sameTag = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The shop's list: every shown post, or one page of 6 when a page is asked for; ?tag= narrows it. */
export async function shopBlogList(services: Services, query: { tag?: string | undefined; page?: number | undefined }) {
  const shown = await shownBlog(services);
  const matching = query.tag
    ? shown.posts.filter((post) => post.tags.some((tag) => sameTag(tag, query.tag!)))
    : shown.posts;
  const total = matching.length;
  if (query.page === undefined)
    return {
      data: matching.map(summary),
      builtin: shown.builtin,
      page: 1,
      total_pages: 1,
      total,
    } satisfies ShopBlogList;
  const totalPages = Math.max(1, Math.ceil(total / BLOG_LIST_PAGE_SIZE));
  const page = Math.min(query.page, totalPages);
  const items = matching.slice((page - 1) * BLOG_LIST_PAGE_SIZE, page * BLOG_LIST_PAGE_SIZE);
  return {
    data: items.map(summary),
    builtin: shown.builtin,
    page,
    total_pages: totalPages,
    total,
  } satisfies ShopBlogList;
}

/** One shown post of the owner's, or 404 (a built-in post is the web app's own). */
export async function shopBlogPost(services: Services, id: number): Promise<ShopBlogPostDetail> {
  const post = (await shownBlog(services)).posts.find((candidate) => candidate.id === id);
  if (!post) throw refuse('blog_post_not_found');
  return post;
}
