import {
  apiErrorSchema,
  contactChangedSchema,
  contactDetailResponseSchema,
  contactListQuerySchema,
  contactListSchema,
  contactMessageSchema,
  contactReplySchema,
  contactSentSchema,
  contactStatusChangeSchema,
  inboxIdParamsSchema,
  CONTACT_PATH,
  ADMIN_INBOX_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { bodyEmail, keyedLimits } from '../../lib/keyed-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import { changeStatus, listMessages, openMessage, replyToMessage } from './admin.js';
import { submitContactMessage } from './service.js';
import { currentShopSettings } from '../settings/index.js';
import { routePath } from '../../lib/route-path.js';

/**
 * A person writes a handful of messages at most: counted per address and e-mail together (many
 * shoppers share a carrier's address), with a ceiling per address against a flood
 * (docs/rate-limits.md).
 */
export const CONTACT_RATE_LIMITS = {
  perAddressAndEmail: { max: 5, timeWindow: 10 * 60_000 },
  perAddress: { max: 30, timeWindow: 60 * 60_000 },
} as const;

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = keyedLimits(app, [
    {
      name: 'contact',
      rule: CONTACT_RATE_LIMITS.perAddressAndEmail,
      key: (request) => `${request.ip}|${bodyEmail(request) ?? ''}`,
    },
    { name: 'contact-ip', rule: CONTACT_RATE_LIMITS.perAddress, key: (request) => request.ip },
  ]);
  app.post(
    routePath(CONTACT_PATH),
    {
      preHandler: limits,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored, then e-mailed to the shop address with reply-to the sender)',
        body: contactMessageSchema,
        response: { 201: contactSentSchema },
      },
    },
    async (request, reply) => {
      const { database, mailer, now } = app.services;
      const { email: shopEmail } = await currentShopSettings(app.services);
      const created = await submitContactMessage(
        { db: database.db, mailer, shopEmail, now, log: request.log },
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send({ data: created });
    },
  );

  // The inbox (staff and admins).
  const security = [{ bearer: [] }];
  const staffOnly = 'Staff and admins: 401 without a token, 403 for a customer.';
  const notFoundNote = '404 when the message does not exist.';
  const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    routePath(ADMIN_INBOX_PATHS.messages),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, 20 a page, newest first',
        description: `\`view\`: inbox (everything but spam; the default), unread, read, handled or spam. \`q\` finds words in the name, e-mail, subject or message. \`counts\` gives the messages in each state. ${staffOnly}`,
        security,
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listMessages(app.services.database.db, request.query),
  );

  app.get(
    routePath(ADMIN_INBOX_PATHS.message, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'One contact message with its reply; opening an unread message marks it read',
        description: `Like a mail program, opening is reading: an unread message becomes read (nothing else changes). ${notFoundNote} ${staffOnly}`,
        security,
        params: inboxIdParamsSchema,
        response: { 200: contactDetailResponseSchema, ...staffErrors },
      },
    },
    async (request) => ({ data: await openMessage(app.services.database.db, request.params.id) }),
  );

  app.patch(
    routePath(ADMIN_INBOX_PATHS.message, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Change a message's state: unread, read, handled or spam (and back)",
        description: `Answers the message and the line for the toast. ${notFoundNote} ${staffOnly}`,
        security,
        params: inboxIdParamsSchema,
        body: contactStatusChangeSchema,
        response: { 200: contactChangedSchema, ...staffErrors },
      },
    },
    async (request) => changeStatus(app.services.database.db, request.params.id, request.body.status),
  );

  app.post(
    routePath(ADMIN_INBOX_PATHS.reply, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Reply to the sender by e-mail; the reply is kept with the message, which becomes handled',
        description: `The e-mail goes through the mail queue to the sender, Reply-To the shop's address, quoting the original message. One reply per message: 409 when it already has one (write again from a mail program) or is marked spam. ${notFoundNote} ${staffOnly}`,
        security,
        params: inboxIdParamsSchema,
        body: contactReplySchema,
        response: { 200: contactChangedSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw refuse('sign_in_required');
      const { database, now, mailOutbox } = app.services;
      const shop = await currentShopSettings(app.services);
      const answer = await replyToMessage(database.db, {
        id: request.params.id,
        reply: request.body.reply,
        staffId: request.user.userId,
        now: new Date(now()),
        shopName: shop.name,
        shopEmail: shop.email,
      });
      mailOutbox.kick();
      return answer;
    },
  );
};

export default contactRoutes;
