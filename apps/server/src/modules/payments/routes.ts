import {
  apiErrorSchema,
  CANCEL_WINDOW_MINUTES,
  checkoutOptionsResponseSchema,
  ORDER_CURRENCY,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_GATEWAYS,
  paymentSettingsMessages,
  paymentSettingsTestResponseSchema,
  type CheckoutOptions,
  API_PATHS,
  PAYMENT_SETTINGS_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { keyedLimits } from '../../lib/keyed-limits.js';
import { currentShopSettings } from '../settings/index.js';
import { PaymentProviderError } from './providers/errors.js';
import { esewaSimulator } from './providers/esewa-simulator.js';
import { khaltiSimulator } from './providers/khalti-simulator.js';
import {
  checkSavedKhaltiKey,
  ESEWA_SIMULATOR_PREFIX,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET,
  esewaSimulatorStore,
  gatewayModes,
  KHALTI_SIMULATOR_PREFIX,
  KHALTI_SIMULATOR_SECRET,
  offeredGateways,
  registerSimulatorFetch,
} from './registry.js';
import { routePath } from '../../lib/route-path.js';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;
  // The credentials saved on /staff/settings decide the modes too: read them before saying them.
  await app.services.paymentCredentials.current().catch((error: unknown) => {
    app.log.warn({ err: error }, 'saved payment credentials could not be read: the environment decides for now');
  });
  const modes = gatewayModes(config);

  // One line at start that says how money is taken (modes.ts): an operator sees at once a shop
  // that would simulate payments, or one that offers no online gateway.
  app.log.info(
    { payments: modes },
    `payment gateways: ${PAYMENT_GATEWAYS.map((gateway) => `${PAYMENT_GATEWAY_LABELS[gateway]} ${modes[gateway]}`).join(', ')}`,
  );

  // Offline stand-ins for the providers, in demo mode only (docs/protocols.md §1.10, §2). Elsewhere
  // their routes do not exist at all (404).
  // Mounted in every demo shop: test credentials saved on the settings screen use them too.
  if (config.paymentSimulators) registerSimulatorFetch(app);
  if (config.paymentSimulators) {
    await app.register(esewaSimulator, {
      prefix: ESEWA_SIMULATOR_PREFIX,
      secret: ESEWA_TEST_SECRET,
      productCode: ESEWA_TEST_PRODUCT_CODE,
      store: esewaSimulatorStore(app.services),
      allowedOrigin: () => new URL(app.services.config.PUBLIC_URL).origin,
    });
  }
  if (config.paymentSimulators) {
    await app.register(khaltiSimulator, {
      prefix: KHALTI_SIMULATOR_PREFIX,
      secretKey: KHALTI_SIMULATOR_SECRET,
      publicBaseUrl: config.PUBLIC_URL,
      allowedOrigin: () => new URL(app.services.config.PUBLIC_URL).origin,
      now: () => app.services.now(),
    });
  }

  // GET api/v1/payments/checkout/: what the checkout screen offers
  // (docs/rules/checkout-and-payments.md#payment-methods).
  app.get(
    routePath(API_PATHS.checkoutOptions),
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment methods this shop offers, whether it is a demo shop, and checkout constants',
        response: { 200: checkoutOptionsResponseSchema },
      },
    },
    async (): Promise<{ data: CheckoutOptions }> => {
      // The methods the admin offers (shop settings) that this shop can take, and their threshold.
      const settings = await currentShopSettings(app.services);
      await app.services.paymentCredentials.current();
      const modes = gatewayModes(config);
      const offered = offeredGateways(config, settings.payment_methods);
      return {
        data: {
          gateways: offered.map((gateway) => ({
            value: gateway,
            label: PAYMENT_GATEWAY_LABELS[gateway],
            simulated: modes[gateway] === 'simulated',
          })),
          // A simulated gateway the admin switched off takes no payments: no demo notice for it.
          demo_mode: offered.some((gateway) => modes[gateway] === 'simulated'),
          free_delivery_threshold: settings.free_delivery_threshold,
          tax_percentage: config.TAX_PERCENTAGE,
          currency: ORDER_CURRENCY,
          payment_window_minutes: config.PAYMENT_WINDOW_MINUTES,
          cancel_window_minutes: CANCEL_WINDOW_MINUTES,
        },
      };
    },
  );

  // The settings screen's "Check" of the saved Khalti key (below).
  await app.register(paymentKeyCheckRoutes);
};

/**
 * POST /api/v1/admin/settings/payments/khalti/test/: the settings screen's "Check" for the saved
 * Khalti key (a lookup of a payment that does not exist: Khalti says 401 to a wrong key, "Not
 * found" to a right one). eSewa has no such call (its status API takes no secret), so there is
 * none for it.
 */
const paymentKeyCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkLimit = keyedLimits(app, [
    {
      name: 'payment-key-check',
      rule: { max: 10, timeWindow: 10 * 60_000 },
      key: (request) => {
        if (!request.user) throw refuse('sign_in_required');
        return String(request.user.userId);
      },
    },
  ]);
  app.post(
    routePath(PAYMENT_SETTINGS_PATHS.khaltiTest),
    {
      onRequest: [app.requireAdmin, checkLimit],
      schema: {
        tags: ['admin'],
        summary: 'Check the saved Khalti secret key with Khalti (or its simulator in a demo shop)',
        description:
          'Looks up a payment that does not exist with the saved key: no payment is started. 200 when Khalti accepts the key; 422 with Khalti’s words when it refuses it or cannot be reached; 409 when no Khalti credentials are saved. 10 checks per admin per 10 minutes (429). Admins only: 401 without a token, 403 for anyone else.',
        security: [{ bearer: [] }],
        response: {
          200: paymentSettingsTestResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      let refused: string | null | undefined;
      try {
        refused = await checkSavedKhaltiKey(app.services);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'Khalti key check failed');
        throw refuse('gateway_not_asked', { gateway: 'Khalti', detail: error.message });
      }
      if (refused === undefined) throw refuse('gateway_credentials_not_saved', { gateway: 'Khalti' });
      if (refused !== null) throw refuse('gateway_secret_refused', { gateway: 'Khalti', detail: refused });
      return { message: paymentSettingsMessages.checkOk('Khalti') };
    },
  );
};

export default paymentsRoutes;
