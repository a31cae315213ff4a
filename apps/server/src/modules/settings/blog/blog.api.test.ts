import {
  ADMIN_BLOG_POST_PATH,
  ADMIN_BLOG_POST_PUBLISH_PATH,
  ADMIN_BLOG_POST_REVISION_PATH,
  ADMIN_BLOG_POST_UNPUBLISH_PATH,
  ADMIN_BLOG_POSTS_PATH,
  ADMIN_MEDIA_PATH,
  BLOG_MESSAGES,
  blogPostPath,
  SHOP_BLOG_PATH,
  SHOP_BLOG_POST_PATH,
  type AdminBlogPost,
  type BlogPostRevision,
  type BlogPostSummary,
  type MediaUploaded,
  type ProductImagesChanged,
  type ShopBlogList,
  type ShopBlogPostDetail,
} from '@pasal/contract';
import { asc } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../../test/helpers/admin.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { products } from '../../../db/schema.js';

// The owner's blog (issue #32) on the real database: a draft is not shown, a publish is (its text
// sanitised) and is kept in the history, an unpublish takes it off, the built-in demo posts show
// only while the shop has its demo data and no post of its own, the cover must be this shop's own
// upload (and stays stored while a post uses it), and bad input or the wrong caller is refused.

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({});
  admin = await adminHeaders(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const picture = (colour: string) =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(file: Buffer): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: ADMIN_MEDIA_PATH,
    headers: { 'content-type': 'image/png', ...admin },
    payload: file,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MediaUploaded>().data.image;
}

const content = (cover: string, overrides: Record<string, unknown> = {}) => ({
  title_en: 'Choosing a laptop for college',
  title_ne: 'कलेजका लागि ल्यापटप छान्ने',
  excerpt_en: 'What matters in a student laptop.',
  excerpt_ne: 'विद्यार्थीको ल्यापटपमा के महत्त्वपूर्ण हुन्छ।',
  body_en: '# RAM\n\nAt least **16 GB**. See [laptops](/products).',
  body_ne: '## र्‍याम\n\nकम्तीमा **१६ GB**।',
  cover,
  cover_alt_en: 'A laptop on a desk',
  cover_alt_ne: 'टेबलमा ल्यापटप',
  author: 'Himal Gadgets',
  category_en: 'Laptops',
  category_ne: 'ल्यापटप',
  tags: ['Laptops', 'Students'],
  date: '2026-01-15',
  ...overrides,
});

async function create(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method: 'POST', url: ADMIN_BLOG_POSTS_PATH, headers: admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminBlogPost; message: string }>();
}

async function publish(id: number, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: blogPostPath(ADMIN_BLOG_POST_PUBLISH_PATH, id),
    headers: admin,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminBlogPost; message: string }>();
}

const unpublish = (id: number) =>
  ctx.app.inject({ method: 'POST', url: blogPostPath(ADMIN_BLOG_POST_UNPUBLISH_PATH, id), headers: admin });

