import { answerQuestionSchema, createQuestionSchema, productFeedbackQuerySchema } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors.js';
import { errorSchema, perUserKey, questionListSchema, questionSavedSchema } from '../reviews/api-schemas.js';
import { answerQuestion, askQuestion, listQuestions } from './service.js';

/** Questions per customer: plenty for a shopper comparing products, too few for spam. */
export const QUESTION_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };
/** Answers per staff member: a guard against a runaway script, not against people. */
export const ANSWER_RATE_LIMIT = { max: 120, timeWindow: 60 * 60 * 1000 };

const questionIdParams = z.object({
  id: z.coerce
    .number({ message: 'must be a question id' })
    .int({ message: 'must be a question id' })
    .positive({ message: 'must be a question id' })
    .max(2_147_483_647, { message: 'must be a question id' }),
});

const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;

  app.get(
    '/questions/',
    {
      schema: {
        tags: ['questions'],
        summary: "A product's questions with their answers, newest first (10 per page)",
        description: 'People are shown by first and last name only.',
        querystring: productFeedbackQuerySchema,
        response: { 200: questionListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      listQuestions(database.db, { productSlug: request.query.product_slug, page: request.query.page }),
  );

  app.post(
    '/questions/',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { ...QUESTION_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['questions'],
        summary: 'Ask a question about a product (signed in)',
        description: 'The asker is the token’s user (a user in the body is ignored).',
        security: [{ bearer: [] }],
        body: createQuestionSchema,
        response: { 201: questionSavedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const question = await askQuestion(database.db, {
        userId: request.user.userId,
        productId: request.body.product,
        question: request.body.question,
        now: new Date(now()),
      });
      return reply.status(201).send({ data: question });
    },
  );

  app.post(
    '/questions/:id/answer/',
    {
      preHandler: app.requireStaff,
      config: { rateLimit: { ...ANSWER_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['questions'],
        summary: 'Answer a question (staff only); answering again replaces the answer',
        description:
          'Sets answer, answered_by (the staff member) and answered_at. Grant the staff role with `npm run user:make-staff -- <email>`; the person must sign in again afterwards.',
        security: [{ bearer: [] }],
        params: questionIdParams,
        body: answerQuestionSchema,
        response: { 200: questionSavedSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const question = await answerQuestion(database.db, {
        questionId: request.params.id,
        staffId: request.user.userId,
        answer: request.body.answer,
        now: new Date(now()),
      });
      return { data: question };
    },
  );
};

export default questionsRoutes;
