import {
  apiErrorSchema,
  counterProductListSchema,
  counterProductQuerySchema,
  counterSaleRequestSchema,
  counterSaleResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  STAFF_MESSAGES,
  COUNTER_SALE_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { searchCounterProducts } from './counter-products.js';
import { recordCounterSale } from './counter-sale.js';
import { routePath } from '../../lib/route-path.js';

// The counter sale's API (issue #36): the till's product search and the sale itself. Staff and
// admins (the people at the shop's till); an accountant reads bills but sells nothing.

const security = [{ bearer: [] }];
const staffOnly = `Staff and admins only: 401 without a token, 403 otherwise ("${STAFF_MESSAGES.staffOnly}").`;

/** Only the Idempotency-Key is read; every other header passes through untouched. */
const saleHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional().describe('One per sale on the till, e.g. a UUID'),
});

const counterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    routePath(COUNTER_SALE_PATHS.products),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Scan or search a product for the counter sale',
        description: `\`q\`: a scanned code (the product's slug, or its id) or words of its name. Products on sale only, at most 10; \`exact\` is true when the first matched the code exactly, so the till adds it at once. ${staffOnly}`,
        security,
        querystring: counterProductQuerySchema,
        response: { 200: counterProductListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => searchCounterProducts(services.database.db, services.config, request.query.q),
  );

  app.post(
    routePath(COUNTER_SALE_PATHS.sales),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Record a counter sale: stock taken, paid, delivered and billed at once',
        description:
          'Staff send product ids and quantities; the server prices them from the catalogue. The sale is an order ' +
          '(channel `counter`, Delivered and paid), its stock taken as checkout takes it and its bill issued in ' +
          'the same transaction, so a refused sale takes no bill number. 409 when a line is out of stock (with ' +
          `the units left) or no longer on sale; 400 for a bad body (a PAN is 9 digits). Send an \`${IDEMPOTENCY_KEY_HEADER}\` ` +
          'header (8–128 characters): a repeat with the same key and body answers as the first time (no second ' +
          `sale), the same key with another body is 422. ${staffOnly}`,
        security,
        headers: saleHeadersSchema,
        body: counterSaleRequestSchema,
        response: {
          201: counterSaleResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) throw refuse('sign_in_required');
      const answer = await recordCounterSale(
        services,
        request.user.userId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(answer.body);
    },
  );
};

export default counterSaleRoutes;
