import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const seoRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default seoRoutes;
