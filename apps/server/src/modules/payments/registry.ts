import { API_PREFIX, PAYMENT_GATEWAY_LABELS, PAYMENT_GATEWAYS, type PaymentGateway } from '@pasal/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { AppServices } from '../../services.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { currentPaymentCredentials, type SavedGatewayCredentials } from '../../lib/payment-credentials.js';
import { gatewayModes, savedGatewayMode } from '../../lib/payment-modes.js';
import { currentShopSettings } from '../settings/index.js';
import { codProvider } from './cod.js';
import { createEsewaProvider } from './esewa.js';
import { injectFetch } from './inject-fetch.js';
import { createKhaltiProvider } from './khalti.js';
import type { PaymentProvider } from './provider.js';
import { KhaltiApiError, PaymentProviderError } from './providers/errors.js';
import { ESEWA_FORM_URL_TEST, ESEWA_STATUS_URL_TEST } from './providers/esewa-client.js';
import { EsewaSimulatorStore } from './providers/esewa-simulator.js';
import { KHALTI_BASE_URL_SANDBOX, khaltiLookup } from './providers/khalti-client.js';

// Shared with the settings module (what checkout can offer), so they live below both modules.
export { gatewayModes, offeredGateways } from '../../lib/payment-modes.js';

/** Where the built-in simulators live (under the /api/v1 prefix of the modules). */
export const ESEWA_SIMULATOR_PREFIX = '/payments/simulator/esewa';
export const KHALTI_SIMULATOR_PREFIX = '/payments/simulator/khalti';

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
    throw refuse(
      'gateway_unavailable',
      { gateway: PAYMENT_GATEWAY_LABELS[gateway] },
      { fields: { payment_gateway: fieldRefusal('choose_another_payment_method') } },
    );
  }
  if (!switchedOn.includes(gateway)) {
    throw refuse(
      'gateway_switched_off',
      { gateway: PAYMENT_GATEWAY_LABELS[gateway] },
      { fields: { payment_gateway: fieldRefusal('choose_another_payment_method') } },
    );
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
      throw refuse('gateway_unavailable', { gateway: PAYMENT_GATEWAY_LABELS[gateway] });
    },
    async verifyReturn() {
      throw unavailable();
    },
    async check() {
      throw unavailable();
    },
  };
}

/** eSewa's and Khalti's production hosts (docs/protocols.md §1.1, §2.1): for live credentials saved on the settings screen. */
const ESEWA_FORM_URL_LIVE = 'https://epay.esewa.com.np/api/epay/main/v2/form';
const ESEWA_STATUS_URL_LIVE = 'https://epay.esewa.com.np/api/epay/transaction/status/';
const KHALTI_BASE_URL_LIVE = 'https://khalti.com/api/v2/';

/**
 * A provider that asks for the credentials at each call (start, verification, check) and hands the
 * call to one built for them: what an admin saves on the settings screen applies to the next
 * payment, without a restart. Nothing secret is kept in the order, so a payment started with
 * earlier credentials is verified with the current ones (docs/decisions.md).
 */
function switchingProvider(
  gateway: 'Esewa' | 'Khalti',
  config: Config,
  resolve: () => Promise<PaymentProvider>,
): PaymentProvider {
  return {
    gateway,
    get simulated() {
      return gatewayModes(config)[gateway] === 'simulated';
    },
    start: async (order, options) => (await resolve()).start(order, options),
    verifyReturn: async (order, input) => (await resolve()).verifyReturn(order, input),
    check: async (order) => (await resolve()).check(order),
  };
}

/** Builds a provider once per set of saved credentials (a new save builds a new one). */
function perCredentials(
  build: (saved: SavedGatewayCredentials | undefined) => PaymentProvider,
): (saved: SavedGatewayCredentials | undefined) => PaymentProvider {
  let last: { key: string; provider: PaymentProvider } | undefined;
  return (saved) => {
    const key = saved ? JSON.stringify([saved.mode, saved.merchantCode, saved.secret, saved.updatedAt]) : '';
    if (last?.key !== key) last = { key, provider: build(saved) };
    return last.provider;
  };
}

/**
 * Where Khalti is reached and with which key: saved credentials (live: production; test: the
 * simulator in demo mode, else the sandbox), else the environment's, else the simulator in demo
 * mode; null: Khalti is off.
 */
function khaltiConnectionFor(
  config: Config,
  saved: SavedGatewayCredentials | undefined,
): { baseUrl: () => string; secretKey: string; simulated: boolean; fetchImpl?: typeof fetch } | null {
  const publicUrl = () => config.PUBLIC_URL.replace(/\/+$/, '');
  const simulator = () => `${publicUrl()}${API_PREFIX}${KHALTI_SIMULATOR_PREFIX}/api/v2/`;
  if (saved) {
    const mode = savedGatewayMode(saved, config.paymentSimulators);
    if (mode === 'off' || saved.secret === null) return null;
    if (mode === 'simulated') {
      return { baseUrl: simulator, secretKey: saved.secret, simulated: true, fetchImpl: simulatorFetch(config) };
    }
    return {
      baseUrl: () =>
        saved.mode === 'live' ? KHALTI_BASE_URL_LIVE : (config.KHALTI_BASE_URL ?? KHALTI_BASE_URL_SANDBOX),
      secretKey: saved.secret,
      simulated: false,
    };
  }
  if (config.khaltiMode === 'off') return null;
  if (config.khaltiSimulated) {
    return {
      baseUrl: simulator,
      secretKey: KHALTI_SIMULATOR_SECRET,
      simulated: true,
      fetchImpl: simulatorFetch(config),
    };
  }
  return {
    baseUrl: () => config.KHALTI_BASE_URL ?? KHALTI_BASE_URL_SANDBOX,
    secretKey: config.KHALTI_SECRET_KEY ?? '',
    simulated: false,
  };
}

