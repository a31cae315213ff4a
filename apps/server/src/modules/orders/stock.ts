import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { conflict } from '../../lib/http-errors.js';
import { productColors, products } from '../catalog/schema.js';
import { orderItems } from './schema.js';

// Stock moves (DEVIATIONS #12). Every decrement is one conditional UPDATE (`… WHERE quantity >= n`),
// so two shoppers can never take the same last unit and stock never goes below zero, on any number
// of server processes. Rows are always touched in product-then-colour id order to avoid deadlocks.

export interface StockLine {
  productId: number;
  colorId: number | null;
  quantity: number;
  productName: string;
  colorName: string | null;
}

function byLockOrder(a: StockLine, b: StockLine): number {
  return a.productId - b.productId || (a.colorId ?? 0) - (b.colorId ?? 0);
}

async function outOfStock(tx: DbOrTx, line: StockLine): Promise<never> {
  const [row] = line.colorId
    ? await tx.select({ left: productColors.quantity }).from(productColors).where(eq(productColors.id, line.colorId))
    : await tx.select({ left: products.totalQuantity }).from(products).where(eq(products.id, line.productId));
  const left = Math.max(0, row?.left ?? 0);
  const what = line.colorName ? `${line.productName} (${line.colorName})` : line.productName;
  throw conflict(left === 0 ? `${what} is out of stock` : `Only ${left} left of ${what}`);
}

/** Takes the lines' units out of stock, or throws 409 (and the caller's transaction rolls back). */
export async function reserveStock(tx: DbOrTx, lines: readonly StockLine[], now: Date): Promise<void> {
  for (const line of [...lines].sort(byLockOrder)) {
    const product = await tx.execute(sql`
      UPDATE products SET total_quantity = total_quantity - ${line.quantity}, updated_at = ${now}
      WHERE id = ${line.productId} AND is_active AND total_quantity >= ${line.quantity}`);
    if (product.rowCount !== 1) await outOfStock(tx, line);
    if (line.colorId !== null) {
      const color = await tx.execute(sql`
        UPDATE product_colors SET quantity = quantity - ${line.quantity}
        WHERE id = ${line.colorId} AND product_id = ${line.productId} AND quantity >= ${line.quantity}`);
      if (color.rowCount !== 1) await outOfStock(tx, line);
    }
  }
}

/** Puts an order's units back (cancelled order, failed or expired payment). Call once per order. */
export async function returnStock(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, colorId: orderItems.colorId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.colorId));
  for (const item of items) {
    await tx.execute(sql`
      UPDATE products SET total_quantity = total_quantity + ${item.quantity}, updated_at = ${now}
      WHERE id = ${item.productId}`);
    if (item.colorId !== null) {
      await tx.execute(
        sql`UPDATE product_colors SET quantity = quantity + ${item.quantity} WHERE id = ${item.colorId}`,
      );
    }
  }
}
