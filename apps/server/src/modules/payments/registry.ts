import { PAYMENT_GATEWAY_LABELS, PAYMENT_GATEWAYS, type PaymentGateway } from '@pasal/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { AppServices } from '../../services.js';
import { unprocessable } from '../../lib/http-errors.js';
import { gatewayModes } from '../../lib/payment-modes.js';
import { currentShopSettings } from '../settings/index.js';
import { codProvider } from './cod.js';
import { createEsewaProvider } from './esewa.js';
import { injectFetch } from './inject-fetch.js';
import { createKhaltiProvider } from './khalti.js';
import type { PaymentProvider } from './provider.js';
import { PaymentProviderError } from './providers/errors.js';
import { ESEWA_FORM_URL_TEST, ESEWA_STATUS_URL_TEST } from './providers/esewa-client.js';
import { EsewaSimulatorStore } from './providers/esewa-simulator.js';
import { KHALTI_BASE_URL_SANDBOX } from './providers/khalti-client.js';

// Shared with the settings module (what checkout can offer), so they live below both modules.
export { gatewayModes, offeredGateways } from '../../lib/payment-modes.js';

/** Where the built-in simulators live (under the /api/v1 prefix of the modules). */
export const ESEWA_SIMULATOR_PREFIX = '/payments/simulator/esewa';
export const KHALTI_SIMULATOR_PREFIX = '/payments/simulator/khalti';
const API_PREFIX = '/api/v1';

/** eSewa's public UAT merchant (docs/protocols.md §1.4); used by the simulator only. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET = '8gBm/:&EnhH.1/q';
/** The simulator's merchant key; real keys come from KHALTI_SECRET_KEY. */
export const KHALTI_SIMULATOR_SECRET = 'pasal_simulator_live_secret_key';

export type PaymentProviders = Record<PaymentGateway, PaymentProvider>;

/** What building the providers reads: the config, and the shop's name from its settings (Khalti). */
type ProviderServices = Pick<AppServices, 'config' | 'database' | 'catalogCache'>;

// Keyed by the app's config object, as the shop settings are (settings/service.ts): the services
// reach these functions as a pick of app.services, so the config is what one app's callers share.
const built = new WeakMap<Config, PaymentProviders>();
const esewaStores = new WeakMap<Config, EsewaSimulatorStore>();
const simulatorFetches = new WeakMap<Config, typeof fetch>();

/** The eSewa simulator's transactions of this app (tests force statuses and outages through it). */
export function esewaSimulatorStore(services: Pick<AppServices, 'config'>): EsewaSimulatorStore {
  let store = esewaStores.get(services.config);
  if (!store) {
    store = new EsewaSimulatorStore();
    esewaStores.set(services.config, store);
  }
  return store;
}

/**
 * Lets the simulated providers of this app reach its built-in simulators through `app.inject`
 * (inject-fetch.ts). The payments routes call it when they mount the simulators; a provider is
 * built on first use, after that.
 */
export function registerSimulatorFetch(app: FastifyInstance): void {
  simulatorFetches.set(app.services.config, injectFetch(app));
}

function simulatorFetch(config: Config): typeof fetch {
  const fetchImpl = simulatorFetches.get(config);
  // Only the payments routes mount the simulators; without them a simulated payment cannot work.
  if (!fetchImpl) throw new Error('payment simulators are not mounted (paymentsRoutes not registered)');
  return fetchImpl;
}

const gatewayUnavailableMessage = (gateway: PaymentGateway) =>
  `${PAYMENT_GATEWAY_LABELS[gateway]} is not available in this shop; please choose another payment method`;

const gatewaySwitchedOffMessage = (gateway: PaymentGateway) =>
  `${PAYMENT_GATEWAY_LABELS[gateway]} is not offered at the moment; please choose another payment method`;

/**
 * The provider for a new order; 422 when the shop cannot take that gateway (no credentials outside
 * demo mode) or the admin has switched it off in the shop settings (`switchedOn`).
 */
