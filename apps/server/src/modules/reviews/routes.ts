import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const reviewsRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default reviewsRoutes;
