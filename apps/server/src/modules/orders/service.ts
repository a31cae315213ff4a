import {
  CANCEL_WINDOW_MINUTES,
  deliveryChargeWithStandardPaisa,
  deliveryQuote,
  districtById,
  localLevelById,
  localLevelName,
  NEPAL_ADDRESS_MESSAGES,
  provinceById,
  shippingNepalAddress,
  type DeliveryDestination,
  type DeliveryQuote,
  ONLINE_PAYMENT_MIN_PAISA,
  ORDER_CURRENCY,
  ORDER_MESSAGES,
  orderTotalsPaisa,
  paisaToRupees,
  PAYMENT_GATEWAY_LABELS,
  rupeesToPaisa,
  type Order,
  type OrderItem,
  type OrderLineInput,
  type OrderQuote,
  type OrderTotalsPaisa,
  type PlacedOrder,
  type PlaceOrderRequest,
} from '@pasal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/connection.js';
import { conflict, HttpError, unauthorized, unprocessable } from '../../lib/http-errors.js';
import { offeredPaymentProvider } from '../payments/registry.js';
import { currentShopSettings, shopSettingsFor } from '../settings/service.js';
import { evaluateCoupon, redeemCoupon, type AppliedCoupon } from './coupons.js';
import { orderConfirmationEmail, shopNewOrderEmail } from './emails.js';
import { orderById, releaseOrder } from './lifecycle.js';
import { newOrderNumber } from './order-number.js';
import { recordOrder } from './order-statement.js';
import { expireOverdueOrders, orderForPayment, ownOrderRow, providerDown } from './payment-flow.js';
import { linesSubtotalPaisa, priceLines, pricesFromDatabase, type PricedLine, type PricingSource } from './pricing.js';
import { orders, payments } from './schema.js';
import { orderFromRow, selectOrders } from './serialize.js';
import { outOfStock, shortLineOf } from './stock.js';

// Placing and reading orders. Placing is a flow whose steps undo each other when a later one
// fails (Medusa's complete-cart): price → reserve stock, record the order and count the coupon
// (one transaction) → start the payment (outside it; a failure cancels the order and returns the
// stock and the coupon use).

/** The largest amount an order row holds (int4 paisa). */
const MAX_ORDER_TOTAL_PAISA = 2_147_483_647;
const ORDER_TOO_LARGE = 'This order is too large to place online; please split it or contact us';

export interface Quote {
  lines: PricedLine[];
  totals: OrderTotalsPaisa;
  coupon: AppliedCoupon | null;
  taxPercentage: number;
  /** Rupees: the shop settings' threshold this quote was priced with. */
  freeDeliveryThreshold: number;
  /** The zone's charge and dates for the destination asked about; null when none was named. */
  delivery: DeliveryQuote | null;
  /** The district delivered to (null for pickup or no destination). */
  districtId: number | null;
}

/** The quote's destination from the request: pickup, a district, or none (the cart before an address). */
export function destinationOf(input: {
  delivery_method?: 'delivery' | 'pickup' | undefined;
  district_id?: number | null | undefined;
}): DeliveryDestination | null {
  if (input.delivery_method === 'pickup') return { kind: 'pickup' };
  if (input.district_id === undefined || input.district_id === null) return null;
  if (!districtById(input.district_id)) {
    throw new HttpError(400, NEPAL_ADDRESS_MESSAGES.districtRequired, {
      district_id: NEPAL_ADDRESS_MESSAGES.districtRequired,
    });
  }
  return { kind: 'address', districtId: input.district_id };
}

