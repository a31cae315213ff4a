import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import { connectDatabase } from './connection.js';
import { preparedRows } from './prepared.js';

const cheapest = (category: string) => sql`
  SELECT p.slug, p.discount_price_paisa FROM products p JOIN categories c ON c.id = p.category_id
  WHERE c.slug = ${category} ORDER BY p.discount_price_paisa, p.id LIMIT 1`;

describe('preparedRows', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('prepares a query text once per connection, plans it once and binds fresh values each time', async () => {
    const single = connectDatabase(database.url, { max: 1 });
    try {
      const phones = await preparedRows<{ slug: string }>(single.db, cheapest('smartphones'));
      const laptops = await preparedRows<{ slug: string }>(single.db, cheapest('laptops'));
      expect(phones).toHaveLength(1);
      expect(laptops).toHaveLength(1);
      expect(laptops[0]!.slug).not.toBe(phones[0]!.slug);
      const statements = await single.pool.query<{ generic_plans: number; custom_plans: number }>(
        `SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name LIKE 'pasal\\_%'`,
      );
      expect(statements.rows).toEqual([{ generic_plans: 2, custom_plans: 0 }]);
    } finally {
      await single.close();
    }
  });

  it('runs as an ordinary query inside a transaction and sees its uncommitted writes', async () => {
    let seen: number | undefined;
    const outcome = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET discount_price_paisa = 1 WHERE id = (
          SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'laptops' ORDER BY p.id DESC LIMIT 1)`);
        seen = (await preparedRows<{ discount_price_paisa: number }>(tx, cheapest('laptops')))[0]?.discount_price_paisa;
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    expect(seen).toBe(1);
    const after = await preparedRows<{ discount_price_paisa: number }>(database.db, cheapest('laptops'));
    expect(after[0]!.discount_price_paisa).toBeGreaterThan(1);
  });
});
