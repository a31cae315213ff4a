import {
  apiErrorSchema,
  attributeParamsOf,
  categoryListQuerySchema,
  categoryListSchema,
  productListPageSchema,
  productResponseSchema,
  productsResponseSchema,
  productSuggestionsSchema,
  productSummariesResponseSchema,
  productGoneSchema,
  productListQuerySchema,
  type ProductGone,
  CATALOG_PATHS,
  refusalInEnglish,
} from '@pasal/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { createLiveCatalogIndex } from './search/live-index.js';
import {
  findProductsByIds,
  findProductWithStatus,
  listCategories,
  listFeatured,
  listProducts,
  suggestInstead,
  suggestProducts,
} from './service.js';
import { routePath } from '../../lib/route-path.js';

const idsQuerySchema = z.object({
  ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/, { message: 'must be up to 100 comma-separated product ids' }),
});

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogCache, database } = app.services;
  const db = database.db;
  const catalogIndex = createLiveCatalogIndex({
    db,
    cache: catalogCache,
    log: (error) => app.log.error({ err: error }, 'catalogue index refresh failed'),
  });
  app.addHook('onReady', async () => catalogIndex.warm());
  app.addHook('onClose', async () => catalogIndex.close());

  /**
   * Sends JSON text (the catalogue cache's), which Fastify passes through as it is: the routes'
   * response schemas describe it for the OpenAPI document without costing a serialisation.
   */
  const sendJsonText = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

  /** Serves a cached body when there is one; otherwise computes, caches and serves it. */
  async function cached(reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    let body = catalogCache.get(key);
    if (body === undefined) {
      body = JSON.stringify(await compute());
      catalogCache.set(key, body);
    }
    return sendJsonText(reply, body);
  }

  app.get(
    routePath(CATALOG_PATHS.categories),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories in display order',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => cached(reply, `categories:${request.query.page}`, () => listCategories(db, request.query.page)),
  );

  app.get(
    routePath(CATALOG_PATHS.products),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products with filters, sort and pagination (12 per page)',
        description:
          "Prices in rupees; price filters apply to the price the shopper pays; max_price absent means no upper limit. name searches name, brand, category, short description and specifications with synonyms, joined/split words and typo tolerance (relevance order unless sort_by is given). brand, ram and storage take comma-separated values (any of them); in_stock and on_sale take 1. With a category, a parameter named after one of its filterable attributes filters by it: a number by a range (ram_gb=8- at least 8, battery_mah=5000-6000, screen_in=-6.5 at most 6.5), a choice by its values (os=android,ios: any of them), a yes/no by yes or no (5g=yes); a malformed one answers 400. facets holds the brand/RAM/storage counts (each following the other filters), the price bounds of the category and query, the in-stock and on-sale counts, and the category's attribute facets (min/max of a number, option counts of a choice or yes/no, each following every filter but its own).",
        querystring: productListQuerySchema,
        response: { 200: productListPageSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => {
      const q = request.query;
      const key = `products:${JSON.stringify([q.name?.toLowerCase() ?? '', q.category?.toLowerCase() ?? '', q.min_price, q.max_price ?? null, q.review_count ?? 0, q.sort_by, q.page, q.brand, q.in_stock, q.on_sale, q.ram, q.storage, q.category ? Object.entries(attributeParamsOf(q)).sort() : []])}`;
      return cached(reply, key, async () => listProducts(await catalogIndex.get(), q));
    },
  );

  app.get(
    routePath(CATALOG_PATHS.featured),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 featured products',
        response: { 200: productSummariesResponseSchema },
      },
    },
    (_request, reply) => cached(reply, 'featured', async () => ({ data: await listFeatured(db) })),
  );

  app.get(
    routePath(CATALOG_PATHS.suggest),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 6 quick suggestions for search-as-you-type (same matching as name=, the last word completed)',
        querystring: z.object({ q: z.string().max(200, { message: 'is too long' }).default('') }),
        response: { 200: productSuggestionsSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => {
      const text = request.query.q.trim().toLowerCase();
      return cached(reply, `suggest:${text}`, async () => ({ data: suggestProducts(await catalogIndex.get(), text) }));
    },
  );

  app.get(
    routePath(CATALOG_PATHS.byIds),
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Current data of several products (cart refresh), including ones no longer sold (archived); never drafts',
        querystring: idsQuerySchema,
        response: { 200: productsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      return { data: await findProductsByIds(db, ids, { published: true }) };
    },
  );

  app.get(
    routePath(CATALOG_PATHS.product, ':idOrSlug'),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by id or slug',
        description:
          'A slug the product had before it was renamed finds it too (the answer carries the current slug). A draft answers 404; an archived product answers 410 with the code `product_archived`, its message and a few products of the same category in `suggestions` (GET /products/by-ids/ still returns it, as no longer sold, for carts).',
        params: z.object({ idOrSlug: z.string().min(1).max(200, { message: 'is too long' }) }),
        response: { 200: productResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: productGoneSchema },
      },
    },
    async (request, reply) => {
      const key = `product:${request.params.idOrSlug}`;
      const hit = catalogCache.get(key);
      if (hit !== undefined) return sendJsonText(reply, hit);
      const found = await findProductWithStatus(db, request.params.idOrSlug);
      if (!found || found.status === 'draft') throw refuse('product_not_found');
      if (found.status === 'archived') {
        // Not thrown as a refusal: the answer also carries products to offer instead.
        const gone: ProductGone = {
          code: 'product_archived',
          message: refusalInEnglish('product_archived'),
          suggestions: await suggestInstead(db, found.product.id),
        };
        return reply.status(410).send(gone);
      }
      const { product } = found;
      const body = JSON.stringify({ data: product });
      catalogCache.set(key, body);
      return sendJsonText(reply, body);
    },
  );
};

export default catalogRoutes;
