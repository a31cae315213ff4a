import {
  adminSettingsResponseSchema,
  apiErrorSchema,
  demoDataRemovalResponseSchema,
  describeDemoDataRemoval,
  shopInfoResponseSchema,
  shopSettingsSchema,
  SHOP_INFO_PATH,
  ADMIN_DEMO_DATA_PATH,
  ADMIN_SETTINGS_PATH,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeDemoData } from '../../db/seed/remove-demo.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import {
  adminSettings,
  currentShopLogo,
  currentShopSettings,
  offeredPaymentMethods,
  readShopSettings,
  saveShopSettings,
  shopInfo,
  startShopSettings,
} from './service.js';
import { routePath } from '../../lib/route-path.js';

// The shop's settings: public facts for every page (GET /shop/) and the admin's screen.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  startShopSettings(app.services);

  app.get(
    routePath(SHOP_INFO_PATH),
    {
      schema: {
        tags: ['contact'],
        summary:
          "The seller's public details (business name, registration, PAN, grievance officer, contact, opening hours) and delivery and payment facts",
        description:
          'The stored shop settings, or the environment defaults while no admin has saved any. `payment_methods` lists what checkout offers now: switched on in the settings and possible in this shop. Revalidated on every use (no-cache): a change shows at once.',
        response: { 200: shopInfoResponseSchema },
      },
    },
    async (_request, reply) => {
      // A saved change must show on the next page a shopper opens, not minutes later.
      void reply.header('cache-control', 'no-cache');
      const [settings, logo] = await Promise.all([currentShopSettings(app.services), currentShopLogo(app.services)]);
      return { data: shopInfo(app.services.config, settings, logo) };
    },
  );

  app.get(
    routePath(ADMIN_SETTINGS_PATH),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The shop's settings, with what each payment method can do in this shop",
        description: `\`saved\` is false while the shop runs on the environment defaults. ${adminOnly}`,
        security,
        response: { 200: adminSettingsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      // Straight from the database: the admin edits what is stored, not a process's copy.
      const stored = await readShopSettings(app.services.database.db, app.services.config);
      return { data: adminSettings(app.services.config, stored) };
    },
  );

  app.put(
    routePath(ADMIN_SETTINGS_PATH),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Save the shop's settings (all fields at once; `delivery` may be left out to keep the stored zones)",
        description: `Stores every field; the storefront, checkout, new orders and e-mails use them at once, in every server process (cached pages are drawn again). 400 with a message per field for an invalid e-mail or phone, an amount below 0, no payment method or none that can take payments here (no credentials), empty or over-long text. A payment method may be switched on although it has no credentials: it stays unavailable until it has. ${adminOnly}`,
        security,
        body: shopSettingsSchema,
        response: { 200: adminSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      // A shop whose checkout offers nothing cannot sell: one chosen method must work here.
      if (offeredPaymentMethods(app.services.config, request.body).length === 0) {
        throw refuse('settings_no_available_method', undefined, {
          fields: { payment_methods: fieldRefusal('settings_no_available_method') },
        });
      }
      // Left out, the delivery zones, the announcement bar and the links stay as stored (a client
      // that does not know them yet).
      const { delivery, announcement, navigation } = request.body;
      const kept =
        delivery && announcement && navigation
          ? { delivery, announcement, navigation }
          : (await readShopSettings(app.services.database.db, app.services.config)).settings;
      const stored = await saveShopSettings(
        app.services,
        {
          ...request.body,
          delivery: delivery ?? kept.delivery,
          announcement: announcement ?? kept.announcement,
          navigation: navigation ?? kept.navigation,
        },
        request.user.userId,
        new Date(app.services.now()),
      );
      return { data: adminSettings(app.services.config, stored) };
    },
  );

  app.delete(
    routePath(ADMIN_DEMO_DATA_PATH),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove the demo catalogue, its reviews, the demo accounts and the demo coupons',
        description: `In one transaction: deletes every product, image, review, account, coupon, category and brand the demo seed wrote, except what real orders refer to: such a demo product is archived (off the storefront) and such a demo coupon switched off; a demo category or brand one of the shop's own products uses stays. The catalogue's history records each product, category and brand removed or archived, with the admin. Answers what was removed and archived; a second call removes nothing and says so. ${adminOnly}`,
        security,
        response: { 200: demoDataRemovalResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const report = await removeDemoData(app.services.database.db, request.user.userId);
      // Every process's catalogue caches, pages, sitemap and search index move on.
      await app.services.catalogCache.invalidate();
      request.log.info({ demoDataRemoval: report, adminId: request.user.userId }, 'demo data removed');
      return { data: { ...report, message: describeDemoDataRemoval(report) } };
    },
  );
};

export default settingsRoutes;
