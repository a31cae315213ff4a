import {
  ADMIN_SETUP_CHECKLIST_DISMISS_PATH,
  ADMIN_SETUP_CHECKLIST_PATH,
  ADMIN_TEST_EMAIL_PATH,
  apiErrorSchema,
  firstAdminSchema,
  refusalInEnglish,
  SETUP_MESSAGES,
  SETUP_PATH,
  setupChecklistResponseSchema,
  setupStatusSchema,
  signedInSchema,
  testEmailResponseSchema,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { keyedLimits } from '../../lib/keyed-limits.js';
import { routePath } from '../../lib/route-path.js';
import { adminExists, answerSignedIn, createFirstAdmin, limitCounter } from '../auth/index.js';
import { deleteSetupCodes, setupCodeMatches } from './codes.js';
import { dismissChecklist, readChecklist, sendTestMail } from './service.js';

const MINUTE = 60_000;

/**
 * Setup-code tries per address, counted durably (auth's limit counters): requests for other keys
 * cannot push the count out, and a restart does not reset it. Every try counts, right or wrong.
 */
export const SETUP_CODE_RATE_LIMIT = { max: 10, timeWindow: 15 * MINUTE };
/** Test e-mails per admin: a few tries while fixing the mail settings, not a flood of one inbox. */
const TEST_EMAIL_RATE_LIMIT = { max: 5, timeWindow: 10 * MINUTE };

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const setupLimits = keyedLimits(app, [
    { name: 'setup-code', rule: SETUP_CODE_RATE_LIMIT, key: (request) => request.ip, durable: limitCounter(services) },
  ]);
  const closed = () => adminExists(services.database.db);

  app.get(
    routePath(SETUP_PATH),
    {
      schema: {
        tags: ['setup'],
        summary: 'Whether the shop still waits for its first admin (the /setup page)',
        description: `200 while no admin exists; 404 "${refusalInEnglish('setup_page_closed')}" once one does.`,
        response: { 200: setupStatusSchema, 404: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (await closed()) throw refuse('setup_page_closed');
      return { data: { open: true as const } };
    },
  );

  app.post(
    routePath(SETUP_PATH),
    {
      preHandler: setupLimits,
      schema: {
        tags: ['setup'],
        summary: 'Create the first admin with the setup code from the server log; signs them in',
        description: [
          `409 "${refusalInEnglish('setup_done')}" once an admin exists (of two browsers at the same moment, one makes the admin and the other hears this).`,
          `400 "${refusalInEnglish('setup_code_wrong')}" for a wrong or expired code (on the \`code\` field). ${SETUP_CODE_RATE_LIMIT.max} tries per address per ${SETUP_CODE_RATE_LIMIT.timeWindow / MINUTE} minutes, right or wrong.`,
          "The password follows sign-up's rules; the e-mail address counts as proven. Sets the refresh cookie like a sign-in.",
        ].join('\n\n'),
        body: firstAdminSchema,
        response: { 201: signedInSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (await closed()) throw refuse('setup_done');
      const { code, ...account } = request.body;
      if (!(await setupCodeMatches(services.database.db, services.config.JWT_SECRET, code, services.now())))
        throw refuse('setup_code_wrong', undefined, { fields: { code: fieldRefusal('setup_code_wrong') } });
      const signedIn = await createFirstAdmin(services, account, deleteSetupCodes);
      request.log.info({ userId: signedIn.user.id }, 'first admin created through /setup');
      return reply.status(201).send(answerSignedIn(reply, services, signedIn));
    },
  );

  app.get(
    routePath(ADMIN_SETUP_CHECKLIST_PATH),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['setup'],
        summary: "The first-run checklist: each step's state, read from the shop's data",
        description:
          "`identity`: settings saved with a name other than the demo's. `delivery`: saved settings with at least one delivery zone. `payments`: saved settings offering a method that takes real money (cash on delivery, or eSewa/Khalti with credentials; a simulator does not count). `product`: an active product that is not demo data. `test_email`: a test e-mail the mailer has taken. Admins only.",
        security: [{ bearer: [] }],
        response: { 200: setupChecklistResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await readChecklist(services) }),
  );

  app.post(
    routePath(ADMIN_SETUP_CHECKLIST_DISMISS_PATH),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['setup'],
        summary: 'Hide the first-run checklist from the dashboard (for every admin)',
        security: [{ bearer: [] }],
        response: { 200: setupChecklistResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ data: await dismissChecklist(services, request.user!.userId) }),
  );

  app.post(
    routePath(ADMIN_TEST_EMAIL_PATH),
    {
      onRequest: app.requireAdmin,
      config: {
        rateLimit: {
          ...TEST_EMAIL_RATE_LIMIT,
          keyGenerator: (request) => `test-email:${request.user?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['setup'],
        summary: "Queue a test e-mail to the signed-in admin's own address",
        description: `202 once it is in the mail queue; the checklist's \`test_email\` says when the mailer has taken it. ${TEST_EMAIL_RATE_LIMIT.max} per admin per ${TEST_EMAIL_RATE_LIMIT.timeWindow / MINUTE} minutes.`,
        security: [{ bearer: [] }],
        response: { 202: testEmailResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { to } = await sendTestMail(services, request.user!.userId);
      const checklist = await readChecklist(services);
      return reply.status(202).send({ data: { message: SETUP_MESSAGES.testMailQueued, to, checklist } });
    },
  );
};

export default setupRoutes;
