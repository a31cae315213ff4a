import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ordersRoutes: FastifyPluginAsyncZod = async () => {
  // Routes of this module are registered here.
};

export default ordersRoutes;
