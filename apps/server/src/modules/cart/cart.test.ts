import type { Product, ServerCartLine } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

let ctx: TestContext;
let userSeq = 0;

interface Shopper {
  id: number;
  headers: { authorization: string };
}

async function createShopper(): Promise<Shopper> {
  userSeq += 1;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `cart-${userSeq}@example.com`, firstName: 'Cart', lastName: `Tester${userSeq}` })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role: 'customer' });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

async function productByName(name: string): Promise<Product> {
  const found = await ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE name = ${name}`);
  const id = found.rows[0]?.id;
  if (!id) throw new Error(`seed product ${name} missing`);
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${id}/` });
  return response.json<{ data: Product }>().data;
}

function call(shopper: Shopper | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: shopper?.headers ?? {} });
}

async function cartOf(shopper: Shopper): Promise<ServerCartLine[]> {
  const response = await call(shopper, 'GET', '/api/v1/cart/');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ServerCartLine[] }>().data;
}

const simplified = (lines: ServerCartLine[]) =>
  lines.map(({ product_id, color_id, quantity, available }) => ({ product_id, color_id, quantity, available }));

let airdopes: Product; // colours Bold Black 30, Pure White 15, Cyan Cider 0
let jblTune: Product; // colours, bulk [3,5],[5,8]
let plain: Product; // a product without colours

beforeAll(async () => {
  ctx = await createTestApp();
  airdopes = await productByName('boAt Airdopes 141');
  jblTune = await productByName('JBL Tune Beam');
  const noColours = await ctx.database.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.is_active AND p.total_quantity >= 5
      AND NOT EXISTS (SELECT 1 FROM product_colors k WHERE k.product_id = p.id) ORDER BY p.id LIMIT 1`);
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${noColours.rows[0]!.id}/` });
  plain = response.json<{ data: Product }>().data;
});
afterAll(async () => {
  await ctx.close();
});

const colour = (product: Product, name: string) => {
  const found = product.colors.find((candidate) => candidate.color_name === name);
  if (!found) throw new Error(`colour ${name} missing on ${product.name}`);
  return found;
};

describe('authentication', () => {
  it.each([
    ['GET', '/api/v1/cart/'],
    ['PUT', '/api/v1/cart/'],
    ['POST', '/api/v1/cart/merge/'],
    ['DELETE', '/api/v1/cart/'],
    ['GET', '/api/v1/wishlist/'],
    ['POST', '/api/v1/wishlist/'],
    ['POST', '/api/v1/wishlist/merge/'],
    ['DELETE', '/api/v1/wishlist/1/'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'sign_in_required' });
  });
});

