import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './connection.js';

const dialect = new PgDialect();
const names = new Map<string, string>();
/** Query texts come from code, not input, so there are few; the bound is only a safety net. */
const MAX_NAMES = 1000;

/**
 * Runs a read as a named prepared statement. PostgreSQL then parses and plans each distinct
 * query text once per pooled connection instead of on every request; for the catalogue pages
 * planning cost as much as running the query. Inside a transaction (no pool at hand) it is an
 * ordinary query.
 */
export async function preparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const pool = '$client' in db && db.$client instanceof pg.Pool ? db.$client : null;
  if (!pool) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `pasal_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  const result = await pool.query({ name, text, values: params });
  return result.rows as T[];
}
