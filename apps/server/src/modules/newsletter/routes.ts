import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSubscribeSchema } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyEmail, keyedLimits } from '../../lib/keyed-limits.js';
import { subscribe } from './service.js';

/**
 * A person signs up once or twice: counted per address and e-mail together, so shoppers sharing a
 * carrier's address (carrier-grade NAT) do not use up each other's tries; dozens of e-mails from one
 * address is list stuffing, so a generous ceiling per address sits on top (docs/rate-limits.md).
 */
export const NEWSLETTER_RATE_LIMITS = {
  perAddressAndEmail: { max: 5, timeWindow: 10 * 60_000 },
  perAddress: { max: 50, timeWindow: 60 * 60_000 },
} as const;

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = keyedLimits(app, [
    {
      name: 'newsletter',
      rule: NEWSLETTER_RATE_LIMITS.perAddressAndEmail,
      key: (request) => `${request.ip}|${bodyEmail(request) ?? ''}`,
    },
    { name: 'newsletter-ip', rule: NEWSLETTER_RATE_LIMITS.perAddress, key: (request) => request.ip },
  ]);
  app.post(
    '/newsletter/subscribe/',
    {
      preHandler: limits,
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
