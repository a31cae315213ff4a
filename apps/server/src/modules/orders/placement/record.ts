import { ORDER_CURRENCY, paisaToRupees, type Order, type OrderItem } from '@pasal/contract';
import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/connection.js';
import type { AppServices } from '../../../services.js';
import type { StockReservation } from '../../catalog/index.js';
import { releaseOrder, type OrderChangeServices } from '../lifecycle.js';
import { writeOrder, type OrderMail } from '../order-statement.js';
import type { PricedLine } from '../pricing.js';
import type { Quote } from '../quote.js';
import type { orders } from '../schema.js';
import { orderFromRow, type OrderRow } from '../serialize.js';
import { smsRowsJson } from '../../sms/index.js';
import { switchedOrderSms } from '../sms.js';
import { codHoldCheckOf } from './cod-holds.js';
import type { Placement } from './request.js';

// Step 3 of placing an order: record it. One statement claims the Idempotency-Key (idempotency.ts),
// checks step 1b's cash-on-delivery limits, writes the order, its lines and (for cash on delivery,
// confirmed at once) its e-mails, and runs step 2's stock reservation: on its own it is atomic, and
// round trips to the database were most of an order's cost. Undo once committed:
// cancelRecordedOrder, which also undoes steps 2 and 4.

type OrderValues = Required<typeof orders.$inferInsert>;

/** The order as it was placed: what the later steps and the answer are made from. */
export interface RecordedOrder {
  /** The row as written (no read back on the checkout's hot path). */
  row: OrderRow;
  lines: PricedLine[];
  couponCode: string | null;
  /**
   * The order as the API shows it, made for a cash-on-delivery order's e-mails (the internal id is
   * not in it): the answer is the same, so it is not made twice. Null for an online payment.
   */
  order: Order | null;
}

/** The order's lines as the API shows them, from the prices just charged. */
export function itemsOf(lines: readonly PricedLine[]): OrderItem[] {
  return lines.map((line) => ({
    product_id: line.productId,
    product_name: line.productName,
    product_slug: line.productSlug,
    image: line.image,
    color_id: line.colorId,
    color_name: line.colorName,
    color_name_ne: line.colorNameNe,
    unit_price: paisaToRupees(line.unitPricePaisa),
    quantity: line.quantity,
    line_total: paisaToRupees(line.lineTotalPaisa),
  }));
}

/** The order row's columns, from the request and its price. */
function orderValues(config: Config, placement: Placement, quote: Quote): OrderValues {
  const { input, now } = placement;
  const nowDate = new Date(now);
  const values: typeof orders.$inferInsert = {
    transactionId: placement.transactionId,
    userId: placement.userId,
    status: 'Pending',
    paymentStatus: 'unpaid',
    paymentGateway: input.payment_gateway,
    subtotalPaisa: quote.totals.subtotal,
    deliveryChargePaisa: quote.totals.delivery,
    taxPercentage: quote.taxPercentage,
    taxPaisa: quote.totals.tax,
    discountPaisa: quote.totals.discount,
    grandTotalPaisa: quote.totals.grandTotal,
    currency: ORDER_CURRENCY,
    couponId: quote.coupon?.id ?? null,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    ...placement.address,
    deliveryZoneId: quote.delivery?.zoneId ?? null,
    deliveryZoneName: quote.delivery?.zoneName ?? null,
    deliveryEarliest: quote.delivery?.earliest ?? null,
    deliveryExpectedBy: quote.delivery?.expectedBy ?? null,
    buyerPan: input.buyer_pan ?? null,
    phoneNumber: input.phone_number,
    notes: input.notes ?? '',
    locale: placement.locale,
    paymentExpiresAt: input.payment_gateway === 'COD' ? null : new Date(now + config.PAYMENT_WINDOW_MINUTES * 60_000),
    replacesOrderId: null,
    createdAt: nowDate,
    updatedAt: nowDate,
  };
  // The columns left out above are the ones a new order has empty; the row below fills them.
  return values as OrderValues;
}

/**
 * Records the order with its lines and e-mails, and takes `reservation` out of stock, in one
 * statement on `db` (the order's transaction, or the pool when the order needs none). A line stock
 * cannot fill aborts it with SQLSTATE PA001 (reserve.ts tells which); an Idempotency-Key already
 * used, with PA003 (order-statement.ts isKeyTaken).
 */
export async function recordOrder(
  db: DbOrTx,
  config: Config,
  placement: Placement,
  quote: Quote,
  reservation: StockReservation,
): Promise<RecordedOrder> {
  const values = orderValues(config, placement, quote);
  const couponCode = quote.coupon?.code ?? null;
  const rowWithId = (id: number): OrderRow => ({
    ...values,
    id,
    paymentReference: null,
    paymentClaimedAt: null,
    paidAt: null,
    cancelledAt: null,
  });
  // A COD order is confirmed now: its e-mails are queued by the same statement, as templates the
  // mail queue writes when it sends them (they do not show the internal id, so they can be queued
  // before it exists); the customer's is addressed to the account's own address (orders/recipient.ts).
  // Its text message too, when the shop sends SMS and the admin left that kind on (issue #36): to the
  // order's phone, in its language.
  const codMail = (order: Order): OrderMail => {
    const sms =
      config.smsMode === 'off'
        ? []
        : switchedOrderSms('placed', order, placement.locale, placement.settings, config.PUBLIC_URL);
    return {
      params: {
        order,
        shopName: placement.settings.name,
        shopEmail: placement.settings.email,
        publicUrl: config.PUBLIC_URL,
        shopPlace: {
          address: placement.settings.address,
          address_ne: placement.settings.address_ne,
          opening_hours: placement.settings.opening_hours,
          phone: placement.settings.phone,
        },
        locale: placement.locale,
      },
      smsRows: smsRowsJson(sms),
    };
  };
  const order =
    placement.input.payment_gateway === 'COD'
      ? orderFromRow(rowWithId(0), couponCode, itemsOf(quote.lines), placement.now)
      : null;
  const mail = order ? codMail(order) : null;
  const orderId = await writeOrder(
    db,
    values,
    quote.lines,
    mail,
    reservation,
    codHoldCheckOf(placement),
    placement.keyClaim,
  );
  return { row: rowWithId(orderId), lines: quote.lines, couponCode, order };
}

/**
 * After the commit: the stock figures changed, so the catalogue's cache hears of it soon, and a COD
 * order's e-mails (queued with it) go out now.
 */
export function announceRecorded(
  services: Pick<AppServices, 'catalogCache' | 'mailOutbox' | 'smsOutbox'>,
  recorded: RecordedOrder,
): void {
  services.catalogCache.announceSoon();
  if (recorded.row.paymentGateway !== 'COD') return;
  services.mailOutbox.kick();
  services.smsOutbox.kick();
}

/**
 * The undo of recordOrder once committed, when the payment could not be started: the order is
 * cancelled (its payment failed), and in the same transaction its stock goes back
 * (returnReservedStock) and its coupon use is given back (giveBackCoupon).
 */
export async function cancelRecordedOrder(services: OrderChangeServices, orderId: number): Promise<void> {
  await releaseOrder(services, orderId, { actor: 'system', reason: 'payment_not_started', paymentStatus: 'failed' });
}
