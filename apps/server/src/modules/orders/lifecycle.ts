import { type Order, type PaymentStatus } from '@pasal/contract';
import type { DbOrTx } from '../../db/connection.js';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppServices } from '../../services.js';
import { invalidateCatalog } from './catalog-invalidation.js';
import { shopNewOrderEmail, shopRefundDueEmail } from './emails.js';
import { orderCancelledEmail } from './mail/order-cancelled.js';
import { orderConfirmationEmail } from './mail/order-confirmation.js';
import { switchedOrderSms } from './sms.js';
import { recipientOfOrder } from './recipient.js';
import { orderEvents, orders, payments } from './schema.js';
import { selectOrders, type OrderRow } from './serialize.js';
import { orderStatusesLeadingTo, paymentStatusesLeadingTo, type Actor } from './status.js';
import { returnReservedStock } from './placement/reserve.js';
import { giveBackCoupon } from './placement/redeem-coupon.js';
import { currentShopSettings } from '../settings/index.js';
import { issueInvoiceIfDue } from '../invoices/index.js';
import { creditRestOfBill } from '../credit-notes/index.js';
import { releaseOrderSerials } from '../serials/index.js';

// State changes after an order exists: paid, cancelled, failed, expired. Each is one conditional
// UPDATE guarded by the transition table, so calling it twice (a replayed callback, two server
// processes running expiry) changes things once; stock and coupon uses go back exactly once.

/**
 * What changing an order reads besides its rows: the clock, the shop's settings (config, database
 * and the catalogue cache's generation) for the e-mails it queues, and the mail outbox.
 */
export type OrderChangeServices = Pick<
  AppServices,
  'config' | 'database' | 'catalogCache' | 'mailOutbox' | 'smsOutbox' | 'now'
>;

export async function orderById(services: Pick<AppServices, 'database' | 'now'>, orderId: number): Promise<Order> {
  return orderIn(services.database.db, orderId, services.now());
}

/**
 * The order as the API shows it, read with `db` (a transaction: to compose the e-mails it queues).
 * E-mails are queued by the transaction that makes the change they report, so they go out if and
 * only if it commits; the caller kicks the mail queue after the commit.
 */
