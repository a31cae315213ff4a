import {
  maxQuantity,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type CartLineInput,
  type Product,
  type ServerCartLine,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { findProductsByIds } from '../catalog/index.js';

// The signed-in shopper's cart and wishlist. The browser keeps the shopper's cart
// (docs/rules/cart.md#browser-storage); the server keeps a copy per account so it follows them to
// another device. Prices are never stored here: every read joins the product's current data, and
// the checkout prices from the database.

type StoredLine = {
  product_id: number;
  color_id: number | null;
  quantity: number;
};

const lineKey = (line: { product_id: number; color_id: number | null }) => `${line.product_id}:${line.color_id ?? 0}`;

/** The most of this line that can be bought now (colour stock when a colour is set). */
function stockFor(product: Product, colorId: number | null): number {
  if (colorId === null) return maxQuantity(product);
  const color = product.colors.find((candidate) => candidate.id === colorId);
  return color ? maxQuantity(product, color) : 0;
}

/**
 * Caps a wanted quantity by stock. An out-of-stock line keeps its quantity (capped only by the
 * hard maximum) so the browser can show it as unavailable instead of it silently vanishing.
 */
function capped(product: Product, line: StoredLine): number {
  const stock = stockFor(product, line.color_id);
  const wanted = Math.min(line.quantity, MAX_LINE_QUANTITY);
  return stock > 0 ? Math.min(wanted, stock) : wanted;
}

async function productsById(db: DbOrTx, ids: number[]): Promise<Map<number, Product>> {
  const unique = [...new Set(ids)];
  const products = await findProductsByIds(db, unique);
  return new Map(products.map((product) => [product.id, product]));
}

/** Serialises writes to one shopper's lists (two tabs saving at once must not collide). */
async function lockUser(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

async function storedLines(db: DbOrTx, userId: number): Promise<StoredLine[]> {
  const result = await db.execute<StoredLine>(sql`
    SELECT product_id, color_id, quantity FROM cart_items WHERE user_id = ${userId} ORDER BY id`);
  return result.rows;
}

/** The shopper's cart with each product's current data, quantities capped by current stock. */
export async function getCart(db: DbOrTx, userId: number): Promise<ServerCartLine[]> {
  const lines = await storedLines(db, userId);
  const products = await productsById(
    db,
    lines.map((line) => line.product_id),
  );
  const result: ServerCartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    const stock = stockFor(product, line.color_id);
    result.push({
      product_id: line.product_id,
      color_id: line.color_id,
      quantity: capped(product, line),
      available: product.is_active && stock > 0,
      product,
    });
  }
  return result;
}

/**
 * Keeps the lines that name a real product (and, when a colour is given, one of that product's
 * colours), one per product and colour — a later duplicate replaces an earlier one — with
 * quantities capped by stock.
 */
async function sanitise(db: DbOrTx, items: readonly CartLineInput[]): Promise<StoredLine[]> {
  const products = await productsById(
    db,
    items.map((item) => item.product_id),
  );
  const lines = new Map<string, StoredLine>();
  for (const item of items) {
    const line: StoredLine = { product_id: item.product_id, color_id: item.color_id ?? null, quantity: item.quantity };
    const product = products.get(line.product_id);
    if (!product) continue;
    if (line.color_id !== null && !product.colors.some((color) => color.id === line.color_id)) continue;
    const key = lineKey(line);
    lines.delete(key);
    lines.set(key, { ...line, quantity: capped(product, line) });
  }
  return [...lines.values()];
}

async function writeLines(db: DbOrTx, userId: number, lines: readonly StoredLine[], now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
  if (lines.length === 0) return;
  const values = lines.map(
    (line) => sql`(${userId}, ${line.product_id}, ${line.color_id}, ${line.quantity}, ${now.toISOString()})`,
  );
  await db.execute(sql`
    INSERT INTO cart_items (user_id, product_id, color_id, quantity, updated_at)
    VALUES ${sql.join(values, sql`, `)}`);
}

/** PUT: the browser's cart replaces the stored one. */
export async function replaceCart(
  db: DbOrTx,
  userId: number,
  items: readonly CartLineInput[],
  now: Date,
): Promise<ServerCartLine[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await writeLines(tx, userId, await sanitise(tx, items), now);
    return getCart(tx, userId);
  });
}

