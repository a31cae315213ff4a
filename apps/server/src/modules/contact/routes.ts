import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const contactRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default contactRoutes;
