import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, type Config } from './config.js';
import { connectDatabase, runMigrations } from './db/connection.js';
import { acquireDataDirLock, DataDirInUseError, embeddedPortFor, startEmbeddedPostgres } from './db/embedded.js';
import { persistentSecret } from './db/secrets.js';
import { drainAndClose } from './lib/health.js';
import { seedIfEmpty } from './db/seed/index.js';
import { issueSetupCode } from './modules/setup/index.js';
import { groupSetupCode } from '@pasal/contract';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/**
 * Everything `npm start` does: lock the data directory, start (or reach) PostgreSQL, migrate,
 * seed an empty shop, build the app and listen. Used by main.ts, the e2e harness and benchmarks.
 */
export async function startServer(
  config: Config,
  log: (message: string) => void = console.log,
): Promise<RunningServer> {
  const releaseLock = acquireDataDirLock(config.DATA_DIR);
  if (config.PASSWORD_HASH_FOR_TESTS) {
    log(
      'PASSWORD_HASH_FOR_TESTS is on: passwords are hashed with a cost meant for test suites only. Never run a shop with it.',
    );
  }
  const cleanups: (() => Promise<void>)[] = [];
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const embedded = await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: await embeddedPortFor(config.PORT, config.EMBEDDED_PG_PORT),
        log: (message) => {
          if (/error|fatal|panic/i.test(message)) log(`postgres: ${message}`);
        },
      });
      databaseUrl = embedded.url;
      cleanups.push(() => embedded.stop());
    }
    const database = connectDatabase(databaseUrl);
    cleanups.unshift(() => database.close());
    await runMigrations(database.db);
    if (config.SEED_DEMO) await seedIfEmpty(database.db, { dataDir: config.DATA_DIR, log });
    const jwtSecret = config.JWT_SECRET || persistentSecret(config.DATA_DIR, 'jwt');
    const app = await buildApp({ config: { ...config, JWT_SECRET: jwtSecret }, database });
    // A stop drains: /readyz turns 503, requests in flight finish (lib/health.ts), then the
    // database closes (the cleanups after this one).
    cleanups.unshift(() =>
      drainAndClose(app, {
        delayMs: config.DRAIN_DELAY_SECONDS * 1000,
        timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      }),
    );
    // A shop without an admin is set up in the browser: the code goes to the log only, so only
    // someone who can read the server's output can make the first admin (docs/first-run.md). Made
    // before listening: once the shop answers, its start is over (main.ts then handles SIGTERM).
    const setupCode = await issueSetupCode(database.db, jwtSecret, Date.now());
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    if (setupCode) log(setupCodeNotice(config.PUBLIC_URL, setupCode));
    const port = new URL(address).port;
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      async stop() {
        for (const cleanup of cleanups) await cleanup().catch((error: unknown) => log(String(error)));
        releaseLock();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/** The lines the log shows while the shop has no admin. */
function setupCodeNotice(publicUrl: string, code: string): string {
  const page = new URL('/setup', publicUrl).href;
  return [
    'This shop has no admin yet. To create the first one, open',
    `  ${page}`,
    `and enter the setup code ${groupSetupCode(code)} (valid for 24 hours; a restart prints a new one).`,
  ].join('\n');
}

/**
 * What a failed start prints, whatever was thrown: an Error's message and its causes (a
 * configuration error says only its message; anything unexpected also its stack), or the value
 * itself. A bare `undefined` (the embedded PostgreSQL package rejects with nothing) still says so.
 */
export function describeStartFailure(thrown: unknown): string {
  const lines: string[] = [];
  let current: unknown = thrown;
  for (let depth = 0; depth < 5 && current !== undefined; depth++) {
    if (current instanceof Error) {
      const expected = current instanceof ConfigError || current instanceof DataDirInUseError;
      lines.push(depth === 0 ? current.message : `caused by: ${current.message}`);
      if (!expected && current.stack) lines.push(current.stack.split('\n').slice(1).join('\n'));
      current = current.cause;
    } else {
      lines.push(depth === 0 ? describeValue(current) : `caused by: ${describeValue(current)}`);
      break;
    }
  }
  if (lines.length === 0) lines.push('an error without any description (undefined was thrown)');
  return lines.join('\n');
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return `an error without any description (${String(value)} was thrown)`;
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}
