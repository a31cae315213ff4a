import {
  couponDiscountPaisa,
  couponRejection,
  nepaliPhoneKey,
  normaliseCouponCode,
  PHONE_KEY_SQL_PATTERN,
  type CouponRefusal,
  type CouponTerms,
} from '@pasal/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse, RefusalError } from '../../lib/refusal.js';
import { countCouponUse, uncountCouponUse } from '../coupons/index.js';
import { couponRedemptions, coupons, orders } from './schema.js';

// Coupons (docs/rules/checkout-and-payments.md#coupons): a code is checked when previewed and again
// inside the order transaction; its use is counted only when an order is placed and given back when
// that order is cancelled or its payment fails. The terms are read afresh on every check, and an
// order keeps its own discount (orders.discount_paisa, coupon_redemptions.discount_paisa): an admin
// editing a coupon changes what later orders get, never an order already placed.

type CouponRow = typeof coupons.$inferSelect;

export interface AppliedCoupon {
  id: number;
  code: string;
  discountPaisa: number;
}

function termsOf(row: CouponRow): CouponTerms {
  return {
    kind: row.kind,
    value: row.value,
    maxDiscountPaisa: row.maxDiscountPaisa,
    minSubtotalPaisa: row.minSubtotalPaisa,
    validFrom: row.validFrom,
    validTo: row.validTo,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    active: row.active,
  };
}

async function findCoupon(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)))
    .limit(1);
  return row ?? null;
}

/** The customer's redemptions of a coupon that still stand (not given back). */
async function redemptionsByCustomer(db: DbOrTx, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether the customer has an order that still stands (a cancelled order, or one whose payment
 * failed or expired, is Cancelled and does not count), other than `exceptOrderId`: the order being
 * placed, already inserted when its coupon is redeemed.
 */
async function hasStandingOrder(db: DbOrTx, userId: number, exceptOrderId?: number): Promise<boolean> {
  const conditions = [eq(orders.userId, userId), ne(orders.status, 'Cancelled')];
  if (exceptOrderId !== undefined) conditions.push(ne(orders.id, exceptOrderId));
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether an order that still stands, by any account, other than `exceptOrderId`, was placed for
 * the same phone number (nepaliPhoneKey, here in SQL): a first-order coupon is once per number as
 * well as per account, or one shopper with many accounts and one phone gets it many times (#29).
 */
async function hasStandingOrderForPhone(db: DbOrTx, phoneKey: string, exceptOrderId?: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT o.id FROM orders o
    WHERE regexp_replace(regexp_replace(o.phone_number, '[^0-9]', '', 'g'), ${PHONE_KEY_SQL_PATTERN}, '\\1') = ${phoneKey}
      AND o.status <> 'Cancelled' ${exceptOrderId === undefined ? sql`` : sql`AND o.id <> ${exceptOrderId}`}
    LIMIT 1`);
  return result.rows.length > 0;
}

type CouponUse = {
  code: string;
  userId: number;
  subtotalPaisa: number;
  now: number;
  orderId?: number;
  /** The order's phone number: known when an order is placed, not when a code is previewed. */
  phone?: string;
};

/** 422 with the reason when the code cannot be used for this customer and subtotal. */
export async function evaluateCoupon(db: DbOrTx, input: CouponUse): Promise<AppliedCoupon> {
  return evaluateFoundCoupon(db, await findCoupon(db, input.code), input);
}

async function evaluateFoundCoupon(db: DbOrTx, row: CouponRow | null, input: CouponUse): Promise<AppliedCoupon> {
  const usedByCustomer = row ? await redemptionsByCustomer(db, row.id, input.userId) : 0;
  let problem: CouponRefusal | { code: 'coupon_first_order_only' } | null = couponRejection(row ? termsOf(row) : null, {
    now: input.now,
    subtotalPaisa: input.subtotalPaisa,
    usedByCustomer,
  });
  // Checked after the coupon's own terms, so an unknown or expired code says so first.
  if (
    problem === null &&
    row?.firstOrderOnly &&
    ((await hasStandingOrder(db, input.userId, input.orderId)) ||
      (input.phone !== undefined && (await hasStandingOrderForPhone(db, nepaliPhoneKey(input.phone), input.orderId))))
  ) {
    problem = { code: 'coupon_first_order_only' };
  }
  if (problem !== null || row === null) {
    const refusal = problem ?? { code: 'coupon_invalid' as const };
    const params = 'params' in refusal ? refusal.params : undefined;
    throw new RefusalError(refusal.code, params, {
      coupon_code: { code: refusal.code, ...(params ? { params } : {}) },
    });
  }
  return { id: row.id, code: row.code, discountPaisa: couponDiscountPaisa(row, input.subtotalPaisa) };
}

/**
 * Counts a use inside the order transaction. Serialised per customer and coupon (advisory lock)
 * so two simultaneous orders cannot both take a once-per-customer code, and the global limit is
 * enforced by a conditional UPDATE. Re-evaluates the coupon under the lock.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  input: { code: string; userId: number; orderId: number; subtotalPaisa: number; now: number; phone: string },
): Promise<AppliedCoupon> {
  const code = normaliseCouponCode(input.code);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`coupon:${code}`}), ${input.userId})`);
  const row = await findCoupon(tx, code);
  // Two different first-order-only codes in two orders placed at once would each find no earlier
  // order: such codes also take the customer's first-order lock, so the second waits for the
  // first order to commit and then sees it. Always taken after the code's lock, so no two orders
  // wait for each other.
  if (row?.firstOrderOnly) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('coupon:first-order'), ${input.userId})`);
    // The same for one phone number shared by several accounts (#29): two of them ordering at once
    // would each find no earlier order for the number. Taken last, always in this order.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('coupon:first-order-phone'), hashtext(${nepaliPhoneKey(input.phone)}))`,
    );
  }
  const applied = await evaluateFoundCoupon(tx, row, { ...input, code });
  if (!(await countCouponUse(tx, applied.id))) {
    throw refuse('coupon_used_up', undefined, { fields: { coupon_code: fieldRefusal('coupon_used_up') } });
  }
  await tx.insert(couponRedemptions).values({
    couponId: applied.id,
    orderId: input.orderId,
    userId: input.userId,
    discountPaisa: applied.discountPaisa,
    createdAt: new Date(input.now),
  });
  return applied;
}

/** Gives an order's coupon use back (cancelled order, failed or expired payment). Idempotent. */
export async function releaseCoupon(tx: DbOrTx, orderId: number, now: number): Promise<void> {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: new Date(now) })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) await uncountCouponUse(tx, couponId);
}
