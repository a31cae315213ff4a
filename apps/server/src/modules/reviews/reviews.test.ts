import type { ReviewList, ReviewSaved } from '@pasal/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { products } from '../../db/schema.js';
import { reviews } from './schema.js';
import {
  createPerson,
  placeOrder,
  productRating,
  unreviewedProducts,
  type TestPerson,
} from '../../../test/helpers/reviews.js';

/**
 * What products.overall_rating should hold, worked out apart from the SQL that stores it: the mean
 * of 1–5 ratings, half up to two decimals (round(avg, 2)), 0 when none.
 */
function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 100) / ratings.length + 1e-9) / 100;
}

let ctx: TestContext;
let spare: { id: number; slug: string }[];
let nextSpare = 0;
/** A product nobody has reviewed, different for every test. */
const freshProduct = () => {
  const product = spare[nextSpare++];
  if (!product) throw new Error('out of unreviewed products');
  return product;
};

beforeAll(async () => {
  ctx = await createTestApp();
  spare = await unreviewedProducts(ctx, 12);
});
afterAll(async () => {
  await ctx?.close();
});

function post(person: TestPerson | null, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/reviews/',
    headers: person ? person.auth : {},
    payload: body as Record<string, unknown>,
  });
}

async function list(slug: string, page = 1, person?: TestPerson): Promise<ReviewList> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/reviews/?product_slug=${encodeURIComponent(slug)}&page=${page}`,
    headers: person ? person.auth : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReviewList>();
}

describe('GET /api/v1/reviews/', () => {
  it('lists a product’s reviews newest first with its aggregates and names only', async () => {
    const [seeded] = await ctx.database.db
      .select({ id: products.id, slug: products.slug, overall: products.overallRating, total: products.totalRatings })
      .from(products)
      .where(sql`${products.totalRatings} >= 3`)
      .limit(1);
    if (!seeded) throw new Error('no reviewed product in the seed');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/reviews/?product_slug=${seeded.slug}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReviewList>();
    expect(body).toMatchObject({ count: seeded.total, page: 1, total_pages: 1, total_ratings: seeded.total });
    expect(body.overall_rating).toBe(seeded.overall);
    expect(body.my_review).toBeNull();
    const times = body.data.map((review) => review.created_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const review of body.data) {
      expect(Object.keys(review.user).sort()).toEqual(['first_name', 'last_name']);
      expect(review.rating).toBeGreaterThanOrEqual(1);
    }
    expect(response.body).not.toMatch(/@|email|phone/i);
  });

  it('answers 404 for an unknown product and 400 without a slug or with a bad page', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/?product_slug=no-such-product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found', code: 'product_not_found' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('product_slug');
    const badPage = await ctx.app.inject({ method: 'GET', url: `/api/v1/reviews/?product_slug=x&page=0` });
    expect(badPage.statusCode).toBe(400);
  });

  it('pages 10 at a time, newest first', async () => {
    const product = freshProduct();
    for (let i = 0; i < 12; i += 1) {
      const person = await createPerson(ctx, { firstName: `Reviewer${i}` });
      expect((await post(person, { product: product.id, rating: 5, review_text: `Review ${i}` })).statusCode).toBe(201);
      ctx.clock.advance(60_000);
    }
    const first = await list(product.slug);
    expect(first).toMatchObject({ count: 12, page: 1, total_pages: 2 });
    expect(first.data.map((r) => r.review_text)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${11 - i}`));
    const second = await list(product.slug, 2);
    expect(second.data.map((r) => r.review_text)).toEqual(['Review 1', 'Review 0']);
    expect((await list(product.slug, 3)).data).toEqual([]);
  });
});

