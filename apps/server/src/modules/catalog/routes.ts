import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const catalogRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default catalogRoutes;
