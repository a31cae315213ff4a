import {
  CANCEL_WINDOW_MINUTES,
  ORDER_CURRENCY,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_GATEWAYS,
  type CheckoutOptions,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esewaSimulator } from './providers/esewa-simulator.js';
import { khaltiSimulator } from './providers/khalti-simulator.js';
import {
  ESEWA_SIMULATOR_PREFIX,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET,
  KHALTI_SIMULATOR_PREFIX,
  KHALTI_SIMULATOR_SECRET,
  paymentProviders,
} from './registry.js';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;

  // Offline stand-ins for the providers when no credentials are configured (PROTOCOLS.md §1.10, §2).
  for (const [name, simulated] of [
    ['eSewa', config.esewaSimulated],
    ['Khalti', config.khaltiSimulated],
  ] as const) {
    if (simulated && config.NODE_ENV === 'production') {
      app.log.warn(`${name} is simulated (no credentials configured): its payments move no real money`);
    }
  }
  if (config.esewaSimulated) {
    await app.register(esewaSimulator, {
      prefix: ESEWA_SIMULATOR_PREFIX,
      secret: ESEWA_TEST_SECRET,
      productCode: ESEWA_TEST_PRODUCT_CODE,
    });
  }
  if (config.khaltiSimulated) {
    await app.register(khaltiSimulator, {
      prefix: KHALTI_SIMULATOR_PREFIX,
      secretKey: KHALTI_SIMULATOR_SECRET,
      publicBaseUrl: config.PUBLIC_URL,
      now: () => app.services.now(),
    });
  }

  // Spec §7 names GET api/v1/payments/checkout/: what the checkout screen offers.
  app.get(
    '/payments/checkout/',
    { schema: { tags: ['payments'], summary: 'Payment methods and checkout constants' } },
    async (): Promise<{ data: CheckoutOptions }> => {
      const providers = paymentProviders(app);
      return {
        data: {
          gateways: PAYMENT_GATEWAYS.map((gateway) => ({
            value: gateway,
            label: PAYMENT_GATEWAY_LABELS[gateway],
            simulated: providers[gateway].simulated,
          })),
          free_delivery_threshold: config.FREE_DELIVERY_THRESHOLD,
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
