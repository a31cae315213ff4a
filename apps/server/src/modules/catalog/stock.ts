import { eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { refuse, type RefusalError } from '../../lib/refusal.js';
import { productColors, products } from './schema.js';

// Stock moves, the catalogue's side (docs/rules/checkout-and-payments.md#stock): the catalogue owns
// products.total_quantity and product_colors.quantity, so every write to them is here, and orders
// call these functions from inside their own transaction. Every decrement is one conditional UPDATE
// (`… WHERE quantity >= n`), so two shoppers can never take the same last unit and stock never goes
// below zero, on any number of server processes. Rows are always touched in product-then-colour id
// order to avoid deadlocks. Reservation runs in the database (drizzle/0003_reserve_stock.sql,
// replaced by 0007) so an order costs one round trip.

export interface StockLine {
  productId: number;
  colorId: number | null;
  quantity: number;
  productName: string;
  colorName: string | null;
}

/** Units of one product (and colour) going back on the shelf. */
export type ReturnedUnits = Pick<StockLine, 'productId' | 'colorId' | 'quantity'>;

/** Lines in the order their rows are locked: product, then colour (see drizzle/0003_reserve_stock.sql). */
export function inLockOrder<T extends Pick<StockLine, 'productId' | 'colorId'>>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || (a.colorId ?? 0) - (b.colorId ?? 0));
}

/** What a reservation takes: three arrays, in lock order, ready to be bound as statement parameters. */
export interface StockReservation {
  productIds: number[];
  colorIds: (number | null)[];
  quantities: number[];
}

/** The lines as the reservation takes them: three arrays, in lock order. */
export function reservationOf(lines: readonly StockLine[]): StockReservation {
  const ordered = inLockOrder(lines);
  return {
    productIds: ordered.map((line) => line.productId),
    colorIds: ordered.map((line) => line.colorId),
    quantities: ordered.map((line) => line.quantity),
  };
}

/**
 * The SQL that takes reservationOf's lines out of stock, for use inside the statement that records
 * the order: one round trip whatever the number of lines, in the caller's transaction. The arrays
 * come as parameters or as placeholders (db/prepared.ts fixedStatement). A line that cannot be
 * filled aborts the statement with SQLSTATE PA001; `shortLineOf` then tells which one.
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
export async function outOfStock(db: DbOrTx, line: StockLine): Promise<RefusalError> {
  const [row] = line.colorId
    ? await db.select({ left: productColors.quantity }).from(productColors).where(eq(productColors.id, line.colorId))
    : await db.select({ left: products.totalQuantity }).from(products).where(eq(products.id, line.productId));
  const left = Math.max(0, row?.left ?? 0);
  const what = line.colorName ? `${line.productName} (${line.colorName})` : line.productName;
  return left === 0 ? refuse('out_of_stock', { product: what }) : refuse('only_left', { left, product: what });
}

/**
 * Puts units back on the shelf (the undo of a reservation), in the caller's transaction. The lines
 * must come in lock order (inLockOrder), like the reservation's, so the two never deadlock.
 */
export async function returnToStock(tx: DbOrTx, lines: readonly ReturnedUnits[], now: Date): Promise<void> {
  for (const line of lines) {
    await tx.execute(sql`
      UPDATE products SET total_quantity = total_quantity + ${line.quantity}, updated_at = ${now}
      WHERE id = ${line.productId}`);
    if (line.colorId !== null) {
      await tx.execute(
        sql`UPDATE product_colors SET quantity = quantity + ${line.quantity} WHERE id = ${line.colorId}`,
      );
    }
  }
}
