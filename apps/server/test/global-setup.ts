import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/db/connection.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { seedDemoCatalog } from '../src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL (any database) of the PostgreSQL server the tests use. */
    pgServerUrl: string;
    /** A migrated and seeded database each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
    uploadsDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * One PostgreSQL for the whole run: the machine's server when TEST_DATABASE_URL is set (CI runs
 * the suite on PostgreSQL 15 that way), otherwise an embedded one in a scratch directory.
 */
export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), 'pasal-test-'));
  chmodSync(scratch, 0o755);
  let stopEmbedded: (() => Promise<void>) | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: scratch,
      port: await freePort(),
      log: () => undefined,
      database: 'postgres',
    });
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `pasal_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const handle = connectDatabase(withDatabase(serverUrl, template), { max: 4 });
  await runMigrations(handle.db);
  await seedDemoCatalog(handle.db, { dataDir: scratch, log: () => undefined });
  await handle.close();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  project.provide('uploadsDir', join(scratch, 'uploads'));

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `pasal_t%_${process.pid}_%`,
    ]);
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await stopEmbedded?.();
    rmSync(scratch, { recursive: true, force: true });
  };
}
