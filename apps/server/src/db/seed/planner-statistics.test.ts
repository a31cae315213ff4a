import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';

// The test database is a copy of the migrated and seeded template, statistics included.
describe('planner statistics after seeding', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** The plan of the check PostgreSQL runs for each new order line (order_items.order_id → orders). */
  async function orderForeignKeyCheckPlan(): Promise<string> {
    const client = await database.pool.connect();
    try {
      await client.query('PREPARE fk_check(integer) AS SELECT 1 FROM ONLY orders x WHERE id = $1 FOR KEY SHARE OF x');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>('EXPLAIN EXECUTE fk_check(1)');
      await client.query('DEALLOCATE fk_check');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      client.release();
    }
  }

  it('has the catalogue analyzed and the still-empty order tables not', async () => {
    const { rows } = await database.db.execute<{ relname: string; reltuples: number }>(sql`
      SELECT relname, reltuples FROM pg_class WHERE relname IN ('products', 'product_colors', 'orders', 'order_items')`);
    const tuples = Object.fromEntries(rows.map((row) => [row.relname, row.reltuples]));
    expect(tuples.products).toBeGreaterThan(100);
    expect(tuples.product_colors).toBeGreaterThan(100);
    // -1: never analyzed, so the planner assumes some rows rather than none.
    expect(tuples.orders).toBe(-1);
    expect(tuples.order_items).toBe(-1);
  });

  it("checks an order line's order by its primary key, not by reading every order", async () => {
    expect(await orderForeignKeyCheckPlan()).toContain('orders_pkey');
  });
});
