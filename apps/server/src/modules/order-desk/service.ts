import {
  COD_HOLD_MESSAGES,
  ORDER_DESK_MESSAGES,
  suspiciousHoldFlags,
  SUSPICIOUS_HOLDS_VIEW,
  type CodHoldLimits,
  type StaffOrderHold,
  orderMovedMessage,
  paisaToRupees,
  REFUND_MESSAGES,
  type StaffRefundRequest,
  STAFF_ORDERS_PAGE_SIZE,
  type OrderEvent,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
  type StaffOrder,
  type StaffOrderChanged,
  type StaffOrderEdit,
  type StaffOrderEditPreviewRequest,
  type OrderEditPreview,
  ORDER_EDIT_MESSAGES,
  type StaffOrderList,
  type StaffOrderSummary,
  type StaffPaymentRecord,
  totalPages,
} from '@pasal/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse, RefusalError } from '../../lib/refusal.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { orderEvents, orders, payments, users } from '../../db/schema.js';
import type { AppServices } from '../../services.js';
import { creditNoteSummaries } from '../credit-notes/index.js';
import { currentShopSettings } from '../settings/index.js';
import { requireSerials } from '../serials/index.js';
import {
  advanceOrder,
  applyOrderEdit,
  draftOriginOf,
  editableLinesOf,
  previewOrderEdit,
  codHolders,
  type CodHolder,
  expireOverdueOrders,
  OPEN_COD_ORDER,
  orderById,
  type OrderRow,
  recordStaffRefund,
  refundableOf,
  refundRecordsOf,
  type RefundOutcome,
  releaseOrder,
  type Shipment,
  undoSecondsLeft,
  undoStaffMove,
} from '../orders/index.js';
import { collectsCash, refundRefusal, staffMoveRefusal, staffMoves, type StaffMoveRefusal } from './rules.js';

// Staff order handling: every customer's orders, moves along the order process, refunds recorded.
// The orders module writes the order (orders/staff-desk.ts): each change is one conditional UPDATE
// guarded by the transition table, so two staff members clicking at once change an order once; the
// loser is told here what happened.

/** What a move or a refund reads and changes: an order change's services (orders/lifecycle.ts). */
type DeskServices = Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'mailOutbox' | 'smsOutbox' | 'now'>;

async function orderRow(db: DbOrTx, transactionId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.transactionId, transactionId)).limit(1);
  if (!row) throw refuse('order_not_found');
  return row;
}

function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  const matches = [
    sql`o.transaction_id ILIKE ${pattern}`,
    sql`o.email ILIKE ${pattern}`,
    sql`u.email ILIKE ${pattern}`,
    sql`(o.first_name || ' ' || o.last_name) ILIKE ${pattern}`,
    sql`(u.first_name || ' ' || u.last_name) ILIKE ${pattern}`,
  ];
  // Phone numbers are typed with and without spaces, dashes or +977: compare digits only.
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const digitPattern = `%${digits}%`;
    matches.push(sql`regexp_replace(o.phone_number, '\\D', '', 'g') LIKE ${digitPattern}`);
    matches.push(sql`regexp_replace(u.phone, '\\D', '', 'g') LIKE ${digitPattern}`);
  }
  return sql`(${sql.join(matches, sql` OR `)})`;
}

interface SummarySqlRow {
  user_id: number;
  open_cod: boolean;
  transaction_id: string;
  created_at: Date | string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
  grand_total_paisa: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  delivery_method: 'delivery' | 'pickup';
  item_count: number;
  replacement: boolean;
}

/** How an account's open cash-on-delivery orders look to the desk, with the shop's limits. */
function holdOf(holder: CodHolder, limits: CodHoldLimits, now: number): StaffOrderHold {
  return {
    open_orders: holder.openOrders,
    units: holder.units,
    most_units_of_one_product: holder.mostUnitsOfOneProduct,
    account_created_at: holder.accountCreatedAt.toISOString(),
    flags: suspiciousHoldFlags(holder, limits, now),
  };
}

