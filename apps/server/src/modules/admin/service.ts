import {
  courierDisplayName,
  orderMovedMessage,
  paisaToRupees,
  SHIPMENT_MESSAGES,
  STAFF_ORDER_MESSAGES,
  STAFF_ORDERS_PAGE_SIZE,
  type OrderEvent,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
  type StaffOrder,
  type StaffOrderChanged,
  type StaffOrderList,
  type StaffOrderSummary,
} from '@pasal/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { orderEvents, orders, payments, users } from '../../db/schema.js';
import {
  expireOverdueOrders,
  orderById,
  orderDeliveredEmail,
  orderIn,
  orderReadyForPickupEmail,
  orderRefundedEmail,
  type OrderRow,
  orderShippedEmail,
  orderStatusesLeadingTo,
  paymentStatusesLeadingTo,
  recordOrderEvents,
  releaseOrder,
} from '../orders/index.js';
import { totalPages } from '../reviews/index.js';
import { collectsCash, refundRefusal, staffMoveRefusal, staffMoves } from './rules.js';
import { currentShopSettings } from '../settings/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';

// Staff order handling: every customer's orders, moves along the order process, refunds recorded.
// Each change is one conditional UPDATE guarded by the transition table (as in orders/lifecycle.ts),
// so two staff members clicking at once change an order once; the loser is told what happened.

async function orderRow(app: FastifyInstance, transactionId: string): Promise<OrderRow> {
  const [row] = await app.services.database.db
    .select()
    .from(orders)
    .where(eq(orders.transactionId, transactionId))
    .limit(1);
  if (!row) throw notFound(STAFF_ORDER_MESSAGES.notFound);
  return row;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
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
}