export async function buildQuote(
  db: DbOrTx,
  config: Config,
  input: {
    lines: readonly OrderLineInput[];
    couponCode?: string | null;
    userId: number;
    now: number;
    /** Where it goes: the zone sets the charge (issue #20). None: the estimate without a zone. */
    destination?: DeliveryDestination | null;
    /** The database unless told otherwise: a quote shows the shopper today's stock. */
    pricing?: PricingSource;
  },
): Promise<Quote> {
  const lines = await priceLines(db, input.lines, input.pricing ?? pricesFromDatabase);
  // Threshold and standard delivery charge as the admin set them (shop settings; env by default).
  const settings = await shopSettingsFor(db, config);
  const subtotal = linesSubtotalPaisa(lines);
  const coupon = input.couponCode
    ? await evaluateCoupon(db, {
        code: input.couponCode,
        userId: input.userId,
        subtotalPaisa: subtotal,
        now: input.now,
      })
    : null;
  const freeDeliveryThresholdPaisa = rupeesToPaisa(settings.free_delivery_threshold);
  const productCharges = lines.map((line) => line.deliveryPricePaisa);
  // With a destination the zone's charge replaces the standard charge; a product's own higher
  // charge still wins (docs/decisions.md, issue #20). Without one, the cart's estimate as before.
  const destination = input.destination ?? null;
  const delivery = destination
    ? deliveryQuote({
        destination,
        subtotalPaisa: subtotal,
        freeDeliveryThresholdPaisa,
        config: settings.delivery,
        now: new Date(input.now),
        productChargesPaisa: productCharges,
      })
    : null;
  const totals = orderTotalsPaisa({
    subtotal,
    delivery:
      delivery?.chargePaisa ??
      deliveryChargeWithStandardPaisa(productCharges, subtotal, {
        freeDeliveryThresholdPaisa,
        standardDeliveryChargePaisa: rupeesToPaisa(settings.standard_delivery_charge),
      }),
    discount: coupon?.discountPaisa ?? 0,
    taxPercentage: config.TAX_PERCENTAGE,
  });
  return {
    lines,
    totals,
    coupon,
    taxPercentage: config.TAX_PERCENTAGE,
    freeDeliveryThreshold: settings.free_delivery_threshold,
    delivery,
    districtId: destination?.kind === 'address' ? destination.districtId : null,
  };
}

// The config parameter stays for the callers (orders/routes.ts); the threshold now comes with the quote.
export function quoteToApi(quote: Quote, _config?: Config): OrderQuote {
  return {
    lines: quote.lines.map((line) => ({
      product_id: line.productId,
      color_id: line.colorId,
      product_name: line.productName,
      color_name: line.colorName,
      quantity: line.quantity,
      unit_price: paisaToRupees(line.unitPricePaisa),
      line_total: paisaToRupees(line.lineTotalPaisa),
      delivery_price: paisaToRupees(line.deliveryPricePaisa),
    })),
    subtotal: paisaToRupees(quote.totals.subtotal),
    delivery_charge: paisaToRupees(quote.totals.delivery),
    tax_percentage: quote.taxPercentage,
    tax_amount: paisaToRupees(quote.totals.tax),
    discount: paisaToRupees(quote.totals.discount),
    coupon_code: quote.coupon?.code ?? null,
    grand_total: paisaToRupees(quote.totals.grandTotal),
    currency: ORDER_CURRENCY,
    free_delivery_threshold: quote.freeDeliveryThreshold,
    delivery: quote.delivery
      ? {
          method: quote.delivery.kind === 'pickup' ? 'pickup' : 'delivery',
          district_id: quote.districtId,
          zone_id: quote.delivery.zoneId,
          zone_name: quote.delivery.zoneName,
          charge: paisaToRupees(quote.delivery.chargePaisa),
          free_delivery: quote.delivery.freeDelivery,
          earliest: quote.delivery.earliest,
          expected_by: quote.delivery.expectedBy,
          pickup_ready: quote.delivery.kind === 'pickup' ? quote.delivery.expectedBy : null,
        }
      : null,
  };
}

/** The order row's address columns (issue #20): ids and English names, or empty for pickup. */
function addressColumns(input: PlaceOrderRequest) {
  const address = shippingNepalAddress(input);
  const province = address ? provinceById(address.provinceId) : undefined;
  const district = address ? districtById(address.districtId) : undefined;
  const level = address ? localLevelById(address.localLevelId) : undefined;
  if (!address || !province || !district || !level) {
    return {
      deliveryMethod: 'pickup' as const,
      country: 'Nepal',
      province: '',
      city: '',
      detailsAddress: '',
      monument: '',
      postalCode: '',
      provinceId: null,
      districtId: null,
      district: '',
      localLevelId: null,
      ward: null,
    };
  }
  return {
    deliveryMethod: 'delivery' as const,
    country: 'Nepal',
    province: province.nameEn,
    city: localLevelName(level, 'en'),
    detailsAddress: address.tole,
    monument: address.landmark ?? '',
    postalCode: address.postalCode ?? '',
    provinceId: province.id,
    districtId: district.id,
    district: district.nameEn,
    localLevelId: level.id,
    ward: address.ward,
  };
}

/** The browser's figures are compared, never used (DEVIATIONS #11). */
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

