import type { PlacedOrder, PlaceOrderRequest } from '@pasal/contract';
import type { Config } from '../../../config.js';
import type { Database, DbOrTx } from '../../../db/connection.js';
import { HttpError } from '../../../lib/http-errors.js';
import { refuse } from '../../../lib/refusal.js';
import type { AppServices } from '../../../services.js';
import type { PaymentFlowServices } from '../payment-flow.js';
import { pricesFromDatabase, type PricedLine, type PricingSource } from '../pricing.js';
import { orderFromRow } from '../serialize.js';
import { codHoldRefusalOf } from './cod-holds.js';
import { priceOrder } from './price.js';
import { announceRecorded, itemsOf, recordOrder, type RecordedOrder } from './record.js';
import { redeemOrderCoupon } from './redeem-coupon.js';
import { readPlacement, type Placement, type PlaceOrderOptions } from './request.js';
import { isStockShort, reserveStock, stockRefusal } from './reserve.js';
import { startPayment } from './start-payment.js';

export type { PlaceOrderOptions } from './request.js';

// Placing an order: a flow of steps, each in its own file here with its undo next to it
// (docs/architecture.md, "Order placement"; Medusa's complete-cart):
//
//   0 read the request       request.ts        nothing to undo (refuses a gateway not offered)
//   1 price                  price.ts          nothing to undo (reads only)
//  1b cash-on-delivery limits cod-holds.ts     nothing to undo (checked by step 3's statement)
//   2 reserve the stock      reserve.ts        returnReservedStock
//   3 record the order       record.ts         cancelRecordedOrder (undoes 2 and 4 with it)
//   4 redeem the coupon      redeem-coupon.ts  giveBackCoupon
//   5 start the payment      start-payment.ts  on failure: cancelRecordedOrder, then 502
//
// Steps 1–4 run in one transaction, so before its commit a failure undoes them all by rolling back;
// the undo functions are for afterwards (a payment that cannot start, fails or expires, a cancel).
// Steps 1b, 2 and 3 are one statement, which also claims the Idempotency-Key (idempotency.ts): that
// speed is what the checkout benchmark measures.

/** What placing an order reads: a payment's services (step 5 and its undo) and the pricing cache. */
export type PlacementServices = PaymentFlowServices & Pick<AppServices, 'pricingCache'>;

export async function placeOrder(
  services: PlacementServices,
  userId: number,
  input: PlaceOrderRequest,
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const placement = await readPlacement(services, userId, input, options);
  const recorded = await recordWithCurrentPrices(services, placement);
  announceRecorded(services, recorded);
  const { row, payment } = await startPayment(services, placement, recorded);
  // Answered from what was just written: no read back on the checkout's hot path. A payment that
  // changed nothing on the row (cash on delivery) answers with the order its e-mails were made from.
  const order =
    row === recorded.row && recorded.order
      ? recorded.order
      : orderFromRow(row, recorded.couponCode, itemsOf(recorded.lines), placement.now);
  return { order, payment };
}

/** Steps 1–4 on `db`: the order's transaction, or the pool when the order needs none. */
async function priceReserveRecordRedeem(
  db: DbOrTx,
  config: Config,
  placement: Placement,
  pricing: PricingSource,
  priced: (lines: PricedLine[]) => void,
): Promise<RecordedOrder> {
  // A draft is claimed first, so a second confirmation waits here before any stock is touched.
  if (placement.claim) await placement.claim(db);
  const quote = await priceOrder(db, config, placement, pricing);
  priced(quote.lines);
  const reservation = reserveStock(quote.lines);
  const recorded = await recordOrder(db, config, placement, quote, reservation);
  await redeemOrderCoupon(db, placement, quote, recorded.row.id);
  return recorded;
}

/**
 * The transaction boundary of steps 1–4. Without a coupon or a draft to claim, an order writes only
 * step 3's one statement, atomic on its own: no transaction, two round trips fewer. Its
 * Idempotency-Key, if any, is claimed by that statement, so it stands or falls with the order
 * either way. A coupon's use is counted by further statements and a claimed draft must stand or
 * fall with the order, so those need one.
 */
function inOrderTransaction(
  db: Database,
  placement: Placement,
  work: (db: DbOrTx) => Promise<RecordedOrder>,
): Promise<RecordedOrder> {
  const needsTransaction = placement.claim || placement.input.coupon_code;
  return needsTransaction ? db.transaction((tx) => work(tx)) : work(db);
}

/**
 * Steps 1–4, priced from the pricing cache and, when that attempt is refused, once more from the
 * database. Maps what the database refused to the shopper's answer: 409 with the stock left for a
 * line that could not be filled, 422 for cash-on-delivery limits, 401 for a customer who no longer
 * exists. A key already used (isKeyTaken) is passed on as it is: idempotency.ts replays.
 */
async function recordWithCurrentPrices(
  services: Pick<AppServices, 'config' | 'database' | 'pricingCache'>,
  placement: Placement,
): Promise<RecordedOrder> {
  const { config, database } = services;
  let pricedLines: PricedLine[] = [];
  const attempt = (pricing: PricingSource) =>
    inOrderTransaction(database.db, placement, (db) =>
      priceReserveRecordRedeem(db, config, placement, pricing, (lines) => {
        pricedLines = lines;
      }),
    );
  try {
    try {
      return await attempt(services.pricingCache);
    } catch (error) {
      // The pricing cache may only say yes. Whatever it turned down (a product gone, prices that
      // differ from the shopper's) and any line the reservation could not fill is decided again
      // from the database, which also gives the shopper today's stock figures line by line. A
      // failed attempt changed nothing: its one statement or its transaction was undone.
      if (!(error instanceof HttpError) && !isStockShort(error, pricedLines)) throw error;
      return await attempt(pricesFromDatabase);
    }
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refuse('sign_in_required');
    const holds = codHoldRefusalOf(error, placement, pricedLines);
    if (holds) throw holds;
    throw (await stockRefusal(database.db, error, pricedLines)) ?? error;
  }
}

/** The customer's row is gone (deleted meanwhile): the order's user_id has nothing to point to. */
function isForeignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23503';
}
