import { AUTH_PATHS, profilePatchSchema, profileResponseSchema } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfile, updateProfile } from './service.js';

const profilePath = AUTH_PATHS.profile.slice('/api/v1'.length);

/** The signed-in shopper's own profile; there is no way to name another account. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;

  app.get(
    profilePath,
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
    profilePath,
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
};

export default accountRoutes;