/** The order's lines as the API shows them, from the prices just charged. */
function itemsOf(lines: readonly PricedLine[]): OrderItem[] {
  return lines.map((line) => ({
    product_id: line.productId,
    product_name: line.productName,
    product_slug: line.productSlug,
    image: line.image,
    color_id: line.colorId,
    color_name: line.colorName,
    unit_price: paisaToRupees(line.unitPricePaisa),
    quantity: line.quantity,
    line_total: paisaToRupees(line.lineTotalPaisa),
  }));
}

function isForeignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23503';
}

export interface PlaceOrderOptions {
  /** The order number to use (an idempotency key records it before the order exists). */
  transactionId?: string;
  /**
   * Runs first inside the order's transaction (idempotency.ts takes the request's key there);
   * whatever it throws undoes the attempt before any stock is taken.
   */
  claim?: (tx: DbOrTx) => Promise<void>;
}

export async function placeOrder(
  app: FastifyInstance,
  userId: number,
  input: PlaceOrderRequest,
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const { config, database } = app.services;
  const now = app.services.now();
  const nowDate = new Date(now);
  const settings = await currentShopSettings(app.services);
  // A gateway this shop does not offer (no credentials outside demo mode, or switched off in the
  // shop settings) is refused up front: 422.
  const provider = offeredPaymentProvider(app, input.payment_gateway, settings.payment_methods);
  const transactionId = options.transactionId ?? newOrderNumber();
  const { claim } = options;
  // The schema has checked the address (province → district → local level → ward) for a delivery.
  const address = addressColumns(input);
  const destination: DeliveryDestination =
    address.districtId === null ? { kind: 'pickup' } : { kind: 'address', districtId: address.districtId };

  let pricedLines: PricedLine[] = [];
  let couponCode: string | null = null;

  /** Prices the lines and records the order with its lines and stock in one statement. */
  const record = async (tx: DbOrTx, pricing: PricingSource): Promise<typeof orders.$inferSelect> => {
    const quote = await buildQuote(tx, config, {
      lines: input.lines,
      couponCode: input.coupon_code,
      userId,
      now,
      pricing,
      destination,
    });
    pricedLines = quote.lines;
    assertClientTotals(input, quote.totals);
    // Amounts are stored as PostgreSQL integers (paisa): Rs 2.1 crore and up does not fit.
    if (quote.totals.grandTotal > MAX_ORDER_TOTAL_PAISA || quote.totals.subtotal > MAX_ORDER_TOTAL_PAISA) {
      throw unprocessable(ORDER_TOO_LARGE, { lines: ORDER_TOO_LARGE });
    }
    if (input.payment_gateway !== 'COD' && quote.totals.grandTotal < ONLINE_PAYMENT_MIN_PAISA) {
      throw unprocessable(
        `${PAYMENT_GATEWAY_LABELS[input.payment_gateway]} needs an order of at least Rs. ${ONLINE_PAYMENT_MIN_PAISA / 100}`,
        { payment_gateway: 'Please choose Cash on Delivery for this order' },
      );
    }
    const values: typeof orders.$inferInsert = {
      transactionId,
      userId,
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
      ...address,
      deliveryZoneId: quote.delivery?.zoneId ?? null,
      deliveryZoneName: quote.delivery?.zoneName ?? null,
      deliveryEarliest: quote.delivery?.earliest ?? null,
      deliveryExpectedBy: quote.delivery?.expectedBy ?? null,
      buyerPan: input.buyer_pan ?? null,
      phoneNumber: input.phone_number,
      notes: input.notes ?? '',
      paymentExpiresAt: input.payment_gateway === 'COD' ? null : new Date(now + config.PAYMENT_WINDOW_MINUTES * 60_000),
      createdAt: nowDate,
      updatedAt: nowDate,
    };
    const lines = quote.lines;
    couponCode = quote.coupon?.code ?? null;
    const rowWithId = (id: number): typeof orders.$inferSelect => ({
      ...(values as Required<typeof values>),
      id,
      paymentReference: null,
      paidAt: null,
      cancelledAt: null,
    });
    // A COD order is confirmed now: its e-mails are queued by the same statement (the e-mails do
    // not show the internal id, so they can be written before it exists).
    const draft = orderFromRow(rowWithId(0), couponCode, itemsOf(lines), now);
    const mail =
      input.payment_gateway === 'COD'
        ? [
            orderConfirmationEmail(draft, settings.name, config.PUBLIC_URL),
            shopNewOrderEmail(draft, settings.email, config.PUBLIC_URL),
          ]
        : [];
    const orderId = await recordOrder(tx, values as Required<typeof values>, lines, mail);
    if (quote.coupon) {
      const redeemed = await redeemCoupon(tx, {
        code: quote.coupon.code,
        userId,
        orderId,
        subtotalPaisa: quote.totals.subtotal,
        now,
      });
      if (redeemed.discountPaisa !== quote.totals.discount) throw conflict(ORDER_MESSAGES.pricesChanged);
    }
    return rowWithId(orderId);
  };

  // A coupon's use is counted by further statements, so only then is a transaction needed.
  // So is a claim on an idempotency key, which must stand or fall with the order.
  const attempt = (pricing: PricingSource) =>
    claim
      ? database.db.transaction(async (tx) => {
          await claim(tx);
          return record(tx, pricing);
        })
      : input.coupon_code
        ? database.db.transaction((tx) => record(tx, pricing))
        : record(database.db, pricing);
  let row: typeof orders.$inferSelect;
  try {
    try {
      row = await attempt(app.services.pricingCache);
    } catch (error) {
      // The pricing cache may only say yes. Whatever it turned down (a product gone, prices that
      // differ from the shopper's) and any line the reservation could not fill is decided again
      // from the database, which also gives the shopper today's stock figures line by line. A
      // failed attempt changed nothing: its one statement or its transaction was undone.
      if (!(error instanceof HttpError) && !shortLineOf(error, pricedLines)) throw error;
      row = await attempt(pricesFromDatabase);
    }
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unauthorized();
    const short = shortLineOf(error, pricedLines);
    if (short) throw await outOfStock(database.db, short);
    throw error;
  }
  app.services.catalogCache.announceSoon();
  if (row.paymentGateway === 'COD') app.services.mailOutbox.kick();

  // Step two: start collecting the money. If that fails, undo step one.
  let started;
  try {
    started = await provider.start(orderForPayment(row));
  } catch (error) {
    app.log.error({ err: error, transactionId }, 'payment could not be started; cancelling the order');
    await releaseOrder(app, row.id, { actor: 'system', reason: 'payment_not_started', paymentStatus: 'failed' });
    throw providerDown(row.paymentGateway, error);
  }
  if (row.paymentGateway !== 'COD') {
    const expiresAt =
      started.expiresAt && started.expiresAt > (row.paymentExpiresAt ?? nowDate) ? started.expiresAt : null;
    await database.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({
          paymentReference: started.reference,
          ...(expiresAt ? { paymentExpiresAt: expiresAt } : {}),
          updatedAt: nowDate,
        })
        .where(eq(orders.id, row.id));
      await tx.insert(payments).values({
        orderId: row.id,
        provider: row.paymentGateway,
        providerReference: started.reference ?? row.transactionId,
        amountPaisa: row.grandTotalPaisa,
        status: 'initiated',
        detail: started.detail,
        createdAt: nowDate,
        updatedAt: nowDate,
      });
    });
    row = { ...row, paymentReference: started.reference, paymentExpiresAt: expiresAt ?? row.paymentExpiresAt };
  }
  // Answered from what was just written: no read back on the checkout's hot path.
  const order = orderFromRow(row, couponCode, itemsOf(pricedLines), now);
  return { order, payment: started.start };
}

