import {
  apiErrorSchema,
  customerOrderUnitsResponseSchema,
  staffOrderUnitsResponseSchema,
  unitSerialRequestSchema,
  warrantyLookupQuerySchema,
  warrantyLookupResponseSchema,
  SERIAL_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { customerOrderUnits, lookupWarranty, recordSerial, removeSerial, staffOrderUnits } from './service.js';
import { routePath } from '../../lib/route-path.js';

// Serial numbers and warranty (issue #33): the staff order page's Units card (record each unit's
// serial at packing), the staff warranty lookup, and the buyer's units on their order page.

const transactionParams = z.object({ transaction_id: z.string().trim().min(1).max(64) });
const unitParams = transactionParams.extend({ unit_id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];
const staffOnly = 'Staff only: 401 without a token, 403 for a customer.';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const unitsAnswer = staffOrderUnitsResponseSchema;

function userIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const serialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    routePath(SERIAL_PATHS.units, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['serials'],
        summary: "The order's lines with the serial numbers recorded for their units",
        description: `${staffOnly} missing counts the units of serialised lines without a serial: the order cannot be Shipped (or Ready for pickup) until it is 0.`,
        security,
        params: transactionParams,
        response: { 200: unitsAnswer, ...errors },
      },
    },
    async (request) => ({ data: await staffOrderUnits(services, request.params.transaction_id) }),
  );

  app.post(
    routePath(SERIAL_PATHS.units, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['serials'],
        summary: "Record one unit's serial number or IMEI",
        description: `${staffOnly} A 15-digit IMEI must pass its Luhn check digit; other serials are 4–40 letters, digits, "-" or "/" (400). 409 when the serial is on a unit sold and not returned, already on this order, the line has all its serials, or the order is past Processing.`,
        security,
        params: transactionParams,
        body: unitSerialRequestSchema,
        response: { 201: unitsAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const units = await recordSerial(services, request.params.transaction_id, request.body, userIdOf(request));
      return reply.code(201).send({ data: units });
    },
  );

  app.delete(
    routePath(SERIAL_PATHS.unit, ':transaction_id', ':unit_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['serials'],
        summary: 'Take a mistyped serial number off, before the order ships',
        description: `${staffOnly} 409 once the order is past Processing.`,
        security,
        params: unitParams,
        response: { 200: unitsAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await removeSerial(services, request.params.transaction_id, request.params.unit_id),
    }),
  );

  app.get(
    routePath(SERIAL_PATHS.warranty),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['serials'],
        summary: 'Warranty lookup by serial number or IMEI',
        description: `${staffOnly} Every sale of a unit with this serial, newest first: product, buyer, order, sale (delivery) date, warranty end and the returns of its order line. An empty list when none was sold.`,
        security,
        querystring: warrantyLookupQuerySchema,
        response: {
          200: warrantyLookupResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await lookupWarranty(services, request.query.serial) }),
  );

  app.get(
    routePath(SERIAL_PATHS.customerUnits, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['serials'],
        summary: "Your order's units: each serial number and when its warranty ends",
        description: 'warranty_ends is null until the order is delivered. 404 for an order that is not yours.',
        security,
        params: transactionParams,
        response: { 200: customerOrderUnitsResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await customerOrderUnits(services, userIdOf(request), request.params.transaction_id),
    }),
  );
};

export default serialsRoutes;
