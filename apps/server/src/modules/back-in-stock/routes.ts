import {
  apiErrorSchema,
  BACK_IN_STOCK_EMAIL_REQUIRED,
  BACK_IN_STOCK_MESSAGES,
  backInStockListResponseSchema,
  backInStockRequestSchema,
  backInStockSubscribedSchema,
  htmlPageSchema,
  LOCALES,
  BACK_IN_STOCK_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../services.js';
import { bodyEmail, keyedLimits } from '../../lib/keyed-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import { createBackInStockNotifier, type BackInStockNotifier } from './notifier.js';
import { unsubscribePage } from './page.js';
import {
  accountSubscriber,
  cancelForUser,
  findByToken,
  listForUser,
  notifyReturnedStock,
  subscribe,
  unsubscribeByToken,
} from './service.js';
import { currentShopSettings } from '../settings/index.js';
import { refuse } from '../../lib/refusal.js';
import { routePath } from '../../lib/route-path.js';

/**
 * Like the newsletter (docs/rate-limits.md): counted per address and subscriber together (people
 * behind one carrier address do not use up each other's tries), with a ceiling per address against
 * someone signing up a list of other people's e-mails.
 */
const BACK_IN_STOCK_RATE_LIMITS = {
  perAddressAndSubscriber: { max: 20, timeWindow: 10 * 60_000 },
  perAddress: { max: 50, timeWindow: 60 * 60_000 },
} as const;

/** Each app's notifier, for tests that wait for it (keyed by the app's services object). */
const notifiers = new WeakMap<AppServices, BackInStockNotifier>();
export const backInStockNotifierOf = (services: AppServices) => notifiers.get(services);

const productParams = z.object({
  id: z.coerce
    .number({ message: 'must be a product id' })
    .int({ message: 'must be a product id' })
    .positive({ message: 'must be a product id' })
    .max(2_147_483_647, { message: 'must be a product id' }),
});

const colorQuery = z.object({
  color_id: z.coerce
    .number({ message: BACK_IN_STOCK_MESSAGES.unknownColour })
    .int({ message: BACK_IN_STOCK_MESSAGES.unknownColour })
    .positive({ message: BACK_IN_STOCK_MESSAGES.unknownColour })
    .max(2_147_483_647, { message: BACK_IN_STOCK_MESSAGES.unknownColour })
    .optional(),
});

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a valid link') });
/** The page's language: a Nepali e-mail's link carries ?lang=ne (issue #30); anything else is English. */
const pageQuery = z.looseObject({ lang: z.enum(LOCALES).optional().catch(undefined) });

const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, config, catalogCache, mailOutbox } = app.services;
  /** The shop's name as the Settings screen has it now (e-mails and pages written from here on). */
  const shopFacts = async () => ({
    shopName: (await currentShopSettings(app.services)).name,
    publicUrl: config.PUBLIC_URL,
  });

  const notifier = createBackInStockNotifier({
    log: app.log,
    run: async () => {
      const queued = await notifyReturnedStock(database.db, new Date(now()), await shopFacts());
      if (queued > 0) {
        app.log.info({ queued }, 'back-in-stock e-mails queued');
        mailOutbox.kick();
      }
    },
  });
  notifiers.set(app.services, notifier);
  // Every stock or catalogue change, here or in another process (docs/decisions.md).
  const stopListening = catalogCache.onChange(() => notifier.poke());
  // Once at start: stock that returned while no process was listening.
  app.addHook('onReady', async () => notifier.poke());
  app.addHook('onClose', async () => {
    stopListening();
    await notifier.close();
  });

  const limits = keyedLimits(app, [
    {
      name: 'back-in-stock',
      rule: BACK_IN_STOCK_RATE_LIMITS.perAddressAndSubscriber,
      key: (request) => `${request.ip}|${request.user ? `user:${request.user.userId}` : (bodyEmail(request) ?? '')}`,
    },
    { name: 'back-in-stock-ip', rule: BACK_IN_STOCK_RATE_LIMITS.perAddress, key: (request) => request.ip },
  ]);

  app.post(
    routePath(BACK_IN_STOCK_PATHS.product, ':id'),
    {
      preHandler: limits,
      schema: {
        tags: ['back in stock'],
        summary: 'Ask for one e-mail when a sold-out product or colour is back in stock',
        description:
          'Signed in (bearer token): the account’s e-mail is used and `email` is ignored, except for an account ' +
          'without an e-mail (signed up with a mobile number), which gives `email` as visitors do. ' +
          'Only while the product (no `color_id`) or the colour is sold out, else 409. A repeat changes nothing ' +
          'and answers 200 (a new subscription 201). A new subscription is confirmed by an e-mail with an ' +
          'unsubscribe link. When stock returns each subscriber gets one e-mail and the subscription ends.',
        security: [{}, { bearer: [] }],
        params: productParams,
        body: backInStockRequestSchema,
        response: {
          200: backInStockSubscribedSchema,
          201: backInStockSubscribedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const colorId = request.body.color_id ?? null;
      const subscriber = request.user
        ? await accountSubscriber(database.db, request.user.userId, request.body.email)
        : request.body.email
          ? { email: request.body.email }
          : null;
      if (!subscriber) {
        throw refuse(
          'invalid_field',
          { field: 'email', problem: BACK_IN_STOCK_EMAIL_REQUIRED },
          { errors: { email: BACK_IN_STOCK_EMAIL_REQUIRED } },
        );
      }
      const { created } = await subscribe(database.db, {
        productId: request.params.id,
        colorId,
        subscriber,
        now: new Date(now()),
        shop: await shopFacts(),
        locale: requestLocale(request),
      });
      if (created) {
        mailOutbox.kick();
        // Stock may have returned between the sold-out check and the insert: look again soon.
        notifier.poke();
      }
      return reply.status(created ? 201 : 200).send({
        message: BACK_IN_STOCK_MESSAGES.subscribed,
        data: { product_id: request.params.id, color_id: colorId, subscribed: true },
      });
    },
  );

  app.get(
    routePath(BACK_IN_STOCK_PATHS.product, ':id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['back in stock'],
        summary: 'The signed-in shopper’s back-in-stock subscriptions for one product',
        description: '`color_id` null: the product as a whole. An empty list: not subscribed.',
        security: [{ bearer: [] }],
        params: productParams,
        response: { 200: backInStockListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      return { data: { subscriptions: await listForUser(database.db, request.user.userId, request.params.id) } };
    },
  );

  app.delete(
    routePath(BACK_IN_STOCK_PATHS.product, ':id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['back in stock'],
        summary: 'Cancel the signed-in shopper’s back-in-stock subscription (idempotent)',
        description: 'With `color_id` the colour’s subscription, without it the product’s.',
        security: [{ bearer: [] }],
        params: productParams,
        querystring: colorQuery,
        response: { 200: backInStockSubscribedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const colorId = request.query.color_id ?? null;
      await cancelForUser(database.db, request.user.userId, request.params.id, colorId);
      return {
        message: BACK_IN_STOCK_MESSAGES.cancelled,
        data: { product_id: request.params.id, color_id: colorId, subscribed: false },
      };
    },
  );

  // The unsubscribe page's form posts no fields; its content type needs a parser (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  // The confirmation e-mail's link. Opening it only asks (mail scanners open links on their own);
  // the button on that page ends the subscription. Both answer a small page, no sign-in needed.
  app.get(
    routePath(BACK_IN_STOCK_PATHS.unsubscribe, ':token'),
    {
      schema: {
        tags: ['back in stock'],
        summary: 'Unsubscribe link of the confirmation e-mail: a page with one button (no sign-in)',
        params: tokenParams,
        querystring: pageQuery,
        produces: ['text/html'],
        response: { 200: htmlPageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await findByToken(database.db, request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          unsubscribePage({
            shopName: (await shopFacts()).shopName,
            productName: found?.productName ?? null,
            done: false,
            locale: request.query.lang ?? 'en',
          }),
        );
    },
  );

  app.post(
    routePath(BACK_IN_STOCK_PATHS.unsubscribe, ':token'),
    {
      schema: {
        tags: ['back in stock'],
        summary: 'End the subscription of an unsubscribe link (idempotent; no sign-in)',
        params: tokenParams,
        querystring: pageQuery,
        produces: ['text/html'],
        response: { 200: htmlPageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribeByToken(database.db, request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          unsubscribePage({
            shopName: (await shopFacts()).shopName,
            productName: null,
            done: true,
            locale: request.query.lang ?? 'en',
          }),
        );
    },
  );
};

export default backInStockRoutes;