/**
 * After login: the browser's cart and the stored one become one. A line in both keeps the larger
 * quantity (so merging the same cart twice changes nothing), capped by stock; stored lines keep
 * their order and new ones follow in the browser's order.
 */
export async function mergeCart(
  db: DbOrTx,
  userId: number,
  items: readonly CartLineInput[],
  now: Date,
): Promise<ServerCartLine[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const merged = new Map<string, StoredLine>();
    for (const line of await storedLines(tx, userId)) merged.set(lineKey(line), line);
    for (const line of await sanitise(tx, items)) {
      const key = lineKey(line);
      const existing = merged.get(key);
      merged.set(key, existing ? { ...existing, quantity: Math.max(existing.quantity, line.quantity) } : line);
    }
    const lines = (await sanitise(tx, [...merged.values()])).slice(0, MAX_CART_LINES);
    await writeLines(tx, userId, lines, now);
    return getCart(tx, userId);
  });
}

export async function clearCart(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
}

// ---------------------------------------------------------------------------------------------
// Wishlist
// ---------------------------------------------------------------------------------------------

/** Saved products still on sale, oldest first (the order the browser's list grows in). */
export async function getWishlist(db: DbOrTx, userId: number): Promise<Product[]> {
  const result = await db.execute<{ product_id: number }>(sql`
    SELECT product_id FROM wishlist_items WHERE user_id = ${userId} ORDER BY created_at, product_id`);
  const ids = result.rows.map((row) => row.product_id);
  const products = await productsById(db, ids);
  return ids.flatMap((id) => {
    const product = products.get(id);
    return product?.is_active ? [product] : [];
  });
}

export type WishlistAddResult =
  { outcome: 'added' | 'already'; product: Product } | { outcome: 'not_found' } | { outcome: 'full' };

/** Adds one product on sale; saving one already saved changes nothing. */
export async function addToWishlist(
  db: DbOrTx,
  userId: number,
  productId: number,
  now: Date,
): Promise<WishlistAddResult> {
  const [product] = await findProductsByIds(db, [productId]);
  if (!product?.is_active) return { outcome: 'not_found' };
  const count = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = ${userId} AND product_id <> ${productId}`);
  if ((count.rows[0]?.n ?? 0) >= MAX_CART_LINES) return { outcome: 'full' };
  const result = await db.execute(sql`
    INSERT INTO wishlist_items (user_id, product_id, created_at) VALUES (${userId}, ${productId}, ${now.toISOString()})
    ON CONFLICT (user_id, product_id) DO NOTHING`);
  return { outcome: (result.rowCount ?? 0) > 0 ? 'added' : 'already', product };
}

export async function removeFromWishlist(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.execute(sql`DELETE FROM wishlist_items WHERE user_id = ${userId} AND product_id = ${productId}`);
}

/** After login: the browser's saved products join the stored ones (no duplicates), in the browser's order. */
export async function mergeWishlist(
  db: DbOrTx,
  userId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Product[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const products = await productsById(tx, [...productIds]);
    const stored = await tx.execute<{ product_id: number }>(
      sql`SELECT product_id FROM wishlist_items WHERE user_id = ${userId}`,
    );
    const saved = new Set(stored.rows.map((row) => row.product_id));
    const room = Math.max(0, MAX_CART_LINES - saved.size);
    const wanted = [...new Set(productIds)]
      .filter((id) => !saved.has(id) && products.get(id)?.is_active)
      .slice(0, room);
    // A millisecond apart, so the stored order is the browser's order.
    const values = wanted.map((id, index) => sql`(${userId}, ${id}, ${new Date(now.getTime() + index).toISOString()})`);
    if (values.length > 0) {
      await tx.execute(sql`
        INSERT INTO wishlist_items (user_id, product_id, created_at) VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (user_id, product_id) DO NOTHING`);
    }
    return getWishlist(tx, userId);
  });
}
