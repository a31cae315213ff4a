import { asc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { conflict, type HttpError } from '../../lib/http-errors.js';
import { productColors, products } from '../catalog/schema.js';
import { orderItems } from './schema.js';

// Stock moves (DEVIATIONS #12). Every decrement is one conditional UPDATE (`… WHERE quantity >= n`),
// so two shoppers can never take the same last unit and stock never goes below zero, on any number
// of server processes. Rows are always touched in product-then-colour id order to avoid deadlocks.
// Reservation runs in the database (drizzle/0003_reserve_stock.sql, replaced by 0007) so an order costs one round trip.

export interface StockLine {
  productId: number;
  colorId: number | null;
  quantity: number;
  productName: string;
  colorName: string | null;
}

/** Lines in the order their rows are locked: product, then colour (see drizzle/0003_reserve_stock.sql). */
export function inLockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || (a.colorId ?? 0) - (b.colorId ?? 0));
}

/** The lines as the reservation takes them: three arrays, in lock order. */
export function reservationOf(lines: readonly StockLine[]): {
  productIds: number[];
  colorIds: (number | null)[];
  quantities: number[];
} {
  const ordered = inLockOrder(lines);
  return {
    productIds: ordered.map((line) => line.productId),
    colorIds: ordered.map((line) => line.colorId),
    quantities: ordered.map((line) => line.quantity),
  };
}

/**
 * The SQL that takes reservationOf's lines out of stock, for use inside the statement that records
 * the order: one round trip whatever the number of lines. The arrays come as parameters or as
 * placeholders (db/prepared.ts fixedStatement). A line that cannot be filled aborts the statement
 * with SQLSTATE PA001; `shortLineOf` then tells which one.
 */
export function reserveStockSql(
  productIds: SQLWrapper,
  colorIds: SQLWrapper,
  quantities: SQLWrapper,
  now: Date | Placeholder,
): SQL {
  return sql`pasal_reserve_stock(${productIds}::integer[], ${colorIds}::integer[], ${quantities}::integer[],
    ${now}::timestamptz)`;
}

/** The line a failed reservation could not fill, or null when the error is something else. */
export function shortLineOf<T extends StockLine>(error: unknown, lines: readonly T[]): T | null {
  const failure = (error as { cause?: unknown }).cause ?? error;
  const { code, detail } = failure as { code?: string; detail?: string };
  if (code !== 'PA001') return null;
  return inLockOrder(lines)[Number(detail) - 1] ?? null;
}

/** 409 for a line that could not be filled, saying how many are left. Call outside the failed transaction. */
export async function outOfStock(db: DbOrTx, line: StockLine): Promise<HttpError> {
  const [row] = line.colorId
    ? await db.select({ left: productColors.quantity }).from(productColors).where(eq(productColors.id, line.colorId))
    : await db.select({ left: products.totalQuantity }).from(products).where(eq(products.id, line.productId));
  const left = Math.max(0, row?.left ?? 0);
  const what = line.colorName ? `${line.productName} (${line.colorName})` : line.productName;
  return conflict(left === 0 ? `${what} is out of stock` : `Only ${left} left of ${what}`);
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
