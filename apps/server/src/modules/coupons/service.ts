import {
  couponStatus,
  paisaToRupees,
  rupeesToPaisa,
  type AdminCoupon,
  type AdminCouponListQuery,
  type CouponInputParsed,
  type CouponUpdateParsed,
} from '@pasal/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { couponRedemptions, coupons, orders } from '../../db/schema.js';

// Coupons in the back office (admins): list with what each has given, create, edit, switch off,
// delete an unused one. Orders keep their own discount (orders.discount_paisa and the
// redemption's discount_paisa) and name their coupon by id, so editing the terms never touches an
// order already placed; the code itself is fixed once any order used it, since orders show the
// coupon's current code (serialize.ts joins it).

type CouponRow = typeof coupons.$inferSelect;

interface CouponUsage {
  uses: number;
  discountPaisa: number;
  orderCount: number;
}

const noUsage: CouponUsage = { uses: 0, discountPaisa: 0, orderCount: 0 };

/** Per coupon: redemptions that stand, the discount they took and every order that named it. */
async function usageOf(db: DbOrTx, ids: number[]): Promise<Map<number, CouponUsage>> {
  const usage = new Map<number, CouponUsage>();
  if (ids.length === 0) return usage;
  const redeemed = await db
    .select({
      couponId: couponRedemptions.couponId,
      uses: sql<number>`count(*) FILTER (WHERE ${couponRedemptions.releasedAt} IS NULL)::int`,
      discountPaisa: sql<number>`coalesce(sum(${couponRedemptions.discountPaisa}) FILTER (WHERE ${couponRedemptions.releasedAt} IS NULL), 0)::bigint`,
    })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponId, ids))
    .groupBy(couponRedemptions.couponId);
  const ordered = await db
    .select({ couponId: orders.couponId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.couponId, ids))
    .groupBy(orders.couponId);
  for (const row of redeemed) {
    usage.set(row.couponId, { ...noUsage, uses: row.uses, discountPaisa: Number(row.discountPaisa) });
  }
  for (const row of ordered) {
    if (row.couponId === null) continue;
    usage.set(row.couponId, { ...(usage.get(row.couponId) ?? noUsage), orderCount: row.n });
  }
  return usage;
}

function toAdminCoupon(row: CouponRow, usage: CouponUsage, now: Date): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentage: row.kind === 'percentage' ? row.value : null,
    amount: row.kind === 'fixed' ? paisaToRupees(row.value) : null,
    max_discount: row.maxDiscountPaisa === null ? null : paisaToRupees(row.maxDiscountPaisa),
    min_subtotal: paisaToRupees(row.minSubtotalPaisa),
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    active: row.active,
    status: couponStatus(
      {
        active: row.active,
        validFrom: row.validFrom,
        validTo: row.validTo,
        usageLimit: row.usageLimit,
        uses: usage.uses,
      },
      now.getTime(),
    ),
    uses: usage.uses,
    discount_total: paisaToRupees(usage.discountPaisa),
    order_count: usage.orderCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * `updated_at` is the version an editor sends back, so every change moves it forward, even two in
 * the same millisecond (or under a test's stopped clock).
 */
const nextVersion = (now: Date) =>
  sql<Date>`greatest(${now.toISOString()}::timestamptz, ${coupons.updatedAt} + interval '1 millisecond')`;

/** The row's columns from the editor's fields (rupees → paisa; a fixed coupon has no cap). */
function columnsOf(input: CouponInputParsed) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'percentage' ? (input.percentage ?? 0) : rupeesToPaisa(input.amount ?? 0),
    maxDiscountPaisa:
      input.kind === 'percentage' && input.max_discount !== null ? rupeesToPaisa(input.max_discount) : null,
    minSubtotalPaisa: rupeesToPaisa(input.min_subtotal),
    validFrom: input.valid_from === null ? null : new Date(input.valid_from),
    validTo: input.valid_to === null ? null : new Date(input.valid_to),
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    firstOrderOnly: input.first_order_only,
    active: input.active,
  };
}

/** Newest first; `q` matches the code, `status` is the one the list shows now. */
export async function listCoupons(db: DbOrTx, query: AdminCouponListQuery, now: Date): Promise<AdminCoupon[]> {
  const q = query.q?.trim();
  const rows = await db
    .select()
    .from(coupons)
    .where(q ? sql`${coupons.code} ILIKE ${containsPattern(q)}` : undefined)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  const usage = await usageOf(
    db,
    rows.map((row) => row.id),
  );
  const all = rows.map((row) => toAdminCoupon(row, usage.get(row.id) ?? noUsage, now));
  return query.status ? all.filter((coupon) => coupon.status === query.status) : all;
}

