import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const questionsRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default questionsRoutes;
