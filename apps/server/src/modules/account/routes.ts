import {
  accountLanguageSchema,
  AUTH_PATHS,
  noContentSchema,
  profilePatchSchema,
  profileResponseSchema,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfile, setAccountLanguage, updateProfile } from './service.js';
import { routePath } from '../../lib/route-path.js';

/** The signed-in shopper's own profile; there is no way to name another account. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;

  app.get(
    routePath(AUTH_PATHS.profile),
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['account'],
        summary: 'The signed-in shopper’s profile and billing address (billing is null until saved)',
        security: [{ bearer: [] }],
        response: { 200: profileResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await getProfile(database.db, request.user!.userId) };
    },
  );

  app.patch(
    routePath(AUTH_PATHS.profile),
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['account'],
        summary: 'Change only the fields sent; a partial billing object is merged into the saved one',
        security: [{ bearer: [] }],
        body: profilePatchSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ data: await updateProfile(database.db, request.user!.userId, request.body, now()) }),
  );

  app.put(
    routePath(AUTH_PATHS.language),
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['account'],
        summary: 'The language of the account’s e-mails (the language switch records the one a shopper chooses)',
        description:
          'Codes, password notices and answers to questions are written in it; an order’s e-mails in the language the order was placed in.',
        security: [{ bearer: [] }],
        body: accountLanguageSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await setAccountLanguage(database.db, request.user!.userId, request.body.locale, now());
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;
