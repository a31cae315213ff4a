import { releaseReturnedSerials, unitsStillSold } from '../serials/index.js';
import {
  STAFF_RETURNS_PAGE_SIZE,
  totalPages,
  type OrderReturns,
  type ReturnDecision,
  type ReturnRequest,
  type ReturnResolutionRequest,
  type ReturnStatus,
  type StaffReturn,
  type StaffReturnList,
  normaliseSerial,
  type RefundRefusal,
} from '@pasal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AppServices } from '../../services.js';
import { recordCatalogueChanges, returnToStock } from '../catalog/index.js';
import {
  createReplacementOrder,
  recordOrderEvents,
  recordStaffRefundIn,
  replacementShortOf,
  replacementStockLine,
  type RefundOutcome,
} from '../orders/index.js';
import { currentShopSettings } from '../settings/index.js';
import { returnEmail, type ReturnMailStep } from './mail.js';
import { orderHead, returnableLines, returnsOfOrder, selectReturns, type OrderHead } from './read.js';
import { orderReturnLines, orderReturns } from './schema.js';
import { fieldRefusal, refuse, type RefusalError } from '../../lib/refusal.js';

// The writes of a return (issue #33). Each step runs in one transaction that locks the return's
// row first (a request: the order's row), so two staff members clicking the same step at once
// change it once; the step's entry in the order's history and the customer's e-mail are written
// in the same transaction, and the outbox is kicked after the commit.

export type ReturnServices = Pick<
  AppServices,
  'config' | 'database' | 'catalogCache' | 'mailOutbox' | 'smsOutbox' | 'now'
>;

type Tx = Parameters<Parameters<ReturnServices['database']['db']['transaction']>[0]>[0];

/** Thrown inside a transaction to roll it back and answer with the error. */
class Refusal extends Error {
  constructor(readonly error: RefusalError) {
    super(error.message);
  }
}

async function inTransaction<T>(services: ReturnServices, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await services.database.db.transaction(work);
    services.mailOutbox.kick();
    return result;
  } catch (error) {
    if (error instanceof Refusal) throw error.error;
    throw error;
  }
}

async function windows(services: ReturnServices) {
  const shop = await currentShopSettings(services);
  return {
    shop,
    windows: {
      return_window_days: shop.return_window_days,
      warranty_return_window_days: shop.warranty_return_window_days,
    },
  };
}

async function mailCustomer(
  services: ReturnServices,
  tx: DbOrTx,
  order: Pick<OrderHead, 'id' | 'transactionId' | 'locale' | 'firstName'>,
  returnId: number,
  step: ReturnMailStep,
): Promise<void> {
  const { shop } = await windows(services);
  // The ordering account's own address (as orders' recipient.ts), never the checkout form's.
  const result = await tx.execute<{ email: string }>(
    sql`SELECT u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${order.id}`,
  );
  const to = result.rows[0]?.email;
  if (!to) return;
  await services.mailOutbox.enqueue(tx, [
    returnEmail(
      {
        to,
        locale: order.locale,
        firstName: order.firstName,
        shopName: shop.name,
        transactionId: order.transactionId,
        returnId,
        publicUrl: services.config.PUBLIC_URL,
      },
      step,
    ),
  ]);
}

async function historyEntry(
  tx: DbOrTx,
  entry: {
    orderId: number;
    from: ReturnStatus | null;
    to: ReturnStatus | 'line_resolved';
    actor: 'customer' | 'staff';
    userId: number;
    note: string;
    at: Date;
  },
): Promise<void> {
  await recordOrderEvents(tx, [
    {
      orderId: entry.orderId,
      kind: 'return',
      fromValue: entry.from,
      toValue: entry.to,
      actor: entry.actor,
      userId: entry.userId,
      note: entry.note,
      createdAt: entry.at,
    },
  ]);
}

/** The customer's view of an order's returns; 404 for an order that is not theirs. */
export async function customerReturns(
  services: ReturnServices,
  userId: number,
  transactionId: string,
): Promise<OrderReturns> {
  const { db } = services.database;
  const order = await orderHead(db, sql`o.transaction_id = ${transactionId} AND o.user_id = ${userId}`);
  if (!order) throw refuse('order_not_found');
  return returnsOfOrder(db, order, (await windows(services)).windows, new Date(services.now()));
}

