import type { Question, QuestionList } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createPerson, unreviewedProducts, type TestPerson } from '../../../test/helpers/reviews.js';

let ctx: TestContext;
let product: { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestApp();
  [product] = (await unreviewedProducts(ctx, 1)) as [{ id: number; slug: string }];
});
afterAll(async () => {
  await ctx?.close();
});

function ask(person: TestPerson | null, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/questions/',
    headers: person ? person.auth : {},
    payload: body as Record<string, unknown>,
  });
}

function answer(person: TestPerson | null, id: number, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/questions/${id}/answer/`,
    headers: person ? person.auth : {},
    payload: body as Record<string, unknown>,
  });
}

async function list(slug: string, page = 1) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/questions/?product_slug=${slug}&page=${page}` });
  expect(response.statusCode).toBe(200);
  return { body: response.json<QuestionList>(), text: response.body };
}

describe('questions', () => {
  it('asking requires a signed-in customer', async () => {
    expect((await ask(null, { product: product.id, question: 'Does it charge fast?' })).statusCode).toBe(401);
  });

  it('validates the question with clear messages', async () => {
    const person = await createPerson(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ product: product.id }, 'question', 'Question is required'],
      [{ product: product.id, question: ' \n ' }, 'question', 'Question is required'],
      [{ product: product.id, question: 'q'.repeat(1001) }, 'question', 'Question must be at most 1000 characters'],
      [{ question: 'Hello?' }, 'product', 'Product must be a product id'],
    ];
    for (const [body, field, message] of cases) {
      const response = await ask(person, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `Invalid ${field}: ${message}`, errors: { [field]: message } });
    }
    const unknown = await ask(person, { product: 99_999_999, question: 'Hello?' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
  });

  it('stores a question as given under the token’s user and lists it newest first', async () => {
    const asker = await createPerson(ctx, { firstName: 'Gita', lastName: 'Rai' });
    const other = await createPerson(ctx);
    const first = await ask(asker, {
      product: product.id,
      question: 'Is the <b>charger</b> included?',
      user: other.id,
    });
    expect(first.statusCode).toBe(201);
    const saved = first.json<{ data: Question }>().data;
    expect(saved).toEqual({
      id: expect.any(Number),
      question: 'Is the <b>charger</b> included?',
      created_at: new Date(ctx.clock.now()).toISOString(),
      user: { first_name: 'Gita', last_name: 'Rai' },
      answer: null,
      answered_by: null,
      answered_at: null,
    });
    ctx.clock.advance(60_000);
    const second = await ask(other, { product: product.id, question: 'Which colours?' });
    expect(second.statusCode).toBe(201);
    const { body } = await list(product.slug);
    expect(body.data.map((q) => q.question).slice(0, 2)).toEqual(['Which colours?', 'Is the <b>charger</b> included?']);
    expect(body).toMatchObject({ page: 1, total_pages: 1 });
    expect(body.count).toBeGreaterThanOrEqual(2);
  });

  it('only staff can answer; the answer shows with who answered and when', async () => {
    const asker = await createPerson(ctx);
    const customer = await createPerson(ctx);
    const staff = await createPerson(ctx, { role: 'staff', firstName: 'Pasal', lastName: 'Support' });
    const id = (await ask(asker, { product: product.id, question: 'Warranty length?' })).json<{ data: Question }>().data
      .id;

    expect((await answer(null, id, { answer: 'One year' })).statusCode).toBe(401);
    const forbidden = await answer(customer, id, { answer: 'Forever!' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Only staff can do this', code: 'staff_only' });
    // The asker is a customer too.
    expect((await answer(asker, id, { answer: 'Forever!' })).statusCode).toBe(403);

    const blank = await answer(staff, id, { answer: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ answer: 'Answer is required' });
    expect((await answer(staff, 99_999_999, { answer: 'x' })).statusCode).toBe(404);
    expect((await answer(staff, 0, { answer: 'x' })).statusCode).toBe(400);

    ctx.clock.advance(5 * 60_000);
    const answered = await answer(staff, id, { answer: 'One year official warranty.' });
    expect(answered.statusCode).toBe(200);
    const data = answered.json<{ data: Question }>().data;
    expect(data).toMatchObject({
      id,
      answer: 'One year official warranty.',
      answered_by: { first_name: 'Pasal', last_name: 'Support' },
      answered_at: new Date(ctx.clock.now()).toISOString(),
    });
    const listed = (await list(product.slug)).body.data.find((q) => q.id === id);
    expect(listed).toEqual(data);
  });

  it('never shows e-mail addresses or phone numbers', async () => {
    const asker = await createPerson(ctx);
    const staff = await createPerson(ctx, { role: 'staff' });
    const asked = await ask(asker, { product: product.id, question: 'Dual SIM?' });
    const id = asked.json<{ data: Question }>().data.id;
    const answered = await answer(staff, id, { answer: 'Yes.' });
    const { text } = await list(product.slug);
    for (const body of [asked.body, answered.body, text]) {
      for (const secret of [asker.email, asker.phone, staff.email, staff.phone]) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/email|phone|password/i);
    }
  });

  it('answers 404 for an unknown product slug', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/questions/?product_slug=nope-nothing' });
    expect(response.statusCode).toBe(404);
  });

  it('pages 10 at a time', async () => {
    const [other] = (await unreviewedProducts(ctx, 2)).slice(1) as [{ id: number; slug: string }];
    const people = await Promise.all([1, 2].map(() => createPerson(ctx)));
    for (let i = 0; i < 13; i += 1) {
      ctx.clock.advance(1000);
      expect((await ask(people[i % 2]!, { product: other.id, question: `Q${i}` })).statusCode).toBe(201);
    }
    const first = (await list(other.slug)).body;
    expect(first).toMatchObject({ count: 13, page: 1, total_pages: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.question).toBe('Q12');
    expect((await list(other.slug, 2)).body.data.map((q) => q.question)).toEqual(['Q2', 'Q1', 'Q0']);
  });

  it('rate-limits each customer’s questions', async () => {
    const spammer = await createPerson(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await ask(spammer, { product: product.id, question: `Spam ${i}?` })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const honest = await createPerson(ctx);
    expect((await ask(honest, { product: product.id, question: 'Real question?' })).statusCode).toBe(201);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/v1/reviews/'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/v1/questions/'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(paths['/api/v1/questions/{id}/answer/']).toHaveProperty('post');
  });
});
