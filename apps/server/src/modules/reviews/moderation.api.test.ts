import {
  ADMIN_MODERATION_PATHS,
  MODERATION_MESSAGES,
  type AdminReviewChanged,
  type AdminReviewDeleted,
  type AdminReviewList,
  type AdminReviewReplied,
  type ReviewList,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createPerson, productRating, unreviewedProducts, type TestPerson } from '../../../test/helpers/reviews.js';

// Reviews in the back office: the list and its filters, hiding and showing (the product's rating
// moves with them, in every cache), and the shop's public reply.

let ctx: TestContext;
let spare: { id: number; slug: string }[];
let staff: TestPerson;
let customer: TestPerson;

beforeAll(async () => {
  ctx = await createTestApp();
  spare = await unreviewedProducts(ctx, 5);
  staff = await createPerson(ctx, { role: 'staff', firstName: 'Maya', lastName: 'Gurung' });
  customer = await createPerson(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const productAt = (index: number) => {
  const product = spare[index];
  if (!product) throw new Error('out of products');
  return product;
};

async function review(productId: number, rating: number, text = `Rated ${rating}`) {
  const person = await createPerson(ctx, { firstName: 'Ram', lastName: 'Thapa' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/reviews/',
    headers: person.auth,
    payload: { product: productId, rating, review_text: text },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

function call(person: TestPerson | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: person ? person.auth : {}, ...(payload ? { payload } : {}) });
}

async function publicList(slug: string): Promise<ReviewList> {
  const response = await call(null, 'GET', `/api/v1/reviews/?product_slug=${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewList>();
}

async function storefrontRating(slug: string) {
  const response = await call(null, 'GET', `/api/v1/products/${slug}/`);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ data?: { overall_rating: number; total_ratings: number } } & Record<string, unknown>>();
  const product = (body.data ?? body) as { overall_rating: number; total_ratings: number };
  return { overall: product.overall_rating, total: product.total_ratings };
}

describe('staff reviews: access', () => {
  it('is for staff only', async () => {
    expect((await call(null, 'GET', ADMIN_MODERATION_PATHS.reviews)).statusCode).toBe(401);
    const forbidden = await call(customer, 'GET', ADMIN_MODERATION_PATHS.reviews);
    expect(forbidden.statusCode).toBe(403);
    expect((await call(customer, 'POST', ADMIN_MODERATION_PATHS.hide(1), { reason: 'x' })).statusCode).toBe(403);
    expect((await call(customer, 'PUT', ADMIN_MODERATION_PATHS.reply(1), { reply: 'x' })).statusCode).toBe(403);
  });
});

describe('hiding and showing', () => {
  it('needs a reason, and takes the review out of the rating, the count and the product page until shown again', async () => {
    const product = productAt(0);
    const low = await review(product.id, 1, 'Terrible, spam link here');
    await review(product.id, 5);
    await review(product.id, 4);
    expect(await productRating(ctx, product.id)).toEqual({ overall: 3.33, total: 3 });
    // The storefront's cached product answer is warm before the change.
    expect(await storefrontRating(product.slug)).toEqual({ overall: 3.33, total: 3 });

    for (const body of [{}, { reason: '   ' }]) {
      const refused = await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(low), body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ reason: MODERATION_MESSAGES.reasonRequired });
    }
    const tooLong = await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(low), { reason: 'r'.repeat(501) });
    expect(tooLong.json().errors).toEqual({ reason: MODERATION_MESSAGES.reasonTooLong });

    ctx.clock.advance(60_000);
    const hidden = await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(low), { reason: '  Spam link  ' });
    expect(hidden.statusCode).toBe(200);
    const changed = hidden.json<AdminReviewChanged>();
    expect(changed).toMatchObject({
      message: MODERATION_MESSAGES.hidden,
      overall_rating: 4.5,
      total_ratings: 2,
      data: {
        id: low,
        product: { id: product.id, slug: product.slug },
        hidden: {
          at: new Date(ctx.clock.now()).toISOString(),
          reason: 'Spam link',
          by: { first_name: 'Maya', last_name: 'Gurung' },
        },
      },
    });
    expect(await productRating(ctx, product.id)).toEqual({ overall: 4.5, total: 2 });
    expect(await storefrontRating(product.slug)).toEqual({ overall: 4.5, total: 2 });
    const shopperView = await publicList(product.slug);
    expect(shopperView.data.map((item) => item.id)).not.toContain(low);
    expect(shopperView).toMatchObject({ count: 2, overall_rating: 4.5, total_ratings: 2 });
    expect(JSON.stringify(shopperView)).not.toContain('Spam link');

    const again = await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(low), { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review_already_hidden', message: 'This review is already hidden' });

    const shown = await call(staff, 'POST', ADMIN_MODERATION_PATHS.show(low));
    expect(shown.statusCode).toBe(200);
    expect(shown.json<AdminReviewChanged>()).toMatchObject({
      message: MODERATION_MESSAGES.shown,
      overall_rating: 3.33,
      total_ratings: 3,
      data: { id: low, hidden: null },
    });
    expect(await storefrontRating(product.slug)).toEqual({ overall: 3.33, total: 3 });
    expect((await publicList(product.slug)).data.map((item) => item.id)).toContain(low);
    const showAgain = await call(staff, 'POST', ADMIN_MODERATION_PATHS.show(low));
    expect(showAgain.statusCode).toBe(409);
    expect(showAgain.json()).toMatchObject({ code: 'review_already_shown', message: 'This review is already shown' });
  });

  it('keeps a hidden review hidden and out of the rating when its author edits it', async () => {
    const product = productAt(1);
    const author = await createPerson(ctx);
    const post = (rating: number) =>
      call(author, 'POST', '/api/v1/reviews/', { product: product.id, rating, review_text: 'Mine' });
    const id = (await post(1)).json<{ data: { id: number } }>().data.id;
    await review(product.id, 5);
    expect((await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(id), { reason: 'Abusive' })).statusCode).toBe(200);
    const edited = await post(2);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ overall_rating: 5, total_ratings: 1 });
    expect((await publicList(product.slug)).data.map((item) => item.id)).not.toContain(id);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    const missing = await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(99_999_999), { reason: 'Spam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'review_not_found', message: 'Review not found' });
    expect((await call(staff, 'POST', '/api/v1/admin/reviews/abc/show/')).statusCode).toBe(400);
    expect((await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(99_999_999), { reply: 'Hi' })).statusCode).toBe(404);
  });
});

describe('deleting a review', () => {
  it('needs a reason, recomputes the rating and keeps the reason, who and when in the moderation log', async () => {
    const product = productAt(4);
    await review(product.id, 5);
    const spam = await review(product.id, 1, 'Buy followers at spam.example');
    expect(await storefrontRating(product.slug)).toEqual({ overall: 3, total: 2 });

    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await call(staff, 'POST', ADMIN_MODERATION_PATHS.delete(spam), payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors.reason).toBe(
        MODERATION_MESSAGES.deleteReasonRequired,
      );
    }
    expect((await call(customer, 'POST', ADMIN_MODERATION_PATHS.delete(spam), { reason: 'Spam' })).statusCode).toBe(
      403,
    );

    const response = await call(staff, 'POST', ADMIN_MODERATION_PATHS.delete(spam), { reason: '  Spam link  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminReviewDeleted>()).toEqual({
      data: { id: spam, product_id: product.id },
      message: MODERATION_MESSAGES.deleted,
      overall_rating: 5,
      total_ratings: 1,
    });
    expect(await productRating(ctx, product.id)).toEqual({ overall: 5, total: 1 });
    expect(await storefrontRating(product.slug)).toEqual({ overall: 5, total: 1 });
    expect((await publicList(product.slug)).data.map((row) => row.id)).not.toContain(spam);

    const log = await ctx.database.db.execute<Record<string, unknown>>(
      sql`SELECT review_id, product_id, rating, reason, deleted_by FROM review_deletions WHERE review_id = ${spam}`,
    );
    expect(log.rows).toEqual([
      { review_id: spam, product_id: product.id, rating: 1, reason: 'Spam link', deleted_by: staff.id },
    ]);

    expect((await call(staff, 'POST', ADMIN_MODERATION_PATHS.delete(spam), { reason: 'Again' })).statusCode).toBe(404);
  });
});

describe('the shop’s reply', () => {
  it('is published under the review, replaced when saved again, and removed', async () => {
    const product = productAt(2);
    const id = await review(product.id, 3, 'Battery could be better');
    const blank = await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(id), { reply: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ reply: MODERATION_MESSAGES.replyRequired });
    const long = await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(id), { reply: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual({ reply: MODERATION_MESSAGES.replyTooLong });
    const nul = await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(id), { reply: 'Hi\u0000there' });
    expect(nul.statusCode).toBe(400);
    const lone = await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(id), { reply: 'Hi \uD800 there' });
    expect(lone.statusCode).toBe(400);
    const noReply = await call(staff, 'DELETE', ADMIN_MODERATION_PATHS.reply(id));
    expect(noReply.statusCode).toBe(409);
    expect(noReply.json()).toMatchObject({ code: 'review_no_reply', message: 'This review has no reply' });

    ctx.clock.advance(1000);
    const saved = await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(id), {
      reply: ' Thank you! <b>Try</b> the battery saver.\nMore tips soon. ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminReviewReplied>()).toMatchObject({
      message: MODERATION_MESSAGES.replySaved,
      data: {
        reply: {
          text: 'Thank you! <b>Try</b> the battery saver.\nMore tips soon.',
          at: new Date(ctx.clock.now()).toISOString(),
          by: { first_name: 'Maya', last_name: 'Gurung' },
        },
      },
    });
    const shown = (await publicList(product.slug)).data.find((item) => item.id === id);
    expect(shown?.staff_reply).toEqual({
      text: 'Thank you! <b>Try</b> the battery saver.\nMore tips soon.',
      replied_at: new Date(ctx.clock.now()).toISOString(),
    });
    // The public list names no staff member.
    expect(JSON.stringify(shown)).not.toContain('Gurung');

    await call(staff, 'PUT', ADMIN_MODERATION_PATHS.reply(id), { reply: 'Updated reply' });
    expect((await publicList(product.slug)).data.find((item) => item.id === id)?.staff_reply?.text).toBe(
      'Updated reply',
    );
    const removed = await call(staff, 'DELETE', ADMIN_MODERATION_PATHS.reply(id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminReviewReplied>()).toMatchObject({
      message: MODERATION_MESSAGES.replyRemoved,
      data: { reply: null },
    });
    expect((await publicList(product.slug)).data.find((item) => item.id === id)?.staff_reply).toBeNull();
  });
});

describe('GET /api/v1/admin/reviews/', () => {
  it('lists every review newest first, filtered by rating, product and visibility, 25 a page', async () => {
    const product = productAt(3);
    const ids: number[] = [];
    for (let i = 0; i < 27; i += 1) {
      ctx.clock.advance(1000);
      ids.push(await review(product.id, (i % 5) + 1, `Review ${i}`));
    }
    await call(staff, 'POST', ADMIN_MODERATION_PATHS.hide(ids[0]!), { reason: 'Off topic' });

    const get = async (query: string) => {
      const response = await call(staff, 'GET', `${ADMIN_MODERATION_PATHS.reviews}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<AdminReviewList>();
    };
    const first = await get(`product=${product.slug}`);
    expect(first).toMatchObject({ count: 27, page: 1, total_pages: 2 });
    expect(first.data).toHaveLength(25);
    expect(first.data[0]?.review_text).toBe('Review 26');
    expect(first.data[0]?.product).toEqual({ id: product.id, name: expect.any(String), slug: product.slug });
    const second = await get(`product=${product.slug}&page=2`);
    expect(second.data.map((item) => item.review_text)).toEqual(['Review 1', 'Review 0']);
    expect(second.data[1]?.hidden?.reason).toBe('Off topic');

    const fives = await get(`product=${product.slug}&rating=5`);
    expect(fives.count).toBe(5);
    expect(fives.data.every((item) => item.rating === 5)).toBe(true);
    const hidden = await get(`product=${product.slug}&visibility=hidden`);
    expect(hidden.data.map((item) => item.id)).toEqual([ids[0]]);
    expect((await get(`product=${product.slug}&visibility=visible`)).count).toBe(26);

    // A number matches the product's id (and names holding those digits).
    const byId = await get(`product=${product.id}&visibility=hidden`);
    expect(byId.data.map((item) => item.id)).toContain(ids[0]);
    const name = first.data[0]!.product.name;
    const byName = await get(`product=${encodeURIComponent(name.slice(0, 6).toLowerCase())}&rating=1`);
    expect(byName.data.some((item) => item.product.id === product.id)).toBe(true);
    expect((await get('product=%25%25no-such-product%25')).count).toBe(0);

    for (const query of ['rating=6', 'rating=x', 'visibility=gone', 'page=0']) {
      expect((await call(staff, 'GET', `${ADMIN_MODERATION_PATHS.reviews}?${query}`)).statusCode).toBe(400);
    }
  });

  it('documents the routes', async () => {
    const response = await call(null, 'GET', '/api/docs/json');
    const paths = response.json<{ paths: Record<string, Record<string, { security?: unknown; summary?: string }>> }>()
      .paths;
    expect(paths['/api/v1/admin/reviews/']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/admin/reviews/{id}/hide/']).toHaveProperty('post');
    expect(paths['/api/v1/admin/reviews/{id}/show/']).toHaveProperty('post');
    expect(paths['/api/v1/admin/reviews/{id}/delete/']).toHaveProperty('post');
    expect(Object.keys(paths['/api/v1/admin/reviews/{id}/reply/'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
  });
});