/** A pidx no payment has: looking it up costs nothing and starts no payment. */
const KEY_CHECK_PIDX = 'pasalKeyCheckNoSuchPayment';

/**
 * Asks Khalti (or its simulator) whether it accepts the saved secret key, by looking up a payment
 * that does not exist: "Not found" means the key was accepted, 401 that it was not. Returns null
 * when accepted, else Khalti's words; throws PaymentProviderError when Khalti cannot be reached,
 * and answers undefined when no Khalti credentials are saved.
 */
export async function checkSavedKhaltiKey(services: Pick<AppServices, 'config'>): Promise<string | null | undefined> {
  const saved = (await currentPaymentCredentials(services.config)).Khalti;
  if (!saved) return undefined;
  const connection = khaltiConnectionFor(services.config, saved);
  if (connection === null) return 'the saved key cannot be opened with this settings key: enter it again';
  try {
    await khaltiLookup({
      baseUrl: connection.baseUrl(),
      secretKey: connection.secretKey,
      pidx: KEY_CHECK_PIDX,
      ...(connection.fetchImpl ? { fetchImpl: connection.fetchImpl } : {}),
    });
    return null;
  } catch (error) {
    if (error instanceof KhaltiApiError) {
      if (error.httpStatus === 404 || error.detail === 'Not found.') return null;
      if (error.httpStatus === 401 || error.httpStatus === 403) return error.detail ?? error.message;
    }
    throw error;
  }
}

/**
 * The providers of this app. Credentials saved on /staff/settings win (live: the production hosts;
 * test: the simulator in demo mode, else the sandbox); without them, the environment's
 * (ESEWA_*, KHALTI_*: the configured, default test, endpoints); without those, the built-in
 * simulator in demo mode (talked to in-process, see inject-fetch.ts), else the gateway is off.
 */
export function paymentProviders(services: ProviderServices): PaymentProviders {
  const { config } = services;
  const existing = built.get(config);
  if (existing) return existing;
  // Read at call time: deployments and the e2e harness may set the public URL after start-up.
  const publicUrl = () => config.PUBLIC_URL.replace(/\/+$/, '');
  // Khalti shows the order's name to the payer: the shop's name as the admin last saved it.
  const storedShopName = async () => (await currentShopSettings(services)).name;
  const esewaSimulatorUrls = {
    formUrl: () => `${publicUrl()}${API_PREFIX}${ESEWA_SIMULATOR_PREFIX}/api/epay/main/v2/form`,
    statusUrl: () => `${publicUrl()}${API_PREFIX}${ESEWA_SIMULATOR_PREFIX}/api/epay/transaction/status/`,
  };

  const esewaFor = perCredentials((saved) => {
    if (saved) {
      const mode = savedGatewayMode(saved, config.paymentSimulators);
      if (mode === 'off' || saved.secret === null) return offProvider('Esewa');
      const credentials = { productCode: saved.merchantCode, secret: saved.secret, publicUrl };
      if (mode === 'simulated') {
        return createEsewaProvider({
          ...credentials,
          ...esewaSimulatorUrls,
          simulated: true,
          fetchImpl: simulatorFetch(config),
        });
      }
      return createEsewaProvider({
        ...credentials,
        formUrl: () => (saved.mode === 'live' ? ESEWA_FORM_URL_LIVE : (config.ESEWA_FORM_URL ?? ESEWA_FORM_URL_TEST)),
        statusUrl: () =>
          saved.mode === 'live' ? ESEWA_STATUS_URL_LIVE : (config.ESEWA_STATUS_URL ?? ESEWA_STATUS_URL_TEST),
        simulated: false,
      });
    }
    if (config.esewaMode === 'off') return offProvider('Esewa');
    if (config.esewaSimulated) {
      return createEsewaProvider({
        productCode: ESEWA_TEST_PRODUCT_CODE,
        secret: ESEWA_TEST_SECRET,
        ...esewaSimulatorUrls,
        publicUrl,
        simulated: true,
        fetchImpl: simulatorFetch(config),
      });
    }
    return createEsewaProvider({
      productCode: config.ESEWA_PRODUCT_CODE ?? ESEWA_TEST_PRODUCT_CODE,
      secret: config.ESEWA_SECRET ?? '',
      formUrl: () => config.ESEWA_FORM_URL ?? ESEWA_FORM_URL_TEST,
      statusUrl: () => config.ESEWA_STATUS_URL ?? ESEWA_STATUS_URL_TEST,
      publicUrl,
      simulated: false,
    });
  });

  const khaltiFor = perCredentials((saved) => {
    const connection = khaltiConnectionFor(config, saved);
    if (connection === null) return offProvider('Khalti');
    return createKhaltiProvider({ ...connection, publicUrl, shopName: storedShopName });
  });

  const providers: PaymentProviders = {
    Esewa: switchingProvider('Esewa', config, async () => esewaFor((await currentPaymentCredentials(config)).Esewa)),
    Khalti: switchingProvider('Khalti', config, async () =>
      khaltiFor((await currentPaymentCredentials(config)).Khalti),
    ),
    COD: codProvider,
  };
  built.set(config, providers);
  return providers;
}