/** The order desk's filter (status, payment status, search, suspicious holds). */
export interface DeskFilterQuery {
  status?: OrderStatus | undefined;
  payment_status?: PaymentStatus | undefined;
  q?: string | undefined;
  view?: typeof SUSPICIOUS_HOLDS_VIEW | undefined;
}

/**
 * The order desk's filter as a WHERE over `orders o JOIN users u ON u.id = o.user_id`, shared by
 * the desk's list and the orders export (reports module) so an export holds what the desk shows.
 */
export async function deskFilter(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'now'>,
  query: DeskFilterQuery,
): Promise<{ where: SQL; limits: CodHoldLimits; flagged: Map<number, CodHolder> | undefined }> {
  const { db } = services.database;
  const now = services.now();
  const settings = await currentShopSettings(services);
  const limits = {
    maxOpenOrders: settings.cod_max_open_orders,
    maxUnitsPerProduct: settings.cod_max_units_per_product,
  };
  const conditions: SQL[] = [sql`TRUE`];
  if (query.status) conditions.push(sql`o.status = ${query.status}`);
  if (query.payment_status) conditions.push(sql`o.payment_status = ${query.payment_status}`);
  if (query.q) conditions.push(searchCondition(query.q));
  // Suspicious holds (issue #29): the open COD orders of accounts the contract's rule flags. The
  // holders are few (the placement limits keep each account's open COD orders to a handful), so the
  // rule runs here rather than being written a second time in SQL.
  let flagged: Map<number, CodHolder> | undefined;
  if (query.view === SUSPICIOUS_HOLDS_VIEW) {
    const holders = (await codHolders(db)).filter((holder) => suspiciousHoldFlags(holder, limits, now).length > 0);
    flagged = new Map(holders.map((holder) => [holder.userId, holder]));
    conditions.push(OPEN_COD_ORDER);
    conditions.push(
      holders.length === 0
        ? sql`FALSE`
        : sql`o.user_id IN (${sql.join(
            holders.map((holder) => sql`${holder.userId}`),
            sql`, `,
          )})`,
    );
  }
  return { where: sql.join(conditions, sql` AND `), limits, flagged };
}

