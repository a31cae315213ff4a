import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import type { HttpError } from '../../../lib/http-errors.js';
import {
  outOfStock,
  reservationOf,
  returnToStock,
  shortLineOf,
  type StockLine,
  type StockReservation,
} from '../../catalog/index.js';
import { orderItems } from '../schema.js';

// Step 2 of placing an order: take the units out of stock. The catalogue owns the stock
// (catalog/stock.ts); the reservation is one conditional UPDATE per row, run by the database inside
// the statement that records the order (step 3), so the two cost one round trip and stand or fall
// together. Undo: returnReservedStock, when the order is cancelled or its payment fails or expires.

/** What step 3's statement takes out of stock for these lines (in lock order, so never a deadlock). */
export function reserveStock(lines: readonly StockLine[]): StockReservation {
  return reservationOf(lines);
}

/**
 * 409 saying how many are left when the reservation could not fill a line, else null. Call after the
 * failed attempt was rolled back: the figure is read afresh.
 */
export async function stockRefusal(db: DbOrTx, error: unknown, lines: readonly StockLine[]): Promise<HttpError | null> {
  const short = shortLineOf(error, lines);
  return short ? outOfStock(db, short) : null;
}

/** Whether the reservation could not fill one of the lines (the attempt is then decided again). */
export function isStockShort(error: unknown, lines: readonly StockLine[]): boolean {
  return shortLineOf(error, lines) !== null;
}

/**
 * The undo of reserveStock: puts an order's units back (cancelled order, failed or expired payment),
 * in the caller's transaction. Call once per order: lifecycle.ts's releaseOrder guards that.
 */
export async function returnReservedStock(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, colorId: orderItems.colorId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.colorId));
  await returnToStock(tx, items, now);
}
