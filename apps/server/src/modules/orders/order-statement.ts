import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fixedStatement } from '../../db/prepared.js';
import { reserveStockSql, type StockReservation } from '../catalog/index.js';
import { queueMailJsonSql } from '../mail/index.js';
import { queueSmsJsonSql } from '../sms/index.js';
import { ORDER_CONFIRMATION_TEMPLATE, SHOP_NEW_ORDER_TEMPLATE, type PlacedOrderMailParams } from './mail-templates.js';
import type { PricedLine } from './pricing.js';
import type { orders } from './schema.js';

// The order, its lines, its stock, its e-mails, its cash-on-delivery limits and its Idempotency-Key
// in one statement: on its own it is atomic, and round trips to the database were most of an
// order's cost. Its text is built once (fixedStatement). The stock part is the catalogue's SQL
// (catalog/stock.ts): orders write only their own tables. Placing an order calls it as steps 1b, 2
// and 3 (placement/cod-holds.ts, placement/reserve.ts, placement/record.ts).

type OrderValues = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'transactionId'
    | 'userId'
    | 'status'
    | 'paymentStatus'
    | 'paymentGateway'
    | 'subtotalPaisa'
    | 'deliveryChargePaisa'
    | 'taxPercentage'
    | 'taxPaisa'
    | 'discountPaisa'
    | 'grandTotalPaisa'
    | 'currency'
    | 'couponId'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'country'
    | 'province'
    | 'city'
    | 'detailsAddress'
    | 'monument'
    | 'postalCode'
    | 'phoneNumber'
    | 'deliveryMethod'
    | 'provinceId'
    | 'districtId'
    | 'district'
    | 'localLevelId'
    | 'ward'
    | 'deliveryZoneId'
    | 'deliveryZoneName'
    | 'deliveryEarliest'
    | 'deliveryExpectedBy'
    | 'buyerPan'
    | 'notes'
    | 'locale'
    | 'paymentExpiresAt'
    | 'replacesOrderId'
    | 'createdAt'
  >
>;

type StatementValues = OrderValues & {
  itemProductIds: number[];
  itemColorIds: (number | null)[];
  itemProductNames: string[];
  itemColorNames: (string | null)[];
  itemColorNamesNe: (string | null)[];
  itemUnitPrices: number[];
  itemQuantities: number[];
  itemLineTotals: number[];
  /**
   * A cash-on-delivery order's e-mails' facts (mail-templates.ts) as JSON, or null for none. The
   * customer's is addressed to users.email, never to the contact address typed at checkout
   * (orders/recipient.ts).
   */
  mailParams: string | null;
  shopEmail: string;
  /** The customer's text message to the order's phone (sms module's smsRowsJson), '[]' for none. */
  smsRows: string;
  /** The Idempotency-Key to claim first (OrderKeyClaim); null claims none. */
  claimedKey: string | null;
  claimHash: string | null;
  claimAnswerStatus: number | null;
  claimExpiredBefore: Date | null;
  /** The cash-on-delivery limits to check (placement/cod-holds.ts); holder null checks none. */
  codHolder: number | null;
  codMaxOrders: number;
  codMaxUnits: number;
  stockProductIds: number[];
  stockColorIds: (number | null)[];
  stockQuantities: number[];
};

const recordOrderStatement = fixedStatement<{ id: number }, StatementValues>(
  (v) => sql`
  WITH key_claim AS (
    SELECT pasal_claim_order_key(${v.userId}::integer, ${v.claimedKey}::text, ${v.claimHash}::text,
      ${v.transactionId}::text, ${v.claimAnswerStatus}::integer, ${v.createdAt}::timestamptz,
      ${v.claimExpiredBefore}::timestamptz) AS claimed
  ), cod_check AS (
    SELECT pasal_check_cod_holds(${v.codHolder}::integer, ${v.codMaxOrders}::integer, ${v.codMaxUnits}::integer,
      ${v.itemProductIds}::integer[], ${v.itemQuantities}::integer[]) AS open_orders
    -- Reading the claim's answer makes it run first: a duplicate waits on its key before it takes
    -- the account's lock (where it would count the first order against the limits) or any stock.
    FROM key_claim WHERE key_claim.claimed = 0
  ), placed AS (
    INSERT INTO orders (transaction_id, user_id, status, payment_status, payment_gateway, subtotal_paisa,
      delivery_charge_paisa, tax_percentage, tax_paisa, discount_paisa, grand_total_paisa, currency, coupon_id,
      first_name, last_name, email, country, province, city, details_address, monument, postal_code,
      phone_number, delivery_method, province_id, district_id, district, local_level_id, ward, delivery_zone_id,
      delivery_zone_name, delivery_earliest, delivery_expected_by, buyer_pan, notes, locale, payment_expires_at,
      replaces_order_id, created_at, updated_at)
    SELECT ${v.transactionId}, ${v.userId}, ${v.status}, ${v.paymentStatus}, ${v.paymentGateway},
      ${v.subtotalPaisa}, ${v.deliveryChargePaisa}, ${v.taxPercentage}, ${v.taxPaisa}, ${v.discountPaisa},
      ${v.grandTotalPaisa}, ${v.currency}, ${v.couponId}, ${v.firstName}, ${v.lastName}, ${v.email}, ${v.country},
      ${v.province}, ${v.city}, ${v.detailsAddress}, ${v.monument}, ${v.postalCode}, ${v.phoneNumber},
      ${v.deliveryMethod}, ${v.provinceId}::integer, ${v.districtId}::integer, ${v.district},
      ${v.localLevelId}::integer, ${v.ward}::integer, ${v.deliveryZoneId}, ${v.deliveryZoneName},
      ${v.deliveryEarliest}, ${v.deliveryExpectedBy}, ${v.buyerPan}, ${v.notes}, ${v.locale},
      ${v.paymentExpiresAt}::timestamptz, ${v.replacesOrderId}::integer, ${v.createdAt}::timestamptz,
      ${v.createdAt}::timestamptz
    -- Reading the check's answer makes it run, and before the order is written.
    FROM cod_check WHERE cod_check.open_orders >= 0
    RETURNING id
  ), items AS (
    INSERT INTO order_items (order_id, product_id, color_id, product_name, color_name, color_name_ne, unit_price_paisa,
      quantity, line_total_paisa)
    SELECT placed.id, line.* FROM placed, unnest(${v.itemProductIds}::integer[], ${v.itemColorIds}::integer[],
      ${v.itemProductNames}::text[], ${v.itemColorNames}::text[], ${v.itemColorNamesNe}::text[], ${v.itemUnitPrices}::integer[],
      ${v.itemQuantities}::integer[], ${v.itemLineTotals}::integer[]) AS line
  ), mail AS (SELECT ${v.mailParams}::jsonb AS params
  ), queued AS (${queueMailJsonSql(
    sql`(SELECT jsonb_build_array(
        jsonb_build_object('template', ${SHOP_NEW_ORDER_TEMPLATE}::text, 'to', ${v.shopEmail}::text, 'params', mail.params),
        jsonb_build_object('template', ${ORDER_CONFIRMATION_TEMPLATE}::text, 'to', u.email, 'params', mail.params))
      FROM mail, users u WHERE mail.params IS NOT NULL AND u.id = ${v.userId})`,
    v.createdAt,
  )}), sms_queued AS (${queueSmsJsonSql(sql`(SELECT ${v.smsRows}::jsonb FROM placed)`, v.createdAt)})
  SELECT placed.id, ${reserveStockSql(v.stockProductIds, v.stockColorIds, v.stockQuantities, v.createdAt)}
    AS reserved_lines FROM placed`,
);

