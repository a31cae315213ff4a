import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

const TYPO_SIMILARITY = 0.3;

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query API; services accept either. */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// Count columns (bigint) come back as strings by default; ours always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  // `options` (libpq startup options) is supported by pg but missing from its type definitions.
  const config: pg.PoolConfig & { options: string } = {
    connectionString: url,
    max: options.max ?? 20,
    // Startup options, so every connection has them before its first query:
    // - how alike a search and a product name must be (pg_trgm word_similarity, behind the
    //   indexed `<%` operator) to count as a typo match; 0.3 still finds "samsng galxy";
    // - plan each prepared statement once (db/prepared.ts). Left to itself PostgreSQL re-planned
    //   the catalogue page on every request, which cost as much as running it; our statements
    //   are key and index lookups whose best plan does not depend on the values.
    options: `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY} -c plan_cache_mode=force_generic_plan`,
  };
  const pool = new pg.Pool(config);
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  // Nor may one in use: pg also emits 'error' on a checked-out client whose connection drops (a
  // restart or failover, or the embedded server stopping under a background task at shutdown),
  // and an 'error' event nobody listens to ends Node. The query itself fails, and its caller
  // handles that like any other database error.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
