import {
  ADMIN_CONTENT_PAGE_PATH,
  ADMIN_CONTENT_PAGE_PUBLISH_PATH,
  ADMIN_CONTENT_PAGE_REVERT_PATH,
  ADMIN_CONTENT_PAGE_REVISION_PATH,
  ADMIN_CONTENT_PAGES_PATH,
  adminContentPageResponseSchema,
  adminContentPagesResponseSchema,
  apiErrorSchema,
  CONTENT_PAGE_MESSAGES,
  contentPageDraftSchema,
  contentPageParamsSchema,
  contentPagePublishSchema,
  contentPageRevisionParamsSchema,
  contentPageRevisionResponseSchema,
  isContentPageSlug,
  publishedContentPageResponseSchema,
  SHOP_PAGE_PATH,
  type ContentPageSlug,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldRefusal, refuse } from '../../../lib/refusal.js';
import {
  listPages,
  publishedPage,
  publishPage,
  readPage,
  readRevision,
  revertToBuiltIn,
  saveDraft,
} from './service.js';

// The owner's content pages (issue #32): About, Warranty, Privacy Policy and Terms in Markdown,
// drafted and published on /staff/pages; shoppers get the published page as sanitised HTML.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';

/** The params schema has checked the slug; this narrows its type. */
function slugOf(params: { slug: string }): ContentPageSlug {
  if (!isContentPageSlug(params.slug))
    throw refuse('content_page_slug_invalid', undefined, {
      fields: { slug: fieldRefusal('content_page_slug_invalid') },
    });
  return params.slug;
}

const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.services.now());

  app.get(
    SHOP_PAGE_PATH,
    {
      schema: {
        tags: ['contact'],
        summary: "The owner's published About, Warranty, Privacy Policy or Terms page",
        description:
          'The page as sanitised HTML in English and Nepali (`html_ne` null: show the English). 404 while the shop shows its built-in page. Revalidated on every use (no-cache): a publish shows at once.',
        params: contentPageParamsSchema,
        response: { 200: publishedContentPageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: await publishedPage(app.services, slugOf(request.params)) };
    },
  );

  app.get(
    ADMIN_CONTENT_PAGES_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The content pages with their state: built in, draft or published',
        description: `When and by whom each page's draft was saved and its version published. ${adminOnly}`,
        security,
        response: { 200: adminContentPagesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await listPages(app.services.database.db) }),
  );

  app.get(
    ADMIN_CONTENT_PAGE_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One content page: its draft, what is published, and its history',
        description: `The history lists every publish and every return to the built-in page, newest first. ${adminOnly}`,
        security,
        params: contentPageParamsSchema,
        response: {
          200: adminContentPageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await readPage(app.services.database.db, slugOf(request.params)) }),
  );

  app.put(
    ADMIN_CONTENT_PAGE_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Save a page's draft (publishes nothing)",
        description: `Markdown in English and Nepali, each at most 20,000 characters (400 per field past that). The shop goes on showing the published or built-in page. ${adminOnly}`,
        security,
        params: contentPageParamsSchema,
        body: contentPageDraftSchema,
        response: {
          200: adminContentPageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const page = await saveDraft(
        app.services.database.db,
        slugOf(request.params),
        request.body,
        request.user.userId,
        now(),
      );
      return { data: page, message: CONTENT_PAGE_MESSAGES.draftSaved };
    },
  );

  app.post(
    ADMIN_CONTENT_PAGE_PUBLISH_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Publish a page: the Markdown sent becomes the draft and the version shoppers see',
        description: `Adds an entry to the page's history. English is required (400); a blank Nepali text shows the English. The storefront shows it at once, in every server process. ${adminOnly}`,
        security,
        params: contentPageParamsSchema,
        body: contentPagePublishSchema,
        response: {
          200: adminContentPageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const slug = slugOf(request.params);
      const page = await publishPage(app.services, slug, request.body, request.user.userId, now());
      request.log.info({ adminId: request.user.userId, slug }, 'content page published');
      return { data: page, message: CONTENT_PAGE_MESSAGES.published };
    },
  );

  app.post(
    ADMIN_CONTENT_PAGE_REVERT_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Show the built-in page again (unpublish)',
        description: `The draft is kept; the history records the change. 409 when the shop already shows the built-in page. ${adminOnly}`,
        security,
        params: contentPageParamsSchema,
        response: {
          200: adminContentPageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const slug = slugOf(request.params);
      const page = await revertToBuiltIn(app.services, slug, request.user.userId, now());
      request.log.info({ adminId: request.user.userId, slug }, 'content page back to the built-in one');
      return { data: page, message: CONTENT_PAGE_MESSAGES.reverted };
    },
  );

  app.get(
    ADMIN_CONTENT_PAGE_REVISION_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "One entry of a page's history, with the Markdown it published",
        description: `404 when the page has no such entry. ${adminOnly}`,
        security,
        params: contentPageRevisionParamsSchema,
        response: {
          200: contentPageRevisionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await readRevision(app.services.database.db, slugOf(request.params), request.params.revision),
    }),
  );
};

export default contentPagesRoutes;
