import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { TarWriter } from './archive.js';
import { copyOut } from './copy.js';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  listColumns,
  listTables,
  quoteIdent,
  type BackupManifest,
  type BackupTable,
} from './manifest.js';

// `npm run db:backup`: one file holding the whole shop — every table of the public schema, read in
// ONE repeatable-read snapshot while the shop keeps serving, and the uploaded media. See
// docs/operations.md "Backups" for the format and its limits.

const BACKUP_NAME = /^pasal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/;

/** `pasal-2026-11-24T10-30-05.123Z.tar.gz`: UTC, so names sort by age (rotation relies on it). */
function backupFileName(at: Date): string {
  return `pasal-${at.toISOString().replaceAll(':', '-')}.tar.gz`;
}

export interface BackupOptions {
  /** The shop's database. */
  url: string;
  /** DATA_DIR/uploads; skipped when it does not exist. */
  uploadsDir?: string;
  /** Where backups are kept (created when missing). */
  dir: string;
  /** Keep this many newest backups in `dir` after writing (0 or undefined: delete none). */
  keep?: number;
  now?: () => Date;
  /** Called just before the snapshot is taken: whatever has committed by then is in the backup (tests). */
  beforeSnapshot?: () => void;
  /** Awaited once the snapshot is taken, before any row is read: nothing committed later is in it (tests). */
  afterSnapshot?: () => Promise<void> | void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Older backups deleted by rotation. */
  deleted: string[];
}

/** Regular files under `root`, as paths relative to it (symbolic links are not followed). */
async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  await walk(root);
  return found;
}

/** Reads every table in one snapshot into `staging/tables/`, returning the manifest's database part. */
async function dumpDatabase(
  url: string,
  staging: string,
  hooks: Pick<BackupOptions, 'beforeSnapshot' | 'afterSnapshot'>,
): Promise<Omit<BackupManifest, 'uploads' | 'createdAt'>> {
  const client = new pg.Client({ connectionString: url, application_name: 'pasal-backup' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    // One transaction, one snapshot: the snapshot is taken by its first query, and every table is
    // read as of that instant however long the copy takes, while the shop keeps writing. READ ONLY
    // and a plain snapshot (not SERIALIZABLE DEFERRABLE): no waiting for other transactions.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    hooks.beforeSnapshot?.();
    const tables = await listTables(client);
    await hooks.afterSnapshot?.();
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0 || tables.length === 0)
      throw new Error('This database holds no shop (no migrations applied): nothing to back up.');
    // Keeps a migration (ALTER/DROP) from changing a table between the snapshot and its copy;
    // shared locks do not stop the shop's reads and writes. Waits at most a minute for one.
    await client.query(`SET LOCAL lock_timeout = '60s'`);
    await client.query(`LOCK TABLE ${tables.map((t) => `public.${quoteIdent(t)}`).join(', ')} IN ACCESS SHARE MODE`);
    const server = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;

    await mkdir(join(staging, 'tables'), { recursive: true });
    const dumped: BackupTable[] = [];
    for (const [index, name] of tables.entries()) {
      const columns = await listColumns(client, name);
      const file = `tables/${String(index + 1).padStart(3, '0')}-${encodeURIComponent(name)}.copy`;
      const sink = createWriteStream(join(staging, file));
      sink.on('error', () => undefined); // reported by finished() below
      const list = columns.map(quoteIdent).join(', ');
      let rows: number;
      try {
        rows = await copyOut(client, `COPY (SELECT ${list} FROM public.${quoteIdent(name)}) TO STDOUT`, sink);
      } finally {
        sink.end();
      }
      await finished(sink);
      dumped.push({ name, columns, rows, file });
    }

    const sequences: BackupManifest['sequences'] = [];
    const names = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
    );
    for (const { name } of names.rows) {
      // Not transactional: the current value, at least as high as any id in the snapshot.
      const value = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM public.${quoteIdent(name)}`,
      );
      const row = value.rows[0];
      if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
    }
    await client.query('COMMIT');
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      server: server ?? 'unknown',
      migrations,
      tables: dumped,
      sequences,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Flushes a file (or directory entry) to disk, so a crash right after leaves a whole backup. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Deletes all but the `keep` newest backups in `dir` (only files named like ours). */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep <= 0) return [];
  const ours = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of old) await unlink(join(dir, name));
  return old.map((name) => join(dir, name));
}

/**
 * Writes one backup file into `options.dir`: `pasal-<time>.tar.gz`, a gzip'd tar of
 * tables/*.copy (COPY text format), uploads/… and manifest.json. The file appears under its name
 * only when complete (written as a hidden `.partial` file, synced, then renamed).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  await mkdir(options.dir, { recursive: true });
  const staging = await mkdtemp(join(options.dir, '.staging-'));
  const file = join(options.dir, backupFileName(startedAt));
  const partial = join(options.dir, `.${backupFileName(startedAt)}.partial`);
  let cleanup = () => {};
  try {
    const database = await dumpDatabase(options.url, staging, options);
    // Uploads after the snapshot: a file stored meanwhile is extra (harmless); media are never
    // rewritten in place, so every file the snapshot's rows name is already there.
    const uploads = options.uploadsDir ? await listFiles(options.uploadsDir) : [];

    const gzip = createGzip({ level: 6 });
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const written = finished(out);
    written.catch(() => undefined); // awaited below; a failure before then is handled by destroying the streams
    gzip.pipe(out);
    cleanup = () => {
      gzip.destroy();
      out.destroy();
    };
    const tar = new TarWriter(gzip);
    const time = startedAt.getTime();
    await tar.directory('tables', time);
    for (const table of database.tables) {
      const path = join(staging, table.file);
      await tar.file(table.file, path, (await stat(path)).size, time);
    }
    const archived = { files: 0, bytes: 0 };
    if (uploads.length > 0) await tar.directory('uploads', time);
    for (const name of uploads) {
      // Read whole, one at a time: a file being replaced meanwhile cannot tear the archive.
      let data: Buffer;
      try {
        data = await readFile(join(options.uploadsDir ?? '', name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted since the listing
        throw error;
      }
      await tar.buffer(`uploads/${name}`, data, time);
      archived.files += 1;
      archived.bytes += data.length;
    }
    // Last, so its counts are what the archive really holds; restore reads everything first.
    const manifest: BackupManifest = { ...database, createdAt: startedAt.toISOString(), uploads: archived };
    await tar.buffer('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), time);
    await tar.finish();
    gzip.end();
    await written;
    await syncPath(partial);
    await rename(partial, file);
    await syncPath(options.dir);
    const deleted = await rotateBackups(options.dir, options.keep ?? 0);
    return { file, bytes: (await stat(file)).size, manifest, deleted };
  } catch (error) {
    cleanup();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
