import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { coupons } from '../../db/schema.js';

// A coupon's use count belongs to the coupons module, so every write to it is here. Orders count a
// use when an order redeems the code and give it back when that order is cancelled or its payment
// fails or expires, by calling these inside their own transaction (orders/placement/redeem-coupon.ts).

/**
 * Counts one use, if the coupon is still active and under its usage limit: one conditional UPDATE,
 * so two orders can never both take the last use. False when it could not be counted.
 */
export async function countCouponUse(tx: DbOrTx, couponId: number): Promise<boolean> {
  const updated = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return updated.length > 0;
}

/** Gives one use back (the undo of countCouponUse); never below zero. */
export async function uncountCouponUse(tx: DbOrTx, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
