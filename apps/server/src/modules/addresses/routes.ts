import {
  apiErrorSchema,
  noContentSchema,
  SAVED_ADDRESS_LIMIT,
  SAVED_ADDRESS_PATHS,
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressResponseSchema,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAddress, deleteAddress, listAddresses, makeDefault, updateAddress } from './service.js';
import { routePath } from '../../lib/route-path.js';

const security = [{ bearer: [] }];
const tags = ['account'];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const own =
  'Only the signed-in shopper’s own addresses: another account’s address answers 404, as one that does not exist.';

/** A shopper's address book: several delivery addresses, exactly one default while any exist. */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;
  const userId = (request: { user: { userId: number } | null }) => request.user!.userId;

  app.get(
    routePath(SAVED_ADDRESS_PATHS.list),
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'The signed-in shopper’s saved addresses, the default first',
        description: `At most ${SAVED_ADDRESS_LIMIT} (limit). Places are ids from the contract’s Nepal geography (province → district → local level) and a ward number.`,
        security,
        response: { 200: savedAddressListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await listAddresses(database.db, userId(request)), limit: SAVED_ADDRESS_LIMIT };
    },
  );

  app.post(
    routePath(SAVED_ADDRESS_PATHS.list),
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'Save a new address',
        description: `The first address saved becomes the default; a later one only with is_default: true. 409 once ${SAVED_ADDRESS_LIMIT} are saved.`,
        security,
        body: savedAddressInputSchema,
        response: { 201: savedAddressResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await createAddress(database.db, userId(request), request.body, now());
      return reply.status(201).send({ data });
    },
  );

  app.put(
    routePath(SAVED_ADDRESS_PATHS.one, ':id'),
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'Replace a saved address',
        description: `${own} is_default: true makes it the default; false does not unset it (choose another default instead).`,
        security,
        params,
        body: savedAddressInputSchema,
        response: { 200: savedAddressResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await updateAddress(database.db, userId(request), request.params.id, request.body, now()),
    }),
  );

  app.post(
    routePath(SAVED_ADDRESS_PATHS.makeDefault, ':id'),
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'Make a saved address the default',
        description: `${own} The previous default stops being one.`,
        security,
        params,
        response: { 200: savedAddressResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await makeDefault(database.db, userId(request), request.params.id, now()) }),
  );

  app.delete(
    routePath(SAVED_ADDRESS_PATHS.one, ':id'),
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'Delete a saved address',
        description: `${own} Deleting the default makes the most recently changed other address the default.`,
        security,
        params,
        response: { 204: noContentSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteAddress(database.db, userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default addressesRoutes;
