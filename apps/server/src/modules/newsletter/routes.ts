import {
  ADMIN_INBOX_MESSAGES,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  apiErrorSchema,
  csvFileSchema,
  inboxIdParamsSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeStateSchema,
  newsletterUnsubscribedSchema,
  noContentSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberRemovedSchema,
  ADMIN_INBOX_PATHS,
  NEWSLETTER_SUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { bodyEmail, keyedLimits } from '../../lib/keyed-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import { listSubscribers, removeSubscriber, subscribersCsv } from './admin.js';
import { subscribe, subscriberEmail, unsubscribeById, verifyUnsubscribeToken, type ShopFacts } from './service.js';
import { currentShopSettings } from '../settings/index.js';
import { routePath } from '../../lib/route-path.js';

/**
 * A person signs up once or twice: counted per address and e-mail together, so shoppers sharing a
 * carrier's address (carrier-grade NAT) do not use up each other's tries; dozens of e-mails from one
 * address is list stuffing, so a generous ceiling per address sits on top (docs/rate-limits.md).
 */
export const NEWSLETTER_RATE_LIMITS = {
  perAddressAndEmail: { max: 5, timeWindow: 10 * 60_000 },
  perAddress: { max: 50, timeWindow: 60 * 60_000 },
} as const;

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const tokenDescription =
  'The token comes from the link in a newsletter e-mail (an HMAC of the subscriber under a server secret; it cannot be made from an e-mail address). No sign-in, no cookie. 400 when the token is missing or not valid.';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, now, mailOutbox } = app.services;
  /** The shop's name as the Settings screen has it now, for the e-mail being written. */
  const shopFacts = async (): Promise<ShopFacts> => ({
    shopName: (await currentShopSettings(app.services)).name,
    publicUrl: config.PUBLIC_URL,
    secret: config.JWT_SECRET,
  });

  const limits = keyedLimits(app, [
    {
      name: 'newsletter',
      rule: NEWSLETTER_RATE_LIMITS.perAddressAndEmail,
      key: (request) => `${request.ip}|${bodyEmail(request) ?? ''}`,
    },
    { name: 'newsletter-ip', rule: NEWSLETTER_RATE_LIMITS.perAddress, key: (request) => request.ip },
  ]);
  app.post(
    routePath(NEWSLETTER_SUBSCRIBE_PATH),
    {
      preHandler: limits,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent: a repeat gets the same answer)',
        description:
          'A new address gets one welcome e-mail with the unsubscribe link and the one-click List-Unsubscribe headers (RFC 8058); a repeat changes nothing and sends nothing. `source` says which form was used (home when left out).',
        body: newsletterSubscribeSchema,
        response: {
          200: newsletterSubscribeResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { created } = await subscribe(database.db, {
        email: request.body.email,
        source: request.body.source,
        now: new Date(now()),
        shop: await shopFacts(),
        locale: requestLocale(request),
      });
      if (created) mailOutbox.kick();
      request.log.info({ created }, 'newsletter subscription');
      return {
        message: NEWSLETTER_SUCCESS_MESSAGE,
        data: { email: request.body.email.toLowerCase(), subscribed: true as const },
      };
    },
  );

  // RFC 8058: a mail program's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form
  // (urlencoded or multipart). The body says nothing the token does not: it is read and set aside.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  function subscriberOf(token: string): number {
    const id = verifyUnsubscribeToken(config.JWT_SECRET, token);
    if (id === null) {
      throw refuse('newsletter_link_invalid', undefined, {
        fields: { token: fieldRefusal('newsletter_link_invalid') },
      });
    }
    return id;
  }

  app.get(
    routePath(NEWSLETTER_UNSUBSCRIBE_PATH),
    {
      schema: {
        tags: ['newsletter'],
        summary: "An unsubscribe link's address and whether it is still on the list (changes nothing)",
        description: `Never unsubscribes: mail scanners open links on their own. A browser (Accept: text/html) is sent on to the storefront's unsubscribe page (303), which asks first. ${tokenDescription}`,
        querystring: newsletterUnsubscribeQuerySchema,
        response: { 200: newsletterUnsubscribeStateSchema, 303: noContentSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = subscriberOf(request.query.token);
      void reply.header('cache-control', 'no-store');
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/html')) {
        return reply.redirect(`${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(request.query.token)}`, 303);
      }
      const email = await subscriberEmail(database.db, id);
      return { data: { email, subscribed: email !== null } };
    },
  );

  app.post(
    routePath(NEWSLETTER_UNSUBSCRIBE_PATH),
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe the address of an unsubscribe link (RFC 8058 one-click; idempotent)',
        description: `The address is deleted from the list. The List-Unsubscribe header of every newsletter e-mail points here: mail programs POST \`List-Unsubscribe=One-Click\` (form-encoded); the storefront page sends an empty JSON body. An address already gone gets the same answer. ${tokenDescription}`,
        querystring: newsletterUnsubscribeQuerySchema,
        body: z
          .object({ 'List-Unsubscribe': z.string().optional() })
          .loose()
          .optional()
          .meta({ description: '`List-Unsubscribe=One-Click` (form) or {} (JSON); not needed' }),
        response: { 200: newsletterUnsubscribedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = subscriberOf(request.query.token);
      const removed = await unsubscribeById(database.db, id);
      request.log.info({ removed }, 'newsletter unsubscribe');
      void reply.header('cache-control', 'no-store');
      return { message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed, data: { subscribed: false as const } };
    },
  );

  // Admins: the list, its CSV export and removing a reader.

  app.get(
    routePath(ADMIN_INBOX_PATHS.subscribers),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, 50 a page (newest first, oldest first or by e-mail)',
        description: `\`q\` finds addresses containing it. ${adminOnly}`,
        security,
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listSubscribers(database.db, request.query),
  );

  app.get(
    routePath(ADMIN_INBOX_PATHS.subscribersCsv),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every newsletter subscriber as a CSV file (email, source, subscribed_at)',
        description: `Oldest first; UTF-8 with a byte-order mark, CRLF line ends, RFC 4180 quoting. A cell a spreadsheet would take for a formula (starting with = + - @) is written with a leading apostrophe. ${adminOnly}`,
        security,
        produces: ['text/csv'],
        response: {
          200: csvFileSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      const csv = await subscribersCsv(database.db);
      const day = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.delete(
    routePath(ADMIN_INBOX_PATHS.subscriber, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a reader from the newsletter list',
        description: `The row is deleted (as when the reader unsubscribes); they may sign up again. 404 when it is already gone. ${adminOnly}`,
        security,
        params: inboxIdParamsSchema,
        response: {
          200: subscriberRemovedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await removeSubscriber(database.db, request.params.id),
      message: ADMIN_INBOX_MESSAGES.subscriberRemoved,
    }),
  );
};

export default newsletterRoutes;
