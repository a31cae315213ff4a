// The services every module receives (app.services), in a file of their own so that modules can
// name them without importing app.ts, which imports every module (issue #21: no import cycles).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connection.js';
import type { AccessClaims, AccessTokens } from './lib/access-token.js';
import type { Mailer } from './lib/mailer.js';
import type { CatalogCache } from './modules/catalog/index.js';
import type { MailOutbox } from './modules/mail/index.js';
import type { PricingSource } from './modules/orders/index.js';
import type { SmsOutbox } from './modules/sms/index.js';
import type { MailServerControl } from './modules/settings/mail/control.js';
import type { PaymentCredentialsControl } from './modules/settings/payments/control.js';

export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The mail server saved on /staff/settings: its key, and a way to make the mailer read it again. */
  mailServer: MailServerControl;
  /** The eSewa and Khalti credentials saved on /staff/settings, cached; payments read them per call. */
  paymentCredentials: PaymentCredentialsControl;
  /** Queued e-mail (order confirmations and notices): durable, sent in the background, retried. */
  mailOutbox: MailOutbox;
  /** Queued text messages (order updates): durable, sent in the background, retried, status kept. */
  smsOutbox: SmsOutbox;
  now: () => number;
  /** The process's logger (app.log); a request's own logger is request.log. */
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  catalogCache: CatalogCache;
  /** Product facts for placing orders, without stock (modules/orders/pricing-cache.ts). */
  pricingCache: PricingSource;
  redis?: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** preHandler: 401 unless a valid access token is present; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest/preHandler: like authenticate, and 403 unless the user is staff or admin. Reads
     * trust the token's role; writes also check it in the database (a removed role stops them).
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like requireStaff, for admins only (staff accounts, catalogue, prices, settings). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Admins and accountants: the accounts area (sales register, reports, exports). */
    requireAccounts: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Staff, admins and accountants: printing a bill. */
    requireBillReader: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set when the request carries a valid access token (optional on public routes). */
    user: AccessClaims | null;
  }
}

export type App = FastifyInstance;
