import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import { connectDatabase } from './connection.js';
import { fixedStatement, preparedRows } from './prepared.js';

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

describe('fixedStatement', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const toText = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  const echo = fixedStatement<
    { n: number; ids: number[]; day: string; name: string | null },
    { n: number; ids: number[]; at: Date; slug: string | null }
  >(
    (
      v,
    ) => sql`SELECT ${v.n}::int AS n, ${v.ids}::integer[] AS ids, (${v.at}::timestamptz AT TIME ZONE 'UTC')::date::text AS day,
      (SELECT p.name FROM products p WHERE p.slug = ${v.slug}) AS name`,
  );

  it('binds each run its values (an array or a date as one value) to a text built once', async () => {
    const single = connectDatabase(database.url, { max: 1 });
    try {
      const [product] = (
        await single.pool.query<{ slug: string; name: string }>('SELECT slug, name FROM products LIMIT 1')
      ).rows;
      const at = new Date(Date.UTC(2026, 10, 24, 12));
      const built = toText.mock.calls.length;
      expect(await echo(single.db, { n: 1, ids: [3, 1, 2], at, slug: product!.slug })).toEqual([
        { n: 1, ids: [3, 1, 2], day: '2026-11-24', name: product!.name },
      ]);
      expect(await echo(single.db, { n: 2, ids: [], at, slug: null })).toEqual([
        { n: 2, ids: [], day: '2026-11-24', name: null },
      ]);
      expect(toText.mock.calls.length).toBe(built);
      const statements = await single.pool.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE name LIKE 'pasal\\_%'`,
      );
      expect(statements.rows).toHaveLength(1);
    } finally {
      await single.close();
    }
  });

  it("fails with the driver's error, whose message holds none of the values", async () => {
    const divide = fixedStatement<{ n: number }, { secret: string; by: number }>(
      (v) => sql`SELECT length(${v.secret}::text) / ${v.by}::int AS n`,
    );
    const failure = await divide(database.db, { secret: '9841234567 Lambagar', by: 0 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: '22012' });
    expect(String((failure as Error).message)).not.toContain('9841234567');
  });

  it('runs inside a transaction and sees its uncommitted writes', async () => {
    let seen: string | null | undefined;
    const outcome = await database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE products SET name = 'Renamed in a transaction' WHERE slug = (SELECT min(slug) FROM products)`,
        );
        const [slug] = (await tx.execute<{ slug: string }>(sql`SELECT min(slug) AS slug FROM products`)).rows;
        seen = (await echo(tx, { n: 3, ids: [1], at: new Date(), slug: slug!.slug }))[0]?.name;
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    expect(seen).toBe('Renamed in a transaction');
  });
});
