import { compareQuerySchema, compareRefusalSchema, comparisonResponseSchema, CATALOG_PATHS } from '@pasal/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareProducts } from './service.js';
import { routePath } from '../../../lib/route-path.js';

/** GET api/v1/products/compare/?slugs=a,b,c: products side by side (issue #35). */
/** JSON text (the catalogue cache's), passed through as it is; the schemas describe it for the docs. */
const sendJsonText = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogCache, database } = app.services;
  app.get(
    routePath(CATALOG_PATHS.compare),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 4 products of one category side by side, with their specifications aligned by title',
        description:
          'slugs: 1 to 4 product slugs, comma-separated, in column order (an earlier slug of a renamed product works; a repeat counts once). rows hold one line per specification title (matched ignoring case and spacing), a value per product (null: none) and whether the values differ. 404 names the slugs not on sale (`missing`); 422 names each category and its products when they are of more than one.',
        querystring: compareQuerySchema,
        response: {
          200: comparisonResponseSchema,
          400: compareRefusalSchema,
          404: compareRefusalSchema,
          422: compareRefusalSchema,
        },
      },
    },
    async (request, reply) => {
      // Only comparisons of products on sale are kept: made-up slugs must not fill the cache.
      const key = `compare:${request.query.slugs.join(',')}`;
      const hit = catalogCache.get(key);
      if (hit !== undefined) return sendJsonText(reply, hit);
      const outcome = await compareProducts(database.db, request.query.slugs);
      if (outcome.status !== 200) return reply.status(outcome.status).send(outcome.refusal);
      const body = JSON.stringify({ data: outcome.comparison });
      catalogCache.set(key, body);
      return sendJsonText(reply, body);
    },
  );
};

export default compareRoutes;
