import {
  ADMIN_QUESTIONS_PAGE_SIZE,
  adminQuestionAnsweredSchema,
  adminQuestionListQuerySchema,
  adminQuestionListSchema,
  answerQuestionSchema,
  apiErrorSchema,
  createQuestionSchema,
  moderationIdParamsSchema,
  productFeedbackQuerySchema,
  questionListSchema,
  questionSavedSchema,
  staffAnswerSchema,
  QUESTION_PATHS,
  ADMIN_MODERATION_PATHS,
  QUESTIONS_PATH,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { perUserKey } from '../reviews/index.js';
import { askQuestion, listAdminQuestions, listQuestions, publicQuestion, staffAnswer } from './service.js';
import { currentShopSettings } from '../settings/index.js';
import { routePath } from '../../lib/route-path.js';

/** Questions per customer: plenty for a shopper comparing products, too few for spam. */
const QUESTION_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };
/** Answers per staff member: a guard against a runaway script, not against people. */
const ANSWER_RATE_LIMIT = { max: 120, timeWindow: 60 * 60 * 1000 };

const questionIdParams = z.object({
  id: z.coerce
    .number({ message: 'must be a question id' })
    .int({ message: 'must be a question id' })
    .positive({ message: 'must be a question id' })
    .max(2_147_483_647, { message: 'must be a question id' }),
});

const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, mailOutbox, config } = app.services;
  /** The shop's name as the Settings screen has it now, for the answer e-mail. */
  const answerDeps = async () => ({
    db: database.db,
    mailOutbox,
    shop: { shopName: (await currentShopSettings(app.services)).name, publicUrl: config.PUBLIC_URL },
  });
  const security = [{ bearer: [] }];
  const staffOnly =
    'Staff and admins: 401 without a token, 403 for a customer (a write checks the role in the database).';
  const mailRule =
    'The asker is e-mailed the question and the answer with a link to the product (through the mail outbox, queued in the same transaction). Answering again replaces the answer and e-mails the asker the new one; sending the same words again changes nothing and sends nothing (`emailed: false`).';

  app.get(
    routePath(QUESTIONS_PATH),
    {
      schema: {
        tags: ['questions'],
        summary: "A product's questions with their answers, newest first (10 per page)",
        description: 'People are shown by first and last name only.',
        querystring: productFeedbackQuerySchema,
        response: { 200: questionListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      listQuestions(database.db, { productSlug: request.query.product_slug, page: request.query.page }),
  );

  app.post(
    routePath(QUESTIONS_PATH),
    {
      preHandler: app.authenticate,
      config: { rateLimit: { ...QUESTION_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['questions'],
        summary: 'Ask a question about a product (signed in)',
        description: 'The asker is the token’s user (a user in the body is ignored).',
        security: [{ bearer: [] }],
        body: createQuestionSchema,
        response: {
          201: questionSavedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) throw refuse('sign_in_required');
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
    routePath(QUESTION_PATHS.answer, ':id'),
    {
      preHandler: app.requireStaff,
      config: { rateLimit: { ...ANSWER_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['questions'],
        summary: 'Answer a question (staff only; the back office uses PUT /api/v1/admin/questions/{id}/answer/)',
        description: `Kept for scripts written before the back office: the same rules as PUT /api/v1/admin/questions/{id}/answer/, answered with the question as the product page shows it. Sets answer, answered_by (the staff member) and answered_at. ${mailRule} Grant the staff role on the Staff screen or with \`npm run user:make-staff -- <email>\`.`,
        deprecated: true,
        security,
        params: questionIdParams,
        body: answerQuestionSchema,
        response: {
          200: questionSavedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      await staffAnswer(await answerDeps(), {
        questionId: request.params.id,
        staffId: request.user.userId,
        answer: request.body.answer,
        now: new Date(now()),
      });
      return { data: await publicQuestion(database.db, request.params.id) };
    },
  );

  // ---- back office (staff) ----

  app.get(
    routePath(ADMIN_MODERATION_PATHS.questions),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: `Every question, unanswered first, then newest first (${ADMIN_QUESTIONS_PAGE_SIZE} per page)`,
        description: `\`status\`: \`unanswered\` or \`answered\` (both when absent); \`product\`: a product id, its slug, or part of its name. \`unanswered\` counts every question waiting for an answer, whatever the filters. ${staffOnly}`,
        security,
        querystring: adminQuestionListQuerySchema,
        response: { 200: adminQuestionListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listAdminQuestions(database.db, request.query),
  );

  app.put(
    routePath(ADMIN_MODERATION_PATHS.answer, ':id'),
    {
      onRequest: app.requireStaff,
      config: { rateLimit: { ...ANSWER_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['admin'],
        summary: 'Answer a question, or change the answer',
        description: `The answer is public on the product page (plain text, at most 2000 characters), with the staff member's name and the time. ${mailRule} ${staffOnly}`,
        security,
        params: moderationIdParamsSchema,
        body: staffAnswerSchema,
        response: {
          200: adminQuestionAnsweredSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      return staffAnswer(await answerDeps(), {
        questionId: request.params.id,
        staffId: request.user.userId,
        answer: request.body.answer,
        now: new Date(now()),
      });
    },
  );
};

export default questionsRoutes;
