import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/**
 * Whether the shop still has its demo data: the one definition the storefront's demo content (the
 * built-in blog posts) goes by. The demo seed marks its catalogue is_demo; "Remove demo data"
 * deletes those products, or archives the ones orders refer to, so afterwards none is left on sale
 * or in draft. A shop that never seeded the demo has none at all.
 */
export async function shopHasDemoData(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ present: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM products WHERE is_demo AND status <> 'archived') AS present`,
  );
  return result.rows[0]?.present === true;
}
