import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fixedStatement } from '../../db/prepared.js';
import type { MailMessage } from '../../lib/mailer.js';
import { reserveStockSql, type StockReservation } from '../catalog/index.js';
import { queueMailJsonSql } from '../mail/index.js';
import type { PricedLine } from './pricing.js';
import type { orders } from './schema.js';

// The order, its lines, its stock and its e-mails in one statement: on its own it is atomic, and
// round trips to the database were most of an order's cost. Its text is built once (fixedStatement).
// The stock part is the catalogue's SQL (catalog/stock.ts): orders write only their own tables.
// Placing an order calls it as steps 2 and 3 (placement/reserve.ts, placement/record.ts).

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
    | 'paymentExpiresAt'
    | 'createdAt'
  >
>;

type StatementValues = OrderValues & {
  itemProductIds: number[];
  itemColorIds: (number | null)[];
  itemProductNames: string[];
  itemColorNames: (string | null)[];
  itemUnitPrices: number[];
  itemQuantities: number[];
  itemLineTotals: number[];
  /** The e-mails as a JSON array. */
  mail: string;
  stockProductIds: number[];
  stockColorIds: (number | null)[];
  stockQuantities: number[];
};

const recordOrderStatement = fixedStatement<{ id: number }, StatementValues>(
  (v) => sql`
  WITH placed AS (
    INSERT INTO orders (transaction_id, user_id, status, payment_status, payment_gateway, subtotal_paisa,
      delivery_charge_paisa, tax_percentage, tax_paisa, discount_paisa, grand_total_paisa, currency, coupon_id,
      first_name, last_name, email, country, province, city, details_address, monument, postal_code,
      phone_number, delivery_method, province_id, district_id, district, local_level_id, ward, delivery_zone_id,
      delivery_zone_name, delivery_earliest, delivery_expected_by, buyer_pan, notes, payment_expires_at, created_at,
      updated_at)
    VALUES (${v.transactionId}, ${v.userId}, ${v.status}, ${v.paymentStatus}, ${v.paymentGateway},
      ${v.subtotalPaisa}, ${v.deliveryChargePaisa}, ${v.taxPercentage}, ${v.taxPaisa}, ${v.discountPaisa},
      ${v.grandTotalPaisa}, ${v.currency}, ${v.couponId}, ${v.firstName}, ${v.lastName}, ${v.email}, ${v.country},
      ${v.province}, ${v.city}, ${v.detailsAddress}, ${v.monument}, ${v.postalCode}, ${v.phoneNumber},
      ${v.deliveryMethod}, ${v.provinceId}::integer, ${v.districtId}::integer, ${v.district},
      ${v.localLevelId}::integer, ${v.ward}::integer, ${v.deliveryZoneId}, ${v.deliveryZoneName},
      ${v.deliveryEarliest}, ${v.deliveryExpectedBy}, ${v.buyerPan}, ${v.notes},
      ${v.paymentExpiresAt}::timestamptz, ${v.createdAt}::timestamptz, ${v.createdAt}::timestamptz)
    RETURNING id
  ), items AS (
    INSERT INTO order_items (order_id, product_id, color_id, product_name, color_name, unit_price_paisa, quantity, line_total_paisa)
    SELECT placed.id, line.* FROM placed, unnest(${v.itemProductIds}::integer[], ${v.itemColorIds}::integer[],
      ${v.itemProductNames}::text[], ${v.itemColorNames}::text[], ${v.itemUnitPrices}::integer[],
      ${v.itemQuantities}::integer[], ${v.itemLineTotals}::integer[]) AS line
  ), queued AS (${queueMailJsonSql(v.mail, v.createdAt)})
  SELECT placed.id, ${reserveStockSql(v.stockProductIds, v.stockColorIds, v.stockQuantities, v.createdAt)}
    AS reserved_lines FROM placed`,
);

/**
 * Records the order with its lines, takes `stock` out of stock and queues its e-mails. A line
 * stock cannot fill aborts it with SQLSTATE PA001 (catalog/stock.ts). Answers the new order's id.
 */
export async function writeOrder(
  db: DbOrTx,
  order: OrderValues,
  lines: readonly PricedLine[],
  mail: readonly MailMessage[],
  stock: StockReservation,
): Promise<number> {
  const [row] = await recordOrderStatement(db, {
    ...order,
    itemProductIds: lines.map((line) => line.productId),
    itemColorIds: lines.map((line) => line.colorId),
    itemProductNames: lines.map((line) => line.productName),
    itemColorNames: lines.map((line) => line.colorName),
    itemUnitPrices: lines.map((line) => line.unitPricePaisa),
    itemQuantities: lines.map((line) => line.quantity),
    itemLineTotals: lines.map((line) => line.lineTotalPaisa),
    mail: JSON.stringify(mail),
    stockProductIds: stock.productIds,
    stockColorIds: stock.colorIds,
    stockQuantities: stock.quantities,
  });
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}
