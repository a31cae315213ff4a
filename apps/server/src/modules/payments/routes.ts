import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const paymentsRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default paymentsRoutes;
