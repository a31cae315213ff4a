import {
  apiErrorSchema,
  REGISTER_MONTH_MESSAGES,
  REGISTER_MONTH_PATHS,
  registerMonthParamsSchema,
  refusalInEnglish,
  registerMonthResponseSchema,
  reopenMonthRequestSchema,
  REOPEN_REASON_MIN,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { routePath } from '../../lib/route-path.js';
import { closeRegisterMonth, readRegisterMonth, reopenRegisterMonth } from './service.js';

// Closing and reopening a BS month of the sales register (issue #34): admins and accountants.

const who = 'Admins and accountants only: 401 without a token, 403 for staff and customers.';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

const registerMonthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(REGISTER_MONTH_PATHS.month),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'Where a BS month of the sales register stands: not ended, open or closed, with its history',
        description: `\`year\` is the BS year, \`month\` 1 (Baisakh) … 12 (Chaitra). \`totals_now\` sums the month's bills and credit notes now; each close in \`history\` keeps the totals at that close, each reopening its reason. ${who}`,
        security: [{ bearer: [] }],
        params: registerMonthParamsSchema,
        response: { 200: registerMonthResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await readRegisterMonth(app.services, request.params.year, request.params.month),
    }),
  );

  app.post(
    routePath(REGISTER_MONTH_PATHS.close),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'Close a BS month of the sales register, recording its totals',
        description: `Records who closed it, when, and the month's totals then (bills, taxable, VAT, credit notes). From then on no bill or credit note dated in the month can be issued (409 from the API, and the database refuses the row) until it is reopened with a reason. 409 "${refusalInEnglish('register_month_not_ended')}" for the current or a future month; 409 when already closed. ${who}`,
        security: [{ bearer: [] }],
        params: registerMonthParamsSchema,
        response: { 200: registerMonthResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const data = await closeRegisterMonth(
        app.services,
        request.params.year,
        request.params.month,
        request.user.userId,
      );
      return { message: REGISTER_MONTH_MESSAGES.closedNow, data };
    },
  );

  app.post(
    routePath(REGISTER_MONTH_PATHS.reopen),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'Reopen a closed BS month of the sales register, with a written reason',
        description: `\`reason\`: why (at least ${REOPEN_REASON_MIN} characters; 400 otherwise), kept with who and when in the month's history. Closing the month again records fresh totals. 409 when the month is not closed. ${who}`,
        security: [{ bearer: [] }],
        params: registerMonthParamsSchema,
        body: reopenMonthRequestSchema,
        response: { 200: registerMonthResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const { year, month } = request.params;
      const data = await reopenRegisterMonth(app.services, year, month, request.user.userId, request.body.reason);
      return { message: REGISTER_MONTH_MESSAGES.reopened, data };
    },
  );
};

export default registerMonthRoutes;
