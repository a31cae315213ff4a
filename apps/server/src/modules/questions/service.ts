import { QUESTIONS_PAGE_SIZE, type Question, type QuestionList } from '@pasal/contract';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/connection.js';
import { notFound, unauthorized } from '../../lib/http-errors.js';
import { users } from '../auth/schema.js';
import { productBySlug, productExists, publicUser, totalPages } from '../reviews/product-ref.js';
import { questions } from './schema.js';

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
  if (!product) throw notFound('Product not found');
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
  if (!(await productExists(db, input.productId))) throw notFound('Product not found');
  if (!(await publicUser(db, input.userId))) throw unauthorized('Your account no longer exists');
  const [row] = await db
    .insert(questions)
    .values({ productId: input.productId, userId: input.userId, question: input.question, createdAt: input.now })
    .returning({ id: questions.id });
  const saved = row ? await questionById(db, row.id) : null;
  if (!saved) throw new Error('The question was not saved');
  return saved;
}

/** Staff answer (or correct the answer to) a question; answered_by is the staff member. */
export async function answerQuestion(
  db: Database,
  input: { questionId: number; staffId: number; answer: string; now: Date },
): Promise<Question> {
  const [row] = await db
    .update(questions)
    .set({ answer: input.answer, answeredById: input.staffId, answeredAt: input.now })
    .where(eq(questions.id, input.questionId))
    .returning({ id: questions.id });
  if (!row) throw notFound('Question not found');
  const saved = await questionById(db, row.id);
  if (!saved) throw notFound('Question not found');
  return saved;
}
