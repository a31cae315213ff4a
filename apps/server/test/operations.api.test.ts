import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/connection.js';
import { drainAndClose, registerHealthRoutes } from '../src/lib/health.js';
import { createTestApp, createTestDatabase, type TestContext } from './test-app.js';

// Probes, metrics and the graceful stop (docs/operations.md).
const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  [ctx, plain] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), plain.close()]);
});

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('health probes', () => {
  it('/healthz answers without asking the database; /readyz checks database and migrations', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 503 when a migration this build ships is not applied, and when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = Fastify();
    registerHealthRoutes(app, { pool: database.pool, migrationsFolder });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.pool.query(
        'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)',
      );
      const migrating = await app.inject({ method: 'GET', url: '/readyz' });
      expect(migrating.statusCode).toBe(503);
      expect(migrating.json()).toMatchObject({ status: 'migrating' });
    } finally {
      await database.drop();
    }
    const gone = await app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ status: 'unavailable', message: 'Database unreachable' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and wants the token when there is one', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests per route template (not per URL), with latency buckets', async () => {
    const before = await scrape();
    const label = 'method="GET",route="/api/v1/products/:idOrSlug/",status="2xx"';
    const seen = sample(before, 'pasal_http_request_duration_seconds_count', label) ?? 0;
    const products = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/' });
    const slugs = products
      .json<{ data: { slug: string }[] }>()
      .data.slice(0, 2)
      .map((product) => product.slug);
    for (const slug of slugs) await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${slug}/` });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    const after = await scrape();
    expect(sample(after, 'pasal_http_request_duration_seconds_count', label)).toBe(seen + 2);
    expect(after).toContain(`pasal_http_request_duration_seconds_bucket{le="0.1",${label}}`);
    expect(after).not.toContain(slugs[0]);
    expect(
      sample(after, 'pasal_http_request_duration_seconds_count', 'method="GET",route="unmatched",status="4xx"'),
    ).toBe(1);
  });

  it('reports orders refused, payments per gateway, the mail queue, the pool, the cache and event-loop lag', async () => {
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/orders/', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await ctx.database.pool.query(
      `INSERT INTO mail_outbox (message, created_at) VALUES ('{"to":"a@example.com","subject":"s","text":"t"}', now() - interval '90 seconds')`,
    );
    // Twice the same catalogue page: the second one is a cache hit.
    await ctx.app.inject({ method: 'GET', url: '/api/v1/categories/' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/categories/' });
    const text = await scrape();
    expect(sample(text, 'pasal_orders_failed_total', `status="${refused.statusCode}"`)).toBe(1);
    expect(sample(text, 'pasal_orders_placed_total')).toBe(0);
    expect(sample(text, 'pasal_mail_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pasal_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'pasal_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pasal_db_pool_max')).toBe(30);
    expect(sample(text, 'pasal_catalog_cache_lookups_total', 'result="hit"')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE pasal_payments gauge');
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('graceful stop', () => {
  it('turns /readyz 503, lets a request in flight finish, refuses new connections, and cuts what outlasts the timeout', async () => {
    const database = await createTestDatabase();
    const app = Fastify({ logger: false });
    registerHealthRoutes(app, { pool: database.pool, migrationsFolder });
    let release = () => undefined as void;
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    app.get('/stuck', () => new Promise(() => undefined));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slow = fetch(`${address}/slow`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
      const stuck = fetch(`${address}/stuck`).then(
        () => 'answered',
        () => 'cut',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopping = drainAndClose(app, { delayMs: 300, timeoutMs: 1500 });
      // During the delay the process still serves, but tells the balancer it is going.
      const ready = await fetch(`${address}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'draining' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(fetch(`${address}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();
      release();
      expect(await slow).toEqual({ status: 200, body: { done: true } });
      await stopping;
      expect(await stuck).toBe('cut');
    } finally {
      await database.drop();
    }
  }, 20_000);
});
