import { apiErrorSchema, invoiceResponseSchema, refusalInEnglish, type Invoice, INVOICE_PATHS } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { invoiceForOrder } from './service.js';
import { routePath } from '../../lib/route-path.js';

// The tax invoice (bill) of an order: its owner's, or any order's for staff.

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(INVOICE_PATHS.invoice, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "An order's tax invoice (bill): number, seller and buyer, lines, VAT 13% and total",
        description: `Issued once per order when it is paid online or delivered (cash on delivery), numbered without gaps per Nepali fiscal year ('2082/83-000001'); an order paid or delivered before invoices existed gets its invoice on this first request. The order's owner or staff only: anyone else's order answers 404. 409 "${refusalInEnglish('bill_not_issued_yet')}" while the order is neither paid nor delivered.`,
        security: [{ bearer: [] }],
        params: z.object({ transaction_id: z.string().trim().min(1).max(64) }),
        response: { 200: invoiceResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request): Promise<{ data: Invoice }> => {
      if (!request.user) throw refuse('sign_in_required');
      return { data: await invoiceForOrder(app.services, request.user, request.params.transaction_id) };
    },
  );
};

export default invoiceRoutes;
