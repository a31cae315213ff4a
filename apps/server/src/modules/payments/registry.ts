import type { PaymentGateway } from '@pasal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app.js';
import { codProvider } from './cod.js';
import { createEsewaProvider } from './esewa.js';
import { injectFetch } from './inject-fetch.js';
import { createKhaltiProvider } from './khalti.js';
import type { PaymentProvider } from './provider.js';
import { ESEWA_FORM_URL_TEST, ESEWA_STATUS_URL_TEST } from './providers/esewa-client.js';
import { KHALTI_BASE_URL_SANDBOX } from './providers/khalti-client.js';

/** Where the built-in simulators live (under the /api/v1 prefix of the modules). */
export const ESEWA_SIMULATOR_PREFIX = '/payments/simulator/esewa';
export const KHALTI_SIMULATOR_PREFIX = '/payments/simulator/khalti';
const API_PREFIX = '/api/v1';

/** eSewa's public UAT merchant (PROTOCOLS.md §1.4); used by the simulator only. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET = '8gBm/:&EnhH.1/q';
/** The simulator's merchant key; real keys come from KHALTI_SECRET_KEY. */
export const KHALTI_SIMULATOR_SECRET = 'pasal_simulator_live_secret_key';

export type PaymentProviders = Record<PaymentGateway, PaymentProvider>;

const built = new WeakMap<AppServices, PaymentProviders>();

/**
 * The providers of this app, built from config on first use. Without credentials a provider
 * talks to the built-in simulator in-process (see inject-fetch.ts); with credentials it talks to
 * the configured (default: test) endpoints.
 */
export function paymentProviders(app: FastifyInstance): PaymentProviders {
  const existing = built.get(app.services);
  if (existing) return existing;
  const config = app.services.config;
  // Read at call time: deployments and the e2e harness may set the public URL after start-up.
  const publicUrl = () => app.services.config.PUBLIC_URL.replace(/\/+$/, '');
  const localFetch = injectFetch(app);

  const esewa = config.esewaSimulated
    ? createEsewaProvider({
        productCode: ESEWA_TEST_PRODUCT_CODE,
        secret: ESEWA_TEST_SECRET,
        formUrl: () => `${publicUrl()}${API_PREFIX}${ESEWA_SIMULATOR_PREFIX}/api/epay/main/v2/form`,
        statusUrl: () => `${publicUrl()}${API_PREFIX}${ESEWA_SIMULATOR_PREFIX}/api/epay/transaction/status/`,
        publicUrl,
        simulated: true,
        fetchImpl: localFetch,
      })
    : createEsewaProvider({
        productCode: config.ESEWA_PRODUCT_CODE ?? ESEWA_TEST_PRODUCT_CODE,
        secret: config.ESEWA_SECRET ?? '',
        formUrl: () => config.ESEWA_FORM_URL ?? ESEWA_FORM_URL_TEST,
        statusUrl: () => config.ESEWA_STATUS_URL ?? ESEWA_STATUS_URL_TEST,
        publicUrl,
        simulated: false,
      });

  const khalti = config.khaltiSimulated
    ? createKhaltiProvider({
        baseUrl: () => `${publicUrl()}${API_PREFIX}${KHALTI_SIMULATOR_PREFIX}/api/v2/`,
        secretKey: KHALTI_SIMULATOR_SECRET,
        publicUrl,
        shopName: () => config.SHOP_NAME,
        simulated: true,
        fetchImpl: localFetch,
      })
    : createKhaltiProvider({
        baseUrl: () => config.KHALTI_BASE_URL ?? KHALTI_BASE_URL_SANDBOX,
        secretKey: config.KHALTI_SECRET_KEY ?? '',
        publicUrl,
        shopName: () => config.SHOP_NAME,
        simulated: false,
      });

  const providers: PaymentProviders = { Esewa: esewa, Khalti: khalti, COD: codProvider };
  built.set(app.services, providers);
  return providers;
}
