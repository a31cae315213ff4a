import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const accountRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default accountRoutes;
