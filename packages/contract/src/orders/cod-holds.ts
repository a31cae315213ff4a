import { z } from 'zod';

// Cash on delivery holds stock until the courier collects the cash, days later, and costs the
// orderer nothing until then: one new account reserved all 250 units of a product in three orders
// (issue #29). So an account's open, unpaid cash-on-delivery orders are capped, by number and by
// units of one product (shop settings, docs/rules/checkout-and-payments.md#cash-on-delivery-limits),
// and staff see the holds that look like hoarding and can release them.

/** The limits of a shop nobody has saved settings for (and of a settings row from before them). */
export const COD_HOLD_DEFAULTS = {
  /** Open unpaid cash-on-delivery orders one account may have at a time. */
  maxOpenOrders: 3,
  /** Units of one product one account may hold across its open unpaid cash-on-delivery orders. */
  maxUnitsPerProduct: 10,
} as const;

/** The range an admin may set either limit to. */
export const COD_HOLD_LIMIT_RANGE = { min: 1, max: 1000 } as const;

/** An account younger than this that holds stock by cash on delivery is shown to staff. */
export const NEW_ACCOUNT_HOURS = 24;

export interface CodHoldLimits {
  maxOpenOrders: number;
  maxUnitsPerProduct: number;
}

export const COD_HOLD_MESSAGES = {
  limitInvalid: `Enter a whole number from ${COD_HOLD_LIMIT_RANGE.min} to ${COD_HOLD_LIMIT_RANGE.max}`,
  released: 'Hold released: the order is cancelled and its stock is back on sale',
  releaseNote: 'Hold released by staff (suspicious cash-on-delivery hold)',
} as const;

/** What an account holds now in open unpaid cash-on-delivery orders. */
export interface CodHolding {
  openOrders: number;
  /** Units held per product id. */
  unitsByProduct: ReadonlyMap<number, number>;
}

/** One product of the order being placed (its lines of that product added up). */
export interface CodOrderLine {
  productId: number;
  productName: string;
  quantity: number;
}

/** Why a cash-on-delivery order is refused, as a refusal code (refusals/refusal-catalogue.ts) and its parameters. */
export type CodHoldRefusal =
  | { code: 'cod_open_orders_one' }
  | { code: 'cod_open_orders'; params: { max: number } }
  | { code: 'cod_units_one' | 'cod_units'; params: { name: string; max: number } }
  | { code: 'cod_units_one_held' | 'cod_units_held'; params: { name: string; max: number; held: number } };

/** More open cash-on-delivery orders than `max` (the English says "1 order" or "3 orders"). */
export function tooManyCodOrders(max: number): CodHoldRefusal {
  return max === 1 ? { code: 'cod_open_orders_one' } : { code: 'cod_open_orders', params: { max } };
}

/** More units of `name` than `max` in open cash-on-delivery orders, `held` of them already there. */
export function tooManyCodUnits(name: string, max: number, held: number): CodHoldRefusal {
  if (held > 0) return { code: max === 1 ? 'cod_units_one_held' : 'cod_units_held', params: { name, max, held } };
  return { code: max === 1 ? 'cod_units_one' : 'cod_units', params: { name, max } };
}

/**
 * Why a new cash-on-delivery order is refused, or null when it fits. The order's own lines count
 * with what the account already holds: at most `maxOpenOrders` open orders including this one, at
 * most `maxUnitsPerProduct` units of any product across them.
 */
export function codHoldRefusal(
  holding: CodHolding,
  lines: readonly CodOrderLine[],
  limits: CodHoldLimits,
): CodHoldRefusal | null {
  if (holding.openOrders + 1 > limits.maxOpenOrders) return tooManyCodOrders(limits.maxOpenOrders);
  const wanted = new Map<number, CodOrderLine>();
  for (const line of lines) {
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  for (const line of wanted.values()) {
    const held = holding.unitsByProduct.get(line.productId) ?? 0;
    if (held + line.quantity > limits.maxUnitsPerProduct) {
      return tooManyCodUnits(line.productName, limits.maxUnitsPerProduct, held);
    }
  }
  return null;
}

export const HOLD_FLAGS = ['many_orders', 'many_units', 'new_account'] as const;
export type HoldFlag = (typeof HOLD_FLAGS)[number];

/** An account's open unpaid cash-on-delivery orders as the staff desk sees them. */
export interface HolderFigures {
  openOrders: number;
  /** The most units of any one product across them. */
  mostUnitsOfOneProduct: number;
  accountCreatedAt: Date;
}

/**
 * Why staff should look at an account's holds: more open orders or more units of one product than
 * the limits allow (placed before the limits existed, or before an admin lowered them), or an
 * account younger than NEW_ACCOUNT_HOURS holding stock (a throwaway account). Empty: nothing odd.
 */
export function suspiciousHoldFlags(holder: HolderFigures, limits: CodHoldLimits, now: number): HoldFlag[] {
  if (holder.openOrders === 0) return [];
  const flags: HoldFlag[] = [];
  if (holder.openOrders > limits.maxOpenOrders) flags.push('many_orders');
  if (holder.mostUnitsOfOneProduct > limits.maxUnitsPerProduct) flags.push('many_units');
  if (now - holder.accountCreatedAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000) flags.push('new_account');
  return flags;
}

/** The staff desk's words for each flag. */
export const HOLD_FLAG_LABELS: Record<HoldFlag, string> = {
  many_orders: 'More open cash-on-delivery orders than the limit',
  many_units: 'More units of one product than the limit',
  new_account: `Account less than ${NEW_ACCOUNT_HOURS} hours old`,
};

/** The staff desk's view of open unpaid cash-on-delivery orders whose account looks like hoarding. */
export const SUSPICIOUS_HOLDS_VIEW = 'suspicious_holds';

export const holdFlagsSchema = z.array(z.enum(HOLD_FLAGS));
