import type pg from 'pg';

// What a backup file holds besides the rows and files: manifest.json, the last entry of the archive.

export const BACKUP_FORMAT = 'pasal-backup';
export const BACKUP_VERSION = 1;

export interface BackupTable {
  name: string;
  /** Columns in the order of the COPY data (generated columns are left out: they are recomputed). */
  columns: string[];
  rows: number;
  /** Path of the table's COPY text inside the archive. */
  file: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** PostgreSQL version of the source (SHOW server_version). */
  server: string;
  /** drizzle's bookkeeping: every migration applied to the source, oldest first. */
  migrations: { hash: string; createdAt: number }[];
  tables: BackupTable[];
  /** Every sequence of the public schema, as read during the snapshot (bigints as text). */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  uploads: { files: number; bytes: number };
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function isManifest(value: unknown): value is BackupManifest {
  const candidate = value as Partial<BackupManifest> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.format === BACKUP_FORMAT &&
    Array.isArray(candidate.tables) &&
    Array.isArray(candidate.migrations) &&
    Array.isArray(candidate.sequences)
  );
}

type Queryable = pg.Client | pg.PoolClient;

/**
 * The shop's tables: ordinary and partitioned tables of the public schema, not partitions (their
 * rows come with the parent) and not tables an extension owns (the extension recreates them).
 */
export async function listTables(client: Queryable): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT c.relname AS name
       FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace
        AND c.relkind IN ('r', 'p')
        AND NOT c.relispartition
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname`,
  );
  return result.rows.map((row) => row.name);
}

/** Stored (not generated, not dropped) columns of a public table, in table order. */
export async function listColumns(client: Queryable, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT a.attname AS name
       FROM pg_attribute a
      WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return result.rows.map((row) => row.name);
}

/** Migrations drizzle recorded as applied, oldest first; empty when it never ran here. */
export async function appliedMigrations(client: Queryable): Promise<{ hash: string; createdAt: number }[]> {
  const exists = await client.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!exists.rows[0]?.found) return [];
  const result = await client.query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}
