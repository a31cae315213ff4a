import {
  apiErrorSchema,
  MAX_CART_LINES,
  cartBodySchema,
  noContentSchema,
  productResponseSchema,
  serverCartResponseSchema,
  wishlistAddSchema,
  wishlistMergeSchema,
  wishlistResponseSchema,
  CART_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import {
  addToWishlist,
  clearCart,
  getCart,
  getWishlist,
  mergeCart,
  mergeWishlist,
  removeFromWishlist,
  replaceCart,
} from './service.js';
import { routePath } from '../../lib/route-path.js';

/** Saves per shopper and minute: a busy shopper's debounced saves fit easily, a script does not. */
const CART_WRITE_RATE_LIMIT = { max: 120, timeWindow: 60 * 1000 };

const perUser = (request: FastifyRequest) => `cart:${request.user?.userId ?? request.ip}`;

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const productIdParams = z.object({
  product_id: z.coerce
    .number({ message: 'must be a positive whole number' })
    .int({ message: 'must be a positive whole number' })
    .min(1, { message: 'must be a positive whole number' })
    .max(2_147_483_647, { message: 'is too large' }),
});

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;
  const db = database.db;
  const writeLimit = { rateLimit: { ...CART_WRITE_RATE_LIMIT, keyGenerator: perUser } };
  const security = [{ bearer: [] }];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };
  const cart = { 200: serverCartResponseSchema, ...errors };
  const wishlist = { 200: wishlistResponseSchema, ...errors };

  app.get(
    routePath(CART_PATHS.cart),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's cart with current product data",
        description:
          'data: [{ product_id, color_id, quantity, available, product }] in the order added. quantity is capped by current stock (the colour’s when color_id is set); available is false when the product is no longer sold or out of stock.',
        security,
        response: cart,
      },
    },
    async (request) => ({ data: await getCart(db, userIdOf(request)) }),
  );

  app.put(
    routePath(CART_PATHS.cart),
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['cart'],
        summary: 'Replace the whole cart',
        description:
          'Body { items: [{ product_id, color_id (or null), quantity }] } (at most 100 lines). Lines naming an unknown product, or a colour that is not the product’s, are left out; a repeated line keeps the last one; quantities are capped by stock. Answers the stored cart as GET does.',
        security,
        body: cartBodySchema,
        response: cart,
      },
    },
    async (request) => ({ data: await replaceCart(db, userIdOf(request), request.body.items, new Date(now())) }),
  );

  app.post(
    routePath(CART_PATHS.cartMerge),
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['cart'],
        summary: "Merge the browser's cart into the stored one (right after login)",
        description:
          'Body as PUT. A line in both keeps the larger quantity (merging twice changes nothing), capped by stock; no duplicates; stored lines first, then new ones in the given order. Answers the merged cart.',
        security,
        body: cartBodySchema,
        response: cart,
      },
    },
    async (request) => ({ data: await mergeCart(db, userIdOf(request), request.body.items, new Date(now())) }),
  );

  app.delete(
    routePath(CART_PATHS.cart),
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: { tags: ['cart'], summary: 'Empty the cart', security, response: { 204: noContentSchema, ...errors } },
    },
    async (request, reply) => {
      await clearCart(db, userIdOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(CART_PATHS.wishlist),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in shopper's saved products, oldest first",
        description: 'data: Product[] (products no longer sold are left out); count: how many.',
        security,
        response: wishlist,
      },
    },
    async (request) => {
      const data = await getWishlist(db, userIdOf(request));
      return { data, count: data.length };
    },
  );

  app.post(
    routePath(CART_PATHS.wishlist),
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['wishlist'],
        summary: 'Save a product',
        description:
          'Body { product_id }. 201 { data: Product } when saved, 200 when it was saved already, 404 for a product not on sale, 422 when 100 products are saved.',
        security,
        body: wishlistAddSchema,
        response: {
          200: productResponseSchema,
          201: productResponseSchema,
          ...errors,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await addToWishlist(db, userIdOf(request), request.body.product_id, new Date(now()));
      if (result.outcome === 'not_found') throw refuse('product_not_found');
      if (result.outcome === 'full') throw refuse('wishlist_full', { max: MAX_CART_LINES });
      return reply.status(result.outcome === 'added' ? 201 : 200).send({ data: result.product });
    },
  );

  app.post(
    routePath(CART_PATHS.wishlistMerge),
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['wishlist'],
        summary: "Merge the browser's wishlist into the stored one (right after login)",
        description:
          'Body { product_ids } (at most 100). Unknown products and ones no longer sold are ignored; no duplicates. Answers the merged list as GET does.',
        security,
        body: wishlistMergeSchema,
        response: wishlist,
      },
    },
    async (request) => {
      const data = await mergeWishlist(db, userIdOf(request), request.body.product_ids, new Date(now()));
      return { data, count: data.length };
    },
  );

  app.delete(
    routePath(CART_PATHS.wishlistItem, ':product_id'),
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a saved product (204 whether or not it was saved)',
        security,
        params: productIdParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeFromWishlist(db, userIdOf(request), request.params.product_id);
      return reply.status(204).send(null);
    },
  );
};

export default cartRoutes;