async function couponIn(db: DbOrTx, id: number, now: Date): Promise<AdminCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) throw refuse('coupon_not_found');
  const usage = await usageOf(db, [id]);
  return toAdminCoupon(row, usage.get(id) ?? noUsage, now);
}

export const getCoupon = couponIn;

/** The code's owner other than `exceptId`, if any (codes are stored upper-case). */
async function codeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

const codeTakenError = () =>
  refuse('coupon_code_taken', undefined, { fields: { code: fieldRefusal('coupon_code_taken') } });

/** A unique-index violation on the code: two admins creating the same code at once. */
function isCodeConflict(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'coupons_code_unique';
}

export async function createCoupon(db: Database, input: CouponInputParsed, now: Date): Promise<AdminCoupon> {
  if (await codeTaken(db, input.code)) throw codeTakenError();
  try {
    const [row] = await db
      .insert(coupons)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('coupon insert returned nothing');
    return toAdminCoupon(row, noUsage, now);
  } catch (error) {
    if (isCodeConflict(error)) throw codeTakenError();
    throw error;
  }
}

/**
 * Saves every field. The row is locked first, so a checkout counting a use (redeemCoupon's
 * conditional UPDATE) waits, and the "limit ≥ uses" rule holds against the uses as they are.
 */
export async function updateCoupon(
  db: Database,
  id: number,
  { updated_at: seen, ...input }: CouponUpdateParsed,
  now: Date,
): Promise<{ coupon: AdminCoupon; changed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!row) throw refuse('coupon_not_found');
      // Both sides at the driver's millisecond precision: what GET showed is what is compared.
      if (seen !== undefined && new Date(seen).getTime() !== row.updatedAt.getTime()) {
        throw refuse('coupon_stale');
      }
      const usage = (await usageOf(tx, [id])).get(id) ?? noUsage;
      if (input.code !== row.code) {
        if (usage.orderCount > 0)
          throw refuse('coupon_code_locked', undefined, { fields: { code: fieldRefusal('coupon_code_locked') } });
        if (await codeTaken(tx, input.code, id)) throw codeTakenError();
      }
      if (input.usage_limit !== null && input.usage_limit < usage.uses) {
        // One use and several are two codes, as the English words differ (time, times).
        const { uses } = usage;
        if (uses === 1)
          throw refuse('coupon_usage_limit_below_uses_one', undefined, {
            fields: { usage_limit: fieldRefusal('coupon_usage_limit_below_uses_one') },
          });
        throw refuse(
          'coupon_usage_limit_below_uses',
          { uses },
          {
            fields: { usage_limit: fieldRefusal('coupon_usage_limit_below_uses', { uses }) },
          },
        );
      }
      const columns = columnsOf(input);
      const changed = (Object.keys(columns) as (keyof typeof columns)[]).some((key) => {
        const before = row[key];
        const after = columns[key];
        return before instanceof Date || after instanceof Date
          ? (before as Date | null)?.getTime() !== (after as Date | null)?.getTime()
          : before !== after;
      });
      if (!changed) return { coupon: toAdminCoupon(row, usage, now), changed: false };
      const [saved] = await tx
        .update(coupons)
        .set({ ...columns, updatedAt: nextVersion(now) })
        .where(eq(coupons.id, id))
        .returning();
      if (!saved) throw refuse('coupon_not_found');
      return { coupon: toAdminCoupon(saved, usage, now), changed: true };
    });
  } catch (error) {
    if (isCodeConflict(error)) throw codeTakenError();
    throw error;
  }
}

/** Switches a coupon off (checkout then says the code is not valid) or on again. */
export async function setCouponActive(
  db: Database,
  id: number,
  active: boolean,
  now: Date,
): Promise<{ coupon: AdminCoupon; changed: boolean }> {
  const [saved] = await db
    .update(coupons)
    .set({ active, updatedAt: nextVersion(now) })
    .where(sql`${coupons.id} = ${id} AND ${coupons.active} <> ${active}`)
    .returning({ id: coupons.id });
  return { coupon: await couponIn(db, id, now), changed: saved !== undefined };
}

/**
 * Deletes a coupon no order ever named. One that was used (even by an order since cancelled) stays,
 * as its orders point at it: it is disabled instead. Locked with the orders check, and the foreign
 * keys refuse a delete that an order placed meanwhile would break.
 */
export async function deleteCoupon(db: Database, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw refuse('coupon_not_found');
    const usage = (await usageOf(tx, [id])).get(id) ?? noUsage;
    if (usage.orderCount > 0) throw refuse('coupon_has_orders');
    await tx.delete(coupons).where(eq(coupons.id, id));
    return `${row.code} deleted`;
  });
}
