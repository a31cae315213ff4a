import { paisaToRupees, rupeesToPaisa } from '../shared/money.js';

// Pure cart rules (docs/rules/cart.md). Shared by the browser cart and the
// server's checkout, so both price a line the same way. Prices at this API are rupees (as the
// catalogue API serves them); sums are taken in integer paisa so 0.1 + 0.2 never appears.

/** One bulk tier as a cart line needs it: from `min_quantity` on, the unit price is `discounted_price`. */
export interface BulkTier {
  min_quantity: number;
  discounted_price: number;
}

/** Anything that can be priced: a Product, a ProductSummary with tiers, or a stored cart line. */
export interface PricedItem {
  discount_price: number;
  bulk_discounts?: readonly BulkTier[] | null;
}

/** A priced item with the quantity being bought. */
export interface PricedLine extends PricedItem {
  quantity: number;
}

/** Stock as the cart sees it: the product's total, and a colour's own count when one is chosen. */
export interface StockedItem {
  total_quantity: number;
}

export interface StockedColor {
  quantity: number;
  is_in_stock?: boolean;
}

/** Free delivery from this subtotal on, in rupees (docs/rules/checkout-and-payments.md#delivery-charge). */
export const DEFAULT_FREE_DELIVERY_THRESHOLD = 10_000;

/** Smallest quantity a cart line or the product page stepper may hold (docs/rules/cart.md#quantity-limits). */
export const MIN_CART_QUANTITY = 1;

/**
 * The unit price at `quantity`: `discount_price`, unless a bulk tier applies. The tier with the
 * HIGHEST `min_quantity` that the quantity meets sets the price, whatever order the tiers are listed
 * in (docs/rules/cart.md#bulk-discounts; "first match in list order" let the table promise a deeper
 * tier than the cart charged). The browser cart, the product page and the server's order pricing all
 * call this one function. Unit-agnostic: returns whatever unit the item's prices are in.
 */
export function unitPriceFor(item: PricedItem, quantity: number): number {
  const tier = applicableTier(item.bulk_discounts, quantity);
  return tier ? tier.discounted_price : item.discount_price;
}

/**
 * The tier `unitPriceFor` uses at `quantity`: of the tiers whose `min_quantity` ≤ quantity, the one
 * with the highest `min_quantity` (on a tie, the first listed); undefined when none is met.
 */
export function applicableTier<T extends { min_quantity: number }>(
  tiers: readonly T[] | null | undefined,
  quantity: number,
): T | undefined {
  let best: T | undefined;
  for (const tier of tiers ?? []) {
    if (tier.min_quantity <= quantity && (best === undefined || tier.min_quantity > best.min_quantity)) best = tier;
  }
  return best;
}

/** The tiers as a bulk table shows them: by `min_quantity`, smallest first (a copy; the input is untouched). */
export function sortedTiers<T extends { min_quantity: number }>(tiers: readonly T[] | null | undefined): T[] {
  return [...(tiers ?? [])].sort((a, b) => a.min_quantity - b.min_quantity);
}

/**
 * Whether a bulk table row reads 'Applied': it is the one tier that prices `quantity`
 * (only that row, not every row whose minimum is met: docs/rules/cart.md#bulk-discounts).
 */
export function isTierApplied<T extends { min_quantity: number }>(
  tier: T,
  quantity: number,
  tiers: readonly T[] | null | undefined,
): boolean {
  return applicableTier(tiers, quantity) === tier;
}

/** Unit price × quantity in integer paisa. */
export function lineTotalPaisa(item: PricedItem, quantity: number): number {
  return rupeesToPaisa(unitPriceFor(item, quantity)) * quantity;
}

/** Unit price × quantity in rupees. */
export function lineTotal(item: PricedItem, quantity: number): number {
  return paisaToRupees(lineTotalPaisa(item, quantity));
}

/** Σ unit price × quantity in integer paisa. */
export function subtotalPaisa(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPaisa(line, line.quantity), 0);
}

/** Σ unit price × quantity in rupees (docs/rules/cart.md#subtotal). */
export function subtotal(lines: readonly PricedLine[]): number {
  return paisaToRupees(subtotalPaisa(lines));
}

/**
 * The most that may be bought: the selected colour's quantity, otherwise `total_quantity`
 * (docs/rules/cart.md#quantity-limits).
 * A colour marked out of stock allows 0. Never negative.
 */
export function maxQuantity(item: StockedItem, color?: StockedColor | null): number {
  if (color) {
    if (color.is_in_stock === false) return 0;
    return Math.max(0, Math.floor(color.quantity));
  }
  return Math.max(0, Math.floor(item.total_quantity));
}

/**
 * Brings a wanted quantity into [1, max]. When nothing can be bought (max < 1) it returns 0, so
 * callers can tell "unavailable" from "one". Non-finite input counts as 1.
 */
export function clampQuantity(quantity: number, max: number): number {
  const ceiling = Math.floor(max);
  if (!(ceiling >= MIN_CART_QUANTITY)) return 0;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : MIN_CART_QUANTITY;
  return Math.min(ceiling, Math.max(MIN_CART_QUANTITY, wanted));
}

/** Whether the stepper's plus is usable: below the stock limit. */
export function canIncrease(quantity: number, max: number): boolean {
  return quantity < max;
}

/** Whether the stepper's minus is usable: above 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > MIN_CART_QUANTITY;
}

/**
 * Shipping for the cart: the highest `delivery_price` among its lines, or 0 when the cart is empty
 * or the subtotal is at/above `freeDeliveryThreshold`
 * (docs/rules/checkout-and-payments.md#delivery-charge). Rupees in, rupees out.
 */
export function shippingPreview(
  lines: readonly { delivery_price: number }[],
  subtotalRupees: number,
  freeDeliveryThreshold: number = DEFAULT_FREE_DELIVERY_THRESHOLD,
): number {
  return paisaToRupees(
    shippingPaisa(
      lines.map((line) => rupeesToPaisa(line.delivery_price)),
      rupeesToPaisa(subtotalRupees),
      rupeesToPaisa(freeDeliveryThreshold),
    ),
  );
}

/** `shippingPreview` on integer paisa: delivery prices, subtotal and threshold all in paisa. */
export function shippingPaisa(
  deliveryPricesPaisa: readonly number[],
  subtotalPaisaValue: number,
  freeDeliveryThresholdPaisa: number = rupeesToPaisa(DEFAULT_FREE_DELIVERY_THRESHOLD),
): number {
  if (deliveryPricesPaisa.length === 0) return 0;
  if (subtotalPaisaValue >= freeDeliveryThresholdPaisa) return 0;
  return Math.max(0, ...deliveryPricesPaisa);
}