export async function listStaffOrders(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'now'>,
  query: {
    status?: OrderStatus | undefined;
    payment_status?: PaymentStatus | undefined;
    q?: string | undefined;
    view?: typeof SUSPICIOUS_HOLDS_VIEW | undefined;
    page: number;
  },
): Promise<StaffOrderList> {
  const { db } = services.database;
  const now = services.now();
  const { where, limits, flagged } = await deskFilter(services, query);
  const [counted, page] = await Promise.all([
    db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`),
    db.execute<{ [K in keyof SummarySqlRow]: SummarySqlRow[K] }>(sql`
      SELECT o.user_id, ${OPEN_COD_ORDER} AS open_cod, o.transaction_id, o.created_at, o.status, o.payment_status,
        o.payment_gateway, o.grand_total_paisa, o.first_name, o.last_name, o.email, o.phone_number, o.delivery_method,
        (SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = o.id) AS item_count,
        o.replaces_order_id IS NOT NULL AS replacement
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${STAFF_ORDERS_PAGE_SIZE} OFFSET ${(query.page - 1) * STAFF_ORDERS_PAGE_SIZE}`),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  // What the page's holders hold (the suspicious view read them already).
  const holders =
    flagged ??
    new Map(
      (await codHolders(db, [...new Set(page.rows.filter((row) => row.open_cod).map((row) => row.user_id))])).map(
        (holder) => [holder.userId, holder],
      ),
    );
  const data: StaffOrderSummary[] = page.rows.map((row) => {
    const holder = row.open_cod ? holders.get(row.user_id) : undefined;
    return {
      transaction_id: row.transaction_id,
      created_on: new Date(row.created_at).toISOString(),
      order_status: row.status,
      payment_status: row.payment_status,
      payment_gateway: row.payment_gateway,
      grand_total: paisaToRupees(row.grand_total_paisa),
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      phone_number: row.phone_number,
      delivery_method: row.delivery_method,
      item_count: row.item_count,
      replacement: row.replacement,
      hold: holder ? holdOf(holder, limits, now) : null,
    };
  });
  return { data, count, page: query.page, total_pages: totalPages(count, STAFF_ORDERS_PAGE_SIZE) };
}

/**
 * One payment record as staff read it. An open attempt has no answer yet; any other status was
 * set when the provider answered (or the attempt was closed), which is its updated_at. A second
 * payment is marked in the record's detail by the payment flow (orders/lifecycle.ts).
 */
function staffPaymentOf(payment: typeof payments.$inferSelect): StaffPaymentRecord {
  return {
    provider: payment.provider,
    attempt: payment.attempt,
    status: payment.status,
    duplicate: payment.detail?.['duplicate'] === true,
    reference: payment.providerReference,
    amount: paisaToRupees(payment.amountPaisa),
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    answered_at: payment.status === 'initiated' ? null : payment.updatedAt.toISOString(),
  };
}

async function staffOrderOf(services: Pick<AppServices, 'database' | 'now'>, row: OrderRow): Promise<StaffOrder> {
  const { db } = services.database;
  const [order, customer, paymentRows, eventRows, refundable, refunds, creditNotes, editableLines, draft] =
    await Promise.all([
      orderById(services, row.id),
      db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.firstName,
          last_name: users.lastName,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, row.userId)),
      db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id)),
      db
        .select({
          kind: orderEvents.kind,
          from: orderEvents.fromValue,
          to: orderEvents.toValue,
          actor: orderEvents.actor,
          note: orderEvents.note,
          at: orderEvents.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.userId))
        .where(eq(orderEvents.orderId, row.id))
        .orderBy(asc(orderEvents.id)),
      refundableOf(db, row),
      refundRecordsOf(db, row.id),
      creditNoteSummaries(db, row.id),
      editableLinesOf(db, row),
      draftOriginOf(db, row.transactionId),
    ]);
  const state = {
    status: order.order_status,
    paymentStatus: order.payment_status,
    paymentGateway: row.paymentGateway,
    deliveryMethod: row.deliveryMethod,
  };
  const history: OrderEvent[] = eventRows.map((event) => ({
    kind: event.kind,
    from: event.from,
    to: event.to,
    actor: event.actor,
    by: event.firstName === null ? null : `${event.firstName} ${event.lastName ?? ''}`.trim(),
    note: event.note,
    at: event.at.toISOString(),
  }));
  return {
    ...order,
    customer: customer[0] ?? { id: row.userId, email: '', first_name: '', last_name: '', phone: '' },
    payment_reference: row.paymentReference,
    payments: paymentRows.map(staffPaymentOf),
    history,
    allowed_moves: staffMoves(state),
    // A replacement shipment (issue #33) took no money: refundableOf finds nothing left to refund.
    can_refund: refundRefusal(state) === null && refundable !== null,
    refundable,
    refunds,
    credit_notes: creditNotes,
    editable_lines: editableLines,
    taken_as_draft: draft,
  };
}

export async function getStaffOrder(
  services: DeskServices & Pick<AppServices, 'log'>,
  transactionId: string,
): Promise<StaffOrder> {
  const { db } = services.database;
  let row = await orderRow(db, transactionId);
  // An unpaid online order past its payment window is settled first, as on the customer's screen.
  if (await expireOverdueOrders(services, { orderId: row.id, limit: 1 })) row = await orderRow(db, transactionId);
  return staffOrderOf(services, row);
}

/** Why the desk refuses a move, a refund or a hold's release: a rule's code, with its parameters. */
type DeskRefusal = StaffMoveRefusal | NonNullable<ReturnType<typeof refundRefusal>> | 'cod_hold_not_releasable';

function deskRefusalError(refusal: DeskRefusal): RefusalError {
  if (typeof refusal === 'string') return refuse(refusal);
  // The rule typed the parameters against the code (rules.ts); the union is passed on as it is.
  return new RefusalError(refusal.code, 'params' in refusal ? refusal.params : undefined, undefined);
}

/** The 409 after a conditional UPDATE matched nothing: what the order is now makes the reason. */
async function refusedNow(
  db: DbOrTx,
  transactionId: string,
  refusal: (row: OrderRow) => DeskRefusal | null,
): Promise<RefusalError> {
  const fresh = await orderRow(db, transactionId);
  const reason = refusal(fresh);
  return reason ? deskRefusalError(reason) : refuse('order_changed_meanwhile');
}

/** The shipment fields of a move to Shipped; the contract's schema has already required them. */
export function shipmentOf(body: {
  status: OrderStatus;
  courier?: string | undefined;
  courier_name?: string | undefined;
  tracking_number?: string | undefined;
  tracking_url?: string | undefined;
}): Shipment | null {
  if (body.status !== 'Shipped' || !body.courier || !body.tracking_number) return null;
  return {
    courier: body.courier,
    // Only "Other" carries a typed name; a listed courier's name comes from the list.
    courierName: body.courier === 'other' ? (body.courier_name ?? '') : '',
    trackingNumber: body.tracking_number,
    trackingUrl: body.tracking_url ? body.tracking_url : null,
  };
}

/** Moves an order along the process as staff; Cancelled gives back stock and coupon use. */
export async function moveOrder(
  services: DeskServices,
  transactionId: string,
  to: OrderStatus,
  staffId: number,
  shipment: Shipment | null = null,
  cancelReason = '',
): Promise<StaffOrderChanged> {
  const { db } = services.database;
  const row = await orderRow(db, transactionId);
  const refusal = staffMoveRefusal(row, to);
  if (refusal) throw deskRefusalError(refusal);
  // The route's schema requires them for Shipped; a caller that skipped it is refused here too.
  if (to === 'Shipped' && !shipment) {
    throw refuse('shipment_courier_required', undefined, {
      fields: { courier: fieldRefusal('shipment_courier_required') },
    });
  }
  // A serialised unit leaves the shop with its serial recorded (issue #33): the bill lists them.
  if (to === 'Shipped' || to === 'Ready for pickup') await requireSerials(db, row.id);
  // The customer is told why their order was cancelled, and the history keeps it (issue #33).
  const reason = cancelReason.trim();
  if (to === 'Cancelled' && !reason) {
    throw refuse('cancel_reason_required', undefined, { fields: { reason: fieldRefusal('cancel_reason_required') } });
  }
  const moved =
    to === 'Cancelled'
      ? await releaseOrder(services, row.id, {
          actor: 'staff',
          reason: 'staff_cancelled',
          userId: staffId,
          note: reason,
          customerReason: reason,
        })
      : await advanceOrder(services, row, { to, staffId, shipment, collectsCash: collectsCash(row, to) });
  if (!moved) throw await refusedNow(db, transactionId, (fresh) => staffMoveRefusal(fresh, to));
  services.mailOutbox.kick();
  const order = await staffOrderOf(services, await orderRow(db, transactionId));
  const undoable = to === 'Processing' || to === 'Delivered' ? await undoSecondsLeft(services, row.id, staffId) : null;
  return { data: order, message: orderMovedMessage(transactionId, to), undoable_for_seconds: undoable };
}

/**
 * Takes back the staff member's own move to Processing or Delivered within the minute (issue #33;
 * the rule: orders/undo-rule.ts). 409 with the reason when it may not be undone.
 */
export async function undoMove(
  services: DeskServices,
  transactionId: string,
  staffId: number,
): Promise<StaffOrderChanged> {
  const { db } = services.database;
  const row = await orderRow(db, transactionId);
  const result = await undoStaffMove(services, row.id, staffId);
  if ('refusal' in result) throw refuse(result.refusal);
  const order = await staffOrderOf(services, await orderRow(db, transactionId));
  return { data: order, message: ORDER_DESK_MESSAGES.undone };
}

/** The answer to a refund the orders module refused: what the order is now makes the reason. */
async function refundRefused(
  db: DbOrTx,
  transactionId: string,
  refusal: Extract<RefundOutcome, { recorded: false }>['refusal'],
) {
  switch (refusal) {
    case 'reference':
      return refuse('refund_reference_required', undefined, {
        fields: { provider_reference: fieldRefusal('refund_reference_required') },
      });
    // What was chosen is wrong whatever the order is now: a bad request, on the lines.
    case 'nothing':
      return refuse('staff_refund_nothing_selected', undefined, {
        fields: { lines: fieldRefusal('staff_refund_nothing_selected') },
      });
    case 'unknown_line':
      return refuse('return_unknown_line', undefined, { fields: { lines: fieldRefusal('return_unknown_line') } });
    // What is left to refund depends on earlier refunds, which may have been recorded meanwhile.
    case 'too_many_units':
      return refuse('refund_too_many_units');
    case 'delivery':
      return refuse('refund_delivery_not_refundable');
    case 'exceeds':
      return refuse('refund_exceeds_paid');
    default:
      return refusedNow(db, transactionId, refundRefusal);
  }
}

/**
 * Records a refund of the chosen units (and delivery) of a paid order, with its amount, the
 * provider's reference (eSewa, Khalti) or who was paid in cash (COD), and its reason; the bill gets
 * a credit note and the customer an e-mail.
 */
export async function recordRefund(
  services: DeskServices,
  transactionId: string,
  body: Required<Pick<StaffRefundRequest, 'reason'>> & Omit<StaffRefundRequest, 'reason'>,
  staffId: number,
): Promise<StaffOrderChanged> {
  const { db } = services.database;
  const row = await orderRow(db, transactionId);
  const refusal = refundRefusal(row);
  if (refusal) throw refuse(refusal);
  const outcome = await recordStaffRefund(services, row.id, {
    staffId,
    lines: (body.lines ?? []).map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
    delivery: body.delivery ?? false,
    reason: body.reason,
    providerReference: body.provider_reference ?? '',
    paidTo: body.paid_to ?? '',
  });
  if (!outcome.recorded) throw await refundRefused(db, transactionId, outcome.refusal);
  const order = await staffOrderOf(services, await orderRow(db, transactionId));
  return { data: order, message: REFUND_MESSAGES.recorded };
}

/**
 * Releases a suspicious cash-on-delivery hold (issue #29): the order is cancelled through the usual
 * staff cancellation (releaseOrder: its stock and coupon use go back, the customer is e-mailed),
 * with a note in its history saying why. Only an open, unpaid COD order (409 otherwise).
 */
export async function releaseHold(
  services: DeskServices,
  transactionId: string,
  staffId: number,
): Promise<StaffOrderChanged> {
  const { db } = services.database;
  const row = await orderRow(db, transactionId);
  const refusal = (fresh: OrderRow): DeskRefusal | null =>
    fresh.paymentGateway !== 'COD' || fresh.paymentStatus !== 'unpaid'
      ? 'cod_hold_not_releasable'
      : staffMoveRefusal(fresh, 'Cancelled');
  const refused = refusal(row);
  if (refused) throw deskRefusalError(refused);
  const released = await releaseOrder(services, row.id, {
    actor: 'staff',
    reason: 'staff_cancelled',
    userId: staffId,
    note: COD_HOLD_MESSAGES.releaseNote,
    // Still unpaid cash on delivery when the cancel is made (the courier may collect meanwhile).
    guard: sql`${orders.paymentGateway} = 'COD' AND ${orders.paymentStatus} = 'unpaid'`,
  });
  if (!released) throw await refusedNow(db, transactionId, refusal);
  services.mailOutbox.kick();
  const order = await staffOrderOf(services, await orderRow(db, transactionId));
  return { data: order, message: COD_HOLD_MESSAGES.released };
}

/** What changing the order's quantities would make of it (nothing written). */
export async function previewEdit(
  services: DeskServices,
  transactionId: string,
  input: StaffOrderEditPreviewRequest,
): Promise<OrderEditPreview> {
  return previewOrderEdit(services, await orderRow(services.database.db, transactionId), input);
}

/** Changes the order's quantities before it ships (orders/order-edit.ts) and answers with the order as it is now. */
export async function editOrder(
  services: DeskServices,
  transactionId: string,
  input: StaffOrderEdit,
  staffId: number,
): Promise<StaffOrderChanged> {
  const { db } = services.database;
  const row = await orderRow(db, transactionId);
  await applyOrderEdit(services, row.id, input, staffId);
  return { data: await staffOrderOf(services, await orderRow(db, transactionId)), message: ORDER_EDIT_MESSAGES.saved };
}
