import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ANNOUNCEMENT_SCRIPT, API_PREFIX, type UserRole } from '@pasal/contract';
import { isStorefrontRoute } from '@pasal/contract';
import { rateLimitMessage, rateLimitRefusal, refusalInEnglish } from '@pasal/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { cookiesSecure, type Config } from './config.js';
import { migrationsFolder, type DatabaseHandle } from './db/connection.js';
import { createAccessTokens } from './lib/access-token.js';
import { registerHealthRoutes } from './lib/health.js';
import { foreignHostWarning, isInProcess } from './lib/host-check.js';
import { HttpError } from './lib/http-errors.js';
import { RefusalError, refusalBody, refuse } from './lib/refusal.js';
import { frameworkErrorAnswer, registerInputHygiene } from './lib/input-hygiene.js';
import { limitConnectionsPerAddress } from './lib/connection-limits.js';
import { countInFlight } from './lib/in-flight.js';
import { createMailer, withSender, type Mailer } from './lib/mailer.js';
import { installMetrics } from './lib/metrics.js';
import { errorAnswerHeaders, registerSecurityHeaders } from './lib/security-headers.js';
import {
  adminExists,
  currentRoleOf,
  hashPasswordsForTests,
  limitPasswordHashing,
  refuseDisabledWriter,
} from './modules/auth/index.js';
import { createCatalogCache } from './modules/catalog/index.js';
import { modules } from './modules/index.js';
import { createMailOutbox, demoInboxRoutes, demoMailEnabled } from './modules/mail/index.js';
import { mediaRoutes } from './modules/media/index.js';
import { createPricingCache, orderMailTemplates } from './modules/orders/index.js';
import { createSmsOutbox, demoSender, sparrowSender } from './modules/sms/index.js';
import { ESEWA_FORM_URL_TEST } from './modules/payments/index.js';
import {
  brandHtml,
  FIRST_SCREEN_LOADER,
  localizeHtml,
  pageLocale,
  readLocaleAssets,
  rememberLocale,
  seoRoutes,
  withoutLocaleParam,
} from './modules/seo/index.js';
import {
  contentPagesRoutes,
  blogRoutes,
  listPagesRoutes,
  currentShopLook,
  homeRoutes,
  logoRoutes,
  mailSenderFor,
  mailServerControl,
  mailServerRoutes,
  paymentCredentialsControl,
  paymentSettingsRoutes,
} from './modules/settings/index.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Injected clock so tests can move time (token expiry, OTP expiry, payment windows). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

