import {
  CANCEL_WINDOW_MINUTES,
  checkoutOptionsResponseSchema,
  ORDER_CURRENCY,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_GATEWAYS,
  type CheckoutOptions,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentShopSettings } from '../settings/index.js';
import { esewaSimulator } from './providers/esewa-simulator.js';
import { khaltiSimulator } from './providers/khalti-simulator.js';
import {
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

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;
  const modes = gatewayModes(config);

  // One line at start that says how money is taken (modes.ts): an operator sees at once a shop
  // that would simulate payments, or one that offers no online gateway.
  app.log.info(
    { payments: modes },
    `payment gateways: ${PAYMENT_GATEWAYS.map((gateway) => `${PAYMENT_GATEWAY_LABELS[gateway]} ${modes[gateway]}`).join(', ')}`,
  );

  // Offline stand-ins for the providers, in demo mode only (docs/protocols.md §1.10, §2). Elsewhere
  // their routes do not exist at all (404).
  if (config.esewaSimulated || config.khaltiSimulated) registerSimulatorFetch(app);
  if (config.esewaSimulated) {
    await app.register(esewaSimulator, {
      prefix: ESEWA_SIMULATOR_PREFIX,
      secret: ESEWA_TEST_SECRET,
      productCode: ESEWA_TEST_PRODUCT_CODE,
      store: esewaSimulatorStore(app.services),
      allowedOrigin: () => new URL(app.services.config.PUBLIC_URL).origin,
    });
  }
  if (config.khaltiSimulated) {
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
    '/payments/checkout/',
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
};

export default paymentsRoutes;