describe('POST /api/v1/reviews/', () => {
  it('requires a signed-in customer', async () => {
    const product = spare[0]!;
    const anonymous = await post(null, { product: product.id, rating: 5, review_text: 'Great' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reviews/',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { product: product.id, rating: 5, review_text: 'Great' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('validates the body with clear messages', async () => {
    const person = await createPerson(ctx);
    const helper = await createPerson(ctx);
    const product = spare[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ product: product.id, rating: 3 }, 'review_text', 'Message is required'],
      [{ product: product.id, rating: 3, review_text: '   ' }, 'review_text', 'Message is required'],
      [
        { product: product.id, rating: 3, review_text: 'x'.repeat(2001) },
        'review_text',
        'Message must be at most 2000 characters',
      ],
      [{ product: product.id, rating: 0, review_text: 'ok' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ product: product.id, rating: 6, review_text: 'ok' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ product: product.id, rating: 4.5, review_text: 'ok' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ product: product.id, review_text: 'ok' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ product: 'abc', rating: 3, review_text: 'ok' }, 'product', 'Product must be a product id'],
      [{ rating: 3, review_text: 'ok' }, 'product', 'Product must be a product id'],
    ];
    for (const [index, [body, field, message]] of cases.entries()) {
      // Invalid requests count against the rate limit too: spread them over two people.
      const response = await post(index % 2 === 0 ? person : helper, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect(response.json().message).toBe(`Invalid ${field}: ${message}`);
    }
    const unknown = await post(person, { product: 99_999_999, rating: 3, review_text: 'ok' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reviews/',
      headers: { ...person.auth, 'content-type': 'application/json' },
      payload: '{"product":',
    });
    expect(notJson.statusCode).toBe(400);
    const [{ n } = { n: -1 }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(inArray(reviews.userId, [person.id, helper.id]));
    expect(n).toBe(0);
  });

  it('takes the author from the token, stores text as given and shows names only', async () => {
    const product = freshProduct();
    const author = await createPerson(ctx, { firstName: 'Ram', lastName: 'Thapa' });
    const victim = await createPerson(ctx, { firstName: 'Hari', lastName: 'Karki' });
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const response = await post(author, { product: product.id, rating: 4, review_text: text, user: victim.id });
    expect(response.statusCode).toBe(201);
    const saved = response.json<ReviewSaved>();
    expect(saved.created).toBe(true);
    expect(saved.data).toMatchObject({ rating: 4, review_text: text, verified_purchase: false });
    expect(saved.data.user).toEqual({ first_name: 'Ram', last_name: 'Thapa' });
    expect(saved.data.created_at).toBe(new Date(ctx.clock.now()).toISOString());
    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, saved.data.id));
    expect(row).toMatchObject({ userId: author.id, reviewText: text });
    expect(response.body).not.toContain(author.email);
    expect(response.body).not.toContain(author.phone);
    const listed = await list(product.slug, 1, author);
    expect(listed.my_review?.id).toBe(saved.data.id);
    expect(JSON.stringify(listed)).not.toMatch(/@|phone|email/);
  });

  it('keeps one review per customer per product: posting again updates it', async () => {
    const product = freshProduct();
    const person = await createPerson(ctx);
    const first = await post(person, { product: product.id, rating: 2, review_text: 'Meh' });
    expect(first.statusCode).toBe(201);
    ctx.clock.advance(10 * 60_000);
    const second = await post(person, { product: product.id, rating: 5, review_text: 'Grew on me' });
    expect(second.statusCode).toBe(200);
    const a = first.json<ReviewSaved>().data;
    const b = second.json<ReviewSaved>();
    expect(b.created).toBe(false);
    expect(b.data.id).toBe(a.id);
    expect(b.data).toMatchObject({ rating: 5, review_text: 'Grew on me', created_at: a.created_at });
    expect(b.data.updated_at).toBe(new Date(ctx.clock.now()).toISOString());
    expect(b).toMatchObject({ overall_rating: 5, total_ratings: 1 });
    const listed = await list(product.slug);
    expect(listed.count).toBe(1);
    expect(listed.data[0]).toMatchObject({ id: a.id, rating: 5 });
  });

  it('marks a review verified only when a delivered order contains the product', async () => {
    const product = freshProduct();
    const other = freshProduct();
    const person = await createPerson(ctx);
    await placeOrder(ctx, person.id, product.id, 'Shipped');
    await placeOrder(ctx, person.id, other.id, 'Delivered');
    const notYet = await post(person, { product: product.id, rating: 4, review_text: 'On its way' });
    expect(notYet.json<ReviewSaved>().data.verified_purchase).toBe(false);

    await placeOrder(ctx, person.id, product.id, 'Delivered');
    const updated = await post(person, { product: product.id, rating: 5, review_text: 'Arrived, love it' });
    expect(updated.json<ReviewSaved>().data.verified_purchase).toBe(true);
    expect((await list(product.slug)).data[0]?.verified_purchase).toBe(true);

    // Someone else's delivered order does not verify this customer.
    const stranger = await createPerson(ctx);
    const unverified = await post(stranger, { product: product.id, rating: 3, review_text: 'Saw it at a friend’s' });
    expect(unverified.json<ReviewSaved>().data.verified_purchase).toBe(false);
  });

  it('marks a review verified once the order is delivered after it, and filters by verified purchases (issue 30)', async () => {
    const product = freshProduct();
    const buyer = await createPerson(ctx);
    const browser = await createPerson(ctx);
    await post(buyer, { product: product.id, rating: 5, review_text: 'Ordered it, writing early' });
    await post(browser, { product: product.id, rating: 2, review_text: 'Only looked at it in a shop' });
    // The buyer's order arrives after the review was written.
    await placeOrder(ctx, buyer.id, product.id, 'Delivered');
    const all = await list(product.slug);
    expect(all.count).toBe(2);
    expect(all.data.find((review) => review.rating === 5)?.verified_purchase).toBe(true);
    expect(all.data.find((review) => review.rating === 2)?.verified_purchase).toBe(false);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/reviews/?product_slug=${encodeURIComponent(product.slug)}&verified=1`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const verified = response.json<ReviewList>();
    expect(verified.count).toBe(1);
    expect(verified.total_pages).toBe(1);
    expect(verified.data.map((review) => review.rating)).toEqual([5]);
    // The product's figures stay those of every visible review.
    expect(verified.total_ratings).toBe(2);
  });

  it('keeps overall_rating and total_ratings exact through adds and updates', async () => {
    const product = freshProduct();
    const people = await Promise.all([1, 2, 3, 4].map(() => createPerson(ctx)));
    const ratings = new Map<number, number>();
    const steps: [number, number][] = [
      [0, 5],
      [1, 4],
      [2, 4],
      [0, 1], // update
      [3, 2],
      [2, 5], // update
      [1, 4], // same rating again
    ];
    for (const [who, rating] of steps) {
      const person = people[who]!;
      const response = await post(person, { product: product.id, rating, review_text: `Rated ${rating}` });
      expect(response.statusCode).toBeLessThan(300);
      ratings.set(person.id, rating);
      const expected = { overall: averageRating([...ratings.values()]), total: ratings.size };
      expect(response.json<ReviewSaved>()).toMatchObject({
        overall_rating: expected.overall,
        total_ratings: expected.total,
      });
      expect(await productRating(ctx, product.id)).toEqual(expected);
    }
    expect(await productRating(ctx, product.id)).toEqual({ overall: 3, total: 4 }); // 1 + 4 + 5 + 2
  });

  it('stays exact under 20 concurrent reviews by different customers', async () => {
    const product = freshProduct();
    const people = await Promise.all(Array.from({ length: 20 }, () => createPerson(ctx)));
    const ratings = people.map((_, i) => (i % 6 === 0 ? 1 : (i % 4) + 2)); // mean 3.1, then 2.9
    const responses = await Promise.all(
      people.map((person, i) =>
        post(person, { product: product.id, rating: ratings[i], review_text: `Concurrent ${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const expected = { overall: averageRating(ratings), total: 20 };
    expect(await productRating(ctx, product.id)).toEqual(expected);
    // Each answer saw a consistent state: the last committed one reports all 20.
    expect(Math.max(...responses.map((r) => r.json<ReviewSaved>().total_ratings))).toBe(20);

    // And again with every customer changing their mind at once.
    const changed = ratings.map((rating) => 6 - rating);
    const again = await Promise.all(
      people.map((person, i) => post(person, { product: product.id, rating: changed[i], review_text: 'Changed' })),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await productRating(ctx, product.id)).toEqual({ overall: averageRating(changed), total: 20 });
  });

  it('shows the new rating on the catalogue at once (cache invalidated)', async () => {
    const product = freshProduct();
    const read = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.slug}/` });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { overall_rating: number; total_ratings: number } }>().data;
    };
    expect(await read()).toMatchObject({ overall_rating: 0, total_ratings: 0 });
    expect(await read()).toMatchObject({ overall_rating: 0, total_ratings: 0 }); // now cached
    const person = await createPerson(ctx);
    await post(person, { product: product.id, rating: 4, review_text: 'Solid' });
    expect(await read()).toMatchObject({ overall_rating: 4, total_ratings: 1 });
  });

  it('rate-limits each customer', async () => {
    const spammer = await createPerson(ctx);
    const product = spare[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await post(spammer, { product: product.id, rating: 1, review_text: `Spam ${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status < 300)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await post(spammer, { product: product.id, rating: 1, review_text: 'More' });
    expect(limited.json().message).toMatch(/Too many requests/);
    // Another customer is unaffected.
    const honest = await createPerson(ctx);
    expect((await post(honest, { product: product.id, rating: 5, review_text: 'Nice' })).statusCode).toBe(201);
  });
});