import type { AppServices } from './services.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A 429 says when to try again (docs/rate-limits.md), from its Retry-After seconds: a code, its count and the English. */
function tooManyAnswer(retryAfter: unknown) {
  const { code, params } = rateLimitRefusal(Number(retryAfter));
  return { message: refusalInEnglish(code, params as never), code, ...(params ? { params } : {}) };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    // Client IPs key the rate limits: a forwarded header is believed only from configured proxies.
    trustProxy: config.TRUST_PROXY ?? false,
    // The spec's paths end in '/', but a client leaving it off should not get a 404.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Slow clients (issue #29): Fastify turns node's whole-request timeout off by default, so a body
    // trickled one byte at a time held its connection for ever. Node checks the timeouts every
    // connectionsCheckingInterval (30 s by default): a fraction of the headers' timeout instead.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(5000, Math.max(100, (config.HEADERS_TIMEOUT_SECONDS * 1000) / 4)),
    },
    // Starting loads the web build's first-screen renderer (seo routes): on a busy machine (a
    // deploy, CI with parallel suites) that took longer than Fastify's default 10 s per plugin.
    pluginTimeout: 60_000,
    // A path that is not valid UTF-8 (%ED%A0%80: a lone surrogate) is refused before routing.
    frameworkErrors: frameworkErrorAnswer(errorAnswerHeaders(config.PUBLIC_URL)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = deps.now ?? Date.now;
  // Sign-ins hash in a bounded pool so they cannot take every libuv thread (auth/hash-pool.ts).
  limitPasswordHashing({ concurrency: config.PASSWORD_HASH_CONCURRENCY, queue: config.PASSWORD_HASH_QUEUE });
  hashPasswordsForTests(config.PASSWORD_HASH_FOR_TESTS);
  limitConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS);
  // Background work (the mail queue) gives way while shoppers wait for answers.
  const requestsInFlight = countInFlight(app.server);
  // ioredis loads only for a shop that shares its limits through Redis (about 60 ms of start).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // Every e-mail goes out under the shop's own name, with its contact address for replies.
  const baseMailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
      log: app.log,
    });
  // SMTP_URL's server, else the one the admin saved on /staff/settings, else the outbox folder.
  const mailServer = mailServerControl(baseMailer, { config, db: database.db });
  const mailer = withSender(mailServer.mailer, () => mailSenderFor(database.db, config));
  const catalogCache = createCatalogCache({
    pool: database.pool,
    databaseUrl: database.url,
    enabled: config.CATALOG_CACHE,
  });
  const services: AppServices = {
    config,
    database,
    now,
    log: app.log,
    accessTokens: createAccessTokens(config.JWT_SECRET, now),
    mailer,
    mailServer,
    paymentCredentials: paymentCredentialsControl({ config, db: database.db, box: mailServer.box, now }),
    mailOutbox: createMailOutbox({
      db: database.db,
      mailer,
      now,
      log: app.log,
      busy: () => requestsInFlight() > 0,
      templates: orderMailTemplates,
    }),
    // Sparrow SMS with credentials; a demo shop's messages become files; otherwise none (config.ts).
    smsOutbox: createSmsOutbox({
      db: database.db,
      sender:
        config.smsMode === 'live'
          ? sparrowSender({
              token: config.SPARROW_SMS_TOKEN ?? '',
              from: config.SPARROW_SMS_FROM ?? '',
              url: config.SPARROW_SMS_URL,
            })
          : config.smsMode === 'demo'
            ? demoSender(join(config.DATA_DIR, 'sms-outbox'))
            : null,
      now,
      log: app.log,
    }),
    redis,
    catalogCache,
    pricingCache: createPricingCache({ catalog: catalogCache }),
  };
  await services.catalogCache.listen();
  // Tests send queued mail when it is queued (kick) and control time; a running shop also polls
  // for retries and for mail a stopped process left behind.
  if (config.NODE_ENV !== 'test') {
    services.mailOutbox.startPolling();
    services.smsOutbox.startPolling();
  }
  app.decorate('services', services);
  app.decorateRequest('user', null);
  const checkHost = foreignHostWarning(() => config.PUBLIC_URL, app.log);
  app.addHook('onRequest', async (request) => {
    checkHost({ host: request.host, url: request.url, inProcess: isInProcess(request.raw) });
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.user = await services.accessTokens.verify(header.slice(7).trim());
  });
  // A disabled account's sessions end at once, but its access token lives up to 15 minutes:
  // every write is checked against the disabled accounts (auth/users.ts), reads trust the token.
  const refuseDisabled = refuseDisabledWriter(database.db, services.catalogCache);
  // Everything behind a sign-in is one person's (orders, cart, wishlist, account, addresses, the
  // back office): no shared cache or browser history may keep it. Set before the checks, so a 401
  // or 403 is not stored either.
  const personal = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');
  app.decorate('authenticate', async (request, reply) => {
    personal(reply);
    if (!request.user) throw refuse('sign_in_required');
    await refuseDisabled(request);
  });
  // The token's role is up to 15 minutes old. A read may trust it; a write asks the database
  // (one primary-key lookup), so a role removed or lowered on the Staff screen stops writes at once.
  const requireRole =
    (allowed: readonly UserRole[], refusal: 'staff_only' | 'admin_only' | 'accounts_only') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      personal(reply);
      if (!request.user) throw refuse('sign_in_required');
      if (!allowed.includes(request.user.role)) throw refuse(refusal);
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const role = await currentRoleOf(database.db, request.user.userId);
      if (!role || !allowed.includes(role)) throw refuse(refusal);
    };
  app.decorate('requireStaff', requireRole(['staff', 'admin'], 'staff_only'));
  app.decorate('requireAdmin', requireRole(['admin'], 'admin_only'));
  // The accountant (issue #34) sees the accounts area and reads and prints bills, nothing else.
  app.decorate('requireAccounts', requireRole(['admin', 'accountant'], 'accounts_only'));
  app.decorate('requireBillReader', requireRole(['staff', 'admin', 'accountant'], 'staff_only'));
  app.addHook('onClose', async () => {
    await services.mailOutbox.close();
    await services.smsOutbox.close();
    services.mailer.close?.();
    await services.catalogCache.close();
    await redis?.quit().catch(() => undefined);
  });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const field =
          path ||
          (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path?.map(String).join('.') ||
          'request';
        errors[field] ??= issue.message ?? 'is invalid';
      }
      const [field, message] = Object.entries(errors)[0] ?? ['request', 'is invalid'];
      return reply.status(400).send({ message: `Invalid ${field}: ${message}`, errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error instanceof RefusalError ? refusalBody(error) : {}),
      });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply
        .status(statusCode)
        .send(
          statusCode === 429 ? tooManyAnswer(reply.getHeader('retry-after')) : { message: (error as Error).message },
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong' });
  });

  // Before any route: every response carries the security headers, and every request's text is
  // checked for NUL and lone surrogates (one rule for every field; lib/input-hygiene.ts).
  registerSecurityHeaders(app, {
    publicUrl: config.PUBLIC_URL,
    googleClientId: config.GOOGLE_CLIENT_ID,
    // With a secret the checkout form posts to eSewa itself; the simulator's form is the shop's own.
    esewaFormUrl: config.ESEWA_SECRET !== undefined ? (config.ESEWA_FORM_URL ?? ESEWA_FORM_URL_TEST) : undefined,
    // The announcement bar's (issue #32): hides a bar this browser closed before the page paints.
    inlineScripts: [FIRST_SCREEN_LOADER, ANNOUNCEMENT_SCRIPT],
  });
  registerInputHygiene(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pasal-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: rateLimitMessage(context.ttl / 1000),
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pasal API', version: '1.0.0', description: 'Storefront API of Pasal. Prices are in rupees.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map helps an attacker more than a shopper: off in production unless API_DOCS=on.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // /healthz (liveness) and /readyz (database, migrations, not draining): lib/health.ts.
  registerHealthRoutes(app, { pool: database.pool, migrationsFolder });
  // GET /metrics (Prometheus), only with METRICS_TOKEN set: lib/metrics.ts.
  if (config.METRICS_TOKEN) {
    installMetrics(app, { token: config.METRICS_TOKEN, pool: database.pool, catalogCache: services.catalogCache });
  }

  // The cheapest JSON answer this server gives: a liveness probe and the benchmarks' ceiling.
  app.get('/api/v1/ping/', { schema: { hide: true } }, async () => ({ data: 'pong' }));

  for (const module of modules) await app.register(module, { prefix: API_PREFIX });
  // sitemap.xml and robots.txt live at the site root.
  await app.register(seoRoutes);
  if (demoMailEnabled(config)) await app.register(demoInboxRoutes, { outboxDir: join(config.DATA_DIR, 'outbox') });
  // Product images: the admin routes under /api/v1/admin/ and the variants at /media/ (stored in PostgreSQL).
  await app.register(mediaRoutes);
  // The shop's logo: the admin's upload, its pictures at /brand/ and the web app manifest (settings module).
  await app.register(logoRoutes);
  // The home page's sections as the owner writes them, and their editor's API (settings module).
  await app.register(homeRoutes);
  // The owner's About, Warranty, Privacy and Terms pages, and their editor's API (settings module).
  await app.register(contentPagesRoutes);
  // The owner's blog posts and their editor's API (settings module).
  await app.register(blogRoutes);
  await app.register(listPagesRoutes);
  // The mail server an admin enters on the settings screen, and its test e-mail (settings module).
  await app.register(mailServerRoutes);
  // The shop's own eSewa and Khalti credentials, entered on the settings screen (settings module).
  await app.register(paymentSettingsRoutes);

  mkdirSync(join(config.DATA_DIR, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, {
    root: join(config.DATA_DIR, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    // Uploaded and generated media never change under a URL: a new image gets a new name.
    immutable: true,
    maxAge: '365d',
  });

  const webDist = config.WEB_DIST_DIR ?? defaultWebDist;
  const serveWeb = config.SERVE_WEB && existsSync(join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The web build writes .br/.gz copies of its text files; send those to browsers that accept them.
      preCompressed: true,
      // Without this, send's own 'max-age=0' replaces the cache-control that setHeaders chose.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every asset name, so assets can be cached forever.
        if (path.includes(`${join(webDist, 'assets')}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
  }
  const indexHtml = serveWeb ? readFileSync(join(webDist, 'index.html'), 'utf8') : null;
  const webLocaleAssets = serveWeb ? readLocaleAssets(webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // The first-run page is gone once the shop has an admin (its API answers 404): the sign-in instead.
    if (request.method === 'GET' && path === '/setup' && (await adminExists(database.db))) {
      return reply.redirect('/login', 303);
    }
    // The API, demo files and stored images answer a miss in JSON, not with the app's page.
    if (/^\/(?:api|uploads|media|brand)\//.test(path) || request.method !== 'GET' || indexHtml === null) {
      return reply.status(404).send({ message: `Route ${request.method} ${path} not found` });
    }
    // The app for every path: it draws the screen, or its 404 page for a path it has none for, which
    // the status says too (docs/rules/content.md#not-found: no soft 404s that hide broken links).
    // In the shopper's language from the first byte (issue #20).
    const language = pageLocale(request);
    rememberLocale(reply, language, cookiesSecure(config));
    const page = localizeHtml(
      brandHtml(indexHtml, await currentShopLook(services)),
      language.locale,
      withoutLocaleParam(request.url),
      config.PUBLIC_URL,
      webLocaleAssets ?? {},
    );
    return reply
      .status(isStorefrontRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  return app;
}
