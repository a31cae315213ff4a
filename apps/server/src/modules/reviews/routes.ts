import {
  ADMIN_REVIEWS_PAGE_SIZE,
  adminReviewChangedSchema,
  adminReviewDeletedSchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewRepliedSchema,
  apiErrorSchema,
  createReviewSchema,
  deleteReviewSchema,
  hideReviewSchema,
  moderationIdParamsSchema,
  MODERATION_LIMITS,
  reviewsQuerySchema,
  reviewListSchema,
  reviewReplySchema,
  reviewSavedSchema,
  ADMIN_MODERATION_PATHS,
  REVIEWS_PATH,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { perUserKey } from './rate-limit-key.js';
import { deleteReview, listAdminReviews, setReviewHidden, setReviewReply } from './admin-service.js';
import { listReviews, saveReview } from './service.js';
import { routePath } from '../../lib/route-path.js';

const security = [{ bearer: [] }];
const staffOnly =
  'Staff and admins: 401 without a token, 403 for a customer (a write checks the role in the database).';
const staffReadResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const staffWriteResponses = { ...staffReadResponses, 404: apiErrorSchema, 409: apiErrorSchema };

function staffIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

/** Writes per customer: generous for a real shopper, useless for a spammer. */
const REVIEW_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache, now } = app.services;

  app.get(
    routePath(REVIEWS_PATH),
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first (10 per page), with its rating aggregates",
        description:
          'Reviewers are shown by first and last name only. verified_purchase: the reviewer has a Delivered order containing the product (whenever it was delivered); verified=1 lists only those reviews (count and total_pages follow; overall_rating and total_ratings stay those of every visible review). Reviews staff have hidden are left out of the list, the count and the rating. staff_reply is the shop’s public reply under a review (no staff member is named). With a Bearer token, my_review is the caller’s own review of the product (posting again updates it), even while staff hide it.',
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      listReviews(database.db, {
        productSlug: request.query.product_slug,
        page: request.query.page,
        viewerId: request.user?.userId ?? null,
        verifiedOnly: request.query.verified === '1',
      }),
  );

  app.post(
    routePath(REVIEWS_PATH),
    {
      preHandler: app.authenticate,
      config: { rateLimit: { ...REVIEW_RATE_LIMIT, keyGenerator: perUserKey } },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product (signed in); posting again updates your review',
        description:
          'The reviewer is the token’s user (a user in the body is ignored). verified_purchase is true when they have a Delivered order containing the product. The product’s overall_rating and total_ratings are recomputed from its visible reviews in the same transaction. A review staff have hidden stays hidden when its author edits it. 201 when created, 200 when an earlier review was updated.',
        security: [{ bearer: [] }],
        body: createReviewSchema,
        response: {
          200: reviewSavedSchema,
          201: reviewSavedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw refuse('sign_in_required');
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

  // ---- back office (staff) ----

  app.get(
    routePath(ADMIN_MODERATION_PATHS.reviews),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: `Every review, hidden ones too, newest first (${ADMIN_REVIEWS_PAGE_SIZE} per page)`,
        description: `\`rating\`: 1 to 5; \`product\`: a product id, its slug, or part of its name; \`visibility\`: \`visible\` or \`hidden\` (both when absent). Each review comes with its product, why and by whom it was hidden, and the shop's reply. ${staffOnly}`,
        security,
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema, ...staffReadResponses },
      },
    },
    async (request) => listAdminReviews(database.db, request.query),
  );

  /** What hiding or showing does, for the OpenAPI document. */
  const visibilityRule = (hide: boolean) =>
    `${
      hide
        ? 'The reason is required (at most 500 characters) and is seen by staff only. A hidden review is left out of the product page and of the product’s overall_rating and total_ratings.'
        : 'The review counts in the product’s overall_rating and total_ratings again; the hiding reason is cleared.'
    } The rating and count are recomputed in the same transaction, and the storefront (lists, product pages, search) shows the new rating at once in every server process. 409 when the review is already ${hide ? 'hidden' : 'shown'} (someone else got there first). ${staffOnly}`;
  /** Hides (with a reason) or shows a review, then every process forgets its catalogue answers. */
  const setHidden = async (
    request: { params: { id: number }; user: { userId: number } | null },
    reason: string | null,
  ) => {
    const changed = await setReviewHidden(database.db, {
      reviewId: request.params.id,
      staffId: staffIdOf(request),
      hide: reason === null ? null : { reason },
      now: new Date(now()),
    });
    await catalogCache.invalidate();
    return changed;
  };

  app.post(
    routePath(ADMIN_MODERATION_PATHS.hide, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Hide a review from shoppers (with a reason)',
        description: visibilityRule(true),
        security,
        params: moderationIdParamsSchema,
        body: hideReviewSchema,
        response: { 200: adminReviewChangedSchema, ...staffWriteResponses },
      },
    },
    async (request) => setHidden(request, request.body.reason),
  );

  app.post(
    routePath(ADMIN_MODERATION_PATHS.show, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden review to shoppers again',
        description: visibilityRule(false),
        security,
        params: moderationIdParamsSchema,
        response: { 200: adminReviewChangedSchema, ...staffWriteResponses },
      },
    },
    async (request) => setHidden(request, null),
  );

  app.post(
    routePath(ADMIN_MODERATION_PATHS.delete, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Delete a review for good (with a reason)',
        description: `The reason is required (at most ${MODERATION_LIMITS.hideReasonMax} characters). The review, its reply and its rating are gone; the moderation log (review_deletions) keeps which review of which product, its rating, the reason, who and when, but not the text nor the author. The product's overall_rating and total_ratings are recomputed in the same transaction and the storefront shows them at once in every server process. 404 when the review is gone already. ${staffOnly}`,
        security,
        params: moderationIdParamsSchema,
        body: deleteReviewSchema,
        response: { 200: adminReviewDeletedSchema, ...staffWriteResponses },
      },
    },
    async (request) => {
      const deleted = await deleteReview(database.db, {
        reviewId: request.params.id,
        staffId: staffIdOf(request),
        reason: request.body.reason,
        now: new Date(now()),
      });
      await catalogCache.invalidate();
      return deleted;
    },
  );

  app.put(
    routePath(ADMIN_MODERATION_PATHS.reply, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Publish the shop's reply under a review (saving again replaces it)",
        description: `The reply is public: the product page shows it under the review as "Reply from <shop name>" (not while the review is hidden). Plain text, at most 2000 characters; line breaks are kept. ${staffOnly}`,
        security,
        params: moderationIdParamsSchema,
        body: reviewReplySchema,
        response: { 200: adminReviewRepliedSchema, ...staffWriteResponses },
      },
    },
    async (request) =>
      setReviewReply(database.db, {
        reviewId: request.params.id,
        staffId: staffIdOf(request),
        reply: request.body.reply,
        now: new Date(now()),
      }),
  );

  app.delete(
    routePath(ADMIN_MODERATION_PATHS.reply, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Remove the shop's reply under a review",
        description: `409 when the review has no reply. ${staffOnly}`,
        security,
        params: moderationIdParamsSchema,
        response: { 200: adminReviewRepliedSchema, ...staffWriteResponses },
      },
    },
    async (request) =>
      setReviewReply(database.db, {
        reviewId: request.params.id,
        staffId: staffIdOf(request),
        reply: null,
        now: new Date(now()),
      }),
  );
};

export default reviewsRoutes;
