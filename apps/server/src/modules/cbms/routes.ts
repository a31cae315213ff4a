import {
  apiErrorSchema,
  CBMS_MESSAGES,
  cbmsOrderStatusResponseSchema,
  cbmsResendRequestSchema,
  cbmsResendResponseSchema,
  refusalInEnglish,
  CBMS_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { injectFetch } from '../payments/index.js';
import { cbmsConfigured, createCbmsOutbox } from './outbox.js';
import { cbmsStatusOfOrder, resendToCbms } from './service.js';
import { CBMS_SIMULATOR_PREFIX, cbmsSimulator } from './simulator.js';
import { routePath } from '../../lib/route-path.js';

// IRD's CBMS: the outbox's loop (one per process), the simulator in demo mode, and the staff's view
// of an order's documents with a resend.

const params = z.object({ transaction_id: z.string().trim().min(1).max(64) });

const cbmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.services;
  const simulatorUrl = `${config.PUBLIC_URL}/api/v1${CBMS_SIMULATOR_PREFIX}`;
  if (config.cbmsSimulated) {
    await app.register(cbmsSimulator, {
      prefix: CBMS_SIMULATOR_PREFIX,
      db: database.db,
      now: () => app.services.now(),
    });
  }
  if (cbmsConfigured(config)) {
    // The simulator is answered in-process (no socket, whatever PUBLIC_URL says), as the payment ones.
    const toSimulator = config.cbmsSimulated && (config.CBMS_URL ?? '').replace(/\/+$/, '') === simulatorUrl;
    const outbox = createCbmsOutbox({
      db: database.db,
      config,
      now: () => app.services.now(),
      log: app.log,
      fetch: toSimulator ? injectFetch(app) : fetch,
    });
    app.log.info(
      { cbms: toSimulator ? 'simulated' : 'live' },
      `CBMS sync on (${toSimulator ? 'simulator' : config.CBMS_URL})`,
    );
    // Tests send when they ask (drain) and move the clock; a running shop also polls for retries.
    if (config.NODE_ENV !== 'test') outbox.startPolling();
    app.addHook('onClose', async () => outbox.close());
  }

  app.get(
    routePath(CBMS_PATHS.status, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Where an order's bill and credit notes stand with IRD's CBMS",
        description:
          'The bill first, then its credit notes: pending (not sent yet, or waiting for a retry), sent (CBMS has it; an "already exists" answer counts), failed (CBMS refused it or could not be reached; it is retried with backoff, ten times) with CBMS\'s last answer, or not_queued (issued while CBMS sync was off). `enabled` says whether the shop syncs (CBMS_USERNAME, CBMS_PASSWORD, CBMS_URL and a nine-digit PAN in the settings). Staff only.',
        security: [{ bearer: [] }],
        params,
        response: { 200: cbmsOrderStatusResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await cbmsStatusOfOrder(app.services, request.params.transaction_id) }),
  );

  app.post(
    routePath(CBMS_PATHS.resend, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Send a bill or credit note to CBMS again',
        description: `Makes the document due now with a fresh round of attempts (one issued while CBMS sync was off is queued now) and answers 202 with its status; the outbox sends it in the background. 409 "${refusalInEnglish('cbms_already_sent')}" once CBMS has it, 409 when CBMS sync is off; 404 for a number the order does not have. Staff only.`,
        security: [{ bearer: [] }],
        params,
        body: cbmsResendRequestSchema,
        response: {
          202: cbmsResendResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await resendToCbms(app.services, request.params.transaction_id, request.body);
      return reply.code(202).send({ message: CBMS_MESSAGES.queued, data });
    },
  );
};

export default cbmsRoutes;
