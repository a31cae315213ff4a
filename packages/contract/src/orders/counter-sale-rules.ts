import { subtotalPaisa, type PricedItem } from '../cart/cart-pricing.js';
import { PAYMENT_GATEWAY_LABELS, type PaymentGateway } from '../payments/payment-gateways.js';

// The counter sale (issue #36: the physical shop's till), the rules and paths that need no zod, so
// any screen may import them. The request and answer shapes are in counter-sales.ts.

/** How a counter sale was paid: cash, or a provider's QR / card / bank transfer (no provider call). */
export const COUNTER_PAYMENT_METHODS = [
  'cash',
  'esewa_qr',
  'khalti_qr',
  'fonepay_qr',
  'card',
  'bank_transfer',
] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const COUNTER_PAYMENT_LABELS: Record<CounterPaymentMethod, string> = {
  cash: 'Cash',
  esewa_qr: 'eSewa QR',
  khalti_qr: 'Khalti QR',
  fonepay_qr: 'Fonepay QR',
  card: 'Card',
  bank_transfer: 'Bank transfer',
};

/** The payment rows of counter sales in reports and exports: 'Counter sale: Cash'. */
const COUNTER_SALE_PAYMENT_PREFIX = 'Counter sale';

/**
 * How an order was paid, as reports and exports name it. A counter sale is stored as cash on
 * delivery (nothing to collect online) but was paid across the counter, so it is named for that:
 * cash on delivery then counts only what couriers collect.
 */
export function orderPaymentLabel(gateway: PaymentGateway, counterPayment: CounterPaymentMethod | null): string {
  return counterPayment !== null
    ? `${COUNTER_SALE_PAYMENT_PREFIX}: ${COUNTER_PAYMENT_LABELS[counterPayment]}`
    : (PAYMENT_GATEWAY_LABELS[gateway] ?? gateway);
}

/** Most distinct lines on one counter bill, and units of one line (a till, not a wholesale desk). */
export const COUNTER_MAX_LINES = 50;
export const COUNTER_MAX_QUANTITY = 99;
/** Longest payment reference (a QR's transaction code, a card slip's number). */
export const COUNTER_REFERENCE_MAX = 64;
export const COUNTER_BUYER_NAME_MAX = 100;

/** The bill's buyer when staff name nobody: walk-in buyers have no account. */
export const COUNTER_WALK_IN_BUYER = 'Walk-in customer';

export const COUNTER_SALE_PATHS = {
  sales: '/api/v1/admin/counter-sales/',
  products: '/api/v1/admin/counter-sales/products/',
} as const;

/** Where the counter's 80 mm receipt of an order's bill prints (beside the A4 bill's page). */
export const counterReceiptPagePath = (transactionId: string) =>
  `/staff/orders/${encodeURIComponent(transactionId)}/receipt`;

export const COUNTER_SALE_MESSAGES = {
  noLines: 'Add at least one product to the sale',
  tooManyLines: `A counter sale holds at most ${COUNTER_MAX_LINES} lines`,
  quantity: `Quantity must be a whole number from 1 to ${COUNTER_MAX_QUANTITY}`,
  method: 'Choose how the sale was paid',
  reference: `The payment reference is at most ${COUNTER_REFERENCE_MAX} characters`,
  buyerName: `The buyer's name is at most ${COUNTER_BUYER_NAME_MAX} characters`,
  searchQuery: 'Type a product name or scan its code',
} as const;

/** A line on the till: a product's price (rupees, with its bulk tiers) and how many. */
export interface CounterLinePrice extends PricedItem {
  quantity: number;
}

export interface CounterTotalsPaisa {
  subtotal: number;
  tax: number;
  total: number;
  units: number;
}

/**
 * The till's running total, in paisa, for display only: the server prices the sale again from the
 * catalogue. Lines priced as the cart prices them (bulk tiers included); tax added on top only when
 * the shop's prices exclude it (taxPercentage > 0), rounded to the whole paisa as orders do.
 */
export function counterSaleTotalsPaisa(lines: readonly CounterLinePrice[], taxPercentage: number): CounterTotalsPaisa {
  const subtotal = subtotalPaisa(lines);
  const tax = taxPercentage > 0 ? Math.round((subtotal * taxPercentage) / 100) : 0;
  return { subtotal, tax, total: subtotal + tax, units: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * A line to add after a scan or search: the same product and colour already on the till adds one
 * unit (up to the most a line holds) instead of a second line.
 */
export function addCounterLine<T extends { product_id: number; color_id: number | null; quantity: number }>(
  lines: readonly T[],
  line: T,
): T[] {
  const index = lines.findIndex(
    (existing) => existing.product_id === line.product_id && existing.color_id === line.color_id,
  );
  if (index === -1) return [...lines, line];
  return lines.map((existing, at) =>
    at === index
      ? { ...existing, quantity: Math.min(COUNTER_MAX_QUANTITY, existing.quantity + line.quantity) }
      : existing,
  );
}
