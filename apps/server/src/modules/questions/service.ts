import {
  ADMIN_QUESTIONS_PAGE_SIZE,
  MODERATION_MESSAGES,
  QUESTIONS_PAGE_SIZE,
  type AdminQuestion,
  type AdminQuestionAnswered,
  type AdminQuestionList,
  type Question,
  type QuestionList,
  type QuestionStatusFilter,
  totalPages,
} from '@pasal/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/connection.js';
import { products, users } from '../../db/schema.js';
import type { MailOutbox } from '../mail/index.js';
import { productBySlug, productExists, productMatch, publicUser } from '../reviews/index.js';
import { questionAnsweredEmail } from './emails.js';
import { questions } from './schema.js';
import { refuse } from '../../lib/refusal.js';

const askers = alias(users, 'askers');
const answerers = alias(users, 'answerers');

const questionColumns = {
  id: questions.id,
  question: questions.question,
  answer: questions.answer,
  answeredAt: questions.answeredAt,
  createdAt: questions.createdAt,
  askerFirstName: askers.firstName,
  askerLastName: askers.lastName,
  answererFirstName: answerers.firstName,
  answererLastName: answerers.lastName,
};

interface QuestionRow {
  id: number;
  question: string;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  askerFirstName: string;
  askerLastName: string;
  answererFirstName: string | null;
  answererLastName: string | null;
}

function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question: row.question,
    created_at: row.createdAt.toISOString(),
    user: { first_name: row.askerFirstName, last_name: row.askerLastName },
    answer: row.answer,
    answered_by:
      row.answererFirstName === null || row.answererLastName === null
        ? null
        : { first_name: row.answererFirstName, last_name: row.answererLastName },
    answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}

function selectQuestions(db: DbOrTx) {
  return db
    .select(questionColumns)
    .from(questions)
    .innerJoin(askers, eq(askers.id, questions.userId))
    .leftJoin(answerers, eq(answerers.id, questions.answeredById));
}

/** A product's questions with their answers, newest first. */
export async function listQuestions(db: Database, query: { productSlug: string; page: number }): Promise<QuestionList> {
  const product = await productBySlug(db, query.productSlug);
  if (!product) throw refuse('product_not_found');
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectQuestions(db)
      .where(eq(questions.productId, product.id))
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * QUESTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(questions).where(eq(questions.productId, product.id)),
  ]);
  return {
    data: rows.map(toQuestion),
    count: total,
    page: query.page,
    total_pages: totalPages(total, QUESTIONS_PAGE_SIZE),
  };
}

async function questionById(db: DbOrTx, id: number): Promise<Question | null> {
  const [row] = await selectQuestions(db).where(eq(questions.id, id)).limit(1);
  return row ? toQuestion(row) : null;
}

export async function askQuestion(
  db: Database,
  input: { userId: number; productId: number; question: string; now: Date },
): Promise<Question> {
  if (!(await productExists(db, input.productId))) throw refuse('product_not_found');
  if (!(await publicUser(db, input.userId))) throw refuse('account_gone');
  const [row] = await db
    .insert(questions)
    .values({ productId: input.productId, userId: input.userId, question: input.question, createdAt: input.now })
    .returning({ id: questions.id });
  const saved = row ? await questionById(db, row.id) : null;
  if (!saved) throw new Error('The question was not saved');
  return saved;
}

/** A question by id as the product page shows it. */
export async function publicQuestion(db: DbOrTx, id: number): Promise<Question> {
  const saved = await questionById(db, id);
  if (!saved) throw refuse('question_not_found');
  return saved;
}

// ---- back office (staff) ----

const adminQuestionColumns = {
  ...questionColumns,
  productId: products.id,
  productName: products.name,
  productSlug: products.slug,
};

function toAdminQuestion(
  row: QuestionRow & { productId: number; productName: string; productSlug: string },
): AdminQuestion {
  const { user, ...rest } = toQuestion(row);
  return { ...rest, user, product: { id: row.productId, name: row.productName, slug: row.productSlug } };
}

function selectAdminQuestions(db: DbOrTx) {
  return db
    .select(adminQuestionColumns)
    .from(questions)
    .innerJoin(products, eq(products.id, questions.productId))
    .innerJoin(askers, eq(askers.id, questions.userId))
    .leftJoin(answerers, eq(answerers.id, questions.answeredById));
}

/** Every question, unanswered first and then newest first, 25 a page; filters by status and product. */
export async function listAdminQuestions(
  db: Database,
  query: { status?: QuestionStatusFilter; product?: string; page: number },
): Promise<AdminQuestionList> {
  const where = and(
    query.status === 'unanswered'
      ? isNull(questions.answer)
      : query.status === 'answered'
        ? isNotNull(questions.answer)
        : undefined,
    productMatch(query.product),
  );
  const [rows, [{ total } = { total: 0 }], [{ unanswered } = { unanswered: 0 }]] = await Promise.all([
    selectAdminQuestions(db)
      .where(where)
      .orderBy(sql`(${questions.answer} IS NULL) DESC`, desc(questions.createdAt), desc(questions.id))
      .limit(ADMIN_QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_QUESTIONS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(questions)
      .innerJoin(products, eq(products.id, questions.productId))
      .where(where),
    db.select({ unanswered: count() }).from(questions).where(isNull(questions.answer)),
  ]);
  return {
    data: rows.map(toAdminQuestion),
    count: total,
    unanswered,
    page: query.page,
    total_pages: totalPages(total, ADMIN_QUESTIONS_PAGE_SIZE),
  };
}

export interface AnswerDeps {
  db: Database;
  mailOutbox: MailOutbox;
  shop: { shopName: string; publicUrl: string };
}

/**
 * Staff answer a question, or correct their answer. answered_by and answered_at become the staff
 * member and now, and the asker is e-mailed the question and answer (queued in the same
 * transaction, so the e-mail goes exactly when the answer is saved). Saving the same words again
 * changes nothing and sends nothing: a double click or a second look never mails the customer
 * twice; a changed answer is mailed as an update.
 */
export async function staffAnswer(
  deps: AnswerDeps,
  input: { questionId: number; staffId: number; answer: string; now: Date },
): Promise<AdminQuestionAnswered> {
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        answer: questions.answer,
        question: questions.question,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        productName: products.name,
        productSlug: products.slug,
      })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .innerJoin(products, eq(products.id, questions.productId))
      .where(eq(questions.id, input.questionId))
      .for('update', { of: questions });
    if (!current) throw refuse('question_not_found');
    if (current.answer === input.answer) return { emailed: false, message: MODERATION_MESSAGES.answerUnchanged };
    await tx
      .update(questions)
      .set({ answer: input.answer, answeredById: input.staffId, answeredAt: input.now })
      .where(eq(questions.id, input.questionId));
    const updated = current.answer !== null;
    await deps.mailOutbox.enqueue(tx, [
      questionAnsweredEmail({
        to: current.email,
        firstName: current.firstName,
        productName: current.productName,
        productUrl: `${deps.shop.publicUrl}/products/${current.productSlug}`,
        question: current.question,
        answer: input.answer,
        shopName: deps.shop.shopName,
        updated,
        locale: current.locale,
      }),
    ]);
    return { emailed: true, message: updated ? MODERATION_MESSAGES.answerUpdated : MODERATION_MESSAGES.answered };
  });
  if (result.emailed) deps.mailOutbox.kick();
  const [row] = await selectAdminQuestions(deps.db).where(eq(questions.id, input.questionId)).limit(1);
  if (!row) throw refuse('question_not_found');
  return { data: toAdminQuestion(row), ...result };
}
