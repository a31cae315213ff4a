import type { DbOrTx } from '../../../db/connection.js';
import { refuse } from '../../../lib/refusal.js';
import { redeemCoupon, releaseCoupon } from '../coupons.js';
import type { Quote } from '../quote.js';
import type { Placement } from './request.js';

// Step 4 of placing an order: count the coupon's use (docs/rules/checkout-and-payments.md#coupons),
// in the order's transaction and after the order row exists (a redemption names its order). The
// coupon is checked again under a lock, so two simultaneous orders cannot both take a
// once-per-customer code or the last use; what it gives must still be what step 1 priced. Undo:
// giveBackCoupon.

/** Counts the coupon priced in `quote` for the order just recorded; nothing without a coupon. */
export async function redeemOrderCoupon(
  tx: DbOrTx,
  placement: Placement,
  quote: Quote,
  orderId: number,
): Promise<void> {
  if (!quote.coupon) return;
  const redeemed = await redeemCoupon(tx, {
    code: quote.coupon.code,
    userId: placement.userId,
    phone: placement.input.phone_number,
    orderId,
    subtotalPaisa: quote.totals.subtotal,
    now: placement.now,
  });
  if (redeemed.discountPaisa !== quote.totals.discount) throw refuse('prices_changed');
}

/**
 * The undo of redeemOrderCoupon: gives the order's coupon use back (cancelled order, failed or
 * expired payment), in the caller's transaction. Idempotent.
 */
export async function giveBackCoupon(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  await releaseCoupon(tx, orderId, now.getTime());
}
