import { createReviewSchema, productFeedbackQuerySchema } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-errors.js';
import { errorSchema, perUserKey, reviewListSchema, reviewSavedSchema } from './api-schemas.js';
import { listReviews, saveReview } from './service.js';

/** Writes per customer: generous for a real shopper, useless for a spammer. */
export const REVIEW_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache, now } = app.services;

  app.get(
    '/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first (10 per page), with its rating aggregates",
        description:
          'Reviewers are shown by first and last name only. With a Bearer token, my_review is the caller’s own review of the product (posting again updates it).',
        querystring: productFeedbackQuerySchema,
        response: { 200: reviewListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      listReviews(database.db, {
        productSlug: request.query.product_slug,
        page: request.query.page,
        viewerId: request.user?.userId ?? null,
      }),
  );

  app.post(
    '/reviews/',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { ...REVIEW_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product (signed in); posting again updates your review',
        description:
          'The reviewer is the token’s user (a user in the body is ignored). verified_purchase is true when they have a Delivered order containing the product. The product’s overall_rating and total_ratings are recomputed in the same transaction. 201 when created, 200 when an earlier review was updated.',
        security: [{ bearer: [] }],
        body: createReviewSchema,
        response: {
          200: reviewSavedSchema,
          201: reviewSavedSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const saved = await saveReview(database.db, {
        userId: user.userId,
        productId: request.body.product,
        rating: request.body.rating,
        reviewText: request.body.review_text,
        now: new Date(now()),
      });
      // The card, product page, rating filter and 'highest_rating' sort must see the new rating.
      await catalogCache.invalidate();
      return reply.status(saved.created ? 201 : 200).send(saved);
    },
  );
};

export default reviewsRoutes;
