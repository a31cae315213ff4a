import {
  canCustomerCancel,
  courierDisplayName,
  paisaToRupees,
  type CounterPaymentMethod,
  type DeliveryMethod,
  localLevelById,
  localLevelName,
  type Order,
  type OrderItem,
  type OrderStatus,
  type OrderTracking,
  type PaymentGateway,
  type PaymentStatus,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { orders } from './schema.js';
import { buildTimeline, type TimelineEvent } from './timeline.js';

export type OrderRow = typeof orders.$inferSelect;

interface OrderSqlRow {
  id: number;
  transaction_id: string;
  created_at: Date;
  payment_gateway: PaymentGateway;
  status: OrderStatus;
  payment_status: PaymentStatus;
  subtotal_paisa: number;
  delivery_charge_paisa: number;
  tax_percentage: number;
  tax_paisa: number;
  discount_paisa: number;
  grand_total_paisa: number;
  currency: string;
  coupon_code: string | null;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  province: string;
  city: string;
  details_address: string;
  monument: string;
  postal_code: string;
  phone_number: string;
  delivery_method: DeliveryMethod;
  province_id: number | null;
  district_id: number | null;
  district: string;
  local_level_id: number | null;
  ward: number | null;
  delivery_zone_id: string | null;
  delivery_zone_name: string | null;
  delivery_earliest: string | null;
  delivery_expected_by: string | null;
  buyer_pan: string | null;
  notes: string;
  payment_expires_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  courier: string | null;
  courier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: Date | null;
  /** A replacement shipment's return and original order (issue #33); null otherwise. */
  replacement_return_id: number | null;
  replaces_transaction_id: string | null;
  /** A counter sale's payment at the till (issue #36); null for an online order. */
  counter_payment_method: CounterPaymentMethod | null;
  counter_payment_reference: string | null;
}

interface ItemSqlRow {
  order_id: number;
  product_id: number;
  product_name: string;
  product_slug: string | null;
  image: string | null;
  color_id: number | null;
  color_name: string | null;
  color_name_ne: string | null;
  unit_price_paisa: number;
  quantity: number;
  line_total_paisa: number;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Orders matching `where` (a condition on alias `o`), newest first, with their lines, as the API shows them. */
export async function selectOrders(
  db: DbOrTx,
  where: SQL,
  now: number,
  page?: { limit: number; offset: number },
): Promise<Order[]> {
  const result = await db.execute<{ [K in keyof OrderSqlRow]: OrderSqlRow[K] }>(sql`
    SELECT o.id, o.transaction_id, o.created_at, o.payment_gateway, o.status, o.payment_status, o.subtotal_paisa,
      o.delivery_charge_paisa, o.tax_percentage, o.tax_paisa, o.discount_paisa, o.grand_total_paisa, o.currency,
      c.code AS coupon_code, o.first_name, o.last_name, o.email, o.country, o.province, o.city, o.details_address,
      o.monument, o.postal_code, o.phone_number, o.delivery_method, o.province_id, o.district_id, o.district,
      o.local_level_id, o.ward, o.delivery_zone_id, o.delivery_zone_name, o.delivery_earliest,
      o.delivery_expected_by, o.buyer_pan, o.notes, o.payment_expires_at, o.paid_at, o.cancelled_at, o.cancel_reason,
      o.courier, o.courier_name, o.tracking_number, o.tracking_url, o.shipped_at,
      o.counter_payment_method, o.counter_payment_reference,
      (SELECT rl.return_id FROM order_return_lines rl WHERE rl.replacement_order_id = o.id) AS replacement_return_id,
      (SELECT r.transaction_id FROM orders r WHERE r.id = o.replaces_order_id) AS replaces_transaction_id
    FROM orders o LEFT JOIN coupons c ON c.id = o.coupon_id
    WHERE ${where}
    ORDER BY o.created_at DESC, o.id DESC
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql.raw('')}`);
  const rows = result.rows;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const idList = sql.raw(`(${ids.join(',')})`);
  const events = await db.execute<{
    order_id: number;
    kind: TimelineEvent['kind'];
    to_value: string;
    created_at: Date;
  }>(sql`
    SELECT order_id, kind, to_value, created_at FROM order_events WHERE order_id IN ${idList} ORDER BY order_id, id`);
  const eventsByOrder = new Map<number, TimelineEvent[]>();
  for (const event of events.rows) {
    const list = eventsByOrder.get(event.order_id) ?? [];
    list.push({ kind: event.kind, to: event.to_value, at: new Date(event.created_at) });
    eventsByOrder.set(event.order_id, list);
  }
  const items = await db.execute<{ [K in keyof ItemSqlRow]: ItemSqlRow[K] }>(sql`
    SELECT oi.order_id, oi.product_id, oi.product_name, p.slug AS product_slug,
      (SELECT i.url FROM product_images i WHERE i.product_id = oi.product_id ORDER BY i.position, i.id LIMIT 1) AS image,
      oi.color_id, oi.color_name, oi.color_name_ne, oi.unit_price_paisa, oi.quantity, oi.line_total_paisa
    FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
    WHERE oi.order_id IN ${idList}
    ORDER BY oi.id`);
  const itemsByOrder = new Map<number, OrderItem[]>();
  for (const item of items.rows) {
    const list = itemsByOrder.get(item.order_id) ?? [];
    list.push({
      product_id: item.product_id,
      product_name: item.product_name,
      product_slug: item.product_slug,
      image: item.image,
      color_id: item.color_id,
      color_name: item.color_name,
      color_name_ne: item.color_name_ne,
      unit_price: paisaToRupees(item.unit_price_paisa),
      quantity: item.quantity,
      line_total: paisaToRupees(item.line_total_paisa),
    });
    itemsByOrder.set(item.order_id, list);
  }
  return rows.map((row) => toOrder(row, itemsByOrder.get(row.id) ?? [], now, eventsByOrder.get(row.id) ?? []));
}

/** The API shape of an order row just written (no read back): for the answer to placing it. */
export function orderFromRow(row: OrderRow, couponCode: string | null, items: OrderItem[], now: number): Order {
  return toOrder(
    {
      id: row.id,
      transaction_id: row.transactionId,
      created_at: row.createdAt,
      payment_gateway: row.paymentGateway,
      status: row.status,
      payment_status: row.paymentStatus,
      subtotal_paisa: row.subtotalPaisa,
      delivery_charge_paisa: row.deliveryChargePaisa,
      tax_percentage: row.taxPercentage,
      tax_paisa: row.taxPaisa,
      discount_paisa: row.discountPaisa,
      grand_total_paisa: row.grandTotalPaisa,
      currency: row.currency,
      coupon_code: couponCode,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      country: row.country,
      province: row.province,
      city: row.city,
      details_address: row.detailsAddress,
      monument: row.monument,
      postal_code: row.postalCode,
      phone_number: row.phoneNumber,
      delivery_method: row.deliveryMethod,
      province_id: row.provinceId ?? null,
      district_id: row.districtId ?? null,
      district: row.district,
      local_level_id: row.localLevelId ?? null,
      ward: row.ward ?? null,
      delivery_zone_id: row.deliveryZoneId ?? null,
      delivery_zone_name: row.deliveryZoneName ?? null,
      delivery_earliest: row.deliveryEarliest ?? null,
      delivery_expected_by: row.deliveryExpectedBy ?? null,
      buyer_pan: row.buyerPan ?? null,
      notes: row.notes,
      payment_expires_at: row.paymentExpiresAt,
      paid_at: row.paidAt,
      cancelled_at: row.cancelledAt,
      cancel_reason: row.cancelReason ?? null,
      // Undefined on a row built in memory at checkout (service.ts): nothing shipped yet.
      courier: row.courier ?? null,
      courier_name: row.courierName ?? null,
      tracking_number: row.trackingNumber ?? null,
      tracking_url: row.trackingUrl ?? null,
      shipped_at: row.shippedAt ?? null,
      // Placed at checkout: never a replacement.
      replacement_return_id: null,
      replaces_transaction_id: null,
      counter_payment_method: row.counterPaymentMethod ?? null,
      counter_payment_reference: row.counterPaymentReference ?? null,
    },
    items,
    now,
    [],
  );
}

/** 'Kathmandu Metropolitan City' from its id; '' for none (pickup, or an order from before issue #20). */
function localLevelLabel(id: number | null): string {
  const level = id === null ? undefined : localLevelById(id);
  return level ? localLevelName(level, 'en') : '';
}

function trackingOf(row: OrderSqlRow): OrderTracking | null {
  if (row.courier === null || row.tracking_number === null) return null;
  return {
    courier: row.courier,
    courier_name: courierDisplayName(row.courier, row.courier_name ?? ''),
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_url,
    shipped_at: iso(row.shipped_at),
  };
}

function toOrder(row: OrderSqlRow, items: OrderItem[], now: number, events: TimelineEvent[]): Order {
  const createdAt = new Date(row.created_at);
  return {
    transaction_id: row.transaction_id,
    created_on: createdAt.toISOString(),
    payment_gateway: row.payment_gateway,
    order_status: row.status,
    payment_status: row.payment_status,
    subtotal: paisaToRupees(row.subtotal_paisa),
    delivery_charge: paisaToRupees(row.delivery_charge_paisa),
    tax_percentage: Number(row.tax_percentage),
    tax_amount: paisaToRupees(row.tax_paisa),
    discount: paisaToRupees(row.discount_paisa),
    coupon_code: row.coupon_code,
    grand_total: paisaToRupees(row.grand_total_paisa),
    currency: row.currency,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    shipping: {
      country: row.country,
      province: row.province,
      city: row.city,
      details_address: row.details_address,
      monument: row.monument,
      postal_code: row.postal_code,
      phone_number: row.phone_number,
      province_id: row.province_id,
      district_id: row.district_id,
      district: row.district,
      local_level_id: row.local_level_id,
      local_level: localLevelLabel(row.local_level_id),
      ward: row.ward,
      tole: row.details_address,
      landmark: row.monument,
    },
    delivery_method: row.delivery_method,
    delivery: {
      method: row.delivery_method,
      zone_id: row.delivery_zone_id,
      zone_name: row.delivery_zone_name,
      earliest: row.delivery_earliest,
      expected_by: row.delivery_expected_by,
    },
    buyer_pan: row.buyer_pan,
    notes: row.notes,
    items,
    // A replacement shipment is the shop's to send: only staff cancel it.
    can_cancel: row.replaces_transaction_id === null && canCustomerCancel({ status: row.status, createdAt }, now),
    payment_expires_at:
      row.payment_status === 'unpaid' && row.status === 'Pending' ? iso(row.payment_expires_at) : null,
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    tracking: trackingOf(row),
    timeline: buildTimeline({
      createdAt,
      paidAt: row.paid_at === null ? null : new Date(row.paid_at),
      cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
      shippedAt: row.shipped_at === null ? null : new Date(row.shipped_at),
      events,
    }),
    replacement_for:
      row.replaces_transaction_id !== null && row.replacement_return_id !== null
        ? { return_id: row.replacement_return_id, transaction_id: row.replaces_transaction_id }
        : null,
    ...(row.counter_payment_method
      ? { counter_payment: { method: row.counter_payment_method, reference: row.counter_payment_reference } }
      : {}),
  };
}
