import { codHoldRefusal, type CodHolding } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { OPEN_COD_ORDER } from '../cod-holders.js';
import type { Quote } from '../quote.js';
import type { Placement } from './request.js';

// Step 1b of placing an order: the cash-on-delivery limits (issue #29,
// docs/rules/checkout-and-payments.md#cash-on-delivery-limits). A COD order holds its stock until
// the courier collects the cash, days later, and costs its orderer nothing until then: one account
// took all 250 units of a product in three orders. So an account's open unpaid COD orders are
// capped by number and by units of one product (shop settings). Reads only: nothing to undo.

/** What the account holds now: its open (not cancelled, not delivered) unpaid COD orders. */
async function codHoldingOf(db: DbOrTx, userId: number): Promise<CodHolding> {
  const result = await db.execute<{ order_id: number; product_id: number | null; quantity: number }>(sql`
    SELECT o.id AS order_id, oi.product_id, oi.quantity
    FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id
    WHERE o.user_id = ${userId} AND ${OPEN_COD_ORDER}`);
  const orderIds = new Set<number>();
  const unitsByProduct = new Map<number, number>();
  for (const row of result.rows) {
    orderIds.add(row.order_id);
    if (row.product_id !== null) {
      unitsByProduct.set(row.product_id, (unitsByProduct.get(row.product_id) ?? 0) + row.quantity);
    }
  }
  return { openOrders: orderIds.size, unitsByProduct };
}

/**
 * 422 with what to do when this COD order would take the account past a limit; nothing for other
 * payment methods (an unpaid eSewa or Khalti order gives its stock back after its payment window).
 * Runs in the order's transaction under a per-account advisory lock, so two orders placed at the
 * same moment cannot both count the holdings without the other and pass together; the lock is
 * held until the order commits. It is taken before any coupon lock (redeem-coupon.ts), always.
 */
export async function checkCodHolds(tx: DbOrTx, placement: Placement, quote: Quote): Promise<void> {
  if (placement.input.payment_gateway !== 'COD') return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cod-hold'), ${placement.userId})`);
  const holding = await codHoldingOf(tx, placement.userId);
  const problem = codHoldRefusal(
    holding,
    quote.lines.map((line) => ({ productId: line.productId, productName: line.productName, quantity: line.quantity })),
    {
      maxOpenOrders: placement.settings.cod_max_open_orders,
      maxUnitsPerProduct: placement.settings.cod_max_units_per_product,
    },
  );
  if (problem !== null) throw unprocessable(problem, { payment_gateway: problem });
}
