import { apiErrorSchema, billPrintResponseSchema, refusalInEnglish, INVOICE_PATHS } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { recordBillPrint } from './prints.js';
import { routePath } from '../../lib/route-path.js';

// Staff printing a bill at the order desk (issue #33): the print is recorded before the browser's
// print dialog opens, and the answer says whether this sheet is the original or which copy.

const billPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(INVOICE_PATHS.prints, ':transaction_id'),
    {
      onRequest: app.requireBillReader,
      schema: {
        tags: ['admin'],
        summary: "Record a print of an order's bill: the first is the original, every later one a numbered copy",
        description: `Call it when staff press "Print bill", before printing. Answers 201 with the bill and this print's \`copy_number\` (0: the original; n: "Copy of original (n)"), who printed it and when. Every print is kept (append-only register); two prints at the same moment get different numbers. A bill not issued yet answers 409 "${refusalInEnglish('bill_not_issued_yet')}"; an unknown order 404. Staff, admins and accountants only: 401 without a token, 403 for a customer.`,
        security: [{ bearer: [] }],
        params: z.object({ transaction_id: z.string().trim().min(1).max(64) }),
        response: {
          201: billPrintResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) throw refuse('sign_in_required');
      const data = await recordBillPrint(app.services, request.user, request.params.transaction_id);
      return reply.code(201).send({ data });
    },
  );
};

export default billPrintRoutes;
