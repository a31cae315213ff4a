import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CatalogCache } from '../modules/catalog/cache.js';

// GET /metrics in the Prometheus text format. Every metric is described in docs/operations.md.
//
// Off unless METRICS_TOKEN is set: then /metrics answers only requests that carry
// `Authorization: Bearer <token>` (401 otherwise), and without a token the route does not exist
// (404), so a shop never publishes its figures by accident. A token rather than a second port:
// one port to proxy and to firewall, and it works the same behind a load balancer.
//
// Counters of this process only (requests, orders, cache lookups): Prometheus adds them up over
// the processes it scrapes. Figures read from the database (payments, the mail queue) are the
// whole shop's: aggregate those with max(), not sum().

export interface MetricsOptions {
  token: string;
  pool: pg.Pool;
  catalogCache: CatalogCache;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database figures are read when Prometheus scrapes, with a bound so a slow database cannot hold the scrape. */
const QUERY_TIMEOUT_MS = 2000;

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The route's template (`/api/v1/products/:slug/`), never the raw URL, so label values stay few. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function queryWithTimeout<Row extends Record<string, unknown>>(pool: pg.Pool, text: string): Promise<Row[]> {
  const client = await pool.connect();
  try {
    await client.query(`SET statement_timeout = ${QUERY_TIMEOUT_MS}`);
    const result = await client.query<Row>(text);
    return result.rows;
  } finally {
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
}

/**
 * Collects the shop's metrics on this Fastify instance and serves them at GET /metrics. Call
 * before the routes are registered (the hooks must see every route).
 */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  // Process figures: CPU, resident memory, heap, GC, and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'pasal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class; _count is the request count',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'pasal_orders_placed_total',
    help: 'Orders placed (POST /api/v1/orders/ answered 2xx)',
    registers: [registry],
  });
  const ordersFailed = new Counter({
    name: 'pasal_orders_failed_total',
    help: 'Order attempts refused or failed, by HTTP status (422: a business rule such as stock, 5xx: an error)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'pasal_catalog_cache_lookups_total',
    help: 'Catalogue response cache lookups, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'pasal_catalog_cache_entries',
    help: 'Responses held in the catalogue cache',
    registers: [registry],
    collect() {
      this.set(options.catalogCache.size);
    },
  });
  new Gauge({
    name: 'pasal_db_pool_connections',
    help: 'Database pool connections of this process, by state (total, idle, waiting: requests queued for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, options.pool.totalCount);
      this.set({ state: 'idle' }, options.pool.idleCount);
      this.set({ state: 'waiting' }, options.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'pasal_db_pool_max',
    help: 'Largest number of connections the pool of this process opens',
    registers: [registry],
    collect() {
      // pg keeps its settings on pool.options; its type definitions leave that out.
      this.set((options.pool as pg.Pool & { options: { max?: number } }).options.max ?? 10);
    },
  });
  new Gauge({
    name: 'pasal_payments',
    help: 'Payments recorded in the database, by gateway and outcome (initiated, completed, failed, expired)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryWithTimeout<{ gateway: string; outcome: string; count: number }>(
        options.pool,
        'SELECT provider AS gateway, status AS outcome, count(*)::int AS count FROM payments GROUP BY 1, 2',
      ).catch(() => null);
      if (!rows) return; // database unreachable: leave the last figures
      this.reset();
      for (const row of rows) this.set({ gateway: row.gateway, outcome: row.outcome }, row.count);
    },
  });
  // The three mail figures come from one query, shared by their gauges within one scrape (the
  // registry collects its metrics concurrently).
  const mailQueue = { depth: 0, oldest: 0, gaveUp: 0 };
  let mailRead: Promise<void> | undefined;
  const readMailQueue = (): Promise<void> => {
    if (mailRead) return mailRead; // the query another gauge of this scrape started
    const done = queryWithTimeout<{ depth: number; oldest: number | null; gave_up: number }>(
      options.pool,
      `SELECT count(*) FILTER (WHERE attempts < 10)::int AS depth,
         extract(epoch FROM now() - min(created_at) FILTER (WHERE attempts < 10))::float8 AS oldest,
         count(*) FILTER (WHERE attempts >= 10)::int AS gave_up
       FROM mail_outbox`,
    ).then(
      (rows) => {
        const row = rows[0];
        if (row) Object.assign(mailQueue, { depth: row.depth, oldest: row.oldest ?? 0, gaveUp: row.gave_up });
      },
      () => undefined, // database unreachable: leave the last figures
    );
    mailRead = done.finally(() => (mailRead = undefined));
    return mailRead;
  };
  new Gauge({
    name: 'pasal_mail_queue_depth',
    help: 'E-mails waiting to be sent (whole shop)',
    registers: [registry],
    async collect() {
      await readMailQueue();
      this.set(mailQueue.depth);
    },
  });
  new Gauge({
    name: 'pasal_mail_queue_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting to be sent, 0 when none waits (whole shop)',
    registers: [registry],
    async collect() {
      await readMailQueue();
      this.set(mailQueue.oldest);
    },
  });
  new Gauge({
    name: 'pasal_mail_queue_given_up',
    help: 'E-mails the mailer gave up on after 10 attempts (whole shop)',
    registers: [registry],
    async collect() {
      await readMailQueue();
      this.set(mailQueue.gaveUp);
    },
  });

  // Cache hits and misses, counted where the catalogue routes look up their cached answers.
  const lookUp = options.catalogCache.get.bind(options.catalogCache);
  options.catalogCache.get = (key) => {
    const found = lookUp(key);
    cacheLookups.inc({ result: found === undefined ? 'miss' : 'hit' });
    return found;
  };

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === '/metrics') return;
    const status = reply.statusCode;
    requestDuration.observe({ method: request.method, route, status: statusClass(status) }, reply.elapsedTime / 1000);
    if (request.method === 'POST' && route === '/api/v1/orders/') {
      if (status < 300) ordersPlaced.inc();
      else ordersFailed.inc({ status: String(status) });
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, options.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required' });
    }
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
  return registry;
}
