import {
  adminFaqPageResponseSchema,
  adminServicesPageResponseSchema,
  apiErrorSchema,
  CONTENT_PAGE_MESSAGES,
  faqDraftSchema,
  faqPublishSchema,
  faqRevisionResponseSchema,
  LIST_PAGE_LIMITS,
  LIST_PAGE_PATHS,
  listPageRevisionParamsSchema,
  publishedFaqResponseSchema,
  publishedServicesResponseSchema,
  servicesDraftSchema,
  servicesPublishSchema,
  servicesRevisionResponseSchema,
  type ListPageSlug,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { refuse } from '../../../lib/refusal.js';
import {
  FAQ_PAGE,
  publishedListPage,
  publishListPage,
  readListPage,
  readListRevision,
  revertListPage,
  saveListDraft,
  SERVICES_PAGE,
  type ListPageKind,
} from './list-pages.js';

// The FAQ's questions and the Services page's cards in the owner's words (issue #32): drafted and
// published on /staff/pages/faq and /staff/pages/services like the Markdown pages (routes.ts);
// shoppers get the published list, or a 404 while the shop shows its built-in one.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';

// The bodies are checked by `draft` and `publish` (z.ZodType<D>); the type provider's mapping of a
// generic D loses that, hence `request.body as D` below.

/** What differs between the two pages: the document's schemas and the words of the API's reference. */
interface ListPageRoutes<S extends ListPageSlug, D extends object> {
  kind: ListPageKind<S, D>;
  /** "the FAQ's questions", "the Services page's cards" */
  items: string;
  limits: string;
  draft: z.ZodType<D>;
  publish: z.ZodType<D>;
  admin: z.ZodType;
  revision: z.ZodType;
  shop: z.ZodType;
}

/** The app as a plugin with zod schemas gets it. */
type App = Parameters<FastifyPluginAsyncZod>[0];

function register<S extends ListPageSlug, D extends object>(app: App, page: ListPageRoutes<S, D>) {
  const { kind, items } = page;
  const paths = LIST_PAGE_PATHS[kind.slug];
  const now = () => new Date(app.services.now());
  const adminResponses = { 200: page.admin, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    paths.shop,
    {
      schema: {
        tags: ['contact'],
        summary: `The owner's published ${items}`,
        description:
          'Plain text in English and Nepali (a blank Nepali text: show the English). 404 while the shop shows its built-in page. Revalidated on every use (no-cache): a publish shows at once.',
        response: { 200: page.shop, 404: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: await publishedListPage(app.services, kind) };
    },
  );

  app.get(
    paths.admin,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `${items}: the draft, what is published, and the history`,
        description: `The history lists every publish and every return to the built-in page, newest first. ${adminOnly}`,
        security,
        response: { 200: page.admin, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await readListPage(app.services.database.db, kind) }),
  );

  app.put(
    paths.admin,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Save ${items} as a draft (publishes nothing)`,
        description: `${page.limits} Texts may still be blank in a draft (400 per field past a limit). The shop goes on showing the published or built-in page. ${adminOnly}`,
        security,
        body: page.draft,
        response: adminResponses,
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const saved = await saveListDraft(app.services.database.db, kind, request.body as D, request.user.userId, now());
      return { data: saved, message: CONTENT_PAGE_MESSAGES.draftSaved };
    },
  );

  app.post(
    paths.publish,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Publish ${items}: what is sent becomes the draft and what shoppers see`,
        description: `${page.limits} At least one, each written in English (400 per field); a blank Nepali text shows the English. Adds an entry to the history; the storefront shows it at once, in every server process. ${adminOnly}`,
        security,
        body: page.publish,
        response: adminResponses,
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const published = await publishListPage(app.services, kind, request.body as D, request.user.userId, now());
      request.log.info({ adminId: request.user.userId, slug: kind.slug }, 'content page published');
      return { data: published, message: CONTENT_PAGE_MESSAGES.published };
    },
  );

  app.post(
    paths.revert,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Show the built-in ${kind.slug === 'faq' ? 'FAQ' : 'Services page'} again (unpublish)`,
        description: `The draft is kept; the history records the change. 409 when the shop already shows the built-in page. ${adminOnly}`,
        security,
        response: { 200: page.admin, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const reverted = await revertListPage(app.services, kind, request.user.userId, now());
      request.log.info({ adminId: request.user.userId, slug: kind.slug }, 'content page back to the built-in one');
      return { data: reverted, message: CONTENT_PAGE_MESSAGES.reverted };
    },
  );

  app.get(
    paths.revision,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `One entry of the history of ${items}, with what it published`,
        description: `404 when there is no such entry. ${adminOnly}`,
        security,
        params: listPageRevisionParamsSchema,
        response: {
          200: page.revision,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await readListRevision(app.services.database.db, kind, request.params.revision),
    }),
  );
}

const listPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, {
    kind: FAQ_PAGE,
    items: "the FAQ's questions",
    limits: `Up to ${LIST_PAGE_LIMITS.faqEntries} questions, each in one of the six categories, a question of at most ${LIST_PAGE_LIMITS.question} characters and an answer (plain text) of at most ${LIST_PAGE_LIMITS.answer.toLocaleString('en')}.`,
    draft: faqDraftSchema,
    publish: faqPublishSchema,
    admin: adminFaqPageResponseSchema,
    revision: faqRevisionResponseSchema,
    shop: publishedFaqResponseSchema,
  });
  register(app, {
    kind: SERVICES_PAGE,
    items: "the Services page's cards",
    limits: `Up to ${LIST_PAGE_LIMITS.serviceCards} cards, each with one of the listed icons, a title of at most ${LIST_PAGE_LIMITS.title} characters and a description of at most ${LIST_PAGE_LIMITS.description}.`,
    draft: servicesDraftSchema,
    publish: servicesPublishSchema,
    admin: adminServicesPageResponseSchema,
    revision: servicesRevisionResponseSchema,
    shop: publishedServicesResponseSchema,
  });
};

export default listPagesRoutes;