/** The customer's orders, newest first; overdue unpaid online orders are settled first. */
export async function listOrders(app: FastifyInstance, userId: number): Promise<Order[]> {
  await expireOverdueOrders(app, { userId, limit: 20 });
  return selectOrders(app.services.database.db, sql`o.user_id = ${userId}`, app.services.now());
}

export async function getOrder(app: FastifyInstance, userId: number, transactionId: string): Promise<Order> {
  const row = await ownOrderRow(app, userId, transactionId);
  await expireOverdueOrders(app, { orderId: row.id, limit: 1 });
  return orderById(app, row.id);
}

/** The customer's cancel: Pending and within one hour (DEVIATIONS #15). */
export async function cancelOrder(app: FastifyInstance, userId: number, transactionId: string): Promise<Order> {
  const row = await ownOrderRow(app, userId, transactionId);
  const cutoff = new Date(app.services.now() - CANCEL_WINDOW_MINUTES * 60_000);
  const cancelled = await releaseOrder(app, row.id, {
    actor: 'customer',
    reason: 'customer_cancelled',
    userId,
    guard: and(eq(orders.userId, userId), sql`${orders.createdAt} >= ${cutoff}`),
  });
  if (!cancelled) throw new HttpError(409, ORDER_MESSAGES.cancelNotAllowed);
  return orderById(app, row.id);
}