/** The same for staff (the walk-in form), for any order. */
export async function staffOrderReturns(services: ReturnServices, transactionId: string): Promise<OrderReturns> {
  const { db } = services.database;
  const order = await orderHead(db, sql`o.transaction_id = ${transactionId}`);
  if (!order) throw refuse('order_not_found');
  return returnsOfOrder(db, order, (await windows(services)).windows, new Date(services.now()));
}

/**
 * Opens a return: by the customer on their order, or by staff for a walk-in customer. Under the
 * order's row lock, so two requests at once never return more units than were delivered.
 */
export async function openReturn(
  services: ReturnServices,
  opener: { by: 'customer'; userId: number } | { by: 'staff'; userId: number },
  transactionId: string,
  request: ReturnRequest,
): Promise<StaffReturn> {
  const now = new Date(services.now());
  const { windows: returnWindows } = await windows(services);
  const where =
    opener.by === 'customer'
      ? sql`o.transaction_id = ${transactionId} AND o.user_id = ${opener.userId}`
      : sql`o.transaction_id = ${transactionId}`;
  const id = await inTransaction(services, async (tx) => {
    const order = await orderHead(tx, where, true);
    if (!order) throw new Refusal(refuse('order_not_found'));
    if (!order.deliveredAt) throw new Refusal(refuse('return_not_delivered'));
    const lines = await returnableLines(tx, order, returnWindows, now);
    const lineOf = new Map(lines.map((line) => [line.line_id, line]));
    for (const wanted of request.lines) {
      const line = lineOf.get(wanted.line_id);
      if (!line) throw new Refusal(refuse('return_unknown_line'));
      if (!line.in_window) throw new Refusal(refuse('return_window_ended'));
      if (wanted.quantity > line.returnable_quantity) throw new Refusal(refuse('return_too_many_units'));
    }
    const [saved] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        reasonCode: request.reason,
        note: (request.note ?? '').trim(),
        openedBy: opener.by,
        openedByUserId: opener.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orderReturns.id });
    if (!saved) throw new Error('return insert returned no row');
    await tx
      .insert(orderReturnLines)
      .values(
        request.lines.map((line) => ({ returnId: saved.id, orderItemId: line.line_id, quantity: line.quantity })),
      );
    const units = request.lines
      .map((line) => `${line.quantity} × ${lineOf.get(line.line_id)?.description ?? ''}`)
      .join(', ');
    await historyEntry(tx, {
      orderId: order.id,
      from: null,
      to: 'requested',
      actor: opener.by,
      userId: opener.userId,
      note: `Return ${saved.id}${opener.by === 'staff' ? ' (opened at the counter)' : ''}: ${units}; reason ${request.reason}${request.note ? `: ${request.note}` : ''}`,
      at: now,
    });
    await mailCustomer(services, tx, order, saved.id, { step: 'requested' });
    return saved.id;
  });
  return staffReturn(services, id);
}

export async function staffReturn(services: Pick<ReturnServices, 'database'>, id: number): Promise<StaffReturn> {
  const [row] = await selectReturns(services.database.db, sql`r.id = ${id}`);
  if (!row) throw refuse('return_not_found');
  return row;
}

