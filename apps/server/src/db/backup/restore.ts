import { createReadStream } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { connectDatabase, migrationsFolder as shopMigrations } from '../connection.js';
import { extractTar } from './archive.js';
import { copyIn } from './copy.js';
import {
  appliedMigrations,
  BACKUP_VERSION,
  isManifest,
  listTables,
  quoteIdent,
  type BackupManifest,
} from './manifest.js';

// `npm run db:restore -- FILE`: puts a backup (db/backup/backup.ts) into an EMPTY database, and its
// media into an empty DATA_DIR/uploads. The archive is unpacked and checked whole before the
// database is touched; the schema is made by the project's own migrations (up to the backup's
// level), the rows go in with COPY in one transaction, and later migrations then run on them.

/** The target is not empty, or the backup does not fit this build: the operator must act. */
export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  file: string;
  /** The target database; must be empty (no rows in any table of the public schema). */
  url: string;
  /** DATA_DIR/uploads; when the backup has media it must be missing or empty. Unset: media are not restored. */
  uploadsDir?: string;
  /** The project's migrations folder (tests may point elsewhere). */
  migrationsFolder?: string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  uploads: number;
  /** Migrations of this build newer than the backup, applied after its rows were loaded. */
  laterMigrations: number;
}

type Queryable = pg.Client | pg.PoolClient;

