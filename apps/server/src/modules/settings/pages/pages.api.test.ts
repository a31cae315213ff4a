import {
  ADMIN_CONTENT_PAGE_PATH,
  ADMIN_CONTENT_PAGE_PUBLISH_PATH,
  ADMIN_CONTENT_PAGE_REVERT_PATH,
  ADMIN_CONTENT_PAGE_REVISION_PATH,
  ADMIN_CONTENT_PAGES_PATH,
  CONTENT_PAGE_MESSAGES,
  contentPagePath,
  SHOP_PAGE_PATH,
  type AdminContentPage,
  type ContentPageRevision,
  type ContentPageSlug,
  type ContentPageSummary,
  type PublishedContentPage,
} from '@pasal/contract';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../../test/helpers/admin.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

// The owner's content pages (issue #32) on the real database: a draft is not shown, a publish is
// (sanitised) and is kept in the history, the built-in page comes back on request, the history
// cannot be changed, and bad input or the wrong caller is refused.

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({});
  admin = await adminHeaders(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const pagePath = (slug: string) => ADMIN_CONTENT_PAGE_PATH.replace(':slug', slug);

async function shopPage(slug: ContentPageSlug) {
  return ctx.app.inject({ method: 'GET', url: contentPagePath(SHOP_PAGE_PATH, slug) });
}

async function publish(slug: ContentPageSlug, body: { body_en: string; body_ne?: string }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: contentPagePath(ADMIN_CONTENT_PAGE_PUBLISH_PATH, slug),
    headers: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminContentPage; message: string }>();
}

