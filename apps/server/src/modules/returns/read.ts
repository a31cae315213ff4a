import {
  paisaToRupees,
  returnableUnits,
  returnWindowDays,
  returnWindowEnd,
  withinReturnWindow,
  type OrderReturn,
  type OrderReturns,
  type ReturnableLine,
  type StaffReturn,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { serialChoicesOf } from '../serials/index.js';
import { photosOf } from './photos.js';

// Reading returns: what a delivered order may still return (its lines, their windows, the units
// already in returns that stand) and the returns themselves as the customer and staff see them.

/**
 * Units of a line counted as returned: every return that stands, that is, not refused and not
 * closed before its parcel arrived.
 */
const RETURN_STANDS = sql`r.status <> 'refused' AND NOT (r.status = 'closed' AND r.received_at IS NULL)`;

/** A product has a warranty when its specifications say so (a "Warranty" row that is not "No"). */
const HAS_WARRANTY = sql`EXISTS (SELECT 1 FROM product_specifications s WHERE s.product_id = oi.product_id
  AND lower(btrim(s.title)) = 'warranty' AND s.answer !~* '^\\s*(no|none|n/a)\\b')`;

export interface OrderHead {
  id: number;
  transactionId: string;
  userId: number;
  status: string;
  paymentGateway: string;
  locale: 'en' | 'ne';
  firstName: string;
  deliveredAt: Date | null;
}

/** The order (with when it was delivered), or undefined; `lock` holds its row until the transaction ends. */
export async function orderHead(db: DbOrTx, where: SQL, lock = false): Promise<OrderHead | undefined> {
  const result = await db.execute<{
    id: number;
    transaction_id: string;
    user_id: number;
    status: string;
    payment_gateway: string;
    locale: 'en' | 'ne';
    first_name: string;
  }>(sql`SELECT o.id, o.transaction_id, o.user_id, o.status, o.payment_gateway, o.locale, o.first_name
    FROM orders o WHERE ${where} ${lock ? sql`FOR UPDATE` : sql``}`);
  const row = result.rows[0];
  if (!row) return undefined;
  // The latest move to Delivered (an undone one is followed by a later one when delivered again).
  const delivered = await db.execute<{ at: Date | null }>(sql`
    SELECT max(created_at) AS at FROM order_events
    WHERE order_id = ${row.id} AND kind = 'status' AND to_value = 'Delivered'`);
  const at = delivered.rows[0]?.at ?? null;
  return {
    id: row.id,
    transactionId: row.transaction_id,
    userId: row.user_id,
    status: row.status,
    paymentGateway: row.payment_gateway,
    locale: row.locale,
    firstName: row.first_name,
    deliveredAt: row.status === 'Delivered' && at ? new Date(at) : null,
  };
}

export interface ReturnableRow extends ReturnableLine {
  productId: number;
  colorId: number | null;
}

/** The order's lines with their windows and the units still returnable. */
export async function returnableLines(
  db: DbOrTx,
  order: OrderHead,
  windows: { return_window_days: number; warranty_return_window_days: number },
  now: Date,
): Promise<ReturnableRow[]> {
  const result = await db.execute<{
    id: number;
    product_id: number;
    color_id: number | null;
    product_name: string;
    color_name: string | null;
    unit_price_paisa: number;
    quantity: number;
    returned: number;
    warranty: boolean;
    return_window_days: number | null;
    warranty_return_window_days: number | null;
  }>(sql`
    SELECT oi.id, oi.product_id, oi.color_id, oi.product_name, oi.color_name, oi.unit_price_paisa, oi.quantity,
      coalesce((SELECT sum(rl.quantity) FROM order_return_lines rl JOIN order_returns r ON r.id = rl.return_id
        WHERE rl.order_item_id = oi.id AND ${RETURN_STANDS}), 0)::int AS returned,
      ${HAS_WARRANTY} AS warranty, c.return_window_days, c.warranty_return_window_days
    FROM order_items oi
    LEFT JOIN products p ON p.id = oi.product_id
    LEFT JOIN categories c ON c.id = p.category_id
    WHERE oi.order_id = ${order.id} ORDER BY oi.id`);
  return result.rows.map((row) => {
    // The product's category as it is now: an owner who lengthens a category's window does so for
    // the units already sold too.
    const days = returnWindowDays(windows, row.warranty, row);
    const deliveredAt = order.deliveredAt;
    return {
      productId: row.product_id,
      colorId: row.color_id,
      line_id: row.id,
      description: row.color_name ? `${row.product_name} (${row.color_name})` : row.product_name,
      unit_price: paisaToRupees(row.unit_price_paisa),
      quantity: row.quantity,
      returnable_quantity: deliveredAt ? returnableUnits(row.quantity, row.returned) : 0,
      window_days: days,
      window_ends_at: deliveredAt ? returnWindowEnd(deliveredAt, days).toISOString() : '',
      in_window: deliveredAt ? withinReturnWindow(deliveredAt, days, now) : false,
    };
  });
}

type ReturnSqlRow = {
  id: number;
  transaction_id: string;
  status: OrderReturn['status'];
  reason_code: OrderReturn['reason'];
  note: string;
  opened_by: OrderReturn['opened_by'];
  refusal_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  received_at: Date | null;
  resolved_at: Date | null;
  customer_name: string;
  customer_email: string;
  payment_gateway: StaffReturn['payment_gateway'];
  order_status: string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Returns matching `where` (over order_returns r and orders o), newest first, with their lines. */
export async function selectReturns(
  db: DbOrTx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<StaffReturn[]> {
  const result = await db.execute<ReturnSqlRow>(sql`
    SELECT r.id, o.transaction_id, r.status, r.reason_code, r.note, r.opened_by, r.refusal_reason, r.created_at,
      r.decided_at, r.received_at, r.resolved_at, btrim(o.first_name || ' ' || o.last_name) AS customer_name,
      u.email AS customer_email, o.payment_gateway, o.status AS order_status
    FROM order_returns r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = o.user_id
    WHERE ${where}
    ORDER BY r.id DESC
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`);
  if (result.rows.length === 0) return [];
  const ids = sql.join(
    result.rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const lines = await db.execute<{
    id: number;
    return_id: number;
    order_item_id: number;
    product_name: string;
    color_name: string | null;
    quantity: number;
    resolution: OrderReturn['lines'][number]['resolution'];
    stock_decision: OrderReturn['lines'][number]['stock'];
    resolution_note: string;
    credit_note_number: string | null;
    replacement_order: string | null;
    serials: string[];
    resolved_at: Date | null;
  }>(sql`
    SELECT rl.id, rl.return_id, rl.order_item_id, oi.product_name, oi.color_name, rl.quantity, rl.resolution,
      rl.stock_decision, rl.resolution_note, cn.number AS credit_note_number, ro.transaction_id AS replacement_order,
      rl.serials, rl.resolved_at
    FROM order_return_lines rl JOIN order_items oi ON oi.id = rl.order_item_id
      LEFT JOIN credit_notes cn ON cn.refund_id = rl.refund_id AND rl.refund_id IS NOT NULL
      LEFT JOIN orders ro ON ro.id = rl.replacement_order_id
    WHERE rl.return_id IN (${ids})
    ORDER BY rl.id`);
  const linesOf = new Map<number, OrderReturn['lines']>();
  // What an unresolved line's units may be chosen from: the order line's serials still sold.
  const choices = await serialChoicesOf(
    db,
    lines.rows.filter((line) => line.resolved_at === null).map((line) => line.order_item_id),
  );
  for (const line of lines.rows) {
    const list = linesOf.get(line.return_id) ?? [];
    list.push({
      id: line.id,
      line_id: line.order_item_id,
      description: line.color_name ? `${line.product_name} (${line.color_name})` : line.product_name,
      quantity: line.quantity,
      resolution: line.resolution,
      stock: line.stock_decision,
      resolution_note: line.resolution_note,
      credit_note_number: line.credit_note_number,
      replacement_order: line.replacement_order,
      serials: line.serials,
      serial_choices: line.resolved_at === null ? (choices.get(line.order_item_id) ?? []) : [],
      resolved_at: iso(line.resolved_at),
    });
    linesOf.set(line.return_id, list);
  }
  const photos = await photosOf(
    db,
    result.rows.map((row) => row.id),
  );
  return result.rows.map((row) => ({
    id: row.id,
    transaction_id: row.transaction_id,
    status: row.status,
    reason: row.reason_code,
    note: row.note,
    opened_by: row.opened_by,
    refusal_reason: row.refusal_reason,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: iso(row.decided_at),
    received_at: iso(row.received_at),
    resolved_at: iso(row.resolved_at),
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    payment_gateway: row.payment_gateway,
    order_status: row.order_status,
    lines: linesOf.get(row.id) ?? [],
    photos: photos.get(row.id) ?? [],
  }));
}

/** A staff return without the staff-only fields, as its customer sees it. */
export function forCustomer(row: StaffReturn): OrderReturn {
  const {
    customer_name: _name,
    customer_email: _email,
    payment_gateway: _gateway,
    order_status: _status,
    ...rest
  } = row;
  return rest;
}

/** The order's returns and what may still be returned, for the order page and the walk-in form. */
export async function returnsOfOrder(
  db: DbOrTx,
  order: OrderHead,
  windows: { return_window_days: number; warranty_return_window_days: number },
  now: Date,
): Promise<OrderReturns> {
  const [lines, returns] = await Promise.all([
    returnableLines(db, order, windows, now),
    selectReturns(db, sql`r.order_id = ${order.id}`),
  ]);
  const open = lines.filter((line) => line.in_window && line.returnable_quantity > 0);
  const ends = lines.map((line) => line.window_ends_at).filter((end) => end !== '');
  const lastEnd = ends.sort().at(-1) ?? null;
  return {
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    can_request: open.length > 0,
    window_ended_at: order.deliveredAt && !lines.some((line) => line.in_window) ? lastEnd : null,
    lines: lines.map(({ productId: _product, colorId: _color, ...line }) => line),
    returns: returns.map(forCustomer),
  };
}
