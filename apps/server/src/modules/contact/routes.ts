import { contactMessageSchema } from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyEmail, keyedLimits } from '../../lib/keyed-limits.js';
import { submitContactMessage } from './service.js';

/**
 * A person writes a handful of messages at most: counted per address and e-mail together (many
 * shoppers share a carrier's address), with a ceiling per address against a flood
 * (docs/rate-limits.md).
 */
export const CONTACT_RATE_LIMITS = {
  perAddressAndEmail: { max: 5, timeWindow: 10 * 60_000 },
  perAddress: { max: 30, timeWindow: 60 * 60_000 },
} as const;

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = keyedLimits(app, [
    {
      name: 'contact',
      rule: CONTACT_RATE_LIMITS.perAddressAndEmail,
      key: (request) => `${request.ip}|${bodyEmail(request) ?? ''}`,
    },
    { name: 'contact-ip', rule: CONTACT_RATE_LIMITS.perAddress, key: (request) => request.ip },
  ]);
  app.post(
    '/contact/',
    {
      preHandler: limits,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored, then e-mailed to the shop address with reply-to the sender)',
        body: contactMessageSchema,
        response: { 201: z.object({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request, reply) => {
      const { database, mailer, config, now } = app.services;
      const created = await submitContactMessage(
        { db: database.db, mailer, config, now, log: request.log },
        request.body,
      );
      return reply.status(201).send({ data: created });
    },
  );
};

export default contactRoutes;
