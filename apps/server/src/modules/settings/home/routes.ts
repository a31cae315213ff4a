import {
  ADMIN_STOREFRONT_HOME_PATH,
  adminHomeResponseSchema,
  apiErrorSchema,
  HOME_CONTENT_MESSAGES,
  homeContentSchema,
  SHOP_HOME_PATH,
  shopHomeResponseSchema,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../lib/refusal.js';
import { currentHome, readHome, saveHome } from './service.js';

// The home page's sections (issue #32): shoppers read them on every home page (the server's first
// screen included); admins edit them on /staff/storefront.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHOP_HOME_PATH,
    {
      schema: {
        tags: ['contact'],
        summary: "The home page's sections: hero slides, promises, banner, About block, testimonials",
        description:
          "Each section is `builtin` (the shop shows the specification's own words), `own` (the owner's words, in English and Nepali: a blank Nepali text shows the English) or `hidden`. Revalidated on every use (no-cache): a saved change shows at once.",
        response: { 200: shopHomeResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: await currentHome(app.services) };
    },
  );

  app.get(
    ADMIN_STOREFRONT_HOME_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The home page as saved, with who saved it last',
        description: `\`saved\` is false while every section is the built-in one. ${adminOnly}`,
        security,
        response: { 200: adminHomeResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await readHome(app.services.database.db) }),
  );

  app.put(
    ADMIN_STOREFRONT_HOME_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Save the home page (every section at once)',
        description: `The storefront shows it at once, in every server process (cached pages are drawn again). 400 with a message per field: an own section without its title, button words or link, a slide without an uploaded image, a link that is not a path on this shop or an https address, too many items, over-long text, a rating outside 1–5. Images must be the shop's own (uploaded through POST /api/v1/admin/media/). ${adminOnly}`,
        security,
        body: homeContentSchema,
        response: { 200: adminHomeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const home = await saveHome(app.services, request.body, request.user.userId, new Date(app.services.now()));
      request.log.info({ adminId: request.user.userId }, 'home page saved');
      return { data: home, message: HOME_CONTENT_MESSAGES.saved };
    },
  );
};

export default homeRoutes;
