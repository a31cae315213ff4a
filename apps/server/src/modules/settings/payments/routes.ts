import {
  apiErrorSchema,
  PAYMENT_CREDENTIAL_LABELS,
  PAYMENT_CREDENTIAL_PROVIDERS,
  paymentSettingsMessages,
  paymentSettingsResponseSchema,
  paymentSettingsSchema,
  PAYMENT_SETTINGS_PATHS,
} from '@pasal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRefusal, refuse, RefusalError, type FieldRefusal } from '../../../lib/refusal.js';
import { fullRoutePath } from '../../../lib/route-path.js';
import {
  paymentSettingsView,
  readPaymentCredentials,
  removePaymentCredentials,
  savePaymentCredentials,
} from './store.js';

// The shop's own eSewa and Khalti credentials on /staff/settings (issue #32): read without the
// secret, saved (secret sealed), removed (back to the environment's, else the simulator).

const PATH = fullRoutePath(PAYMENT_SETTINGS_PATHS.provider, ':provider');
const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer, staff member or accountant.';
const params = z.object({
  provider: z.enum(PAYMENT_CREDENTIAL_PROVIDERS, { error: paymentSettingsMessages.providerUnknown }),
});

function adminIdOf(request: FastifyRequest): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const control = services.paymentCredentials;
  const db = () => services.database.db;

  app.get(
    PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The shop's eSewa or Khalti credentials as saved (never the secret)",
        description: `\`source\` says where the gateway's credentials come from now: saved here (settings, which win), the ESEWA_* / KHALTI_* environment variables, the built-in simulator (demo mode), or none (off). The secret is never answered: only whether one is saved and its last 4 characters. ${adminOnly}`,
        security,
        params,
        response: { 200: paymentSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      data: paymentSettingsView(
        services.config,
        request.params.provider,
        await readPaymentCredentials(db(), request.params.provider),
      ),
    }),
  );

  app.put(
    PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Save the shop's eSewa or Khalti credentials",
        description: `live: the provider's production hosts; test: its sandbox, or the built-in simulator in demo mode. The secret is stored sealed (AES-256-GCM, key SETTINGS_KEY or one kept in DATA_DIR) and never answered back; a blank secret keeps the saved one. The next payment uses them (no restart). ${adminOnly}`,
        security,
        params,
        body: paymentSettingsSchema,
        response: { 200: paymentSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const input = request.body;
      const previous = await readPaymentCredentials(db(), provider);
      const fields: Record<string, FieldRefusal> = {};
      if (provider === 'esewa' && input.merchant_code === '') {
        fields.merchant_code = fieldRefusal('payment_merchant_code_required');
      }
      if (input.secret === '' && !previous) fields.secret = fieldRefusal('payment_secret_required');
      // The answer's message is the first field's refusal, as the form shows it above the fields.
      const [first] = Object.values(fields);
      if (first !== undefined) throw new RefusalError(first.code, undefined, fields);
      await savePaymentCredentials(
        db(),
        services.mailServer.box(),
        provider,
        input,
        previous?.row ?? null,
        adminIdOf(request),
        new Date(services.now()),
      );
      await control.reload();
      return {
        data: paymentSettingsView(services.config, provider, await readPaymentCredentials(db(), provider)),
        message: paymentSettingsMessages.saved(PAYMENT_CREDENTIAL_LABELS[provider]),
      };
    },
  );

  app.delete(
    PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Remove the saved eSewa or Khalti credentials (back to the environment's, else the simulator)",
        description: adminOnly,
        security,
        params,
        response: { 200: paymentSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const removed = await removePaymentCredentials(db(), provider);
      await control.reload();
      const label = PAYMENT_CREDENTIAL_LABELS[provider];
      return {
        data: paymentSettingsView(services.config, provider, null),
        message: removed ? paymentSettingsMessages.removed(label) : paymentSettingsMessages.notSaved(label),
      };
    },
  );
};

export default paymentSettingsRoutes;
