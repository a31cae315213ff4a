import {
  apiErrorSchema,
  MAIL_SETTINGS_PATH,
  MAIL_TEST_PATH,
  mailSettingsMessages,
  mailSettingsResponseSchema,
  mailSettingsSchema,
  mailTestResponseSchema,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema.js';
import { keyedLimits, type LimitRule } from '../../../lib/keyed-limits.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { currentShopSettings } from '../service.js';
import {
  mailServerView,
  readMailServer,
  removeMailServer,
  saveMailServer,
  sendThrough,
  transportOptionsOf,
} from './mail-server.js';
import { refuse, type RefusalError } from '../../../lib/refusal.js';

// The shop's mail server on /staff/settings (issue #32): read without the password, saved, removed,
// and tried with a test e-mail to the admin's own address.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
/** Each test connects to a server on the internet: a handful per admin is plenty. */
const TEST_RATE_LIMIT: LimitRule = { max: 10, timeWindow: 10 * 60_000 };

function adminIdOf(request: FastifyRequest): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

/** The mail server's own words (nodemailer's error) after ours: what an admin can act on (422: the saved settings do not work). */
function mailFailure(error: unknown): RefusalError {
  const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 300) : String(error);
  return refuse('test_mail_not_sent', { reason });
}

const mailServerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const control = services.mailServer;
  const testLimit = keyedLimits(app, [
    { name: 'mail-test', rule: TEST_RATE_LIMIT, key: (request) => String(adminIdOf(request)) },
  ]);
  const view = async () => mailServerView(control.envSmtp, await readMailServer(services.database.db));

  app.get(
    MAIL_SETTINGS_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The shop's mail server as saved (never its password)",
        description: `\`source\` says where e-mail goes now: SMTP_URL's server (environment, which wins), the saved one (settings), or the outbox folder. ${adminOnly}`,
        security,
        response: { 200: mailSettingsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await view() }),
  );

  app.put(
    MAIL_SETTINGS_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Save the shop's mail server",
        description: `The password is stored sealed (AES-256-GCM, key SETTINGS_KEY or one kept in DATA_DIR) and never answered back; a blank password keeps the saved one. E-mail goes through this server from the next message on, unless SMTP_URL is set. ${adminOnly}`,
        security,
        body: mailSettingsSchema,
        response: { 200: mailSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await saveMailServer(
        services.database.db,
        control.box(),
        request.body,
        adminIdOf(request),
        new Date(services.now()),
      );
      control.reload();
      return {
        data: await view(),
        message: control.envSmtp ? mailSettingsMessages.environmentWins : mailSettingsMessages.saved,
      };
    },
  );

  app.delete(
    MAIL_SETTINGS_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Remove the saved mail server (e-mail goes to SMTP_URL's server or the outbox)",
        description: adminOnly,
        security,
        response: { 200: mailSettingsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      await removeMailServer(services.database.db);
      control.reload();
      return { data: await view(), message: mailSettingsMessages.removed };
    },
  );

  app.post(
    MAIL_TEST_PATH,
    {
      onRequest: [app.requireAdmin, testLimit],
      schema: {
        tags: ['admin'],
        summary: "Send a test e-mail to the admin's own address, now (not queued)",
        description: `Through the server e-mail goes through now: SMTP_URL's, or the saved one. 409 when neither is set (e-mail goes to the outbox folder); 422 with the mail server's own words when it refuses or cannot be reached. ${TEST_RATE_LIMIT.max} tests per admin per 10 minutes (429). ${adminOnly}`,
        security,
        response: {
          200: mailTestResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const db = services.database.db;
      const [admin] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, adminIdOf(request)));
      if (!admin) throw refuse('sign_in_required');
      const settings = await currentShopSettings(services);
      const message: MailMessage = {
        to: admin.email,
        fromName: settings.name,
        replyTo: settings.email,
        subject: `Test e-mail from ${settings.name}`,
        text: `This is a test e-mail from ${settings.name}'s online shop. It arrived, so order confirmations, sign-in codes and the shop's notices will arrive too.`,
      };
      const saved = control.envSmtp ? null : await readMailServer(db);
      if (!control.envSmtp && !saved) throw refuse('mail_server_not_saved');
      try {
        if (saved) {
          const options = transportOptionsOf(saved, control.box(), false);
          if (!options) throw new Error('the saved password cannot be opened with this settings key: enter it again');
          const { default: nodemailer } = await import('nodemailer');
          const transport = nodemailer.createTransport(options);
          try {
            await sendThrough(transport, saved, message);
          } finally {
            transport.close();
          }
        } else {
          await control.base.send(message);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'test e-mail failed');
        throw mailFailure(error);
      }
      return { message: mailSettingsMessages.testSent(admin.email) };
    },
  );
};

export default mailServerRoutes;
