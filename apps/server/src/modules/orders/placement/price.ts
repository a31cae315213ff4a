import {
  ONLINE_PAYMENT_MIN_PAISA,
  ORDER_MESSAGES,
  PAYMENT_GATEWAY_LABELS,
  rupeesToPaisa,
  type OrderTotalsPaisa,
  type PlaceOrderRequest,
} from '@pasal/contract';
import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/connection.js';
import { conflict, unprocessable } from '../../../lib/http-errors.js';
import type { PricingSource } from '../pricing.js';
import { buildQuote, type Quote } from '../quote.js';
import type { Placement } from './request.js';

// Step 1 of placing an order: the price. The server works it out afresh (lines, coupon, the delivery
// zone's charge and dates, tax) and only then compares the browser's figures, so a shopper is
// never charged what the page showed but what the shop asks today. It only reads: no undo.

/** The largest amount an order row holds (int4 paisa). */
const MAX_ORDER_TOTAL_PAISA = 2_147_483_647;
const ORDER_TOO_LARGE = 'This order is too large to place online; please split it or contact us';

/**
 * The browser's figures are compared, never used (docs/rules/checkout-and-payments.md#pricing): 409
 * when any differs.
 */
function assertClientTotals(input: PlaceOrderRequest, totals: OrderTotalsPaisa): void {
  const mismatched: Record<string, string> = {};
  const compare = (field: string, client: number | undefined, server: number) => {
    if (client !== undefined && rupeesToPaisa(client) !== server) mismatched[field] = ORDER_MESSAGES.pricesChanged;
  };
  compare('subtotal', input.subtotal, totals.subtotal);
  compare('delivery_charge', input.delivery_charge, totals.delivery);
  compare('discount', input.discount, totals.discount);
  compare('tax_amount', input.tax_amount, totals.tax);
  compare('grand_total', input.grand_total, totals.grandTotal);
  if (Object.keys(mismatched).length > 0) throw conflict(ORDER_MESSAGES.pricesChanged, mismatched);
}

/** 422 for an order the shop cannot record or the chosen gateway cannot take. */
function assertPayable(input: PlaceOrderRequest, totals: OrderTotalsPaisa): void {
  // Amounts are stored as PostgreSQL integers (paisa): Rs 2.1 crore and up does not fit.
  if (totals.grandTotal > MAX_ORDER_TOTAL_PAISA || totals.subtotal > MAX_ORDER_TOTAL_PAISA) {
    throw unprocessable(ORDER_TOO_LARGE, { lines: ORDER_TOO_LARGE });
  }
  if (input.payment_gateway !== 'COD' && totals.grandTotal < ONLINE_PAYMENT_MIN_PAISA) {
    throw unprocessable(
      `${PAYMENT_GATEWAY_LABELS[input.payment_gateway]} needs an order of at least Rs. ${ONLINE_PAYMENT_MIN_PAISA / 100}`,
      { payment_gateway: 'Please choose Cash on Delivery for this order' },
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