describe('content pages', () => {
  it('a saved draft is not shown; publishing shows it at once and adds a history entry', async () => {
    expect((await shopPage('about')).statusCode).toBe(404);
    expect((await shopPage('about')).json<{ message: string }>().message).toBe(
      'This page is the built-in one: nothing has been published',
    );
    expect((await shopPage('about')).json<{ code: string }>().code).toBe('content_page_built_in');

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: pagePath('about'),
      headers: admin,
      payload: { body_en: '## Our shop\n\nA draft.', body_ne: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<{ data: AdminContentPage; message: string }>();
    expect(draft.message).toBe(CONTENT_PAGE_MESSAGES.draftSaved);
    expect(draft.data).toMatchObject({ state: 'draft', draft_changed: true, published: null, history: [] });
    expect(draft.data.draft_saved?.by).toBe('Asha Rai');
    expect((await shopPage('about')).statusCode).toBe(404);

    const published = await publish('about', {
      body_en: '# Himal Gadgets\n\nPhones since **2010**. See [our products](/products).',
      body_ne: '## हिमाल ग्याजेट\n\nफोन पसल।',
    });
    expect(published.message).toBe(CONTENT_PAGE_MESSAGES.published);
    expect(published.data).toMatchObject({ state: 'published', draft_changed: false });
    expect(published.data.history).toEqual([expect.objectContaining({ action: 'published', by: 'Asha Rai' })]);

    const shown = await shopPage('about');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-cache');
    const page = shown.json<{ data: PublishedContentPage }>().data;
    // A first-level heading becomes a second-level one: the page has its own title.
    expect(page.html_en).toBe(
      '<h2>Himal Gadgets</h2>\n<p>Phones since <strong>2010</strong>. See <a rel="noopener noreferrer" href="/products">our products</a>.</p>\n',
    );
    expect(page.html_ne).toBe('<h2>हिमाल ग्याजेट</h2>\n<p>फोन पसल।</p>\n');

    // The history keeps what was published.
    const entry = published.data.history[0]!;
    const revision = await ctx.app.inject({
      method: 'GET',
      url: contentPagePath(ADMIN_CONTENT_PAGE_REVISION_PATH, 'about', entry.id),
      headers: admin,
    });
    expect(revision.statusCode, revision.body).toBe(200);
    expect(revision.json<{ data: ContentPageRevision }>().data).toMatchObject({
      action: 'published',
      body_en: expect.stringContaining('Phones since **2010**') as unknown,
      body_ne: expect.stringContaining('फोन पसल') as unknown,
    });
    // A later draft leaves the published page as it is.
    await ctx.app.inject({ method: 'PUT', url: pagePath('about'), headers: admin, payload: { body_en: 'Changed' } });
    expect((await shopPage('about')).json<{ data: PublishedContentPage }>().data.html_en).toContain('Himal Gadgets');
    const list = await ctx.app.inject({ method: 'GET', url: ADMIN_CONTENT_PAGES_PATH, headers: admin });
    expect(list.json<{ data: ContentPageSummary[] }>().data.map((p) => [p.slug, p.state, p.draft_changed])).toEqual([
      ['about', 'published', true],
      ['warranty', 'builtin', false],
      ['privacy-policy', 'builtin', false],
      ['terms-and-conditions', 'builtin', false],
      ['faq', 'builtin', false],
      ['services', 'builtin', false],
    ]);
  });

  it('going back to the built-in page hides the published one and is recorded; twice is a 409', async () => {
    await publish('warranty', { body_en: 'Our own warranty.' });
    expect((await shopPage('warranty')).statusCode).toBe(200);
    const revert = () =>
      ctx.app.inject({
        method: 'POST',
        url: contentPagePath(ADMIN_CONTENT_PAGE_REVERT_PATH, 'warranty'),
        headers: admin,
      });
    const reverted = await revert();
    expect(reverted.statusCode, reverted.body).toBe(200);
    const page = reverted.json<{ data: AdminContentPage; message: string }>();
    expect(page.message).toBe(CONTENT_PAGE_MESSAGES.reverted);
    expect(page.data.published_body).toBeNull();
    expect(page.data.draft.body_en).toBe('Our own warranty.');
    expect(page.data.history.map((entry) => entry.action)).toEqual(['reverted', 'published']);
    expect((await shopPage('warranty')).statusCode).toBe(404);
    const again = await revert();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('The shop already shows the built-in page');
    expect(again.json<{ code: string }>().code).toBe('content_page_already_built_in');
  });

  it('strips scripts, event handlers, javascript: links and other tags from what shoppers get', async () => {
    await publish('privacy-policy', {
      body_en: [
        '<script>alert(1)</script>',
        '',
        '<img src=x onerror="alert(2)">',
        '',
        '[click](javascript:alert(3)) [data](data:text/html,hi) [mail](mailto:a@b.np) [ok](https://example.com/x)',
        '',
        '###### Small',
      ].join('\n'),
    });
    const html = (await shopPage('privacy-policy')).json<{ data: PublishedContentPage }>().data.html_en;
    // Read as a browser would: no script or image element, no event handler, no href but https or a shop path.
    const body = new JSDOM(html).window.document.body;
    expect(body.querySelectorAll('script, img')).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    const links = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([null, 'https://example.com/x']);
    expect(html).not.toMatch(/href="(javascript|data|mailto):/);
    // Raw HTML is text, not markup.
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a rel="noopener noreferrer" href="https://example.com/x">ok</a>');
    expect(html).toContain('<h4>Small</h4>');
  });

  it('refuses over-long text, an unknown page, a publish without English, and a missing version', async () => {
    const long = 'a'.repeat(20_001);
    const tooLong = await ctx.app.inject({
      method: 'PUT',
      url: pagePath('terms-and-conditions'),
      headers: admin,
      payload: { body_en: 'ok', body_ne: long },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ errors: Record<string, string> }>().errors).toEqual({
      body_ne: CONTENT_PAGE_MESSAGES.bodyTooLong,
    });
    const unknown = await ctx.app.inject({ method: 'PUT', url: pagePath('contact'), headers: admin, payload: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string> }>().errors).toEqual({
      slug: CONTENT_PAGE_MESSAGES.slugInvalid,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/shop/pages/contact/' })).statusCode).toBe(400);
    const noEnglish = await ctx.app.inject({
      method: 'POST',
      url: contentPagePath(ADMIN_CONTENT_PAGE_PUBLISH_PATH, 'terms-and-conditions'),
      headers: admin,
      payload: { body_en: '  ', body_ne: 'नेपाली मात्र' },
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json<{ errors: Record<string, string> }>().errors).toEqual({
      body_en: CONTENT_PAGE_MESSAGES.englishRequired,
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: contentPagePath(ADMIN_CONTENT_PAGE_REVISION_PATH, 'terms-and-conditions', 999_999),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only: 401 without a token, 403 for staff', async () => {
    const staff = await adminHeaders(ctx, 'staff');
    for (const [method, url] of [
      ['GET', ADMIN_CONTENT_PAGES_PATH],
      ['GET', pagePath('about')],
      ['PUT', pagePath('about')],
      ['POST', contentPagePath(ADMIN_CONTENT_PAGE_PUBLISH_PATH, 'about')],
      ['POST', contentPagePath(ADMIN_CONTENT_PAGE_REVERT_PATH, 'about')],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: { body_en: 'x' } })).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: staff, payload: { body_en: 'x' } })).statusCode, url).toBe(
        403,
      );
    }
  });

  it("the history cannot be updated or deleted, even by SQL through the app's connection", async () => {
    const page = await publish('terms-and-conditions', { body_en: 'Terms of this shop.' });
    const id = page.data.history[0]!.id;
    const { pool } = ctx.database;
    await expect(
      pool.query("UPDATE content_page_revisions SET body_en = 'forged' WHERE id = $1", [id]),
    ).rejects.toThrow(/UPDATE is refused on content_page_revisions/);
    await expect(pool.query('DELETE FROM content_page_revisions WHERE id = $1', [id])).rejects.toThrow(
      /DELETE is refused on content_page_revisions/,
    );
    const kept = await pool.query('SELECT body_en FROM content_page_revisions WHERE id = $1', [id]);
    expect(kept.rows).toEqual([{ body_en: 'Terms of this shop.' }]);
  });
});
