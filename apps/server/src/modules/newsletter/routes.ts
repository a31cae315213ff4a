import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const newsletterRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default newsletterRoutes;
