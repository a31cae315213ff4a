import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const authRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default authRoutes;
