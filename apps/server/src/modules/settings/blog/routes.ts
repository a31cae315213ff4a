import {
  ADMIN_BLOG_POST_PATH,
  ADMIN_BLOG_POST_PUBLISH_PATH,
  ADMIN_BLOG_POST_REVISION_PATH,
  ADMIN_BLOG_POST_UNPUBLISH_PATH,
  ADMIN_BLOG_POSTS_PATH,
  adminBlogPostResponseSchema,
  adminBlogPostsResponseSchema,
  apiErrorSchema,
  BLOG_BUILTIN_RULE,
  BLOG_LIMITS,
  BLOG_LIST_PAGE_SIZE,
  BLOG_MESSAGES,
  blogListQuerySchema,
  blogPostDeletedResponseSchema,
  blogPostDraftSchema,
  blogPostParamsSchema,
  blogPostPublishSchema,
  blogPostRevisionParamsSchema,
  blogPostRevisionResponseSchema,
  SHOP_BLOG_PATH,
  SHOP_BLOG_POST_PATH,
  shopBlogListResponseSchema,
  shopBlogPostResponseSchema,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../lib/refusal.js';
import {
  createPost,
  deleteDraft,
  listPosts,
  publishPost,
  readPost,
  readRevision,
  saveDraft,
  shopBlogList,
  shopBlogPost,
  unpublishPost,
} from './service.js';

// The owner's blog (issue #32): posts written on /staff/blog in Markdown, English and Nepali, with
// a cover picture uploaded here; shoppers get the published posts with their text as sanitised HTML.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const fields = `Titles at most ${BLOG_LIMITS.title} characters, excerpts ${BLOG_LIMITS.excerpt}, the Markdown ${BLOG_LIMITS.body.toLocaleString('en')}, at most ${BLOG_LIMITS.tags} tags; the cover must be a picture uploaded with POST /api/v1/admin/media/ (400 per field otherwise).`;

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.services.now());
  const adminAnswers = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    SHOP_BLOG_PATH,
    {
      schema: {
        tags: ['contact'],
        summary: "The blog's published posts, newest first",
        description: `Every post the shop shows, or ${BLOG_LIST_PAGE_SIZE} a page with ?page=; ?tag= keeps the posts with that tag (any case). ${BLOG_BUILTIN_RULE} Revalidated on every use (no-cache): a publish shows at once.`,
        querystring: blogListQuerySchema,
        response: { 200: shopBlogListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return shopBlogList(app.services, request.query);
    },
  );

  app.get(
    SHOP_BLOG_POST_PATH,
    {
      schema: {
        tags: ['contact'],
        summary: 'One published post, with the next older (previous) and newer (next) one',
        description:
          "The text as sanitised HTML in English and Nepali (`html_ne` null: show the English). 404 for a draft, an unpublished post or any other id (the built-in posts are the web app's own). No-cache.",
        params: blogPostParamsSchema,
        response: { 200: shopBlogPostResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: await shopBlogPost(app.services, request.params.id) };
    },
  );

  app.get(
    ADMIN_BLOG_POSTS_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The blog's posts with their state: draft or published",
        description: `Newest first, with when and by whom each draft was saved and each post published. ${adminOnly}`,
        security,
        response: { 200: adminBlogPostsResponseSchema, ...adminAnswers },
      },
    },
    async () => ({ data: await listPosts(app.services.database.db) }),
  );

  app.post(
    ADMIN_BLOG_POSTS_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Start a post: saved as a draft the shop does not show',
        description: `The English title is required. ${fields} ${adminOnly}`,
        security,
        body: blogPostDraftSchema,
        response: { 201: adminBlogPostResponseSchema, 400: apiErrorSchema, ...adminAnswers },
      },
    },
    async (request, reply) => {
      if (!request.user) throw refuse('sign_in_required');
      const post = await createPost(app.services.database.db, request.body, request.user.userId, now());
      return reply.status(201).send({ data: post, message: BLOG_MESSAGES.created });
    },
  );

  app.get(
    ADMIN_BLOG_POST_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One post: its draft, what is published, and its history',
        description: `The history lists every publish and unpublish, newest first. 404 for no such post. ${adminOnly}`,
        security,
        params: blogPostParamsSchema,
        response: { 200: adminBlogPostResponseSchema, 400: apiErrorSchema, ...adminAnswers, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await readPost(app.services.database.db, request.params.id) }),
  );

  app.put(
    ADMIN_BLOG_POST_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Save a post's draft (publishes nothing)",
        description: `The shop goes on showing the published version, if any. ${fields} ${adminOnly}`,
        security,
        params: blogPostParamsSchema,
        body: blogPostDraftSchema,
        response: { 200: adminBlogPostResponseSchema, 400: apiErrorSchema, ...adminAnswers, 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const post = await saveDraft(
        app.services.database.db,
        request.params.id,
        request.body,
        request.user.userId,
        now(),
      );
      return { data: post, message: BLOG_MESSAGES.draftSaved };
    },
  );

  app.delete(
    ADMIN_BLOG_POST_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a draft that was never published',
        description: `409 for a post that has been published: unpublish it instead, so its history stays. ${adminOnly}`,
        security,
        params: blogPostParamsSchema,
        response: {
          200: blogPostDeletedResponseSchema,
          400: apiErrorSchema,
          ...adminAnswers,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      await deleteDraft(app.services.database.db, request.params.id);
      request.log.info({ adminId: request.user.userId, postId: request.params.id }, 'blog draft deleted');
      return { message: BLOG_MESSAGES.deleted };
    },
  );

  app.post(
    ADMIN_BLOG_POST_PUBLISH_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Publish a post: the content sent becomes the draft and the version shoppers see',
        description: `Adds an entry to the post's history. Needs the English title, excerpt, text, author, category, and a cover with its description (400 per field); a blank Nepali text shows the English; a blank date becomes today's. The shop shows it at once, in every server process. ${fields} ${adminOnly}`,
        security,
        params: blogPostParamsSchema,
        body: blogPostPublishSchema,
        response: { 200: adminBlogPostResponseSchema, 400: apiErrorSchema, ...adminAnswers, 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const post = await publishPost(app.services, request.params.id, request.body, request.user.userId, now());
      request.log.info({ adminId: request.user.userId, postId: post.id }, 'blog post published');
      return { data: post, message: BLOG_MESSAGES.published };
    },
  );

  app.post(
    ADMIN_BLOG_POST_UNPUBLISH_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Take a post off the shop (unpublish)',
        description: `The draft is kept; the history records the change. 409 when the post is not published. ${adminOnly}`,
        security,
        params: blogPostParamsSchema,
        response: {
          200: adminBlogPostResponseSchema,
          400: apiErrorSchema,
          ...adminAnswers,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const post = await unpublishPost(app.services, request.params.id, request.user.userId, now());
      request.log.info({ adminId: request.user.userId, postId: post.id }, 'blog post unpublished');
      return { data: post, message: BLOG_MESSAGES.unpublished };
    },
  );

  app.get(
    ADMIN_BLOG_POST_REVISION_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "One entry of a post's history, with the content it published",
        description: `404 when the post has no such entry. ${adminOnly}`,
        security,
        params: blogPostRevisionParamsSchema,
        response: { 200: blogPostRevisionResponseSchema, 400: apiErrorSchema, ...adminAnswers, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await readRevision(app.services.database.db, request.params.id, request.params.revision),
    }),
  );
};

export default blogRoutes;
