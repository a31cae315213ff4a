import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder registered ahead of the dashboard work (issue #19); replaced by its routes.
const dashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default dashboardRoutes;
