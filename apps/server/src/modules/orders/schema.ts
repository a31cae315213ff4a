import { COUNTER_PAYMENT_METHODS, LOCALES } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { productColors, products } from '../catalog/schema.js';

export const orderStatuses = [
  'Pending',
  'Processing',
  'Shipped',
  'Ready for pickup',
  'Delivered',
  'Cancelled',
] as const;
export const paymentStatuses = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export const paymentGateways = ['Esewa', 'Khalti', 'COD'] as const;
/** Where an order was made: the online shop, or the physical shop's till (issue #36, migration 0065). */
export const orderChannels = ['online', 'counter'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
    /** Percent (1-100) for 'percentage', paisa for 'fixed'. */
    value: integer('value').notNull(),
    maxDiscountPaisa: integer('max_discount_paisa'),
    minSubtotalPaisa: integer('min_subtotal_paisa').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Only for a customer with no earlier order that still stands (migration 0017). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** One of the demo catalogue's coupons (migration 0030): removed with the demo data, or switched off once used. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    check('coupons_used_not_negative', sql`${table.usedCount} >= 0`),
    // The unique index is case-insensitive only because every writer upper-cases the code.
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable order reference; also the eSewa transaction_uuid. */
    transactionId: text('transaction_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('Pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    paymentGateway: text('payment_gateway', { enum: paymentGateways }).notNull(),
    subtotalPaisa: integer('subtotal_paisa').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull(),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    taxPaisa: integer('tax_paisa').notNull().default(0),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    grandTotalPaisa: integer('grand_total_paisa').notNull(),
    currency: text('currency').notNull().default('Npr'),
    couponId: integer('coupon_id').references(() => coupons.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    country: text('country').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    detailsAddress: text('details_address').notNull(),
    monument: text('monument').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    // Issue #20 (migration 0022): the Nepali address by ids (nepal/geography.ts; null for pickup),
    // how the order reaches the shopper, the zone and the days promised when it was placed.
    deliveryMethod: text('delivery_method', { enum: ['delivery', 'pickup'] })
      .notNull()
      .default('delivery'),
    provinceId: integer('province_id'),
    districtId: integer('district_id'),
    /** The district's English name. */
    district: text('district').notNull().default(''),
    localLevelId: integer('local_level_id'),
    ward: integer('ward'),
    deliveryZoneId: text('delivery_zone_id'),
    deliveryZoneName: text('delivery_zone_name'),
    /** 'YYYY-MM-DD' in Nepal. */
    deliveryEarliest: text('delivery_earliest'),
    /** 'YYYY-MM-DD' in Nepal: expected by (pickup: ready at the shop). */
    deliveryExpectedBy: text('delivery_expected_by'),
    /** The buyer's 9-digit PAN for the tax invoice. */
    buyerPan: text('buyer_pan'),
    notes: text('notes').notNull().default(''),
    /**
     * The page's language when the order was placed (issue #30, migration 0039): the customer's
     * e-mails about this order are written in it, whatever the account's language is later.
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** Provider reference: Khalti pidx, eSewa transaction code. */
    paymentReference: text('payment_reference'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** eSewa returned a correctly signed COMPLETE: a later NOT_FOUND is not believed (payment-flow.ts). */
    paymentClaimedAt: timestamp('payment_claimed_at', { withTimezone: true }),
    /** Set while the provider's answer is inconclusive: the stock is held and the payment checked again then. */
    paymentRecheckAt: timestamp('payment_recheck_at', { withTimezone: true }),
    /** When the shop was e-mailed about a payment still unconfirmed at the end of its window. */
    paymentAlertedAt: timestamp('payment_alerted_at', { withTimezone: true }),
    /**
     * When the customer's order pages last asked the provider about this unpaid order (issue #30):
     * they ask at most once in PAYMENT_CHECK_INTERVAL_MS (orders/payment-check.ts).
     */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why staff cancelled it, as the customer is told (issue #33); null for any other cancel. */
    cancelReason: text('cancel_reason'),
    /** Set by staff when the order ships (migration 0011): a COURIERS value or 'other'. */
    courier: text('courier'),
    /** The name staff typed for an 'other' courier. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    /** The courier's tracking page (http/https only, checked by the contract). */
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * Set on a replacement shipment (issue #33, migration 0058): the order whose returned unit it
     * replaces. Such an order is no sale: priced 0, nothing to pay (payment_status 'paid', no
     * payment row), no bill, no coupon, no cash on delivery, left out of the sales figures; it is
     * packed, shipped and delivered as any order. The return line it answers names it
     * (order_return_lines.replacement_order_id).
     */
    replacesOrderId: integer('replaces_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    /**
     * 'counter': a sale rung up at the shop's till by staff (issue #36, migration 0065). Walk-in
     * buyers have no account, so user_id is the staff member who rang it up; the buyer, if named,
     * is first_name and buyer_pan. Delivered and paid at once, billed in the same transaction.
     */
    channel: text('channel', { enum: orderChannels }).notNull().default('online'),
    /** How a counter sale was paid (COUNTER_PAYMENT_METHODS); null for every online order. */
    counterPaymentMethod: text('counter_payment_method', { enum: COUNTER_PAYMENT_METHODS }),
    /** The QR's, card slip's or transfer's reference staff typed, if any. */
    counterPaymentReference: text('counter_payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_transaction_id_unique').on(table.transactionId),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    check('orders_delivery_method_check', sql`${table.deliveryMethod} IN ('delivery', 'pickup')`),
    check('orders_buyer_pan_check', sql`${table.buyerPan} IS NULL OR ${table.buyerPan} ~ '^[0-9]{9}$'`),
    check('orders_locale_check', sql`${table.locale} IN ('en', 'ne')`),
    check('orders_channel_check', sql`${table.channel} IN ('online', 'counter')`),
    check(
      'orders_counter_payment_check',
      sql`(${table.channel} = 'counter') = (${table.counterPaymentMethod} IS NOT NULL) AND (${table.counterPaymentMethod} IS NULL OR ${table.counterPaymentMethod} IN ('cash', 'esewa_qr', 'khalti_qr', 'fonepay_qr', 'card', 'bank_transfer')) AND (${table.counterPaymentReference} IS NULL OR ${table.channel} = 'counter')`,
    ),
    index('orders_counter_idx')
      .on(table.createdAt)
      .where(sql`${table.channel} = 'counter'`),
    check(
      'orders_replacement_check',
      sql`${table.replacesOrderId} IS NULL OR (${table.grandTotalPaisa} = 0 AND ${table.couponId} IS NULL)`,
    ),
    index('orders_replaces_idx')
      .on(table.replacesOrderId)
      .where(sql`${table.replacesOrderId} IS NOT NULL`),
    index('orders_payment_expiry_idx').on(table.paymentStatus, table.paymentExpiresAt),
    index('orders_payment_recheck_idx')
      .on(table.paymentRecheckAt)
      .where(sql`${table.paymentRecheckAt} IS NOT NULL`),
    // The dashboard (0016): its sales and waiting figures are read from these indexes alone. A
    // replacement shipment is no sale (0058): its marker is in the index too.
    index('orders_created_sales_idx').on(
      table.createdAt,
      table.status,
      table.paymentGateway,
      table.paymentStatus,
      table.grandTotalPaisa,
      table.id,
      table.replacesOrderId,
    ),
    // The cash-on-delivery limits' lookup (0029): an account's open cash-on-delivery orders.
    index('orders_open_cod_user_idx')
      .on(table.userId)
      .where(
        sql`${table.paymentGateway} = 'COD' AND ${table.paymentStatus} = 'unpaid' AND ${table.status} NOT IN ('Cancelled', 'Delivered')`,
      ),
    index('orders_waiting_idx')
      .on(table.status, table.paymentStatus, table.paymentGateway)
      .where(
        sql`${table.status} IN ('Pending', 'Processing', 'Shipped', 'Ready for pickup') OR (${table.status} = 'Cancelled' AND ${table.paymentStatus} = 'paid')`,
      ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    colorId: integer('color_id').references(() => productColors.id),
    productName: text('product_name').notNull(),
    colorName: text('color_name'),
    /** The colour's Nepali name when the order was placed (issue #30); null: none, show colorName. */
    colorNameNe: text('color_name_ne'),
    unitPricePaisa: integer('unit_price_paisa').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaisa: integer('line_total_paisa').notNull(),
  },
  (table) => [
    // Every lookup of an order's lines, and the dashboard's top sellers from the index alone (0016).
    index('order_items_order_product_idx').on(table.orderId, table.productId, table.quantity, table.lineTotalPaisa),
    index('order_items_product_idx').on(table.productId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    discountPaisa: integer('discount_paisa').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_unique').on(table.orderId),
    index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId),
  ],
);

/** Every attempt to collect money for an order, with what the provider said. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentGateways }).notNull(),
    /** The provider's reference: the attempt's own while it is open, the payment's once completed. */
    providerReference: text('provider_reference'),
    /**
     * Which attempt this is, as the provider knows it: eSewa's transaction_uuid, Khalti's pidx. Set
     * when the attempt starts and never changed, so a late return or check finds its record.
     */
    attempt: text('attempt'),
    amountPaisa: integer('amount_paisa').notNull(),
    status: text('status', { enum: ['initiated', 'completed', 'failed', 'expired'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_reference_idx').on(table.provider, table.providerReference),
  ],
);

/**
 * What happened to an order after it was placed, oldest first: status moves (by whom) and payment
 * moves. The staff screen shows it as the order's history; placing the order itself is the order's
 * created_at.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'payment', 'return', 'warranty', 'edit'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    actor: text('actor', { enum: ['customer', 'staff', 'system'] }).notNull(),
    /** The staff member (or customer) who made the move; null for the system. */
    userId: integer('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);
