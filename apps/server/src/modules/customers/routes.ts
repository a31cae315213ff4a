import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder registered ahead of the customers work (issue #19); replaced by its routes.
const customersRoutes: FastifyPluginAsyncZod = async () => {};

export default customersRoutes;
