import { ORDER_CURRENCY } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { reservationOf, shortLineOf, type StockLine } from '../catalog/index.js';
import { writeOrder } from './order-statement.js';
import { newOrderNumber } from './order-number.js';
import { orders } from './schema.js';

// A replacement shipment (issue #33): a unit returned and resolved as "replacement" goes back to the
// customer as a new order of its own, priced 0 and linked to the order it replaces. It is written by
// the same single statement as a placed order (order-statement.ts), whose stock reservation takes
// the unit exactly as checkout does: a unit not in stock aborts the statement (PA001), and the
// caller's transaction — the return line's resolution — rolls back whole. It is no sale: nothing to
// pay (payment 'paid' with no payment row), no coupon, no delivery charge, no bill; staff pack,
// ship and deliver it as any order (serials recorded at packing for a serialised product).

export interface ReplacementRequest {
  /** The order whose line a unit of came back. */
  orderId: number;
  orderItemId: number;
  quantity: number;
  now: Date;
}

/** The line the stock could not fill, when `error` is that refusal (PA001); null otherwise. */
export function replacementShortOf(error: unknown, line: StockLine): StockLine | null {
  return shortLineOf(error, [line]);
}

/** What a replacement takes from stock: the returned line's product and colour. */
export async function replacementStockLine(db: DbOrTx, orderItemId: number, quantity: number): Promise<StockLine> {
  const result = await db.execute<{
    product_id: number;
    color_id: number | null;
    product_name: string;
    color_name: string | null;
  }>(sql`SELECT product_id, color_id, product_name, color_name FROM order_items WHERE id = ${orderItemId}`);
  const item = result.rows[0];
  if (!item) throw new Error(`order line ${orderItemId} vanished`);
  return {
    productId: item.product_id,
    colorId: item.color_id,
    quantity,
    productName: item.product_name,
    colorName: item.color_name,
  };
}

/**
 * Writes the replacement order, in the caller's transaction, to the same customer and address as
 * the original, and takes its units out of stock. Answers its id and order number. Throws the
 * statement's PA001 when the unit is not in stock (replacementShortOf tells).
 */
export async function createReplacementOrder(
  tx: DbOrTx,
  request: ReplacementRequest,
): Promise<{ id: number; transactionId: string }> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
  if (!original) throw new Error(`order ${request.orderId} vanished`);
  const itemResult = await tx.execute<{ color_name_ne: string | null }>(
    sql`SELECT color_name_ne FROM order_items WHERE id = ${request.orderItemId} AND order_id = ${original.id}`,
  );
  const item = itemResult.rows[0];
  if (!item) throw new Error(`order line ${request.orderItemId} is not order ${original.id}'s`);
  const stock = await replacementStockLine(tx, request.orderItemId, request.quantity);
  const transactionId = newOrderNumber();
  const id = await writeOrder(
    tx,
    {
      transactionId,
      userId: original.userId,
      status: 'Pending',
      // Nothing to pay: the shop owes the unit. Online orders are packed once paid; this one may be at once.
      paymentStatus: 'paid',
      paymentGateway: original.paymentGateway,
      subtotalPaisa: 0,
      deliveryChargePaisa: 0,
      taxPercentage: 0,
      taxPaisa: 0,
      discountPaisa: 0,
      grandTotalPaisa: 0,
      currency: ORDER_CURRENCY,
      couponId: null,
      firstName: original.firstName,
      lastName: original.lastName,
      email: original.email,
      country: original.country,
      province: original.province,
      city: original.city,
      detailsAddress: original.detailsAddress,
      monument: original.monument,
      postalCode: original.postalCode,
      phoneNumber: original.phoneNumber,
      deliveryMethod: original.deliveryMethod,
      provinceId: original.provinceId,
      districtId: original.districtId,
      district: original.district,
      localLevelId: original.localLevelId,
      ward: original.ward,
      deliveryZoneId: original.deliveryZoneId,
      deliveryZoneName: original.deliveryZoneName,
      // The original's promised days are long past: a replacement promises none.
      deliveryEarliest: null,
      deliveryExpectedBy: null,
      buyerPan: original.buyerPan,
      // The customer's own words only: the link to the return is replaces_order_id and the return's line.
      notes: '',
      locale: original.locale,
      paymentExpiresAt: null,
      replacesOrderId: original.id,
      createdAt: request.now,
    },
    [
      {
        productId: stock.productId,
        colorId: stock.colorId,
        productName: stock.productName,
        colorName: stock.colorName,
        colorNameNe: item.color_name_ne,
        unitPricePaisa: 0,
        quantity: request.quantity,
        lineTotalPaisa: 0,
      },
    ],
    null,
    reservationOf([stock]),
    null,
  );
  return { id, transactionId };
}
