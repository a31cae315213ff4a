import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  inLockOrder,
  outOfStock,
  reservationOf,
  reserveStockSql,
  shortLineOf,
  type StockLine,
} from '../catalog/index.js';
import { colorStockOf, createProduct, stockOf } from '../../../test/helpers/orders.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const line = (productId: number, quantity: number, colorId: number | null = null): StockLine => ({
  productId,
  colorId,
  quantity,
  productName: `Product ${productId}`,
  colorName: colorId ? 'Black' : null,
});

async function reserve(lines: StockLine[]): Promise<unknown> {
  const { productIds, colorIds, quantities } = reservationOf(lines);
  const reservation = reserveStockSql(sql.param(productIds), sql.param(colorIds), sql.param(quantities), new Date());
  return ctx.database.db.execute(sql`SELECT ${reservation} AS reserved`).then(
    (result) => result.rows[0],
    (error: unknown) => error,
  );
}

describe('reserving stock in the database', () => {
  it('takes every line out of stock, colours included', async () => {
    const phone = await createProduct(ctx, { price: 900, colors: [{ name: 'Black', quantity: 4 }] });
    const cable = await createProduct(ctx, { price: 100, stock: 10 });
    const outcome = await reserve([line(cable.id, 3), line(phone.id, 2, phone.colorIds[0]!)]);
    expect(outcome).toEqual({ reserved: 2 });
    expect(await stockOf(ctx, cable.id)).toBe(7);
    expect(await stockOf(ctx, phone.id)).toBe(2);
    expect(await colorStockOf(ctx, phone.colorIds[0]!)).toBe(2);
  });

  it('fails as a whole, naming the line it could not fill, and leaves the other lines untouched', async () => {
    const plenty = await createProduct(ctx, { price: 100, stock: 10 });
    const scarce = await createProduct(ctx, { price: 200, stock: 1 });
    const lines = [line(scarce.id, 2), line(plenty.id, 5)];
    const error = await reserve(lines);
    expect(shortLineOf(error, lines)).toEqual(lines[0]);
    expect(await stockOf(ctx, plenty.id)).toBe(10);
    expect(await stockOf(ctx, scarce.id)).toBe(1);
    const answer = await outOfStock(ctx.database.db, lines[0]!);
    expect([answer.statusCode, answer.message]).toEqual([409, `Only 1 left of Product ${scarce.id}`]);
  });

  it('checks the colour too, and says when nothing is left', async () => {
    const phone = await createProduct(ctx, {
      price: 900,
      colors: [
        { name: 'Black', quantity: 0 },
        { name: 'Blue', quantity: 3 },
      ],
    });
    const lines = [line(phone.id, 1, phone.colorIds[0]!)];
    const error = await reserve(lines);
    expect(shortLineOf(error, lines)).toEqual(lines[0]);
    expect(await stockOf(ctx, phone.id)).toBe(3);
    expect((await outOfStock(ctx.database.db, lines[0]!)).message).toBe(`Product ${phone.id} (Black) is out of stock`);
  });

  it('orders lines by product then colour, and ignores errors that are not about stock', () => {
    const lines = [line(9, 1, 3), line(2, 1), line(9, 1, 1)];
    expect(inLockOrder(lines).map((l) => [l.productId, l.colorId])).toEqual([
      [2, null],
      [9, 1],
      [9, 3],
    ]);
    expect(shortLineOf(Object.assign(new Error('boom'), { code: '23503' }), lines)).toBeNull();
  });
});

describe('stock updates and the products table', () => {
  it('keeps each stock update on its page, so no index (search GIN included) is touched', async () => {
    const client = await ctx.database.pool.connect();
    try {
      const { rows: seeded } = await client.query<{ id: number }>(
        'SELECT id FROM products WHERE is_active AND total_quantity > 0 AND id NOT IN (SELECT product_id FROM product_colors) ORDER BY id',
      );
      expect(seeded.length).toBeGreaterThan(20);
      const counts = async () => {
        // Statistics are flushed when a backend is idle; force it and read fresh figures.
        await client.query('SELECT pg_stat_force_next_flush()');
        await client.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ updated: number; hot: number }>(
          `SELECT n_tup_upd AS updated, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'products'`,
        );
        return rows[0]!;
      };
      const before = await counts();
      // One order per seeded product, each in its own transaction as at checkout.
      for (const { id } of seeded)
        await client.query('SELECT pasal_reserve_stock($1::integer[], $2::integer[], $3::integer[], now())', [
          [id],
          [null],
          [1],
        ]);
      const after = await counts();
      expect(Number(after.updated) - Number(before.updated)).toBe(seeded.length);
      expect(Number(after.hot) - Number(before.hot)).toBe(seeded.length);
    } finally {
      client.release();
    }
  });
});
