import {
  apiErrorSchema,
  customerWarrantyClaimsSchema,
  staffWarrantyClaimAnswerSchema,
  staffWarrantyClaimDetailSchema,
  staffWarrantyClaimListSchema,
  staffWarrantyClaimsQuerySchema,
  WARRANTY_CLAIM_MESSAGES,
  WARRANTY_CLAIM_PROMISE,
  warrantyClaimOpenSchema,
  warrantyClaimStepSchema,
  WARRANTY_CLAIM_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { customerClaims, listClaims, openClaim, staffClaim, stepClaim } from './service.js';
import { routePath } from '../../lib/route-path.js';

// Warranty claims (issue #33): the staff's Warranty claims desk (open a claim for a sold unit by its
// serial, move it on step by step) and the buyer's claims on their order page.

const transactionParams = z.object({ transaction_id: z.string().trim().min(1).max(64) });
const claimParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];
const staffOnly = 'Staff only: 401 without a token, 403 for a customer or an accountant.';
const ageing = `Age in working days (Saturdays and the shop's listed holidays do not count) from the day received; usually back by ${WARRANTY_CLAIM_PROMISE.expectedWorkingDays}, overdue after ${WARRANTY_CLAIM_PROMISE.promisedWorkingDays} working days while not returned to the customer.`;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

function userIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const warrantyClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.post(
    routePath(WARRANTY_CLAIM_PATHS.desk),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['warranty-claims'],
        summary: 'Open a warranty claim for a sold unit, by its serial number or IMEI',
        description: `The unit must be sold, delivered, not returned and within its warranty (409 otherwise; 404 when no unit was sold with the serial), without a claim not yet returned (409). The claim starts as received on \`received_on\` (today when left out; 400 for a day in the future). The customer is e-mailed. ${staffOnly}`,
        security,
        body: warrantyClaimOpenSchema,
        response: { 201: staffWarrantyClaimAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await openClaim(services, userIdOf(request), request.body);
      return reply.code(201).send({ data, message: WARRANTY_CLAIM_MESSAGES.opened });
    },
  );

  app.get(
    routePath(WARRANTY_CLAIM_PATHS.desk),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['warranty-claims'],
        summary: 'The Warranty claims desk: open (default), overdue or all claims, newest first (20 per page)',
        description: `${ageing} ${staffOnly}`,
        security,
        querystring: staffWarrantyClaimsQuerySchema,
        response: { 200: staffWarrantyClaimListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listClaims(services, request.query),
  );

  app.get(
    routePath(WARRANTY_CLAIM_PATHS.one, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['warranty-claims'],
        summary: 'One warranty claim with its steps (who, when) and the moves allowed now',
        description: `${ageing} ${staffOnly}`,
        security,
        params: claimParams,
        response: { 200: staffWarrantyClaimDetailSchema, ...errors },
      },
    },
    async (request) => ({ data: await staffClaim(services, request.params.id) }),
  );

  app.post(
    routePath(WARRANTY_CLAIM_PATHS.step, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['warranty-claims'],
        summary: 'Move a warranty claim on by one step',
        description: `received → at_service_centre (service_centre and job_number required) → repaired | replaced (replacement_serial optional) | refused (note required) → returned_to_customer. 409 for any other move, also for the second of two clicks at once. The step is written in the order's history and e-mailed to the customer. ${staffOnly}`,
        security,
        params: claimParams,
        body: warrantyClaimStepSchema,
        response: { 200: staffWarrantyClaimAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await stepClaim(services, request.params.id, userIdOf(request), request.body),
      message: WARRANTY_CLAIM_MESSAGES.moved,
    }),
  );

  app.get(
    routePath(WARRANTY_CLAIM_PATHS.order, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['warranty-claims'],
        summary: "Your order's warranty claims: each step and its age in working days",
        description: `${ageing} 404 for an order that is not yours.`,
        security,
        params: transactionParams,
        response: { 200: customerWarrantyClaimsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await customerClaims(services, userIdOf(request), request.params.transaction_id),
    }),
  );
};

export default warrantyClaimsRoutes;
