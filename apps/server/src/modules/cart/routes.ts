import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const cartRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default cartRoutes;
