import { apiErrorSchema, creditNoteListSchema, type CreditNote, CREDIT_NOTE_PATHS } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { creditNotesForOrder } from './service.js';
import { routePath } from '../../lib/route-path.js';

// The credit notes of an order: its owner's, or any order's for staff.

const creditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(CREDIT_NOTE_PATHS.order, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "An order's credit notes: what refunds and a cancellation after billing took back from its bill",
        description:
          "Oldest first; empty when none was issued. Each is numbered without gaps per Nepali fiscal year from its own counter ('CN 2083/84-000001'), names the bill it reduces, and lists the lines taken back and the VAT reversed at the bill's rate. The order's owner or staff only: anyone else's order answers 404.",
        security: [{ bearer: [] }],
        params: z.object({ transaction_id: z.string().trim().min(1).max(64) }),
        response: { 200: creditNoteListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<{ data: CreditNote[] }> => {
      if (!request.user) throw refuse('sign_in_required');
      return { data: await creditNotesForOrder(app.services, request.user, request.params.transaction_id) };
    },
  );
};

export default creditNoteRoutes;
