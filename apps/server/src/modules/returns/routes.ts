import {
  apiErrorSchema,
  orderReturnAnswerSchema,
  orderReturnsSchema,
  RETURN_MESSAGES,
  returnCloseSchema,
  returnDecisionSchema,
  returnRequestSchema,
  returnResolutionSchema,
  staffReturnAnswerSchema,
  staffReturnDetailSchema,
  staffReturnListSchema,
  staffReturnsQuerySchema,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors.js';
import {
  closeReturn,
  customerReturns,
  decideReturn,
  listReturns,
  openReturn,
  receiveReturn,
  resolveReturnLine,
  staffOrderReturns,
  staffReturn,
} from './service.js';
import { forCustomer } from './read.js';

// Returns and replacements (issue #33): the customer's request on their order, and the staff's
// Returns desk (approve or refuse, receive, resolve each line) with returns opened at the counter.

const transactionParams = z.object({ transaction_id: z.string().trim().min(1).max(64) });
const returnParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const lineParams = returnParams.extend({ line_id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];
const staffOnly = 'Staff only: 401 without a token, 403 for a customer.';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

function userIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw unauthorized();
  return request.user.userId;
}

const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    '/orders/:transaction_id/returns/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['returns'],
        summary: "Your order's returns, and what may still be returned (lines, units, windows)",
        description:
          "A delivered order's lines may be returned within the shop's window counted from the delivery (return_window_days; warranty_return_window_days for products with a warranty; a category's own windows win over the shop's). 404 for an order that is not yours.",
        security,
        params: transactionParams,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request) => ({
      data: await customerReturns(services, userIdOf(request), request.params.transaction_id),
    }),
  );

  app.post(
    '/orders/:transaction_id/returns/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['returns'],
        summary: 'Ask to return or replace units of your delivered order',
        description:
          'Units per line (never more than delivered less units already in returns that stand: 409), a reason from the list and a note. 409 when the order is not delivered or a line’s window has ended; 404 for an order that is not yours. The customer is e-mailed; staff see it on the Returns desk. Photos are not taken.',
        security,
        params: transactionParams,
        body: returnRequestSchema,
        response: { 201: orderReturnAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await openReturn(
        services,
        { by: 'customer', userId: userIdOf(request) },
        request.params.transaction_id,
        request.body,
      );
      return reply.code(201).send({ data: forCustomer(opened), message: RETURN_MESSAGES.requested });
    },
  );

  app.get(
    '/admin/returns/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'The Returns desk: returns, newest first (20 per page), by status',
        description: staffOnly,
        security,
        querystring: staffReturnsQuerySchema,
        response: { 200: staffReturnListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listReturns(services, request.query),
  );

  app.get(
    '/admin/returns/:id/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'One return with its lines and order',
        description: staffOnly,
        security,
        params: returnParams,
        response: { 200: staffReturnDetailSchema, ...errors },
      },
    },
    async (request) => ({ data: await staffReturn(services, request.params.id) }),
  );

  app.post(
    '/admin/returns/:id/decision/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Approve or refuse a requested return',
        description: `A refusal needs \`reason\` (400 without it), e-mailed to the customer in the order's language; an approval's optional \`reason\` is added to its e-mail. 409 when the return is not requested (also for the second of two clicks). ${staffOnly}`,
        security,
        params: returnParams,
        body: returnDecisionSchema,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await decideReturn(services, request.params.id, userIdOf(request), request.body);
      return { data, message: data.status === 'approved' ? RETURN_MESSAGES.approved : RETURN_MESSAGES.refused };
    },
  );

  app.post(
    '/admin/returns/:id/receive/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: "Mark an approved return's items received",
        description: `409 when the return is not approved. The customer is e-mailed. ${staffOnly}`,
        security,
        params: returnParams,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await receiveReturn(services, request.params.id, userIdOf(request)),
      message: RETURN_MESSAGES.received,
    }),
  );

  app.post(
    '/admin/returns/:id/close/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Close an approved return whose items never arrived',
        description: `\`reason\` is required (400 without it) and e-mailed to the customer; the units may be asked for again while their window is open. 409 when the return is not approved. ${staffOnly}`,
        security,
        params: returnParams,
        body: returnCloseSchema,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await closeReturn(services, request.params.id, userIdOf(request), request.body.reason),
      message: RETURN_MESSAGES.closed,
    }),
  );

  app.post(
    '/admin/returns/:id/lines/:line_id/resolve/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Resolve one line of a received return: refund, replacement or repair; restock or write off',
        description: `Each line is resolved once (409 for a second click, also when several arrive at once: the units are restocked exactly once). \`refund\` records a refund of the line's units (as POST /admin/orders/{transaction_id}/refund/ does: \`provider_reference\` required for eSewa and Khalti), which issues the credit note and e-mails the customer; \`replacement\` and \`repair\` are recorded and e-mailed (no replacement shipment is created). \`restock\` puts the units back on sale and writes it, with \`reason\`, in the product's history. When every line is resolved the return is resolved. ${staffOnly}`,
        security,
        params: lineParams,
        body: returnResolutionSchema,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await resolveReturnLine(
        services,
        request.params.id,
        request.params.line_id,
        userIdOf(request),
        request.body,
      ),
      message: RETURN_MESSAGES.resolved,
    }),
  );

  app.get(
    '/admin/orders/:transaction_id/returns/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: "An order's returns and what may still be returned, for a return opened at the counter",
        description: staffOnly,
        security,
        params: transactionParams,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request) => ({ data: await staffOrderReturns(services, request.params.transaction_id) }),
  );

  app.post(
    '/admin/orders/:transaction_id/returns/',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Open a return for a walk-in customer on a delivered order',
        description: `The same rules as the customer's request (delivered, within the window, units left); the return starts as requested, opened by staff. ${staffOnly}`,
        security,
        params: transactionParams,
        body: returnRequestSchema,
        response: { 201: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await openReturn(
        services,
        { by: 'staff', userId: userIdOf(request) },
        request.params.transaction_id,
        request.body,
      );
      return reply.code(201).send({ data, message: RETURN_MESSAGES.opened });
    },
  );
};

export default returnsRoutes;