describe('cart', () => {
  it('starts empty', async () => {
    const shopper = await createShopper();
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('PUT replaces the whole cart and GET returns it with current product data, in order', async () => {
    const shopper = await createShopper();
    const black = colour(airdopes, 'Bold Black');
    const put = await call(shopper, 'PUT', '/api/v1/cart/', {
      items: [
        { product_id: plain.id, color_id: null, quantity: 2 },
        { product_id: airdopes.id, color_id: black.id, quantity: 3 },
      ],
    });
    expect(put.statusCode).toBe(200);
    const lines = await cartOf(shopper);
    expect(simplified(lines)).toEqual([
      { product_id: plain.id, color_id: null, quantity: 2, available: true },
      { product_id: airdopes.id, color_id: black.id, quantity: 3, available: true },
    ]);
    expect(lines[1]!.product).toMatchObject({ id: airdopes.id, name: 'boAt Airdopes 141', discount_price: 2499 });
    expect(put.json<{ data: ServerCartLine[] }>().data).toEqual(lines);

    await call(shopper, 'PUT', '/api/v1/cart/', { items: [{ product_id: plain.id, quantity: 1 }] });
    expect(simplified(await cartOf(shopper))).toEqual([
      { product_id: plain.id, color_id: null, quantity: 1, available: true },
    ]);
  });

  it('caps quantities by colour stock, else by total stock', async () => {
    const shopper = await createShopper();
    const white = colour(airdopes, 'Pure White'); // 15 in stock
    const response = await call(shopper, 'PUT', '/api/v1/cart/', {
      items: [
        { product_id: airdopes.id, color_id: white.id, quantity: 40 },
        { product_id: plain.id, color_id: null, quantity: 9999 },
      ],
    });
    expect(simplified(response.json<{ data: ServerCartLine[] }>().data)).toEqual([
      { product_id: airdopes.id, color_id: white.id, quantity: 15, available: true },
      { product_id: plain.id, color_id: null, quantity: plain.total_quantity, available: true },
    ]);
  });

  it('keeps an out-of-stock colour line, marked unavailable', async () => {
    const shopper = await createShopper();
    const cyan = colour(airdopes, 'Cyan Cider'); // 0 in stock
    await call(shopper, 'PUT', '/api/v1/cart/', {
      items: [{ product_id: airdopes.id, color_id: cyan.id, quantity: 2 }],
    });
    expect(simplified(await cartOf(shopper))).toEqual([
      { product_id: airdopes.id, color_id: cyan.id, quantity: 2, available: false },
    ]);
  });

  it('leaves out unknown products, foreign colours, and keeps the last of a repeated line', async () => {
    const shopper = await createShopper();
    const foreign = colour(jblTune, 'Black');
    const response = await call(shopper, 'PUT', '/api/v1/cart/', {
      items: [
        { product_id: 999999, color_id: null, quantity: 1 },
        { product_id: airdopes.id, color_id: foreign.id, quantity: 1 },
        { product_id: plain.id, color_id: null, quantity: 1 },
        { product_id: plain.id, color_id: null, quantity: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(simplified(await cartOf(shopper))).toEqual([
      { product_id: plain.id, color_id: null, quantity: 3, available: true },
    ]);
  });

  it('reflects a product taken off sale and stock that dropped after saving', async () => {
    const shopper = await createShopper();
    const black = colour(jblTune, 'Black');
    await call(shopper, 'PUT', '/api/v1/cart/', {
      items: [
        { product_id: jblTune.id, color_id: black.id, quantity: 5 },
        { product_id: plain.id, quantity: 1 },
      ],
    });
    await ctx.database.db.execute(sql`UPDATE product_colors SET quantity = 2 WHERE id = ${black.id}`);
    await ctx.database.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${plain.id}`);
    try {
      expect(simplified(await cartOf(shopper))).toEqual([
        { product_id: jblTune.id, color_id: black.id, quantity: 2, available: true },
        { product_id: plain.id, color_id: null, quantity: 1, available: false },
      ]);
    } finally {
      await ctx.database.db.execute(sql`UPDATE product_colors SET quantity = ${black.quantity} WHERE id = ${black.id}`);
      await ctx.database.db.execute(sql`UPDATE products SET is_active = true WHERE id = ${plain.id}`);
    }
  });

  it('DELETE empties the cart (204) and only that shopper’s', async () => {
    const shopper = await createShopper();
    const other = await createShopper();
    await call(shopper, 'PUT', '/api/v1/cart/', { items: [{ product_id: plain.id, quantity: 1 }] });
    await call(other, 'PUT', '/api/v1/cart/', { items: [{ product_id: plain.id, quantity: 2 }] });
    const response = await call(shopper, 'DELETE', '/api/v1/cart/');
    expect(response.statusCode).toBe(204);
    expect(await cartOf(shopper)).toEqual([]);
    expect(simplified(await cartOf(other))).toEqual([
      { product_id: plain.id, color_id: null, quantity: 2, available: true },
    ]);
  });

  it('merge: stored lines first, larger quantity wins, capped by stock, no duplicates, idempotent', async () => {
    const shopper = await createShopper();
    const black = colour(airdopes, 'Bold Black');
    const white = colour(airdopes, 'Pure White'); // 15
    await call(shopper, 'PUT', '/api/v1/cart/', {
      items: [
        { product_id: airdopes.id, color_id: black.id, quantity: 4 },
        { product_id: plain.id, quantity: 1 },
      ],
    });
    const local = {
      items: [
        { product_id: plain.id, color_id: null, quantity: 3 },
        { product_id: airdopes.id, color_id: black.id, quantity: 2 },
        { product_id: airdopes.id, color_id: white.id, quantity: 20 },
      ],
    };
    const merged = await call(shopper, 'POST', '/api/v1/cart/merge/', local);
    expect(merged.statusCode).toBe(200);
    const expected = [
      { product_id: airdopes.id, color_id: black.id, quantity: 4, available: true },
      { product_id: plain.id, color_id: null, quantity: 3, available: true },
      { product_id: airdopes.id, color_id: white.id, quantity: 15, available: true },
    ];
    expect(simplified(merged.json<{ data: ServerCartLine[] }>().data)).toEqual(expected);
    // The same browser cart merged again (a second login on this device) changes nothing.
    await call(shopper, 'POST', '/api/v1/cart/merge/', local);
    expect(simplified(await cartOf(shopper))).toEqual(expected);
    const rows = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${shopper.id}`,
    );
    expect(rows.rows[0]!.n).toBe(3);
  });

  it('merge into an empty stored cart takes the browser cart as it is', async () => {
    const shopper = await createShopper();
    const response = await call(shopper, 'POST', '/api/v1/cart/merge/', {
      items: [{ product_id: plain.id, quantity: 2 }],
    });
    expect(simplified(response.json<{ data: ServerCartLine[] }>().data)).toEqual([
      { product_id: plain.id, color_id: null, quantity: 2, available: true },
    ]);
  });

  it('concurrent saves from two tabs never fail', async () => {
    const shopper = await createShopper();
    const responses = await Promise.all(
      [1, 2, 3, 4].map((quantity) =>
        call(shopper, 'PUT', '/api/v1/cart/', { items: [{ product_id: plain.id, quantity }] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it.each([
    [{}, 'items'],
    [{ items: [{ product_id: 'x', quantity: 1 }] }, 'items.0.product_id'],
    [{ items: [{ product_id: 1, quantity: 0 }] }, 'items.0.quantity'],
    [{ items: [{ product_id: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    [{ items: [{ product_id: 1, quantity: 10000 }] }, 'items.0.quantity'],
    [{ items: [{ product_id: -1, quantity: 1 }] }, 'items.0.product_id'],
    [{ items: Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) }, 'items'],
  ])('rejects a bad body %j with 400 naming %s', async (payload, field) => {
    const shopper = await createShopper();
    const response = await call(shopper, 'PUT', '/api/v1/cart/', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toMatch(/^Invalid /);
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe('wishlist', () => {
  const ids = (response: { json: <T>() => T }) =>
    response.json<{ data: Product[] }>().data.map((product) => product.id);

  it('adds (201), re-adding changes nothing (200), lists oldest first with a count', async () => {
    const shopper = await createShopper();
    const first = await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: airdopes.id });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: Product }>().data).toMatchObject({ id: airdopes.id, slug: airdopes.slug });
    ctx.clock.advance(1000);
    await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: plain.id });
    const again = await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: airdopes.id });
    expect(again.statusCode).toBe(200);
    const list = await call(shopper, 'GET', '/api/v1/wishlist/');
    expect(list.statusCode).toBe(200);
    expect(ids(list)).toEqual([airdopes.id, plain.id]);
    expect(list.json<{ count: number }>().count).toBe(2);
  });

  it('removes with DELETE (204), also when not saved', async () => {
    const shopper = await createShopper();
    await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: plain.id });
    expect((await call(shopper, 'DELETE', `/api/v1/wishlist/${plain.id}/`)).statusCode).toBe(204);
    expect((await call(shopper, 'DELETE', `/api/v1/wishlist/${plain.id}/`)).statusCode).toBe(204);
    expect(ids(await call(shopper, 'GET', '/api/v1/wishlist/'))).toEqual([]);
  });

  it('404 for an unknown product, 400 for a bad id', async () => {
    const shopper = await createShopper();
    const unknown = await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found', code: 'product_not_found' });
    const bad = await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect((await call(shopper, 'DELETE', '/api/v1/wishlist/abc/')).statusCode).toBe(400);
  });

  it('merge: union without duplicates, browser order after stored ones, unknown ids ignored', async () => {
    const shopper = await createShopper();
    await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: plain.id });
    ctx.clock.advance(1000);
    const merged = await call(shopper, 'POST', '/api/v1/wishlist/merge/', {
      product_ids: [jblTune.id, 999999, plain.id, airdopes.id, jblTune.id],
    });
    expect(merged.statusCode).toBe(200);
    expect(ids(merged)).toEqual([plain.id, jblTune.id, airdopes.id]);
    expect(merged.json<{ count: number }>().count).toBe(3);
    const rows = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = ${shopper.id}`,
    );
    expect(rows.rows[0]!.n).toBe(3);
  });

  it('hides products no longer sold', async () => {
    const shopper = await createShopper();
    await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: plain.id });
    await ctx.database.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${plain.id}`);
    try {
      const list = await call(shopper, 'GET', '/api/v1/wishlist/');
      expect(ids(list)).toEqual([]);
      expect((await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: plain.id })).statusCode).toBe(404);
    } finally {
      await ctx.database.db.execute(sql`UPDATE products SET is_active = true WHERE id = ${plain.id}`);
    }
  });

  it('refuses more than 100 saved products with 422', async () => {
    const shopper = await createShopper();
    const many = await ctx.database.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE is_active ORDER BY id LIMIT 101`,
    );
    const productIds = many.rows.map((row) => row.id);
    expect(productIds).toHaveLength(101);
    const merged = await call(shopper, 'POST', '/api/v1/wishlist/merge/', { product_ids: productIds.slice(0, 100) });
    expect(merged.json<{ count: number }>().count).toBe(100);
    const full = await call(shopper, 'POST', '/api/v1/wishlist/', { product_id: productIds[100] });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({
      message: 'Your wishlist is full (at most 100 products)',
      code: 'wishlist_full',
      params: { max: 100 },
    });
  });
});
