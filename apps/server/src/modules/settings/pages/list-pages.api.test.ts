import {
  ADMIN_CONTENT_PAGES_PATH,
  CONTENT_PAGE_MESSAGES,
  LIST_PAGE_LIMITS,
  LIST_PAGE_MESSAGES,
  LIST_PAGE_PATHS,
  type AdminFaqPage,
  type AdminServicesPage,
  type ContentPageSummary,
  type FaqRevision,
  type PublishedFaq,
  type PublishedServices,
} from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../../test/helpers/admin.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';

// The FAQ and the Services page in the owner's words (issue #32) on the real database: a draft is
// not shown, a publish is and is kept in the history, the built-in page comes back on request,
// answers stay plain text, and bad lists or the wrong caller are refused with field messages.

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({});
  admin = await adminHeaders(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const FAQ = LIST_PAGE_PATHS.faq;
const SERVICES = LIST_PAGE_PATHS.services;

const entry = (question: string, extra: Record<string, string> = {}) => ({
  category: 'Shipping',
  question,
  question_ne: '',
  answer: `The answer to: ${question}`,
  answer_ne: '',
  ...extra,
});

const card = (title: string, extra: Record<string, string> = {}) => ({
  icon: 'laptop',
  title,
  title_ne: '',
  description: `What ${title} is.`,
  description_ne: '',
  ...extra,
});

type Errors = { errors: Record<string, string> };

const send = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

describe("the FAQ in the owner's words", () => {
  it('a saved draft is not shown; publishing shows it at once, kept in the history', async () => {
    const builtIn = await ctx.app.inject({ method: 'GET', url: FAQ.shop });
    expect(builtIn.statusCode).toBe(404);
    expect(builtIn.json<{ message: string }>().message).toBe(
      'This page is the built-in one: nothing has been published',
    );

    const saved = await send('PUT', FAQ.admin, { entries: [entry('Do you deliver to Pokhara?'), entry('  ')] });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<{ data: AdminFaqPage; message: string }>();
    expect(draft.message).toBe(CONTENT_PAGE_MESSAGES.draftSaved);
    expect(draft.data).toMatchObject({ slug: 'faq', state: 'draft', draft_changed: true, published_doc: null });
    // A draft may hold a question not written yet.
    expect(draft.data.draft.entries.map((e) => e.question)).toEqual(['Do you deliver to Pokhara?', '']);
    expect((await ctx.app.inject({ method: 'GET', url: FAQ.shop })).statusCode).toBe(404);

    const doc = {
      entries: [
        entry('Do you deliver to Pokhara?', { question_ne: 'के पोखरामा डेलिभरी हुन्छ?', answer_ne: 'हुन्छ, दुई दिनमा।' }),
        // Plain text: what looks like HTML stays text for the shop to draw as text.
        entry('Can I pay <b>later</b>?', { category: 'Payment', answer: '<script>alert(1)</script> No.' }),
      ],
    };
    const published = await send('POST', FAQ.publish, doc);
    expect(published.statusCode, published.body).toBe(200);
    const page = published.json<{ data: AdminFaqPage; message: string }>();
    expect(page.message).toBe(CONTENT_PAGE_MESSAGES.published);
    expect(page.data).toMatchObject({ state: 'published', draft_changed: false });
    expect(page.data.history).toEqual([expect.objectContaining({ action: 'published', by: 'Asha Rai' })]);

    const shown = await ctx.app.inject({ method: 'GET', url: FAQ.shop });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-cache');
    const faq = shown.json<{ data: PublishedFaq }>().data;
    expect(faq.entries).toEqual(doc.entries);
    expect(faq.entries[1]?.answer).toBe('<script>alert(1)</script> No.');

    const revision = await send('GET', FAQ.revision.replace(':revision', String(page.data.history[0]!.id)));
    expect(revision.statusCode, revision.body).toBe(200);
    expect(revision.json<{ data: FaqRevision }>().data.doc?.entries[0]?.question_ne).toBe('के पोखरामा डेलिभरी हुन्छ?');

    // A later draft leaves the shop as it is, and the list tells the page has unpublished changes.
    await send('PUT', FAQ.admin, { entries: [entry('Changed')] });
    const still = (await ctx.app.inject({ method: 'GET', url: FAQ.shop })).json<{ data: PublishedFaq }>().data;
    expect(still.entries).toHaveLength(2);
    const list = await send('GET', ADMIN_CONTENT_PAGES_PATH);
    expect(list.json<{ data: ContentPageSummary[] }>().data.find((p) => p.slug === 'faq')).toMatchObject({
      state: 'published',
      draft_changed: true,
    });
  });

  it('going back to the built-in FAQ hides the published one and is recorded; twice is a 409', async () => {
    const reverted = await send('POST', FAQ.revert);
    expect(reverted.statusCode, reverted.body).toBe(200);
    const page = reverted.json<{ data: AdminFaqPage; message: string }>();
    expect(page.message).toBe(CONTENT_PAGE_MESSAGES.reverted);
    expect(page.data.published_doc).toBeNull();
    expect(page.data.draft.entries.map((e) => e.question)).toEqual(['Changed']);
    expect(page.data.history.map((e) => e.action)).toEqual(['reverted', 'published']);
    expect((await ctx.app.inject({ method: 'GET', url: FAQ.shop })).statusCode).toBe(404);
    const revision = await send('GET', FAQ.revision.replace(':revision', String(page.data.history[0]!.id)));
    expect(revision.json<{ data: FaqRevision }>().data).toMatchObject({ action: 'reverted', doc: null });
    const again = await send('POST', FAQ.revert);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('The shop already shows the built-in page');
  });

  it('refuses too many questions, an unknown category, a publish without English or questions', async () => {
    const tooMany = await send('PUT', FAQ.admin, {
      entries: Array.from({ length: LIST_PAGE_LIMITS.faqEntries + 1 }, (_, i) => entry(`Q${i}`)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<Errors>().errors).toEqual({ entries: LIST_PAGE_MESSAGES.tooManyQuestions });

    const unknown = await send('PUT', FAQ.admin, { entries: [entry('Q', { category: 'Repairs' })] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Errors>().errors).toEqual({ 'entries.0.category': LIST_PAGE_MESSAGES.categoryInvalid });

    const blank = await send('POST', FAQ.publish, { entries: [entry('Fine'), entry(' ', { answer: '' })] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Errors>().errors).toEqual({
      'entries.1.question': LIST_PAGE_MESSAGES.questionRequired,
      'entries.1.answer': LIST_PAGE_MESSAGES.answerRequired,
    });
    const none = await send('POST', FAQ.publish, { entries: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json<Errors>().errors).toEqual({ entries: LIST_PAGE_MESSAGES.questionsRequired });

    const long = await send('PUT', FAQ.admin, { entries: [entry('Q', { answer: 'a'.repeat(2_001) })] });
    expect(long.statusCode).toBe(400);
    expect(long.json<Errors>().errors).toEqual({ 'entries.0.answer': LIST_PAGE_MESSAGES.tooLong(2_000) });

    const missing = await send('GET', FAQ.revision.replace(':revision', '999999'));
    expect(missing.statusCode).toBe(404);
    // Nothing refused reached the shop.
    expect((await ctx.app.inject({ method: 'GET', url: FAQ.shop })).statusCode).toBe(404);
  });
});

describe("the Services page in the owner's words", () => {
  it('publishes cards with their icons; a draft stays off the shop', async () => {
    await send('PUT', SERVICES.admin, { cards: [card('Draft only')] });
    expect((await ctx.app.inject({ method: 'GET', url: SERVICES.shop })).statusCode).toBe(404);
    const doc = {
      cards: [
        card('Laptop Repair', { title_ne: 'ल्यापटप मर्मत', description_ne: 'हामी मर्मत गर्छौं।' }),
        card('Gift Wrapping', { icon: 'gift' }),
      ],
    };
    const published = await send('POST', SERVICES.publish, doc);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ data: AdminServicesPage }>().data).toMatchObject({ slug: 'services', state: 'published' });
    const shown = await ctx.app.inject({ method: 'GET', url: SERVICES.shop });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ data: PublishedServices }>().data.cards).toEqual(doc.cards);
    // The FAQ's state is its own.
    expect((await ctx.app.inject({ method: 'GET', url: FAQ.shop })).statusCode).toBe(404);
    expect((await send('POST', SERVICES.revert)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: SERVICES.shop })).statusCode).toBe(404);
  });

  it('refuses more than 12 cards, an unknown icon and a card without an English title', async () => {
    const tooMany = await send('PUT', SERVICES.admin, {
      cards: Array.from({ length: LIST_PAGE_LIMITS.serviceCards + 1 }, (_, i) => card(`C${i}`)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<Errors>().errors).toEqual({ cards: LIST_PAGE_MESSAGES.tooManyCards });
    const icon = await send('PUT', SERVICES.admin, { cards: [card('C', { icon: 'rocket' })] });
    expect(icon.statusCode).toBe(400);
    expect(icon.json<Errors>().errors).toEqual({ 'cards.0.icon': LIST_PAGE_MESSAGES.iconInvalid });
    const untitled = await send('POST', SERVICES.publish, { cards: [card('', { title_ne: 'नेपाली मात्र' })] });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json<Errors>().errors).toEqual({ 'cards.0.title': LIST_PAGE_MESSAGES.titleRequired });
  });
});

describe('the list pages', () => {
  it('are for admins only: 401 without a token, 403 for staff', async () => {
    const staff = await adminHeaders(ctx, 'staff');
    for (const paths of [FAQ, SERVICES])
      for (const [method, url] of [
        ['GET', paths.admin],
        ['PUT', paths.admin],
        ['POST', paths.publish],
        ['POST', paths.revert],
        ['GET', paths.revision.replace(':revision', '1')],
      ] as const) {
        expect((await ctx.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
        expect((await ctx.app.inject({ method, url, headers: staff, payload: {} })).statusCode, url).toBe(403);
      }
  });

  it("keep their history: it cannot be updated or deleted, even by SQL through the app's connection", async () => {
    const page = (await send('POST', SERVICES.publish, { cards: [card('Kept')] })).json<{ data: AdminServicesPage }>();
    const id = page.data.history[0]!.id;
    const { pool } = ctx.database;
    await expect(pool.query("UPDATE content_page_revisions SET doc = '{}' WHERE id = $1", [id])).rejects.toThrow(
      /UPDATE is refused on content_page_revisions/,
    );
    await expect(pool.query('DELETE FROM content_page_revisions WHERE id = $1', [id])).rejects.toThrow(
      /DELETE is refused on content_page_revisions/,
    );
    // A list page's row holds no Markdown, a Markdown page's no list (the table's checks).
    await expect(pool.query("UPDATE content_pages SET published_en = 'x' WHERE slug = 'services'")).rejects.toThrow(
      /content_pages_kind_check/,
    );
    expect((await send('POST', SERVICES.revert)).statusCode).toBe(200);
  });
});
