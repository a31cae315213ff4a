import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.js';
import {
  acquireDataDirLock,
  DataDirInUseError,
  embeddedDatabaseUrl,
  embeddedPortFor,
  startEmbeddedPostgres,
} from '../embedded.js';
import { RestoreRefusedError } from './restore.js';

// Which database `db:backup` and `db:restore` work on: DATABASE_URL when set; otherwise the
// embedded PostgreSQL of DATA_DIR — the running shop's own server when the shop holds the data
// directory (never a second server on the same files), or one started here for the duration.

export interface ShopDatabase {
  url: string;
  /** How it was reached, for the command's output. */
  via: 'external' | 'running shop' | 'started here';
  close(): Promise<void>;
}

/** A problem the operator can fix; the commands print it as is. */
export class ShopDatabaseError extends Error {}

/** The port the running shop's PostgreSQL listens on (postmaster.pid, line 4). */
function runningPort(config: Config): number {
  const pidFile = join(config.DATA_DIR, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const port = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[3] ?? '', 10);
    if (Number.isInteger(port) && port > 0) return port;
  }
  throw new ShopDatabaseError(
    `A Pasal server holds ${config.DATA_DIR} but its database is not running (no postmaster.pid). Try again once it has started.`,
  );
}

/**
 * Starts the data directory's embedded server on a free port (not the shop's: another shop on this
 * machine may be using that one), holding the data-directory lock until close() so the shop cannot
 * start on it meanwhile.
 */
async function startHere(config: Config, release: () => void): Promise<ShopDatabase> {
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: await embeddedPortFor(0),
      log: () => undefined,
    });
    return {
      url: embedded.url,
      via: 'started here',
      async close() {
        try {
          await embedded.stop();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The shop's database to back up (the shop may be running). */
export async function openForBackup(config: Config): Promise<ShopDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, via: 'external', close: async () => undefined };
  let release: () => void;
  try {
    release = acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The running shop's server; its password is the data directory's own (db/embedded.ts).
    return {
      url: embeddedDatabaseUrl(config.DATA_DIR, runningPort(config)),
      via: 'running shop',
      close: async () => {},
    };
  }
  if (!existsSync(join(config.DATA_DIR, 'postgres', 'PG_VERSION'))) {
    release();
    throw new ShopDatabaseError(`There is no shop database in ${config.DATA_DIR} (DATA_DIR): nothing to back up.`);
  }
  return startHere(config, release);
}

/** The database to restore into: an external one, or the embedded one of a data directory no shop is using. */
export async function openForRestore(config: Config): Promise<ShopDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, via: 'external', close: async () => undefined };
  let release: () => void;
  try {
    release = acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new RestoreRefusedError(
      `A shop is running on ${config.DATA_DIR}. Restore into a new, empty DATA_DIR, then start the shop on it.`,
    );
  }
  // A new directory is initialised here (a cluster with its own generated password).
  return startHere(config, release);
}