export async function listStaffOrders(
  app: FastifyInstance,
  query: {
    status?: OrderStatus | undefined;
    payment_status?: PaymentStatus | undefined;
    q?: string | undefined;
    page: number;
  },
): Promise<StaffOrderList> {
  const { db } = app.services.database;
  const conditions: SQL[] = [sql`TRUE`];
  if (query.status) conditions.push(sql`o.status = ${query.status}`);
  if (query.payment_status) conditions.push(sql`o.payment_status = ${query.payment_status}`);
  if (query.q) conditions.push(searchCondition(query.q));
  const where = sql.join(conditions, sql` AND `);
  const [counted, page] = await Promise.all([
    db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`),
    db.execute<{ [K in keyof SummarySqlRow]: SummarySqlRow[K] }>(sql`
      SELECT o.transaction_id, o.created_at, o.status, o.payment_status, o.payment_gateway, o.grand_total_paisa,
        o.first_name, o.last_name, o.email, o.phone_number, o.delivery_method,
        (SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = o.id) AS item_count
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${STAFF_ORDERS_PAGE_SIZE} OFFSET ${(query.page - 1) * STAFF_ORDERS_PAGE_SIZE}`),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  const data: StaffOrderSummary[] = page.rows.map((row) => ({
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
  }));
  return { data, count, page: query.page, total_pages: totalPages(count, STAFF_ORDERS_PAGE_SIZE) };
}

async function staffOrderOf(app: FastifyInstance, row: OrderRow): Promise<StaffOrder> {
  const { db } = app.services.database;
  const [order, customer, paymentRows, eventRows] = await Promise.all([
    orderById(app, row.id),
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
    payments: paymentRows.map((payment) => ({
      provider: payment.provider,
      status: payment.status,
      reference: payment.providerReference,
      amount: paisaToRupees(payment.amountPaisa),
      created_at: payment.createdAt.toISOString(),
      updated_at: payment.updatedAt.toISOString(),
    })),
    history,
    allowed_moves: staffMoves(state),
    can_refund: refundRefusal(state) === null,
  };
}

export async function getStaffOrder(app: FastifyInstance, transactionId: string): Promise<StaffOrder> {
  let row = await orderRow(app, transactionId);
  // An unpaid online order past its payment window is settled first, as on the customer's screen.
  if (await expireOverdueOrders(app, { orderId: row.id, limit: 1 })) row = await orderRow(app, transactionId);
  return staffOrderOf(app, row);
}

/** The 409 after a conditional UPDATE matched nothing: what the order is now makes the reason. */
async function refusedNow(app: FastifyInstance, transactionId: string, refusal: (row: OrderRow) => string | null) {
  const fresh = await orderRow(app, transactionId);
  return conflict(refusal(fresh) ?? 'The order changed meanwhile; reload it and try again');
}

/** What staff recorded when they marked the order Shipped (validated by the contract). */
export interface Shipment {
  courier: string;
  courierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
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

/**
 * Processing, Shipped, Ready for pickup or Delivered: one conditional UPDATE; a delivered COD order is also paid, a
 * shipped one carries its courier and tracking number.
 */
async function advance(
  app: FastifyInstance,
  row: OrderRow,
  to: OrderStatus,
  staffId: number,
  shipment: Shipment | null,
): Promise<boolean> {
  const now = new Date(app.services.now());
  return app.services.database.db.transaction(async (tx) => {
    const conditions = [eq(orders.id, row.id), inArray(orders.status, orderStatusesLeadingTo(to, 'staff'))];
    if (to === 'Processing')
      conditions.push(sql`(${orders.paymentGateway} = 'COD' OR ${orders.paymentStatus} = 'paid')`);
    const tracking =
      to === 'Shipped' && shipment
        ? {
            courier: shipment.courier,
            courierName: shipment.courierName,
            trackingNumber: shipment.trackingNumber,
            trackingUrl: shipment.trackingUrl,
            shippedAt: now,
          }
        : {};
    const [moved] = await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...tracking })
      .where(and(...conditions))
      .returning({ id: orders.id });
    if (!moved) return false;
    const event = { orderId: row.id, actor: 'staff' as const, userId: staffId, createdAt: now };
    // The history says how it shipped: staff see it there too, next to who marked it.
    const note = shipment
      ? `${courierDisplayName(shipment.courier, shipment.courierName)}, tracking number ${shipment.trackingNumber}`
      : '';
    await recordOrderEvents(tx, [{ ...event, kind: 'status', fromValue: row.status, toValue: to, note }]);
    if (collectsCash(row, to)) {
      const [collected] = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
        .where(
          and(
            eq(orders.id, row.id),
            eq(orders.paymentGateway, 'COD'),
            inArray(orders.paymentStatus, paymentStatusesLeadingTo('paid', 'staff')),
          ),
        )
        .returning({ id: orders.id });
      if (collected) {
        await recordOrderEvents(tx, [
          {
            ...event,
            kind: 'payment',
            fromValue: row.paymentStatus,
            toValue: 'paid',
            note: 'Cash collected on delivery',
          },
        ]);
        await tx.insert(payments).values({
          orderId: row.id,
          provider: 'COD',
          amountPaisa: row.grandTotalPaisa,
          status: 'completed',
          detail: { collected_on_delivery: true, recorded_by: staffId },
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    // A delivered order's tax invoice takes its number in this transaction (idempotent).
    if (to === 'Delivered') await issueInvoiceIfDue(tx, app.services, row.id, now);
    // Queued with the move: the customer hears of it exactly when it is committed.
    const email = to === 'Shipped' ? orderShippedEmail : to === 'Delivered' ? orderDeliveredEmail : null;
    if (email || to === 'Ready for pickup') {
      const { config } = app.services;
      const order = await orderIn(tx, row.id, now.getTime());
      const shop = await currentShopSettings(app.services);
      // Ready for pickup: where the shop is and when it is open (shop settings).
      const message = email
        ? email(order, shop.name, config.PUBLIC_URL)
        : orderReadyForPickupEmail(order, shop, config.PUBLIC_URL);
      await app.services.mailOutbox.enqueue(tx, [message]);
    }
    return true;
  });
}

/** Moves an order along the process as staff; Cancelled gives back stock and coupon use. */
export async function moveOrder(
  app: FastifyInstance,
  transactionId: string,
  to: OrderStatus,
  staffId: number,
  shipment: Shipment | null = null,
): Promise<StaffOrderChanged> {
  const row = await orderRow(app, transactionId);
  const refusal = staffMoveRefusal(row, to);
  if (refusal) throw conflict(refusal);
  // The route's schema requires them for Shipped; a caller that skipped it is refused here too.
  if (to === 'Shipped' && !shipment) {
    throw badRequest(SHIPMENT_MESSAGES.courierRequired, { courier: SHIPMENT_MESSAGES.courierRequired });
  }
  const moved =
    to === 'Cancelled'
      ? await releaseOrder(app, row.id, { actor: 'staff', reason: 'staff_cancelled', userId: staffId })
      : await advance(app, row, to, staffId, shipment);
  if (!moved) throw await refusedNow(app, transactionId, (fresh) => staffMoveRefusal(fresh, to));
  app.services.mailOutbox.kick();
  const order = await staffOrderOf(app, await orderRow(app, transactionId));
  return { data: order, message: orderMovedMessage(transactionId, to) };
}

/** Records that a paid, cancelled order's money went back to the customer (paid → refunded). */
export async function recordRefund(
  app: FastifyInstance,
  transactionId: string,
  note: string,
  staffId: number,
): Promise<StaffOrderChanged> {
  const row = await orderRow(app, transactionId);
  const refusal = refundRefusal(row);
  if (refusal) throw conflict(refusal);
  const now = new Date(app.services.now());
  const refunded = await app.services.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: now })
      .where(
        and(
          eq(orders.id, row.id),
          eq(orders.status, 'Cancelled'),
          inArray(orders.paymentStatus, paymentStatusesLeadingTo('refunded', 'staff')),
        ),
      )
      .returning({ id: orders.id });
    if (!changed) return false;
    await recordOrderEvents(tx, [
      {
        orderId: row.id,
        kind: 'payment',
        fromValue: 'paid',
        toValue: 'refunded',
        actor: 'staff',
        userId: staffId,
        note,
        createdAt: now,
      },
    ]);
    const order = await orderIn(tx, row.id, now.getTime());
    const shop = await currentShopSettings(app.services);
    await app.services.mailOutbox.enqueue(tx, [orderRefundedEmail(order, shop.name)]);
    return true;
  });
  if (!refunded) throw await refusedNow(app, transactionId, refundRefusal);
  app.services.mailOutbox.kick();
  const order = await staffOrderOf(app, await orderRow(app, transactionId));
  return { data: order, message: STAFF_ORDER_MESSAGES.refundRecorded };
}