export function offeredPaymentProvider(
  services: ProviderServices,
  gateway: PaymentGateway,
  switchedOn: readonly PaymentGateway[] = PAYMENT_GATEWAYS,
): PaymentProvider {
  if (gatewayModes(services.config)[gateway] === 'off') {
    throw unprocessable(gatewayUnavailableMessage(gateway), {
      payment_gateway: 'Please choose another payment method',
    });
  }
  if (!switchedOn.includes(gateway)) {
    throw unprocessable(gatewaySwitchedOffMessage(gateway), {
      payment_gateway: 'Please choose another payment method',
    });
  }
  return paymentProviders(services)[gateway];
}

/**
 * A gateway that is off still has orders from when it was not (a demo run, removed credentials):
 * it can say nothing about them, which is an inconclusive answer, never a failure, so they are
 * held and the shop is alerted (payment-flow.ts) instead of being released on a guess.
 */
function offProvider(gateway: 'Esewa' | 'Khalti'): PaymentProvider {
  const unavailable = () =>
    new PaymentProviderError(
      gateway === 'Esewa' ? 'esewa' : 'khalti',
      'unavailable',
      `${PAYMENT_GATEWAY_LABELS[gateway]} is off in this shop (no credentials and no demo mode)`,
    );
  return {
    gateway,
    simulated: false,
    async start() {
      throw unprocessable(gatewayUnavailableMessage(gateway));
    },
    async verifyReturn() {
      throw unavailable();
    },
    async check() {
      throw unavailable();
    },
  };
}

/**
 * The providers of this app, built from config on first use. Without credentials a provider
 * talks to the built-in simulator in-process (see inject-fetch.ts); with credentials it talks to
 * the configured (default: test) endpoints.
 */
export function paymentProviders(services: ProviderServices): PaymentProviders {
  const { config } = services;
  const existing = built.get(config);
  if (existing) return existing;
  // Read at call time: deployments and the e2e harness may set the public URL after start-up.
  const publicUrl = () => config.PUBLIC_URL.replace(/\/+$/, '');
  // Khalti shows the order's name to the payer: the shop's name as the admin last saved it.
  const storedShopName = async () => (await currentShopSettings(services)).name;

  const esewa =
    config.esewaMode === 'off'
      ? offProvider('Esewa')
      : config.esewaSimulated
        ? createEsewaProvider({
            productCode: ESEWA_TEST_PRODUCT_CODE,
            secret: ESEWA_TEST_SECRET,
            formUrl: () => `${publicUrl()}${API_PREFIX}${ESEWA_SIMULATOR_PREFIX}/api/epay/main/v2/form`,
            statusUrl: () => `${publicUrl()}${API_PREFIX}${ESEWA_SIMULATOR_PREFIX}/api/epay/transaction/status/`,
            publicUrl,
            simulated: true,
            fetchImpl: simulatorFetch(config),
          })
        : createEsewaProvider({
            productCode: config.ESEWA_PRODUCT_CODE ?? ESEWA_TEST_PRODUCT_CODE,
            secret: config.ESEWA_SECRET ?? '',
            formUrl: () => config.ESEWA_FORM_URL ?? ESEWA_FORM_URL_TEST,
            statusUrl: () => config.ESEWA_STATUS_URL ?? ESEWA_STATUS_URL_TEST,
            publicUrl,
            simulated: false,
          });

  const khalti =
    config.khaltiMode === 'off'
      ? offProvider('Khalti')
      : config.khaltiSimulated
        ? createKhaltiProvider({
            baseUrl: () => `${publicUrl()}${API_PREFIX}${KHALTI_SIMULATOR_PREFIX}/api/v2/`,
            secretKey: KHALTI_SIMULATOR_SECRET,
            publicUrl,
            shopName: storedShopName,
            simulated: true,
            fetchImpl: simulatorFetch(config),
          })
        : createKhaltiProvider({
            baseUrl: () => config.KHALTI_BASE_URL ?? KHALTI_BASE_URL_SANDBOX,
            secretKey: config.KHALTI_SECRET_KEY ?? '',
            publicUrl,
            shopName: storedShopName,
            simulated: false,
          });

  const providers: PaymentProviders = { Esewa: esewa, Khalti: khalti, COD: codProvider };
  built.set(config, providers);
  return providers;
}
