import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder registered ahead of the settings work (issue #19); replaced by its routes.
const settingsRoutes: FastifyPluginAsyncZod = async () => {};

export default settingsRoutes;