/** What the statement checks of a cash-on-delivery order's account first, or null for none. */
export interface CodHoldCheck {
  holder: number;
  maxOrders: number;
  maxUnits: number;
}

/**
 * The Idempotency-Key the statement claims before anything else (orders/idempotency.ts, migration
 * 0071): a key another request holds makes the statement wait for it, and a key it placed an order
 * with aborts the statement with SQLSTATE PA003 before anything is written.
 */
export interface OrderKeyClaim {
  key: string;
  /** SHA-256 of the request's body: a replay with another body is refused. */
  requestHash: string;
  /**
   * The answer's status when the order alone makes it (cash on delivery: 201, the answer is rebuilt
   * from the order); null when an answer with a payment's start is stored once it has started.
   */
  answerStatus: number | null;
  /** A key created before this is past its day, and is taken over. */
  expiredBefore: Date;
}

/** Whether `error` is the statement's refusal of a key another request placed an order with (PA003). */
export function isKeyTaken(error: unknown): boolean {
  const failure = (error as { cause?: unknown }).cause ?? error;
  return (failure as { code?: string }).code === 'PA003';
}

/** The e-mails a cash-on-delivery order queues as it is recorded (mail-templates.ts). */
export interface OrderMail {
  params: PlacedOrderMailParams;
  /** Its text message to the order's phone as the sms module's rows (smsRowsJson): '[]' for none. */
  smsRows: string;
}

/**
 * Records the order with its lines, takes `stock` out of stock and queues its e-mails, after
 * claiming its Idempotency-Key (when it has one) and checking the account's cash-on-delivery
 * limits. A key already used aborts it with SQLSTATE PA003 (isKeyTaken); a line stock cannot fill,
 * with PA001 (catalog/stock.ts); limits it would exceed, with PA002 (placement/cod-holds.ts).
 * Answers the new order's id.
 */
export async function writeOrder(
  db: DbOrTx,
  order: OrderValues,
  lines: readonly Pick<
    PricedLine,
    | 'productId'
    | 'colorId'
    | 'productName'
    | 'colorName'
    | 'colorNameNe'
    | 'unitPricePaisa'
    | 'quantity'
    | 'lineTotalPaisa'
  >[],
  mail: OrderMail | null,
  stock: StockReservation,
  codHolds: CodHoldCheck | null,
  keyClaim: OrderKeyClaim | null = null,
): Promise<number> {
  const [row] = await recordOrderStatement(db, {
    ...order,
    claimedKey: keyClaim?.key ?? null,
    claimHash: keyClaim?.requestHash ?? null,
    claimAnswerStatus: keyClaim?.answerStatus ?? null,
    claimExpiredBefore: keyClaim?.expiredBefore ?? null,
    codHolder: codHolds?.holder ?? null,
    codMaxOrders: codHolds?.maxOrders ?? 0,
    codMaxUnits: codHolds?.maxUnits ?? 0,
    itemProductIds: lines.map((line) => line.productId),
    itemColorIds: lines.map((line) => line.colorId),
    itemProductNames: lines.map((line) => line.productName),
    itemColorNames: lines.map((line) => line.colorName),
    itemColorNamesNe: lines.map((line) => line.colorNameNe),
    itemUnitPrices: lines.map((line) => line.unitPricePaisa),
    itemQuantities: lines.map((line) => line.quantity),
    itemLineTotals: lines.map((line) => line.lineTotalPaisa),
    mailParams: mail ? JSON.stringify(mail.params) : null,
    shopEmail: mail?.params.shopEmail ?? '',
    smsRows: mail?.smsRows ?? '[]',
    stockProductIds: stock.productIds,
    stockColorIds: stock.colorIds,
    stockQuantities: stock.quantities,
  });
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}