async function shopList(query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `${SHOP_BLOG_PATH}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShopBlogList>();
}

const shopPost = (id: number) => ctx.app.inject({ method: 'GET', url: blogPostPath(SHOP_BLOG_POST_PATH, id) });

describe('the blog', () => {
  it('shows the built-in posts on the demo shop while the owner has published none', async () => {
    const list = await shopList();
    expect(list).toEqual({ data: [], builtin: true, page: 1, total_pages: 1, total: 0 });
    // The built-in posts are the web app's: the API has no post 1 or 2.
    expect((await shopPost(1)).statusCode).toBe(404);
  });

  it('a draft is not shown; publishing shows it at once (ids from 101) and adds a history entry', async () => {
    const cover = await upload(await picture('#3a7'));
    const created = await create({ title_en: 'Draft only' });
    expect(created.message).toBe(BLOG_MESSAGES.created);
    expect(created.data.id).toBeGreaterThanOrEqual(101);
    expect(created.data).toMatchObject({ state: 'draft', ever_published: false, published: null, history: [] });
    expect(created.data.draft_saved.by).toBe('Asha Rai');
    expect((await shopPost(created.data.id)).statusCode).toBe(404);
    expect((await shopList()).builtin).toBe(true);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: blogPostPath(ADMIN_BLOG_POST_PATH, created.data.id),
      headers: admin,
      payload: content(cover),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(BLOG_MESSAGES.draftSaved);
    expect((await shopPost(created.data.id)).statusCode).toBe(404);

    const published = await publish(created.data.id, content(cover));
    expect(published.message).toBe(BLOG_MESSAGES.published);
    expect(published.data).toMatchObject({ state: 'published', draft_changed: false, ever_published: true });
    expect(published.data.history).toEqual([expect.objectContaining({ action: 'published', by: 'Asha Rai' })]);

    const list = await shopList();
    expect(list.builtin).toBe(false);
    expect(list.data.map((post) => [post.id, post.title_en, post.cover])).toEqual([
      [created.data.id, 'Choosing a laptop for college', cover],
    ]);
    const shown = await shopPost(created.data.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-cache');
    const post = shown.json<{ data: ShopBlogPostDetail }>().data;
    expect(post).toMatchObject({
      title_ne: 'कलेजका लागि ल्यापटप छान्ने',
      category_ne: 'ल्यापटप',
      tags: ['Laptops', 'Students'],
      date: '2026-01-15',
      previous: null,
      next: null,
    });
    expect(post.html_en).toBe(
      '<h2>RAM</h2>\n<p>At least <strong>16 GB</strong>. See <a rel="noopener noreferrer" href="/products">laptops</a>.</p>\n',
    );
    expect(post.html_ne).toContain('<h2>र्‍याम</h2>');

    // The history keeps what was published; a later draft leaves the shop as it is.
    const revision = await ctx.app.inject({
      method: 'GET',
      url: blogPostPath(ADMIN_BLOG_POST_REVISION_PATH, created.data.id, published.data.history[0]!.id),
      headers: admin,
    });
    expect(revision.statusCode, revision.body).toBe(200);
    expect(revision.json<{ data: BlogPostRevision }>().data.content?.title_en).toBe('Choosing a laptop for college');
    await ctx.app.inject({
      method: 'PUT',
      url: blogPostPath(ADMIN_BLOG_POST_PATH, created.data.id),
      headers: admin,
      payload: content(cover, { title_en: 'Changed title' }),
    });
    expect((await shopPost(created.data.id)).json<{ data: ShopBlogPostDetail }>().data.title_en).toBe(
      'Choosing a laptop for college',
    );
    const all = await ctx.app.inject({ method: 'GET', url: ADMIN_BLOG_POSTS_PATH, headers: admin });
    expect(
      all.json<{ data: BlogPostSummary[] }>().data.find((summary) => summary.id === created.data.id),
    ).toMatchObject({ title_en: 'Changed title', state: 'published', draft_changed: true });
  });

  it('lists newest first with previous and next, filters by tag, pages 6 at a time', async () => {
    const cover = await upload(await picture('#a37'));
    const ids: number[] = [];
    for (const [index, date] of ['2026-02-01', '2026-03-01', '2026-02-15'].entries()) {
      const post = await create({ title_en: `Post ${index}` });
      await publish(post.data.id, content(cover, { title_en: `Post ${index}`, date, tags: [`Tag${index}`, 'Shared'] }));
      ids.push(post.data.id);
    }
    const [feb1, mar1, feb15] = ids as [number, number, number];
    const list = await shopList();
    expect(list.data.slice(0, 3).map((post) => post.id)).toEqual([mar1, feb15, feb1]);
    const middle = (await shopPost(feb15)).json<{ data: ShopBlogPostDetail }>().data;
    expect(middle.previous?.id).toBe(feb1);
    expect(middle.next?.id).toBe(mar1);

    const tagged = await shopList('?tag=shared');
    expect(tagged.data.map((post) => post.id)).toEqual([mar1, feb15, feb1]);
    expect((await shopList('?tag=Tag1')).data.map((post) => post.id)).toEqual([mar1]);

    for (let extra = 0; extra < 4; extra++) {
      const post = await create({ title_en: `Extra ${extra}` });
      await publish(post.data.id, content(cover, { title_en: `Extra ${extra}`, date: '2025-12-01' }));
    }
    const first = await shopList('?page=1');
    expect(first).toMatchObject({ page: 1, total: 8, total_pages: 2 });
    expect(first.data).toHaveLength(6);
    const second = await shopList('?page=2');
    expect(second.data).toHaveLength(2);
    // A page past the end is the last page.
    expect((await shopList('?page=9')).page).toBe(2);
    const badPage = await ctx.app.inject({ method: 'GET', url: `${SHOP_BLOG_PATH}?page=0` });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json<{ errors: Record<string, string> }>().errors).toEqual({ page: BLOG_MESSAGES.pageInvalid });
  });

  it('unpublishing takes a post off and is recorded; twice is a 409; a published post cannot be deleted', async () => {
    const cover = await upload(await picture('#77a'));
    const post = await create({ title_en: 'To unpublish' });
    await publish(post.data.id, content(cover));
    const off = await unpublish(post.data.id);
    expect(off.statusCode, off.body).toBe(200);
    const answer = off.json<{ data: AdminBlogPost; message: string }>();
    expect(answer.message).toBe(BLOG_MESSAGES.unpublished);
    expect(answer.data).toMatchObject({ state: 'draft', published_content: null, ever_published: true });
    expect(answer.data.history.map((entry) => entry.action)).toEqual(['unpublished', 'published']);
    expect((await shopPost(post.data.id)).statusCode).toBe(404);
    const again = await unpublish(post.data.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This post is not published');
    expect(again.json<{ code: string }>().code).toBe('blog_post_not_published');

    const remove = (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: blogPostPath(ADMIN_BLOG_POST_PATH, id), headers: admin });
    const refused = await remove(post.data.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This post has been published: unpublish it instead, so its history stays',
    );
    expect(refused.json<{ code: string }>().code).toBe('blog_post_published_once');

    const draft = await create({ title_en: 'Never published' });
    const deleted = await remove(draft.data.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe(BLOG_MESSAGES.deleted);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: blogPostPath(ADMIN_BLOG_POST_PATH, draft.data.id),
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect((await remove(draft.data.id)).statusCode).toBe(404);
  });

  it('strips scripts, event handlers and javascript: links from what shoppers get', async () => {
    const cover = await upload(await picture('#a73'));
    const post = await create({ title_en: 'Unsafe' });
    await publish(
      post.data.id,
      content(cover, {
        body_en: [
          '<script>alert(1)</script>',
          '',
          '<img src=x onerror="alert(2)">',
          '',
          '[click](javascript:alert(3)) [ok](https://example.com/x)',
        ].join('\n'),
      }),
    );
    const html = (await shopPost(post.data.id)).json<{ data: ShopBlogPostDetail }>().data.html_en;
    const body = new JSDOM(html).window.document.body;
    expect(body.querySelectorAll('script, img')).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    // markdown-it leaves a javascript: link as text; the one https link stays a link.
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/x']);
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses bad input with a message per field, and a cover that is not this shop’s own upload', async () => {
    const noTitle = await ctx.app.inject({ method: 'POST', url: ADMIN_BLOG_POSTS_PATH, headers: admin, payload: {} });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json<{ errors: Record<string, string> }>().errors).toEqual({
      title_en: BLOG_MESSAGES.titleRequired,
    });

    const post = await create({ title_en: 'Checked' });
    const incomplete = await ctx.app.inject({
      method: 'POST',
      url: blogPostPath(ADMIN_BLOG_POST_PUBLISH_PATH, post.data.id),
      headers: admin,
      payload: { title_en: 'Checked' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json<{ errors: Record<string, string> }>().errors).toEqual({
      excerpt_en: BLOG_MESSAGES.required,
      body_en: BLOG_MESSAGES.required,
      author: BLOG_MESSAGES.required,
      category_en: BLOG_MESSAGES.required,
      cover_alt_en: BLOG_MESSAGES.required,
      cover: BLOG_MESSAGES.coverRequired,
    });
    const malformed = await ctx.app.inject({
      method: 'PUT',
      url: blogPostPath(ADMIN_BLOG_POST_PATH, post.data.id),
      headers: admin,
      payload: { title_en: 'Checked', date: '2026-02-30', tags: Array.from({ length: 9 }, (_, i) => `t${i}`) },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: Record<string, string> }>().errors).toEqual({
      date: BLOG_MESSAGES.dateInvalid,
      tags: BLOG_MESSAGES.tooManyTags,
    });
    const tooLong = await ctx.app.inject({
      method: 'PUT',
      url: blogPostPath(ADMIN_BLOG_POST_PATH, post.data.id),
      headers: admin,
      payload: { title_en: 'x'.repeat(121) },
    });
    expect(tooLong.json<{ errors: Record<string, string> }>().errors).toEqual({ title_en: BLOG_MESSAGES.tooLong(120) });

    // Someone else's picture, a made-up /media/ address, and a path outside /media/.
    for (const cover of ['https://example.com/cat.jpg', '/media/0000000000000000-640.jpg', '/hero/slide-1.webp']) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: blogPostPath(ADMIN_BLOG_POST_PATH, post.data.id),
        headers: admin,
        payload: { title_en: 'Checked', cover },
      });
      expect(refused.statusCode, cover).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors, cover).toEqual({
        cover: BLOG_MESSAGES.coverInvalid,
      });
    }
    for (const url of ['/api/v1/shop/blog/abc/', '/api/v1/admin/blog/0/'])
      expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(400);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: blogPostPath(ADMIN_BLOG_POST_REVISION_PATH, post.data.id, 999_999),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only: 401 without a token, 403 for staff', async () => {
    const staff = await adminHeaders(ctx, 'staff');
    const post = await create({ title_en: 'Guarded' });
    for (const [method, url] of [
      ['GET', ADMIN_BLOG_POSTS_PATH],
      ['POST', ADMIN_BLOG_POSTS_PATH],
      ['GET', blogPostPath(ADMIN_BLOG_POST_PATH, post.data.id)],
      ['PUT', blogPostPath(ADMIN_BLOG_POST_PATH, post.data.id)],
      ['DELETE', blogPostPath(ADMIN_BLOG_POST_PATH, post.data.id)],
      ['POST', blogPostPath(ADMIN_BLOG_POST_PUBLISH_PATH, post.data.id)],
      ['POST', blogPostPath(ADMIN_BLOG_POST_UNPUBLISH_PATH, post.data.id)],
      ['GET', blogPostPath(ADMIN_BLOG_POST_REVISION_PATH, post.data.id, 1)],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { title_en: 'x' };
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: staff, payload })).statusCode, url).toBe(403);
    }
  });

  it("the history cannot be updated or deleted, even by SQL through the app's connection", async () => {
    const cover = await upload(await picture('#7a3'));
    const post = await create({ title_en: 'Kept' });
    const published = await publish(post.data.id, content(cover));
    const id = published.data.history[0]!.id;
    const { pool } = ctx.database;
    await expect(pool.query("UPDATE blog_post_revisions SET by_name = 'forged' WHERE id = $1", [id])).rejects.toThrow(
      /UPDATE is refused on blog_post_revisions/,
    );
    await expect(pool.query('DELETE FROM blog_post_revisions WHERE id = $1', [id])).rejects.toThrow(
      /DELETE is refused on blog_post_revisions/,
    );
    // Nor can the post go from under its history.
    await expect(pool.query('DELETE FROM blog_posts WHERE id = $1', [post.data.id])).rejects.toThrow(/foreign key/);
  });

  it("keeps a blog cover's stored picture when a product image of the same file is deleted", async () => {
    const file = await picture('#d3a');
    const cover = await upload(file);
    const post = await create({ title_en: 'Covered', cover });
    expect(post.data.draft.cover).toBe(cover);
    const [product] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const attached = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product!.id}/images/?alt=${encodeURIComponent('Same picture')}`,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: file,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const imageId = attached.json<ProductImagesChanged>().image!.id;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${product!.id}/images/${imageId}/`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: cover })).statusCode).toBe(200);
  });
});

describe('the built-in posts (demo content)', () => {
  let demo: TestContext;
  let demoAdmin: { authorization: string };
  beforeAll(async () => {
    demo = await createTestApp({});
    demoAdmin = await adminHeaders(demo);
  });
  afterAll(async () => {
    await demo?.close();
  });
  const builtin = async () =>
    (await demo.app.inject({ method: 'GET', url: SHOP_BLOG_PATH })).json<ShopBlogList>().builtin;
  const blogInSitemap = async () =>
    [
      ...(await demo.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.matchAll(
        /<loc>[^<]*\/blogs\/(\d+)<\/loc>/g,
      ),
    ]
      .map((match) => Number(match[1]))
      .filter((id, index, all) => all.indexOf(id) === index);

  it('go with "Remove demo data", and the sitemap lists what the blog shows', async () => {
    expect(await builtin()).toBe(true);
    expect(await blogInSitemap()).toEqual([1, 2]);
    const removed = await demo.app.inject({ method: 'DELETE', url: '/api/v1/admin/demo-data/', headers: demoAdmin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await builtin()).toBe(false);
    expect(await blogInSitemap()).toEqual([]);
  });

  it('never show on a shop that seeded no demo data', async () => {
    // A production-like shop: its catalogue is its own (what the first-run journey starts from).
    await demo.database.pool.query('UPDATE products SET is_demo = false');
    await demo.app.services.catalogCache.invalidate();
    expect(await builtin()).toBe(false);
  });
});
