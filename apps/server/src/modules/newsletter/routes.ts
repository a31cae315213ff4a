import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSubscribeSchema } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscribe } from './service.js';

/** A person signs up once or twice; dozens of addresses from one client is list stuffing. */
export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe/',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent: a repeat gets the same answer)',
        body: newsletterSubscribeSchema,
        response: {
          200: z.object({
            message: z.string(),
            data: z.object({ email: z.string(), subscribed: z.literal(true) }),
          }),
        },
      },
    },
    async (request) => {
      const { database, now } = app.services;
      const { created } = await subscribe(database.db, request.body.email, new Date(now()));
      request.log.info({ created }, 'newsletter subscription');
      return {
        message: NEWSLETTER_SUCCESS_MESSAGE,
        data: { email: request.body.email.toLowerCase(), subscribed: true as const },
      };
    },
  );
};

export default newsletterRoutes;