export async function listReturns(
  services: Pick<ReturnServices, 'database'>,
  query: { status?: ReturnStatus | undefined; page: number },
): Promise<StaffReturnList> {
  const { db } = services.database;
  const where = query.status ? sql`r.status = ${query.status}` : sql`TRUE`;
  const [counted, data] = await Promise.all([
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM order_returns r WHERE ${where}`),
    selectReturns(db, where, { limit: STAFF_RETURNS_PAGE_SIZE, offset: (query.page - 1) * STAFF_RETURNS_PAGE_SIZE }),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  return { data, count, page: query.page, total_pages: totalPages(count, STAFF_RETURNS_PAGE_SIZE) };
}

/** The return's row, locked until the transaction ends, with its order. */
async function lockedReturn(tx: Tx, id: number) {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  if (!row) throw new Refusal(refuse('return_not_found'));
  const order = await orderHead(tx, sql`o.id = ${row.orderId}`);
  if (!order) throw new Refusal(refuse('return_not_found'));
  return { row, order };
}

/** Approves or refuses a requested return (a refusal needs its reason, e-mailed to the customer). */
export async function decideReturn(
  services: ReturnServices,
  id: number,
  staffId: number,
  decision: ReturnDecision,
): Promise<StaffReturn> {
  const now = new Date(services.now());
  await inTransaction(services, async (tx) => {
    const { row, order } = await lockedReturn(tx, id);
    if (row.status !== 'requested') throw new Refusal(refuse('return_wrong_step'));
    const reason = (decision.reason ?? '').trim();
    const status = decision.decision === 'approve' ? 'approved' : 'refused';
    await tx
      .update(orderReturns)
      .set({
        status,
        refusalReason: status === 'refused' ? reason : null,
        decidedAt: now,
        decidedBy: staffId,
        updatedAt: now,
      })
      .where(eq(orderReturns.id, id));
    await historyEntry(tx, {
      orderId: order.id,
      from: 'requested',
      to: status,
      actor: 'staff',
      userId: staffId,
      note: `Return ${id}${reason ? `: ${reason}` : ''}`,
      at: now,
    });
    await mailCustomer(
      services,
      tx,
      order,
      id,
      status === 'refused' ? { step: 'refused', reason } : { step: 'approved', note: reason },
    );
  });
  return staffReturn(services, id);
}

/** The parcel (or the walk-in customer's units) arrived at the shop. */
export async function receiveReturn(services: ReturnServices, id: number, staffId: number): Promise<StaffReturn> {
  const now = new Date(services.now());
  await inTransaction(services, async (tx) => {
    const { row, order } = await lockedReturn(tx, id);
    if (row.status !== 'approved') throw new Refusal(refuse('return_wrong_step'));
    await tx
      .update(orderReturns)
      .set({ status: 'received', receivedAt: now, receivedBy: staffId, updatedAt: now })
      .where(eq(orderReturns.id, id));
    await historyEntry(tx, {
      orderId: order.id,
      from: 'approved',
      to: 'received',
      actor: 'staff',
      userId: staffId,
      note: `Return ${id}: items received`,
      at: now,
    });
    await mailCustomer(services, tx, order, id, { step: 'received' });
  });
  return staffReturn(services, id);
}

/**
 * Closes an approved return whose items never reached the shop (with the reason, e-mailed): its
 * units may be asked for again while their window is open.
 */
export async function closeReturn(
  services: ReturnServices,
  id: number,
  staffId: number,
  reason: string,
): Promise<StaffReturn> {
  const now = new Date(services.now());
  const why = reason.trim();
  await inTransaction(services, async (tx) => {
    const { row, order } = await lockedReturn(tx, id);
    if (row.status !== 'approved') throw new Refusal(refuse('return_wrong_step'));
    await tx
      .update(orderReturns)
      .set({ status: 'closed', refusalReason: why, updatedAt: now })
      .where(eq(orderReturns.id, id));
    await historyEntry(tx, {
      orderId: order.id,
      from: 'approved',
      to: 'closed',
      actor: 'staff',
      userId: staffId,
      note: `Return ${id}: ${why}`,
      at: now,
    });
    await mailCustomer(services, tx, order, id, { step: 'closed', reason: why });
  });
  return staffReturn(services, id);
}

const REFUND_REFUSALS = {
  nothing: 'refund_nothing_selected',
  unknown_line: 'refund_unknown_line',
  too_many_units: 'refund_too_many_units',
  delivery: 'refund_delivery_not_refundable',
  exceeds: 'refund_exceeds_paid',
} as const satisfies Record<RefundRefusal, string>;

function refundError(outcome: Extract<RefundOutcome, { recorded: false }>): RefusalError {
  switch (outcome.refusal) {
    case 'reference':
      return refuse('refund_reference_required', undefined, {
        fields: { provider_reference: fieldRefusal('refund_reference_required') },
      });
    case 'not_paid':
      return refuse('refund_not_paid');
    case 'already_refunded':
      return refuse('order_already_refunded');
    default:
      return refuse(REFUND_REFUSALS[outcome.refusal]);
  }
}

/** Puts a line's units back on sale and writes it in the product's history with the reason. */
async function restock(
  tx: Tx,
  unit: { productId: number; colorId: number | null; quantity: number },
  staffId: number,
  why: string,
  now: Date,
): Promise<void> {
  await returnToStock(tx, [unit], now);
  const result = await tx.execute<{ total: number }>(
    sql`SELECT total_quantity AS total FROM products WHERE id = ${unit.productId}`,
  );
  const after = result.rows[0]?.total ?? 0;
  await recordCatalogueChanges(tx, 'product', unit.productId, staffId, [
    { field: 'stock', before: after - unit.quantity, after },
    { field: 'stock_reason', before: null, after: why },
  ]);
}

/**
 * The units of the line that came back, as staff chose them by serial: one per unit returned (of
 * the order line's units still sold; all of those when fewer were recorded). 400 for a wrong count,
 * or a serial that is not one of those units. A line without serials takes none.
 */
async function chosenUnits(
  tx: Tx,
  line: { orderItemId: number; quantity: number },
  serials: readonly string[],
): Promise<{ id: number; serial: string }[]> {
  const sold = await unitsStillSold(tx, line.orderItemId);
  const wanted = [...new Set(serials.map((serial) => normaliseSerial(serial).toUpperCase()))];
  if (sold.length === 0) {
    if (wanted.length > 0)
      throw new Refusal(
        refuse('return_no_serials', undefined, { fields: { serials: fieldRefusal('return_no_serials') } }),
      );
    return [];
  }
  const bySerial = new Map(sold.map((unit) => [unit.serial.toUpperCase(), unit]));
  const chosen = wanted.map((serial) => bySerial.get(serial));
  if (chosen.some((unit) => unit === undefined))
    throw new Refusal(
      refuse('return_serial_not_on_line', undefined, {
        fields: { serials: fieldRefusal('return_serial_not_on_line') },
      }),
    );
  const units = Math.min(line.quantity, sold.length);
  if (wanted.length !== units || serials.length !== units) throw new Refusal(serialCountRefusal(units));
  return chosen.filter((unit) => unit !== undefined);
}

/** 400 when the serials chosen are not one per unit that came back (one unit is worded apart). */
function serialCountRefusal(units: number): RefusalError {
  return units === 1
    ? refuse('return_serial_count_one', undefined, { fields: { serials: fieldRefusal('return_serial_count_one') } })
    : refuse('return_serial_count', { units }, { fields: { serials: fieldRefusal('return_serial_count', { units }) } });
}

/**
 * Resolves one line of a received return, once: refund (a refund of those units, with its credit
 * note), replacement or repair; and restock or write off. The line's resolution is one conditional
 * update under the return's row lock, so concurrent clicks resolve (and restock) it exactly once.
 */
export async function resolveReturnLine(
  services: ReturnServices,
  id: number,
  lineId: number,
  staffId: number,
  request: ReturnResolutionRequest,
): Promise<StaffReturn> {
  const now = new Date(services.now());
  const reason = request.reason.trim();
  let stockChanged = false;
  await inTransaction(services, async (tx) => {
    const { row, order } = await lockedReturn(tx, id);
    if (row.status !== 'received') throw new Refusal(refuse('return_wrong_step'));
    const [line] = await tx
      .update(orderReturnLines)
      .set({
        resolution: request.resolution,
        stockDecision: request.stock,
        resolutionNote: reason,
        resolvedBy: staffId,
        resolvedAt: now,
      })
      .where(
        and(eq(orderReturnLines.id, lineId), eq(orderReturnLines.returnId, id), isNull(orderReturnLines.resolvedAt)),
      )
      .returning();
    if (!line) {
      const [exists] = await tx
        .select({ id: orderReturnLines.id })
        .from(orderReturnLines)
        .where(and(eq(orderReturnLines.id, lineId), eq(orderReturnLines.returnId, id)));
      throw new Refusal(exists ? refuse('return_line_resolved') : refuse('return_not_found'));
    }
    const returnedUnits = await chosenUnits(tx, line, request.serials ?? []);
    if (returnedUnits.length > 0) {
      await tx
        .update(orderReturnLines)
        .set({ serials: returnedUnits.map((unit) => unit.serial) })
        .where(eq(orderReturnLines.id, line.id));
    }
    const itemResult = await tx.execute<{
      product_id: number;
      color_id: number | null;
      product_name: string;
      color_name: string | null;
    }>(sql`SELECT product_id, color_id, product_name, color_name FROM order_items WHERE id = ${line.orderItemId}`);
    const item = itemResult.rows[0];
    if (!item) throw new Refusal(refuse('return_not_found'));
    const description = item.color_name ? `${item.product_name} (${item.color_name})` : item.product_name;
    let creditNote = '';
    if (request.resolution === 'refund') {
      const outcome = await recordStaffRefundIn(services, tx, order.id, {
        staffId,
        lines: [{ lineId: line.orderItemId, quantity: line.quantity }],
        delivery: false,
        reason: `Return ${id}: ${reason}`,
        providerReference: request.provider_reference ?? '',
        paidTo: request.paid_to ?? '',
      });
      if (!outcome.recorded) throw new Refusal(refundError(outcome));
      await tx.update(orderReturnLines).set({ refundId: outcome.refundId }).where(eq(orderReturnLines.id, line.id));
      creditNote = outcome.creditNoteNumber ? `; credit note ${outcome.creditNoteNumber}` : '';
    }
    if (request.stock === 'restock') {
      await restock(
        tx,
        { productId: item.product_id, colorId: item.color_id, quantity: line.quantity },
        staffId,
        `Return ${id} (order ${order.transactionId}): ${line.quantity} back in stock. ${reason}`,
        now,
      );
      stockChanged = true;
    }
    // The units that came back, by serial: refunded, replaced or put back on the shelf, they are the
    // shop's again (their serials may be sold again, the warranty lookup says they came back); a
    // unit repaired goes back to its buyer and stays sold. The line's other units stay sold.
    if (request.resolution !== 'repair' || request.stock === 'restock') {
      await releaseReturnedSerials(
        tx,
        returnedUnits.map((unit) => unit.id),
        id,
        now,
      );
    }
    let replacementOrder: string | null = null;
    if (request.resolution === 'replacement') {
      // A new zero-priced order to the same customer and address, taking the unit from stock by
      // checkout's own statement (after a restock above, which may be the very unit). Not in stock:
      // the statement aborts and the whole resolution rolls back (409).
      const stock = await replacementStockLine(tx, line.orderItemId, line.quantity);
      let replacement: Awaited<ReturnType<typeof createReplacementOrder>>;
      try {
        replacement = await createReplacementOrder(tx, {
          orderId: order.id,
          orderItemId: line.orderItemId,
          quantity: line.quantity,
          now,
        });
      } catch (error) {
        if (replacementShortOf(error, stock))
          throw new Refusal(refuse('replacement_out_of_stock', { product: description }));
        throw error;
      }
      await tx
        .update(orderReturnLines)
        .set({ replacementOrderId: replacement.id })
        .where(eq(orderReturnLines.id, line.id));
      replacementOrder = replacement.transactionId;
      stockChanged = true;
    }
    const left = await tx.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM order_return_lines WHERE return_id = ${id} AND resolved_at IS NULL`,
    );
    const done = (left.rows[0]?.count ?? 0) === 0;
    if (done) {
      await tx
        .update(orderReturns)
        .set({ status: 'resolved', resolvedAt: now, updatedAt: now })
        .where(eq(orderReturns.id, id));
    } else {
      await tx.update(orderReturns).set({ updatedAt: now }).where(eq(orderReturns.id, id));
    }
    await historyEntry(tx, {
      orderId: order.id,
      from: 'received',
      to: done ? 'resolved' : 'line_resolved',
      actor: 'staff',
      userId: staffId,
      note: `Return ${id}: ${line.quantity} × ${description} ${request.resolution}${creditNote}${replacementOrder ? `; replacement order ${replacementOrder}` : ''}, ${request.stock === 'restock' ? 'restocked' : 'written off'}. ${reason}`,
      at: now,
    });
    // A refund's own e-mail (sent by the refund) tells the customer; the others are said here.
    if (request.resolution !== 'refund') {
      await mailCustomer(services, tx, order, id, {
        step: 'resolved',
        resolution: request.resolution,
        description,
        quantity: line.quantity,
        replacementOrder,
      });
    }
  });
  // Stock changed: the catalogue's figures (and every process's cache) must be read again.
  if (stockChanged) await services.catalogCache.invalidate('stock');
  return staffReturn(services, id);
}
