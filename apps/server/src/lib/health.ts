import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

// Probes for load balancers and process managers (docs/operations.md):
// - GET /healthz, liveness: the process answers HTTP. No database query, so a database outage
//   does not get every process restarted (restarting would not help).
// - GET /readyz, readiness: this process should get traffic: the database answers, every
//   migration this build ships has been applied, and the process is not draining for a stop.

const draining = new WeakSet<FastifyInstance>();

/** From now on /readyz answers 503, so load balancers stop sending new requests here (graceful stop). */
function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** The newest migration this build ships (drizzle records each applied one's `when` as created_at). */
function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export function registerHealthRoutes(app: FastifyInstance, options: { pool: pg.Pool; migrationsFolder: string }): void {
  const expected = newestMigration(options.migrationsFolder);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (draining.has(app)) return reply.status(503).send({ status: 'draining', message: 'Stopping' });
    let applied: number;
    try {
      const result = await options.pool.query<{ newest: string | null }>(
        'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
      );
      applied = Number(result.rows[0]?.newest ?? 0);
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
    if (applied < expected) {
      return reply.status(503).send({ status: 'migrating', message: 'Database migrations not applied yet' });
    }
    return { status: 'ok' };
  });
}

/**
 * A graceful stop (SIGTERM, rolling deploys): /readyz turns 503 at once, so load balancers stop
 * sending new requests; after `delayMs` (the balancer's check interval) the server stops accepting
 * connections and requests that arrive on open keep-alive connections get 503, while requests in
 * flight finish. After `timeoutMs` the connections still open are cut. Then the app's onClose hooks
 * run (mail queue, caches); the caller closes the database afterwards.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { delayMs: number; timeoutMs: number },
): Promise<void> {
  startDraining(app);
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${options.timeoutMs} ms of draining: closing their connections`);
    app.server.closeAllConnections();
  }, options.timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
