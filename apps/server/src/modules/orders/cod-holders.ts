import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

// Who holds stock by cash on delivery, for the staff order desk's view of suspicious holds
// (issue #29; the rule that flags them is the contract's suspiciousHoldFlags).

/**
 * An order (alias `o`) that holds its stock until the courier collects the cash: cash on delivery,
 * unpaid, neither cancelled nor delivered. Placement's limits count the same orders
 * (placement/cod-holds.ts).
 */
export const OPEN_COD_ORDER = sql`(o.payment_gateway = 'COD' AND o.payment_status = 'unpaid' AND o.status NOT IN ('Cancelled', 'Delivered'))`;

export interface CodHolder {
  userId: number;
  accountCreatedAt: Date;
  openOrders: number;
  units: number;
  mostUnitsOfOneProduct: number;
}

/** Every account holding stock in open COD orders, or only those of `userIds`. */
export async function codHolders(db: DbOrTx, userIds?: readonly number[]): Promise<CodHolder[]> {
  if (userIds?.length === 0) return [];
  const only: SQL = userIds
    ? sql`AND o.user_id IN (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{
    user_id: number;
    created_at: Date | string;
    open_orders: number;
    units: number;
    most_units: number;
  }>(sql`
    WITH held AS (
      SELECT o.user_id, o.id AS order_id, oi.product_id, coalesce(oi.quantity, 0) AS quantity
      FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id
      WHERE ${OPEN_COD_ORDER} ${only}
    ), per_product AS (
      SELECT user_id, sum(quantity) AS units FROM held GROUP BY user_id, product_id
    )
    SELECT held.user_id, u.created_at, count(DISTINCT held.order_id)::int AS open_orders,
      sum(held.quantity)::int AS units,
      (SELECT coalesce(max(pp.units), 0)::int FROM per_product pp WHERE pp.user_id = held.user_id) AS most_units
    FROM held JOIN users u ON u.id = held.user_id
    GROUP BY held.user_id, u.created_at`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    accountCreatedAt: new Date(row.created_at),
    openOrders: row.open_orders,
    units: row.units,
    mostUnitsOfOneProduct: row.most_units,
  }));
}