export async function orderIn(db: DbOrTx, orderId: number, now: number): Promise<Order> {
  const [order] = await selectOrders(db, sql`o.id = ${orderId}`, now);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

export type ReleaseReason =
  'customer_cancelled' | 'staff_cancelled' | 'payment_failed' | 'payment_expired' | 'payment_not_started';

type OrderEventInsert = typeof orderEvents.$inferInsert;

/** Inserts history rows in the same transaction as the change they record. */
export async function recordOrderEvents(tx: DbOrTx, events: OrderEventInsert[]): Promise<void> {
  if (events.length > 0) await tx.insert(orderEvents).values(events);
}

/**
 * Cancels an order and gives back its stock and coupon use. Returns false (and changes nothing)
 * when the order is no longer in a state the actor may cancel from, or `guard` rejects it.
 */
export async function releaseOrder(
  services: OrderChangeServices,
  orderId: number,
  options: {
    actor: Actor;
    reason: ReleaseReason;
    paymentStatus?: PaymentStatus;
    guard?: SQL | undefined;
    /** Who asked (customer or staff member), for the order's history. */
    userId?: number;
    note?: string;
    /** The reason the customer's cancellation e-mail gives (a staff cancel's, issue #33). */
    customerReason?: string;
  },
): Promise<boolean> {
  const now = new Date(services.now());
  const fromStatuses = orderStatusesLeadingTo('Cancelled', options.actor);
  const released = await services.database.db.transaction(async (tx) => {
    // Locked first so the history records the status this cancel actually replaced.
    const [previous] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus, replacesOrderId: orders.replacesOrderId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    const conditions = [eq(orders.id, orderId), inArray(orders.status, fromStatuses)];
    if (options.paymentStatus) {
      // Only an unpaid order's payment can be declared failed (transition table).
      conditions.push(inArray(orders.paymentStatus, paymentStatusesLeadingTo(options.paymentStatus, 'system')));
    }
    if (options.guard) conditions.push(options.guard);
    const [row] = await tx
      .update(orders)
      .set({
        status: 'Cancelled',
        cancelledAt: now,
        updatedAt: now,
        ...(options.customerReason ? { cancelReason: options.customerReason } : {}),
        ...(options.paymentStatus ? { paymentStatus: options.paymentStatus } : {}),
      })
      .where(and(...conditions))
      .returning({ id: orders.id });
    if (!row || !previous) return false;
    const event = { orderId, actor: options.actor, userId: options.userId ?? null, createdAt: now };
    await recordOrderEvents(tx, [
      { ...event, kind: 'status', fromValue: previous.status, toValue: 'Cancelled', note: options.note ?? '' },
      ...(options.paymentStatus
        ? [{ ...event, kind: 'payment' as const, fromValue: previous.paymentStatus, toValue: options.paymentStatus }]
        : []),
    ]);
    // A bill is never edited: a cancellation after billing (a paid online order) takes the sale
    // back with a credit note for what is left of the bill. The refund of the money, recorded later,
    // then finds the bill credited and issues no second note.
    await creditRestOfBill(tx, {
      orderId,
      kind: 'cancellation',
      refundId: null,
      reason: options.note ? `Order cancelled: ${options.note}` : 'Order cancelled',
      issuedBy: options.actor === 'staff' ? (options.userId ?? null) : null,
      now,
      config: services.config,
    });
    // The undos of placing it (placement/): its units back on the shelf, its coupon use given back.
    await returnReservedStock(tx, orderId, now);
    await giveBackCoupon(tx, orderId, now);
    // Its units stay in (or come back to) the shop: their serials may be sold again (issue #33).
    await releaseOrderSerials(tx, orderId, now);
    const paymentRecordStatus = options.reason === 'payment_expired' ? 'expired' : 'failed';
    await tx
      .update(payments)
      .set({ status: paymentRecordStatus, updatedAt: now })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'initiated')));
    if (options.reason === 'customer_cancelled' || options.reason === 'staff_cancelled') {
      const order = await orderIn(tx, orderId, now.getTime());
      const shop = await currentShopSettings(services);
      const recipient = await recipientOfOrder(tx, orderId);
      const mail = [orderCancelledEmail(order, recipient, shop.name, options.customerReason)];
      // A replacement shipment took no money: nothing to give back.
      if (order.payment_status === 'paid' && previous.replacesOrderId === null) {
        const why =
          options.reason === 'customer_cancelled'
            ? 'The customer cancelled a paid order within the hour.'
            : 'Staff cancelled a paid order.';
        mail.push(shopRefundDueEmail(order, shop.email, why));
      }
      await services.mailOutbox.enqueue(tx, mail);
      await services.smsOutbox.enqueue(
        tx,
        switchedOrderSms('cancelled', order, recipient.locale, shop, services.config.PUBLIC_URL),
      );
    }
    return true;
  });
  if (!released) return false;
  services.mailOutbox.kick();
  services.smsOutbox.kick();
  await invalidateCatalog(services);
  return true;
}

/**
 * Records money received. Idempotent: only the first call changes the order and sends the
 * confirmation. A payment arriving for an order already cancelled (expired, or cancelled by the
 * customer) is recorded as paid and the shop is told to refund it.
 *
 * `verdict.attempt` names the attempt that paid (eSewa transaction_uuid, Khalti pidx): its
 * payment record is the one completed, and the order's other open attempts are no longer waited
 * for (expired). Money taken by a second attempt of an order already paid (two tabs, both paid)
 * is no second sale: its record is completed as a duplicate and the shop is told to refund it,
 * once, however often its return or check comes back.
 */
