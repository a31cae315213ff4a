import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder registered ahead of the coupons work (issue #19); replaced by its routes.
const couponsRoutes: FastifyPluginAsyncZod = async () => {};

export default couponsRoutes;
