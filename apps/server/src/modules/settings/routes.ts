import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopInfo } from './service.js';

const shopInfoSchema = z.object({
  name: z.string(),
  legal_name: z.string(),
  registration_no: z.string(),
  pan: z.string(),
  grievance_officer: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/',
    {
      schema: {
        tags: ['contact'],
        summary: "The seller's public details: business name, registration, PAN, grievance officer, contact",
        response: { 200: z.object({ data: shopInfoSchema }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { data: shopInfo(app.services.config) };
    },
  );
};

export default settingsRoutes;