export async function markPaid(
  services: OrderChangeServices,
  row: OrderRow,
  verdict: { reference: string | null; detail: Record<string, unknown>; attempt?: string | undefined },
): Promise<boolean> {
  const now = new Date(services.now());
  const attempt = verdict.attempt ?? null;
  let kick = false;
  const changed = await services.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt: now,
        updatedAt: now,
        // Khalti's pidx stays (it identifies the payment); eSewa's reference code is recorded.
        ...(row.paymentGateway === 'Esewa' && verdict.reference ? { paymentReference: verdict.reference } : {}),
      })
      .where(and(eq(orders.id, row.id), inArray(orders.paymentStatus, paymentStatusesLeadingTo('paid', 'system'))))
      .returning({ id: orders.id });
    if (!updated) {
      kick = await recordDuplicatePayment(tx, services, row, verdict, attempt, now);
      return false;
    }
    await recordOrderEvents(tx, [
      {
        orderId: row.id,
        kind: 'payment',
        fromValue: row.paymentStatus,
        toValue: 'paid',
        actor: 'system',
        createdAt: now,
      },
    ]);
    // The attempt's own record (the newest, should an old order have two of the same name); without
    // a name, the newest open one (a record written before attempts were named).
    const target = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, row.id),
          attempt === null ? eq(payments.status, 'initiated') : eq(payments.attempt, attempt),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    const completed = {
      status: 'completed' as const,
      providerReference: verdict.reference ?? attempt,
      detail: verdict.detail,
      updatedAt: now,
    };
    const [record] = target;
    if (record) {
      await tx.update(payments).set(completed).where(eq(payments.id, record.id));
    } else {
      await tx.insert(payments).values({
        ...completed,
        orderId: row.id,
        provider: row.paymentGateway,
        attempt,
        amountPaisa: row.grandTotalPaisa,
        createdAt: now,
      });
    }
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(payments.orderId, row.id), eq(payments.status, 'initiated')));
    // The tax invoice takes its number in this transaction (none for a cancelled order: refunded).
    await issueInvoiceIfDue(tx, services, row.id, now);
    const order = await orderIn(tx, row.id, now.getTime());
    const { config } = services;
    const shop = await currentShopSettings(services);
    if (order.order_status === 'Cancelled') {
      await services.mailOutbox.enqueue(tx, [
        shopRefundDueEmail(order, shop.email, 'A payment arrived for an order that had already been cancelled.'),
      ]);
    } else {
      const recipient = await recipientOfOrder(tx, row.id);
      await services.mailOutbox.enqueue(tx, [
        orderConfirmationEmail(order, recipient, shop, config.PUBLIC_URL),
        shopNewOrderEmail(order, shop.email, config.PUBLIC_URL),
      ]);
      // The order is confirmed now that it is paid: the customer's phone hears of it too (issue #36).
      await services.smsOutbox.enqueue(
        tx,
        switchedOrderSms('placed', order, recipient.locale, shop, config.PUBLIC_URL),
      );
    }
    return true;
  });
  if (changed) services.smsOutbox.kick();
  if (changed || kick) services.mailOutbox.kick();
  return changed;
}

/**
 * The order was not moved to paid: already paid (or refunded), or no longer payable. When the
 * money is a known attempt's other than the one recorded, it was taken a second time: its record
 * is completed as a duplicate and the shop e-mailed to refund it. The order's row lock makes two
 * such returns arriving together record it once. Returns whether an e-mail was queued.
 */
async function recordDuplicatePayment(
  tx: DbOrTx,
  services: OrderChangeServices,
  row: OrderRow,
  verdict: { reference: string | null; detail: Record<string, unknown> },
  attempt: string | null,
  now: Date,
): Promise<boolean> {
  // Without a name the payment cannot be told apart from the one recorded: a replay, nothing to do.
  if (attempt === null) return false;
  const [current] = await tx
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, row.id))
    .for('update');
  if (current?.paymentStatus !== 'paid' && current?.paymentStatus !== 'refunded') return false;
  // Only an attempt this order started and has not recorded as paid: an unknown name may be an
  // older record's replay (records were named from migration 0036 on), which must not alarm.
  const [duplicate] = await tx
    .update(payments)
    .set({
      status: 'completed',
      providerReference: verdict.reference ?? attempt,
      detail: { ...verdict.detail, duplicate: true },
      updatedAt: now,
    })
    .where(and(eq(payments.orderId, row.id), eq(payments.attempt, attempt), ne(payments.status, 'completed')))
    .returning({ id: payments.id });
  if (!duplicate) return false;
  const order = await orderIn(tx, row.id, now.getTime());
  const shop = await currentShopSettings(services);
  const reference = verdict.reference === null ? '' : `, reference ${verdict.reference}`;
  await services.mailOutbox.enqueue(tx, [
    shopRefundDueEmail(
      order,
      shop.email,
      `A second payment arrived for an order already paid (attempt ${attempt}${reference}): give it back.`,
    ),
  ]);
  return true;
}

/** Payment refunded by the provider: recorded on a paid order (paid → refunded). */
export async function markRefunded(services: Pick<AppServices, 'database' | 'now'>, row: OrderRow): Promise<void> {
  const now = new Date(services.now());
  await services.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: now })
      .where(and(eq(orders.id, row.id), inArray(orders.paymentStatus, paymentStatusesLeadingTo('refunded', 'system'))))
      .returning({ id: orders.id });
    if (changed.length === 0) return;
    await recordOrderEvents(tx, [
      {
        orderId: row.id,
        kind: 'payment',
        fromValue: 'paid',
        toValue: 'refunded',
        actor: 'system',
        note: 'Reported refunded by the payment provider',
        createdAt: now,
      },
    ]);
  });
}