/** Tables of the public schema that hold at least one row. */
async function nonEmptyTables(client: Queryable): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(client)) {
    const result = await client.query<{ has_rows: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM public.${quoteIdent(table)}) AS has_rows`,
    );
    if (result.rows[0]?.has_rows) found.push(table);
  }
  return found;
}

function notEmpty(tables: string[]): RestoreRefusedError {
  const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? `, … (${tables.length} tables)` : '');
  return new RestoreRefusedError(
    `The target database is not empty (${shown} hold rows). A restore never overwrites a shop: ` +
      'restore into a new, empty database (CREATE DATABASE …) or a new DATA_DIR.',
  );
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

async function readJournal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/**
 * A copy of the migrations folder that ends at the backup's last migration, so the rows are loaded
 * into exactly the schema they were read from; the rest of this build's migrations run afterwards.
 */
async function migrationsUpTo(folder: string, journal: Journal, last: number, into: string): Promise<string> {
  const entries = journal.entries.filter((entry) => entry.when <= last);
  await mkdir(join(into, 'meta'), { recursive: true });
  for (const entry of entries) await copyFile(join(folder, `${entry.tag}.sql`), join(into, `${entry.tag}.sql`));
  await writeFile(join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return into;
}

/**
 * Load order: every table after the tables it references, so each row's foreign keys are checked
 * as it arrives. A table referencing itself is fine (checked at the end of its COPY). Tables in a
 * reference cycle come last, and `cyclic` names the constraints among them.
 */
export function loadOrder(
  tables: string[],
  references: { child: string; parent: string; name: string }[],
): { order: string[]; cyclic: { child: string; name: string }[] } {
  const wanted = new Set(tables);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references)
    if (child !== parent && wanted.has(child) && wanted.has(parent)) parents.get(child)?.add(parent);
  const order: string[] = [];
  const placed = new Set<string>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const table of [...tables].sort()) {
      if (placed.has(table) || [...(parents.get(table) ?? [])].some((parent) => !placed.has(parent))) continue;
      order.push(table);
      placed.add(table);
      progress = true;
    }
  }
  const rest = tables.filter((table) => !placed.has(table)).sort();
  const cyclic = references.filter(
    (ref) => ref.child !== ref.parent && rest.includes(ref.child) && rest.includes(ref.parent),
  );
  return { order: [...order, ...rest], cyclic: cyclic.map(({ child, name }) => ({ child, name })) };
}

async function foreignKeys(client: Queryable) {
  const result = await client.query<{ child: string; parent: string; name: string; deferrable: boolean }>(
    `SELECT c.relname AS child, p.relname AS parent, con.conname AS name, con.condeferrable AS deferrable
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid
       JOIN pg_class p ON p.oid = con.confrelid
      WHERE con.contype = 'f' AND c.relnamespace = 'public'::regnamespace AND p.relnamespace = 'public'::regnamespace`,
  );
  return result.rows;
}

/** Sequences: as recorded in the backup, and never below the highest id of the column owning one. */
async function restoreSequences(client: Queryable, manifest: BackupManifest): Promise<void> {
  for (const sequence of manifest.sequences) {
    const name = `public.${quoteIdent(sequence.name)}`;
    const exists = await client.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [name]);
    if (!exists.rows[0]?.found) continue;
    await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [name, sequence.lastValue, sequence.isCalled]);
  }
  // serial (deptype 'a') and identity (deptype 'i') columns and their sequences.
  const owned = await client.query<{ seq: string; tbl: string; col: string }>(
    `SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col
       FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
        AND d.deptype IN ('a', 'i') AND s.relnamespace = 'public'::regnamespace`,
  );
  for (const { seq, tbl, col } of owned.rows) {
    const sequence = `public.${quoteIdent(seq)}`;
    await client.query(
      `SELECT setval('${sequence.replaceAll("'", "''")}'::regclass, top)
         FROM (SELECT max(${quoteIdent(col)})::bigint AS top FROM public.${quoteIdent(tbl)}) m,
              (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END AS used FROM ${sequence}) s
        WHERE top IS NOT NULL AND top > used`,
    );
  }
}

async function loadRows(url: string, manifest: BackupManifest, unpacked: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, application_name: 'pasal-restore' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    const present = await listTables(client);
    const missing = manifest.tables.map((table) => table.name).filter((name) => !present.includes(name));
    if (missing.length > 0)
      throw new RestoreRefusedError(
        `The backup has tables this build's migrations do not create: ${missing.join(', ')}. ` +
          'They were added outside the migrations; restore with the version that has them.',
      );
    // Nobody else may write while the rows go in, and the emptiness check below holds till COMMIT.
    await client.query(
      `LOCK TABLE ${present.map((t) => `public.${quoteIdent(t)}`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
    );
    const filled = await nonEmptyTables(client);
    if (filled.length > 0) throw notEmpty(filled);

    const keys = await foreignKeys(client);
    const { order, cyclic } = loadOrder(
      manifest.tables.map((table) => table.name),
      keys,
    );
    // Constraints in a reference cycle (none in the shop today) are checked at the end instead of
    // per row: made deferrable for this transaction only, then restored.
    const toDefer = cyclic.filter((ref) => !keys.find((key) => key.name === ref.name && key.deferrable));
    for (const ref of toDefer)
      await client.query(
        `ALTER TABLE public.${quoteIdent(ref.child)} ALTER CONSTRAINT ${quoteIdent(ref.name)} DEFERRABLE`,
      );
    if (cyclic.length > 0)
      await client.query(
        `SET CONSTRAINTS ${cyclic.map((ref) => `public.${quoteIdent(ref.name)}`).join(', ')} DEFERRED`,
      );

    let rows = 0;
    for (const name of order) {
      const table = manifest.tables.find((candidate) => candidate.name === name);
      if (!table) continue;
      const columns = table.columns.map(quoteIdent).join(', ');
      const copied = await copyIn(
        client,
        `COPY public.${quoteIdent(name)} (${columns}) FROM STDIN`,
        createReadStream(join(unpacked, table.file)),
      );
      if (copied !== table.rows)
        throw new Error(`The backup's ${name} has ${copied} rows where its manifest says ${table.rows}: damaged?`);
      rows += copied;
    }
    if (cyclic.length > 0) {
      await client.query(`SET CONSTRAINTS ALL IMMEDIATE`);
      for (const ref of toDefer)
        await client.query(
          `ALTER TABLE public.${quoteIdent(ref.child)} ALTER CONSTRAINT ${quoteIdent(ref.name)} NOT DEFERRABLE`,
        );
    }
    await restoreSequences(client, manifest);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Moves the unpacked media into place (a rename on the same file system, else a copy). */
async function placeUploads(from: string, to: string): Promise<void> {
  await rmdir(to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const folder = options.migrationsFolder ?? shopMigrations;
  // Refuse a non-empty target before the (possibly long) unpacking.
  const probe = new pg.Client({ connectionString: options.url, application_name: 'pasal-restore' });
  probe.on('error', () => undefined);
  await probe.connect();
  let targetMigrations: { createdAt: number }[];
  try {
    const filled = await nonEmptyTables(probe);
    if (filled.length > 0) throw notEmpty(filled);
    targetMigrations = await appliedMigrations(probe);
  } finally {
    await probe.end().catch(() => undefined);
  }

  // Unpacked next to DATA_DIR when restoring media, so they can be moved into place by a rename.
  const base = options.uploadsDir ? dirname(options.uploadsDir) : tmpdir();
  await mkdir(base, { recursive: true });
  const work = await mkdtemp(join(base, '.pasal-restore-'));
  try {
    const unpacked = join(work, 'backup');
    const gunzip = createGunzip();
    const input = createReadStream(options.file);
    input.on('error', (error) => gunzip.destroy(error));
    try {
      await extractTar(input.pipe(gunzip), unpacked);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RestoreRefusedError(`${options.file} is not a readable backup: ${reason}`);
    }
    let manifest: unknown;
    try {
      manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8'));
    } catch {
      manifest = undefined;
    }
    if (!isManifest(manifest)) throw new RestoreRefusedError(`${options.file} is not a Pasal backup (no manifest).`);
    if (manifest.version > BACKUP_VERSION)
      throw new RestoreRefusedError(`${options.file} was written by a newer Pasal (format ${manifest.version}).`);

    const journal = await readJournal(folder);
    const known = new Set(journal.entries.map((entry) => entry.when));
    const unknown = manifest.migrations.filter((migration) => !known.has(migration.createdAt));
    if (unknown.length > 0)
      throw new RestoreRefusedError(
        `The backup's database has ${unknown.length} migration(s) this build does not know: it comes from a newer ` +
          'version of Pasal. Restore it with that version (or a later one).',
      );
    const level = Math.max(...manifest.migrations.map((migration) => migration.createdAt));
    if (targetMigrations.some((migration) => migration.createdAt > level))
      throw new RestoreRefusedError(
        "The target database's schema is newer than the backup's. Restore into a new, empty database.",
      );
    const restoreUploads = options.uploadsDir !== undefined && manifest.uploads.files > 0;
    if (restoreUploads && !(await isEmptyDir(options.uploadsDir ?? '')))
      throw new RestoreRefusedError(
        `${options.uploadsDir} already holds files. Restore into a new DATA_DIR (or move them away first).`,
      );

    // The schema as it was when the backup was taken, then the rows, then this build's later migrations.
    const database = connectDatabase(options.url, { max: 1 });
    try {
      await migrate(database.db, { migrationsFolder: await migrationsUpTo(folder, journal, level, join(work, 'm')) });
    } finally {
      await database.close();
    }
    const rows = await loadRows(options.url, manifest, unpacked);
    const later = journal.entries.filter((entry) => entry.when > level).length;
    if (later > 0) {
      const upgraded = connectDatabase(options.url, { max: 1 });
      try {
        await migrate(upgraded.db, { migrationsFolder: folder });
      } finally {
        await upgraded.close();
      }
    }
    if (restoreUploads) await placeUploads(join(unpacked, 'uploads'), options.uploadsDir ?? '');
    return { manifest, rows, uploads: restoreUploads ? manifest.uploads.files : 0, laterMigrations: later };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
