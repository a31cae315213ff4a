import {
  ONLINE_PAYMENT_MIN_PAISA,
  PAYMENT_GATEWAY_LABELS,
  rupeesToPaisa,
  type OrderTotalsPaisa,
  type PlaceOrderRequest,
} from '@pasal/contract';
import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/connection.js';
import { fieldRefusal, refuse, type FieldRefusal } from '../../../lib/refusal.js';
import type { PricingSource } from '../pricing.js';
import { buildQuote, type Quote } from '../quote.js';
import type { Placement } from './request.js';

// Step 1 of placing an order: the price. The server works it out afresh (lines, coupon, the delivery
// zone's charge and dates, tax) and only then compares the browser's figures, so a shopper is
// never charged what the page showed but what the shop asks today. It only reads: no undo.

/** The largest amount an order row holds (int4 paisa). */
const MAX_ORDER_TOTAL_PAISA = 2_147_483_647;

/**
 * The browser's figures are compared, never used (docs/rules/checkout-and-payments.md#pricing): 409
 * when any differs.
 */
function assertClientTotals(input: PlaceOrderRequest, totals: OrderTotalsPaisa): void {
  const mismatched: Record<string, FieldRefusal> = {};
  const compare = (field: string, client: number | undefined, server: number) => {
    if (client !== undefined && rupeesToPaisa(client) !== server) mismatched[field] = fieldRefusal('prices_changed');
  };
  compare('subtotal', input.subtotal, totals.subtotal);
  compare('delivery_charge', input.delivery_charge, totals.delivery);
  compare('discount', input.discount, totals.discount);
  compare('tax_amount', input.tax_amount, totals.tax);
  compare('grand_total', input.grand_total, totals.grandTotal);
  if (Object.keys(mismatched).length > 0) throw refuse('prices_changed', undefined, { fields: mismatched });
}

/** 422 for an order the shop cannot record or the chosen gateway cannot take. */
function assertPayable(input: PlaceOrderRequest, totals: OrderTotalsPaisa): void {
  // Amounts are stored as PostgreSQL integers (paisa): Rs 2.1 crore and up does not fit.
  if (totals.grandTotal > MAX_ORDER_TOTAL_PAISA || totals.subtotal > MAX_ORDER_TOTAL_PAISA) {
    throw refuse('order_too_large', undefined, { fields: { lines: fieldRefusal('order_too_large') } });
  }
  if (input.payment_gateway !== 'COD' && totals.grandTotal < ONLINE_PAYMENT_MIN_PAISA) {
    throw refuse(
      'online_payment_minimum',
      { gateway: PAYMENT_GATEWAY_LABELS[input.payment_gateway], amount: ONLINE_PAYMENT_MIN_PAISA / 100 },
      { fields: { payment_gateway: fieldRefusal('choose_cash_on_delivery') } },
    );
  }
}

/**
 * Prices the order from `pricing` (the pricing cache first, the database when the cache said no)
 * and checks it against the browser's figures and the payment method's limits.
 */
export async function priceOrder(
  db: DbOrTx,
  config: Config,
  placement: Placement,
  pricing: PricingSource,
): Promise<Quote> {
  const quote = await buildQuote(db, config, {
    lines: placement.input.lines,
    couponCode: placement.input.coupon_code,
    userId: placement.userId,
    now: placement.now,
    pricing,
    destination: placement.destination,
  });
  assertClientTotals(placement.input, quote.totals);
  assertPayable(placement.input, quote.totals);
  return quote;
}
