import { resolve } from 'node:path';
import { COD_HOLD_DEFAULTS, COD_HOLD_LIMIT_RANGE, PAYMENT_GATEWAYS, SHOP_ADDRESS } from '@pasal/contract';
import { z } from 'zod';
import { demoModeEnabled, gatewayMode, type GatewayMode } from './lib/payment-modes.js';

// Every setting the server reads. Defaults are for a developer's machine; production deployments
// override them through the environment (see docs/configuration.md).
/**
 * The demo shop's sender. A shop that saved its own name and contact e-mail but set no MAIL_FROM
 * sends from its contact address instead (settings/service.ts mailSenderFor), never from the demo's.
 */
export const DEMO_MAIL_FROM = 'Pasal <no-reply@pasal.example>';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PUBLIC_URL: optionalString,
  /** Trust X-Forwarded-For only behind a proxy that overwrites it: off, or e.g. 'loopback' or '10.0.0.0/8'. */
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: optionalString,
  COOKIE_SECURE: booleanFromEnv,
  REDIS_URL: optionalString,
  /**
   * Keys each in-memory limit keeps (the per-address ceilings without Redis, lib/keyed-limits.ts):
   * the oldest is forgotten past this. Per-e-mail and per-account limits are durable and unaffected.
   */
  RATE_LIMIT_MEMORY_KEYS: z.coerce.number().int().min(1).default(5000),
  /** Bearer token for GET /metrics; unset: no /metrics route (lib/metrics.ts). */
  METRICS_TOKEN: optionalString,
  /** Graceful stop (lib/health.ts drainAndClose): seconds /readyz says 503 before the server stops accepting. */
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Graceful stop: seconds requests in flight may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(15),
  SMTP_URL: optionalString,
  /**
   * Seals the secrets an admin enters on /staff/settings (the mail server's password, the eSewa and Khalti secrets); unset: a key
   * generated once in DATA_DIR. Set it (the same everywhere) when several processes share a database.
   */
  SETTINGS_KEY: optionalString,
  MAIL_FROM: z.string().default(DEMO_MAIL_FROM),
  SHOP_NAME: z.string().default('Pasal'),
  SHOP_EMAIL: z.string().default('hello@pasal.example'),
  SHOP_PHONE: z.string().default('+977 9800000000'),
  SHOP_LEGAL_NAME: z.string().default('Pasal Electronics Pvt. Ltd. (demo)'),
  SHOP_REGISTRATION_NO: z.string().default('000000/00/000 (demo)'),
  SHOP_PAN: z.string().default('000000000 (demo)'),
  SHOP_GRIEVANCE_OFFICER: z.string().default('Grievance Officer (demo), grievance@pasal.example'),
  // The SHOP_* values, FREE_DELIVERY_THRESHOLD, STANDARD_DELIVERY_CHARGE and PAYMENT_METHODS are
  // the settings of a new shop: once an admin saves /staff/settings, the stored ones apply.
  SHOP_ADDRESS: z.string().default(SHOP_ADDRESS),
  SHOP_OPENING_HOURS: z.string().default('Mon - Sat 9AM - 7PM'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  FREE_DELIVERY_THRESHOLD: z.coerce.number().int().min(0).default(10000),
  /** Rupees: the delivery charge of a product without one of its own (0: such products ship free). */
  STANDARD_DELIVERY_CHARGE: z.coerce.number().int().min(0).default(0),
  /** The payment methods offered, comma-separated (a gateway without credentials stays off anyway). */
  PAYMENT_METHODS: z
    .string()
    .default(PAYMENT_GATEWAYS.join(','))
    .transform((value) => value.split(',').map((method) => method.trim()))
    .pipe(z.array(z.enum(PAYMENT_GATEWAYS)).min(1)),
  /**
   * A new shop's cash-on-delivery limits (issue #29; settings cod_max_open_orders and
   * cod_max_units_per_product): open unpaid COD orders per account, and units of one product held
   * across them.
   */
  COD_MAX_OPEN_ORDERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(COD_HOLD_LIMIT_RANGE.max)
    .default(COD_HOLD_DEFAULTS.maxOpenOrders),
  COD_MAX_UNITS_PER_PRODUCT: z.coerce
    .number()
    .int()
    .min(1)
    .max(COD_HOLD_LIMIT_RANGE.max)
    .default(COD_HOLD_DEFAULTS.maxUnitsPerProduct),
  TAX_PERCENTAGE: z.coerce.number().min(0).max(100).default(0),
  ESEWA_PRODUCT_CODE: optionalString,
  ESEWA_SECRET: optionalString,
  ESEWA_FORM_URL: optionalString,
  ESEWA_STATUS_URL: optionalString,
  KHALTI_SECRET_KEY: optionalString,
  KHALTI_BASE_URL: optionalString,
  PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(30),
  /** on: simulate gateways without credentials (demo shop); off: never; unset: on for a loopback PUBLIC_URL. */
  PAYMENT_SIMULATORS: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /**
   * Sparrow SMS (modules/sms, docs/protocols.md §7): with the token and the sender identity the shop
   * sends text messages; without them a demo shop writes them to DATA_DIR/sms-outbox and a
   * production shop sends none. SPARROW_SMS_URL points elsewhere (a simulator in tests).
   */
  SPARROW_SMS_TOKEN: optionalString,
  SPARROW_SMS_FROM: optionalString,
  SPARROW_SMS_URL: optionalString,
  /**
   * IRD's Central Billing Monitoring System (modules/cbms): with all three set (and the shop's PAN
   * saved in the settings) every bill and credit note is sent to CBMS. Unset: no sync.
   */
  CBMS_USERNAME: optionalString,
  CBMS_PASSWORD: optionalString,
  CBMS_URL: optionalString,
  CATALOG_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /** on: seed the demo catalogue into an empty database; off: never; unset: on for a loopback PUBLIC_URL. */
  SEED_DEMO: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** Where the built web app is; the e2e harness builds into a scratch folder of its own. */
  WEB_DIST_DIR: optionalString,
  SERVE_WEB: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /**
   * Slow clients: seconds a request may take to arrive whole (headers and body), and its headers
   * alone. A body trickled byte by byte is cut with 408 after this (lib/connection-limits.ts).
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(20),
  /** Connections one socket address may hold open; 0: no ceiling. Unset: 64, or none behind TRUST_PROXY. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
  /** Password hashes (scrypt, 128 MiB each) run at once; the rest of libuv's 4 threads stay free for files. */
  /**
   * Test suites only: passwords hashed with scrypt at N=2^12 rather than OWASP's 2^17, a 32nd of the
   * work, as Django's and Rails' test settings take a cheap hasher. The end-to-end journeys register
   * and sign in hundreds of times on two cores. Never for a shop: the server warns at start.
   */
  PASSWORD_HASH_FOR_TESTS: booleanFromEnv,
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Sign-ins waiting for a hash; one more is answered 503 with Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** /api/docs (OpenAPI and its pages): on or off; unset: off in production, on elsewhere. */
  API_DOCS: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

type RawConfig = z.infer<typeof configSchema>;

export interface Config extends Omit<
  RawConfig,
  'PUBLIC_URL' | 'JWT_SECRET' | 'DATA_DIR' | 'MAX_CONNECTIONS_PER_ADDRESS' | 'SEED_DEMO'
> {
  /** Whether an empty database gets the demo catalogue at start (demo mode, as for the simulators). */
  SEED_DEMO: boolean;
  /** 0: no ceiling. */
  MAX_CONNECTIONS_PER_ADDRESS: number;
  DATA_DIR: string;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  /** How each online gateway runs (modules/payments/modes.ts). */
  esewaMode: GatewayMode;
  khaltiMode: GatewayMode;
  /** True when no real eSewa credentials are configured and the shop is in demo mode: the local simulator is mounted. */
  esewaSimulated: boolean;
  khaltiSimulated: boolean;
  /** Demo mode: the built-in eSewa and Khalti simulators are mounted (env or saved test credentials may use them). */
  paymentSimulators: boolean;
  /** Demo mode (the payment simulators' rule): the CBMS simulator is mounted (modules/cbms). */
  cbmsSimulated: boolean;
  /** Whether /api/docs is served (API_DOCS, else not in production). */
  apiDocs: boolean;
  /** How text messages go (modules/sms): Sparrow SMS (live), files in DATA_DIR/sms-outbox (demo, the simulators' rule), or not at all. */
  smsMode: 'live' | 'demo' | 'off';
}

/** Cookies carry Secure when the shop runs on https (or COOKIE_SECURE says so behind a TLS proxy). */
export function cookiesSecure(config: Pick<Config, 'COOKIE_SECURE' | 'PUBLIC_URL'>): boolean {
  return config.COOKIE_SECURE || config.PUBLIC_URL.startsWith('https://');
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const raw = parsed.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  if (raw.NODE_ENV === 'production' && raw.JWT_SECRET === undefined && raw.DATABASE_URL !== undefined) {
    // A shared database means several processes: they must agree on the signing key.
    throw new ConfigError('JWT_SECRET must be set when DATABASE_URL is used in production');
  }
  if (raw.HEADERS_TIMEOUT_SECONDS > raw.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  const simulators = demoModeEnabled(raw.PAYMENT_SIMULATORS, publicUrl);
  const esewaMode = gatewayMode(raw.ESEWA_SECRET !== undefined, simulators);
  const khaltiMode = gatewayMode(raw.KHALTI_SECRET_KEY !== undefined, simulators);
  return {
    ...raw,
    DATA_DIR: resolve(raw.DATA_DIR),
    PUBLIC_URL: publicUrl,
    // Without a configured secret each data directory gets its own random one (see secrets.ts).
    JWT_SECRET: raw.JWT_SECRET ?? '',
    SEED_DEMO: demoModeEnabled(raw.SEED_DEMO, publicUrl),
    esewaMode,
    khaltiMode,
    esewaSimulated: esewaMode === 'simulated',
    khaltiSimulated: khaltiMode === 'simulated',
    paymentSimulators: simulators,
    cbmsSimulated: simulators,
    // Behind a proxy every connection is the proxy's: a ceiling there would shut out everyone.
    MAX_CONNECTIONS_PER_ADDRESS: raw.MAX_CONNECTIONS_PER_ADDRESS ?? (raw.TRUST_PROXY === undefined ? 64 : 0),
    smsMode: raw.SPARROW_SMS_TOKEN && raw.SPARROW_SMS_FROM ? 'live' : simulators ? 'demo' : 'off',
    apiDocs: raw.API_DOCS === undefined ? raw.NODE_ENV !== 'production' : raw.API_DOCS === 'on',
  };
}
