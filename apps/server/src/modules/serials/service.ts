import {
  normaliseSerial,
  serialRefusalCode,
  warrantyEnd,
  type CustomerOrderUnits,
  type OrderStatus,
  type StaffOrderUnits,
  type WarrantyLookup,
} from '@pasal/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { orderItemUnits } from './schema.js';

// Serial numbers at packing and the warranty lookup (issue #33). Serials are recorded while the
// order is pending or processing; the order cannot ship (or be ready for pickup) before every unit
// of a serialised line has one, so the bill, issued at delivery or payment, lists them when it can.

type SerialServices = Pick<AppServices, 'database' | 'now'>;

/** While the goods are still on the shelf: serials may be added or taken off. */
const EDITABLE_STATUSES: readonly OrderStatus[] = ['Pending', 'Processing'];

interface OrderHeadRow {
  id: number;
  status: OrderStatus;
  [key: string]: unknown;
}

async function orderByTransaction(db: DbOrTx, transactionId: string, lock = false): Promise<OrderHeadRow> {
  const result = await db.execute<OrderHeadRow>(
    sql`SELECT id, status FROM orders WHERE transaction_id = ${transactionId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const row = result.rows[0];
  if (!row) throw refuse('order_not_found');
  return row;
}

interface LineRow {
  id: number;
  product_name: string;
  color_name: string | null;
  quantity: number;
  serialised: boolean;
  warranty_months: number;
  [key: string]: unknown;
}

async function linesOf(db: DbOrTx, orderId: number): Promise<LineRow[]> {
  const result = await db.execute<LineRow>(sql`
    SELECT oi.id, oi.product_name, oi.color_name, oi.quantity, p.serialised, p.warranty_months
    FROM order_items oi JOIN products p ON p.id = oi.product_id
    WHERE oi.order_id = ${orderId} ORDER BY oi.id`);
  return result.rows;
}

/** Units of the order's serialised lines still without a serial. */
async function missingSerials(db: DbOrTx, orderId: number): Promise<number> {
  const result = await db.execute<{ missing: number }>(sql`
    SELECT coalesce(sum(greatest(oi.quantity - (
      SELECT count(*) FROM order_item_units u WHERE u.order_item_id = oi.id AND u.released_at IS NULL
    ), 0)), 0)::int AS missing
    FROM order_items oi JOIN products p ON p.id = oi.product_id
    WHERE oi.order_id = ${orderId} AND p.serialised`);
  return result.rows[0]?.missing ?? 0;
}

/** 400 when the order may not leave the shop yet: a serialised unit without its serial. */
export async function requireSerials(db: DbOrTx, orderId: number): Promise<void> {
  const missing = await missingSerials(db, orderId);
  if (missing === 1)
    throw refuse('serials_missing_one', undefined, { fields: { serials: fieldRefusal('serials_missing_one') } });
  if (missing > 1)
    throw refuse('serials_missing', { missing }, { fields: { serials: fieldRefusal('serials_missing', { missing }) } });
}

const describe = (line: { product_name: string; color_name: string | null }) =>
  line.color_name ? `${line.product_name} (${line.color_name})` : line.product_name;

async function unitsView(db: DbOrTx, transactionId: string, order: OrderHeadRow): Promise<StaffOrderUnits> {
  const lines = await linesOf(db, order.id);
  const units = await db
    .select()
    .from(orderItemUnits)
    .where(and(eq(orderItemUnits.orderId, order.id), isNull(orderItemUnits.releasedAt)))
    .orderBy(orderItemUnits.id);
  return {
    transaction_id: transactionId,
    editable: EDITABLE_STATUSES.includes(order.status),
    missing: await missingSerials(db, order.id),
    lines: lines.map((line) => ({
      line_id: line.id,
      description: describe(line),
      quantity: line.quantity,
      serialised: line.serialised,
      warranty_months: line.warranty_months,
      units: units
        .filter((unit) => unit.orderItemId === line.id)
        .map((unit) => ({ id: unit.id, serial: unit.serial, recorded_at: unit.recordedAt.toISOString() })),
    })),
  };
}

/** The order's lines with the serials recorded (the staff order page's Units card). */
export async function staffOrderUnits(services: SerialServices, transactionId: string): Promise<StaffOrderUnits> {
  const { db } = services.database;
  return unitsView(db, transactionId, await orderByTransaction(db, transactionId));
}

function isSerialTaken(error: unknown): boolean {
  // Drizzle wraps driver errors; the pg error is the cause.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === 'order_item_units_serial_unique') return true;
  }
  return false;
}

/**
 * Records one unit's serial (typed, or scanned: one Enter per unit). Under the order's row lock, so
 * two clicks never give a line more serials than units; the unique index refuses a serial another
 * order took meanwhile (409).
 */
export async function recordSerial(
  services: SerialServices,
  transactionId: string,
  request: { line_id: number; serial: string },
  staffId: number,
): Promise<StaffOrderUnits> {
  const serial = normaliseSerial(request.serial);
  const refused = serialRefusalCode(serial);
  if (refused) throw refuse(refused, undefined, { fields: { serial: fieldRefusal(refused) } });
  const { db } = services.database;
  try {
    return await db.transaction(async (tx) => {
      const order = await orderByTransaction(tx, transactionId, true);
      if (!EDITABLE_STATUSES.includes(order.status)) throw refuse('serials_locked');
      const line = (await linesOf(tx, order.id)).find((candidate) => candidate.id === request.line_id);
      if (!line) throw refuse('serial_line_not_found');
      if (!line.serialised)
        throw refuse('serial_not_serialised', undefined, {
          fields: { line_id: fieldRefusal('serial_not_serialised') },
        });
      const held = await tx.execute<{ order_item_id: number }>(sql`
        SELECT order_item_id FROM order_item_units
        WHERE order_id = ${order.id} AND released_at IS NULL`);
      if (held.rows.filter((unit) => unit.order_item_id === line.id).length >= line.quantity) {
        throw refuse('serial_line_full');
      }
      const same = await tx.execute<{ id: number }>(sql`
        SELECT id FROM order_item_units
        WHERE order_id = ${order.id} AND released_at IS NULL AND upper(serial) = upper(${serial})`);
      if (same.rows.length > 0)
        throw refuse('serial_in_order', undefined, { fields: { serial: fieldRefusal('serial_in_order') } });
      await tx.insert(orderItemUnits).values({
        orderId: order.id,
        orderItemId: line.id,
        serial,
        recordedBy: staffId,
        recordedAt: new Date(services.now()),
      });
      return unitsView(tx, transactionId, order);
    });
  } catch (error) {
    if (isSerialTaken(error))
      throw refuse('serial_taken', undefined, { fields: { serial: fieldRefusal('serial_taken') } });
    throw error;
  }
}

/** Takes a serial off (a mistyped one), while the order is still pending or processing. */
export async function removeSerial(
  services: SerialServices,
  transactionId: string,
  unitId: number,
): Promise<StaffOrderUnits> {
  return services.database.db.transaction(async (tx) => {
    const order = await orderByTransaction(tx, transactionId, true);
    if (!EDITABLE_STATUSES.includes(order.status)) throw refuse('serials_locked');
    const removed = await tx
      .delete(orderItemUnits)
      .where(
        and(eq(orderItemUnits.id, unitId), eq(orderItemUnits.orderId, order.id), isNull(orderItemUnits.releasedAt)),
      )
      .returning({ id: orderItemUnits.id });
    if (removed.length === 0) throw refuse('serial_unit_not_found');
    return unitsView(tx, transactionId, order);
  });
}

/** Frees every serial of a cancelled order: its units never left (or came back with it). */
export async function releaseOrderSerials(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orderItemUnits)
    .set({ releasedAt: now, releasedReason: 'order_cancelled' })
    .where(and(eq(orderItemUnits.orderId, orderId), isNull(orderItemUnits.releasedAt)));
}

/** The units of an order line still sold (not come back), oldest first: what a return chooses from. */
export async function unitsStillSold(db: DbOrTx, orderItemId: number): Promise<{ id: number; serial: string }[]> {
  return db
    .select({ id: orderItemUnits.id, serial: orderItemUnits.serial })
    .from(orderItemUnits)
    .where(and(eq(orderItemUnits.orderItemId, orderItemId), isNull(orderItemUnits.releasedAt)))
    .orderBy(orderItemUnits.id);
}

/** The line's units still sold, per line, oldest first (a return's lines, for the chooser). */
export async function serialChoicesOf(db: DbOrTx, orderItemIds: readonly number[]): Promise<Map<number, string[]>> {
  const byLine = new Map<number, string[]>();
  if (orderItemIds.length === 0) return byLine;
  const rows = await db
    .select({ line: orderItemUnits.orderItemId, serial: orderItemUnits.serial })
    .from(orderItemUnits)
    .where(and(inArray(orderItemUnits.orderItemId, [...orderItemIds]), isNull(orderItemUnits.releasedAt)))
    .orderBy(orderItemUnits.id);
  for (const row of rows) byLine.set(row.line, [...(byLine.get(row.line) ?? []), row.serial]);
  return byLine;
}

/**
 * Marks exactly these units (staff chose them by serial when resolving the return's line) as come
 * back in return `returnId`: their serials may be sold again, and the warranty lookup says they
 * came back. The line's other units stay sold. Only units still sold change (a second call changes
 * nothing).
 */
export async function releaseReturnedSerials(
  tx: DbOrTx,
  unitIds: readonly number[],
  returnId: number,
  now: Date,
): Promise<void> {
  if (unitIds.length === 0) return;
  await tx
    .update(orderItemUnits)
    .set({ releasedAt: now, releasedReason: `return_${returnId}` })
    .where(and(inArray(orderItemUnits.id, [...unitIds]), isNull(orderItemUnits.releasedAt)));
}

/** Serials per order line, oldest first (the bill and the packing slip). */
export async function serialsByLine(db: DbOrTx, orderId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ line: orderItemUnits.orderItemId, serial: orderItemUnits.serial })
    .from(orderItemUnits)
    .where(and(eq(orderItemUnits.orderId, orderId), isNull(orderItemUnits.releasedAt)))
    .orderBy(orderItemUnits.id);
  const byLine = new Map<number, string[]>();
  for (const row of rows) byLine.set(row.line, [...(byLine.get(row.line) ?? []), row.serial]);
  return byLine;
}

interface LookupRow {
  unit_id: number;
  serial: string;
  order_item_id: number;
  released_at: Date | null;
  product_name: string;
  color_name: string | null;
  warranty_months: number;
  transaction_id: string;
  status: OrderStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  delivered_at: Date | null;
  [key: string]: unknown;
}

/** Every sale of a unit with this serial, newest first: the warranty lookup (staff). */
export async function lookupWarranty(services: SerialServices, rawSerial: string): Promise<WarrantyLookup> {
  const { db } = services.database;
  const serial = normaliseSerial(rawSerial);
  const now = services.now();
  const result = await db.execute<LookupRow>(sql`
    SELECT u.id AS unit_id, u.serial, u.order_item_id, u.released_at, oi.product_name, oi.color_name, p.warranty_months,
      o.transaction_id, o.status, o.first_name, o.last_name, o.email, o.phone_number,
      (SELECT max(e.created_at) FROM order_events e
        WHERE e.order_id = o.id AND e.kind = 'status' AND e.to_value = 'Delivered') AS delivered_at
    FROM order_item_units u
    JOIN order_items oi ON oi.id = u.order_item_id
    JOIN products p ON p.id = oi.product_id
    JOIN orders o ON o.id = u.order_id
    WHERE upper(u.serial) = upper(${serial})
    ORDER BY u.id DESC LIMIT 20`);
  const units = [];
  for (const row of result.rows) {
    const returns = await db.execute<{ id: number; status: string; reason_code: string; created_at: Date }>(sql`
      SELECT r.id, r.status, r.reason_code, r.created_at FROM order_returns r
      JOIN order_return_lines l ON l.return_id = r.id
      WHERE l.order_item_id = ${row.order_item_id}
        -- A resolved line names the units that came back: this unit's returns only (an open one may yet).
        AND (l.resolved_at IS NULL OR cardinality(l.serials) = 0 OR ${row.serial} = ANY(l.serials))
      ORDER BY r.id`);
    // The unit's warranty claims (warranty-claims module, migration 0052).
    const claims = await db.execute<{ id: number; status: string; received_on: string }>(sql`
      SELECT id, status, received_on::text AS received_on FROM warranty_claims
      WHERE unit_id = ${row.unit_id} ORDER BY id`);
    // Delivered is the sale date of the warranty; a later status (a return) keeps it.
    const soldAt = row.delivered_at ? new Date(row.delivered_at) : null;
    const ends = soldAt ? warrantyEnd(soldAt, row.warranty_months) : null;
    units.push({
      serial: row.serial,
      product_name: row.product_name,
      description: describe(row),
      warranty_months: row.warranty_months,
      transaction_id: row.transaction_id,
      order_status: row.status,
      buyer: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, phone: row.phone_number },
      sold_at: soldAt ? soldAt.toISOString() : null,
      warranty_ends: ends ? ends.toISOString() : null,
      in_warranty: ends !== null && ends.getTime() > now && row.released_at === null,
      released: row.released_at !== null,
      returns: returns.rows.map((r) => ({
        id: r.id,
        status: r.status,
        reason_code: r.reason_code,
        created_at: new Date(r.created_at).toISOString(),
      })),
      claims: claims.rows,
    });
  }
  return { units };
}

/** The buyer's own order: each unit's serial and warranty end. 404 for an order that is not theirs. */
export async function customerOrderUnits(
  services: SerialServices,
  userId: number,
  transactionId: string,
): Promise<CustomerOrderUnits> {
  const { db } = services.database;
  const result = await db.execute<{
    line_id: number;
    product_name: string;
    serial: string;
    warranty_months: number;
    delivered_at: Date | null;
  }>(sql`
    SELECT u.order_item_id AS line_id, oi.product_name, u.serial, p.warranty_months,
      (SELECT max(e.created_at) FROM order_events e
        WHERE e.order_id = o.id AND e.kind = 'status' AND e.to_value = 'Delivered') AS delivered_at
    FROM orders o
    JOIN order_item_units u ON u.order_id = o.id AND u.released_at IS NULL
    JOIN order_items oi ON oi.id = u.order_item_id
    JOIN products p ON p.id = oi.product_id
    WHERE o.transaction_id = ${transactionId} AND o.user_id = ${userId}
    ORDER BY u.id`);
  if (result.rows.length === 0) {
    const mine = await db.execute(
      sql`SELECT 1 FROM orders WHERE transaction_id = ${transactionId} AND user_id = ${userId}`,
    );
    if (mine.rows.length === 0) throw refuse('order_not_found');
  }
  return {
    units: result.rows.map((row) => ({
      line_id: row.line_id,
      product_name: row.product_name,
      serial: row.serial,
      warranty_ends: row.delivered_at
        ? warrantyEnd(new Date(row.delivered_at), row.warranty_months).toISOString()
        : null,
    })),
  };
}
