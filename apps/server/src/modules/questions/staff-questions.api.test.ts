import {
  ADMIN_MODERATION_PATHS,
  MODERATION_MESSAGES,
  type AdminQuestionAnswered,
  type AdminQuestionList,
  type Question,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createPerson, unreviewedProducts, type TestPerson } from '../../../test/helpers/reviews.js';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';

// Questions in the back office: unanswered first, answering inline, and the asker's e-mail.

let ctx: TestContext;
let products: { id: number; slug: string }[];
let staff: TestPerson;

beforeAll(async () => {
  ctx = await createTestApp();
  products = await unreviewedProducts(ctx, 2);
  staff = await createPerson(ctx, { role: 'staff', firstName: 'Maya', lastName: 'Gurung' });
});
afterAll(async () => {
  await ctx?.close();
});

const productAt = (index: number) => {
  const product = products[index];
  if (!product) throw new Error('out of products');
  return product;
};

async function ask(person: TestPerson, productId: number, question: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/questions/',
    headers: person.auth,
    payload: { product: productId, question },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Question }>().data.id;
}

function answer(person: TestPerson | null, id: number, body: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: ADMIN_MODERATION_PATHS.answer(id),
    headers: person ? person.auth : {},
    payload: body,
  });
}

async function list(query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${ADMIN_MODERATION_PATHS.questions}?${query}`,
    headers: staff.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminQuestionList>();
}

/** Messages queued in the outbox table (not yet handed to the mailer). */
async function outbox(): Promise<{ to: string; subject: string; text: string; html: string }[]> {
  const result = await ctx.database.db.execute<{
    message: { to: string; subject: string; text: string; html: string };
  }>(sql`SELECT message FROM mail_outbox ORDER BY id`);
  return result.rows.map((row) => row.message);
}

describe('staff questions', () => {
  it('is for staff only', async () => {
    const customer = await createPerson(ctx);
    const id = await ask(customer, productAt(0).id, 'Is it waterproof?');
    const noToken = await ctx.app.inject({ method: 'GET', url: ADMIN_MODERATION_PATHS.questions });
    expect(noToken.statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: ADMIN_MODERATION_PATHS.questions,
      headers: customer.auth,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await answer(customer, id, { answer: 'Yes' })).statusCode).toBe(403);
    expect((await answer(null, id, { answer: 'Yes' })).statusCode).toBe(401);
  });

  it('lists unanswered questions first, then newest first, with filters and pages of 25', async () => {
    const product = productAt(1);
    // Questions are rate-limited per person (10 an hour): four askers.
    const askers = await Promise.all([0, 1, 2, 3].map(() => createPerson(ctx)));
    const ids: number[] = [];
    for (let i = 0; i < 28; i += 1) {
      ctx.clock.advance(1000);
      ids.push(await ask(askers[i % 4]!, product.id, `Q${i}`));
    }
    // The three oldest are answered; the newest one too.
    for (const id of [ids[0]!, ids[1]!, ids[2]!, ids[27]!]) {
      expect((await answer(staff, id, { answer: `A${id}` })).statusCode).toBe(200);
    }
    const first = await list(`product=${product.slug}`);
    expect(first).toMatchObject({ count: 28, page: 1, total_pages: 2 });
    expect(first.unanswered).toBeGreaterThanOrEqual(24);
    expect(first.data).toHaveLength(25);
    expect(first.data.slice(0, 24).map((q) => q.question)).toEqual(
      Array.from({ length: 24 }, (_, index) => `Q${26 - index}`),
    );
    expect(first.data[24]?.question).toBe('Q27');
    expect((await list(`product=${product.slug}&page=2`)).data.map((q) => q.question)).toEqual(['Q2', 'Q1', 'Q0']);

    const unanswered = await list(`product=${product.slug}&status=unanswered`);
    expect(unanswered.count).toBe(24);
    expect(unanswered.data.every((q) => q.answer === null)).toBe(true);
    const answered = await list(`product=${product.slug}&status=answered`);
    expect(answered.data.map((q) => q.question)).toEqual(['Q27', 'Q2', 'Q1', 'Q0']);
    expect(answered.data[0]).toMatchObject({
      product: { id: product.id, slug: product.slug },
      answered_by: { first_name: 'Maya', last_name: 'Gurung' },
    });
    for (const query of ['status=open', 'page=0', `product=${'x'.repeat(201)}`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${ADMIN_MODERATION_PATHS.questions}?${query}`,
        headers: staff.auth,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('e-mails the asker the question and the answer with a link to the product; the same answer again sends nothing', async () => {
    const product = productAt(0);
    const asker = await createPerson(ctx, { firstName: 'Gita', lastName: 'Rai' });
    const id = await ask(asker, product.id, 'Does the box include a <charger>?\nAnd a case?');
    await ctx.app.services.mailOutbox.drain();
    ctx.mail.length = 0;

    for (const [body, message] of [
      [{}, MODERATION_MESSAGES.answerRequired],
      [{ answer: '  ' }, MODERATION_MESSAGES.answerRequired],
      [{ answer: 'a'.repeat(2001) }, MODERATION_MESSAGES.answerTooLong],
    ] as const) {
      const refused = await answer(staff, id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ answer: message });
    }
    expect((await answer(staff, id, { answer: 'x\uDC00' })).statusCode).toBe(400);
    const missing = await answer(staff, 99_999_999, { answer: 'Yes' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'question_not_found', message: 'Question not found' });
    expect(await outbox()).toEqual([]);

    // The outbox row is written with the answer; read it before the queue hands it on.
    const sent = ctx.mail.length;
    ctx.clock.advance(60_000);
    const first = await answer(staff, id, { answer: ' Yes: a 25 W charger & a clear case. ' });
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminQuestionAnswered>()).toMatchObject({
      emailed: true,
      message: MODERATION_MESSAGES.answered,
      data: {
        id,
        answer: 'Yes: a 25 W charger & a clear case.',
        answered_by: { first_name: 'Maya', last_name: 'Gurung' },
        answered_at: new Date(ctx.clock.now()).toISOString(),
      },
    });
    await ctx.app.services.mailOutbox.drain();
    const mails = ctx.mail.slice(sent).filter((mail) => mail.to === asker.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const productName = first.json<AdminQuestionAnswered>().data.product.name;
    expect(mail.subject).toBe(`${ctx.config.SHOP_NAME}: your question about ${productName} has been answered`);
    expect(mail.text).toContain('Namaste Gita,');
    expect(mail.text).toContain('> Does the box include a <charger>?\n> And a case?');
    expect(mail.text).toContain('> Yes: a 25 W charger & a clear case.');
    expect(mail.text).toContain(`${ctx.config.PUBLIC_URL}/products/${product.slug}`);
    expect(mail.html).toContain('Does the box include a &lt;charger&gt;?<br>And a case?');
    expect(mail.html).toContain(`href="${ctx.config.PUBLIC_URL}/products/${product.slug}"`);

    // The same words again: nothing changes, nothing is sent.
    ctx.clock.advance(60_000);
    const same = await answer(staff, id, { answer: 'Yes: a 25 W charger & a clear case.' });
    expect(same.json<AdminQuestionAnswered>()).toMatchObject({
      emailed: false,
      message: MODERATION_MESSAGES.answerUnchanged,
    });
    expect(same.json<AdminQuestionAnswered>().data.answered_at).toBe(
      first.json<AdminQuestionAnswered>().data.answered_at,
    );
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail.slice(sent).filter((m) => m.to === asker.email)).toHaveLength(1);

    // A changed answer replaces the old one and is mailed as an update.
    const changed = await answer(staff, id, { answer: 'Yes: a 25 W charger. No case, sorry.' });
    expect(changed.json<AdminQuestionAnswered>()).toMatchObject({
      emailed: true,
      message: MODERATION_MESSAGES.answerUpdated,
    });
    await ctx.app.services.mailOutbox.drain();
    const updates = ctx.mail.slice(sent).filter((m) => m.to === asker.email);
    expect(updates).toHaveLength(2);
    expect(updates[1]?.subject).toContain('has a new answer');
    expect(updates[1]?.text).toContain('> Yes: a 25 W charger. No case, sorry.');

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v1/questions/?product_slug=${product.slug}` });
    expect(shown.json<{ data: Question[] }>().data.find((q) => q.id === id)?.answer).toBe(
      'Yes: a 25 W charger. No case, sorry.',
    );
  });

  it('queues the e-mail in the outbox in the same transaction as the answer', async () => {
    const asker = await createPerson(ctx);
    const id = await ask(asker, productAt(0).id, 'Warranty?');
    // Stop the queue from sending, so the row stays to be read.
    const outboxService = ctx.app.services.mailOutbox;
    const kick = outboxService.kick;
    outboxService.kick = () => undefined;
    try {
      expect((await answer(staff, id, { answer: 'One year.' })).statusCode).toBe(200);
      const queued = (await outbox()).filter((message) => message.to === asker.email);
      expect(queued).toHaveLength(1);
      expect(queued[0]?.text).toContain('> One year.');
    } finally {
      outboxService.kick = kick;
    }
    await outboxService.drain();
  });

  it('the older POST /api/v1/questions/{id}/answer/ follows the same rules and e-mails too', async () => {
    const asker = await createPerson(ctx);
    const id = await ask(asker, productAt(0).id, 'Colours?');
    const sent = ctx.mail.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/questions/${id}/answer/`,
      headers: staff.auth,
      payload: { answer: 'Black and blue.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Question }>().data.answer).toBe('Black and blue.');
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail.slice(sent).filter((mail) => mail.to === asker.email)).toHaveLength(1);
  });

  it('answers in the asker’s account language (issue #30)', async () => {
    const asker = await createPerson(ctx, { firstName: 'Gita' });
    await ctx.database.db.execute(sql`UPDATE users SET locale = 'ne' WHERE id = ${asker.id}`);
    const id = await ask(asker, productAt(1).id, 'यसमा चार्जर आउँछ?');
    const sent = ctx.mail.length;
    const response = await answer(staff, id, { answer: 'आउँछ, २५ वाटको।' });
    expect(response.statusCode).toBe(200);
    await ctx.app.services.mailOutbox.drain();
    const [mail] = ctx.mail.slice(sent).filter((m) => m.to === asker.email);
    const productName = response.json<AdminQuestionAnswered>().data.product.name;
    expect(mail!.subject).toBe(`${ctx.config.SHOP_NAME}: ${productName} बारे तपाईंको प्रश्नको जवाफ आयो`);
    expect(mail!.text).toContain(`${ctx.config.PUBLIC_URL}/products/${productAt(1).slug}?lang=ne`);
    expectNepaliMail(mail!, [ctx.config.SHOP_NAME, 'Gita', productName], { figures: [productName] });
  });

  it('documents the routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { deprecated?: boolean }>> }>().paths;
    expect(paths['/api/v1/admin/questions/']).toHaveProperty('get');
    expect(paths['/api/v1/admin/questions/{id}/answer/']).toHaveProperty('put');
    expect(paths['/api/v1/questions/{id}/answer/']?.post?.deprecated).toBe(true);
  });
});
