import {
  MAX_PAYMENT_ATTEMPTS,
  ORDER_MESSAGES,
  PAYMENT_GATEWAY_LABELS,
  type ConfirmPaymentRequest,
  type Order,
  type PaymentConfirmation,
  type PaymentOutcome,
} from '@pasal/contract';
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { HttpError } from '../../lib/http-errors.js';
import { fieldRefusal, refuse, type RefusalError } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import {
  PaymentProviderError,
  paymentProviders,
  type OrderForPayment,
  type PaymentVerdict,
} from '../payments/index.js';
import { markPaid, markRefunded, orderById, orderIn, releaseOrder, type OrderChangeServices } from './lifecycle.js';
import { shopPaymentUnconfirmedEmail } from './payment-alert-email.js';
import { orders, payments } from './schema.js';
import type { OrderRow } from './serialize.js';
import { currentShopSettings } from '../settings/index.js';

// Payment confirmation, the failure page and expiry of unpaid online orders. The provider's own
// API decides; what the browser brings back is only a hint to look (eSewa's is signed, Khalti's not).

/** After the window, an order a provider still calls pending is held this much longer, then released. */
const PENDING_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * How often a payment the provider could not confirm is asked about again: often while the shopper
 * may still be waiting (the payment window), then now and then until it is settled either way.
 */
export const RECHECK_IN_WINDOW_MS = 60_000;
const RECHECK_AFTER_WINDOW_MS = 30 * 60_000;

/**
 * What asking a provider and settling the answer reads: an order change's services (the providers
 * are built from the config and the shop's name) and a logger for the provider's failures.
 */
export type PaymentFlowServices = OrderChangeServices & Pick<AppServices, 'log'>;

/** What a provider is told about an order; `attempts` as `paymentAttempts` reads them. */
export function orderForPayment(row: OrderRow, attempts: readonly string[] = []): OrderForPayment {
  return {
    transactionId: row.transactionId,
    grandTotalPaisa: row.grandTotalPaisa,
    deliveryChargePaisa: row.deliveryChargePaisa,
    taxPaisa: row.taxPaisa,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    paymentReference: row.paymentReference,
    attempts,
    paymentClaimed: row.paymentClaimedAt !== null,
  };
}

/**
 * The order's payment attempts as its provider knows them (eSewa transaction_uuid, Khalti pidx),
 * newest first, at most MAX_PAYMENT_ATTEMPTS ("Pay now" starts no more).
 */
async function paymentAttempts(db: DbOrTx, row: OrderRow): Promise<string[]> {
  const rows = await db
    .select({ attempt: payments.attempt })
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.provider, row.paymentGateway), isNotNull(payments.attempt)))
    .orderBy(desc(payments.id))
    .limit(MAX_PAYMENT_ATTEMPTS);
  return rows.flatMap((attempt) => (attempt.attempt === null ? [] : [attempt.attempt]));
}

/** The order as its provider is asked about it, with every attempt it has had. */
export async function paymentFor(db: DbOrTx, row: OrderRow): Promise<OrderForPayment> {
  return orderForPayment(row, row.paymentGateway === 'COD' ? [] : await paymentAttempts(db, row));
}

export function providerDown(gateway: OrderRow['paymentGateway'], error: unknown): RefusalError {
  // What failed at the provider (timeout, refused…) rides along for the shop's diagnosis.
  const fields =
    error instanceof PaymentProviderError
      ? { provider: fieldRefusal('provider_failed', { kind: error.kind }) }
      : undefined;
  return refuse('provider_not_responding', { gateway: PAYMENT_GATEWAY_LABELS[gateway] }, { fields });
}

export async function ownOrderRow(db: DbOrTx, userId: number, transactionId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)))
    .limit(1);
  // Someone else's order is indistinguishable from one that does not exist (no IDOR oracle).
  if (!row) throw refuse('order_not_found');
  return row;
}

/** Applies what the provider said. Returns nothing: read the order afterwards. */
async function applyVerdict(services: OrderChangeServices, row: OrderRow, verdict: PaymentVerdict): Promise<void> {
  switch (verdict.outcome) {
    case 'paid':
      await markPaid(services, row, verdict);
      return;
    case 'refunded':
      if (row.paymentStatus === 'paid') {
        await markRefunded(services, row);
        return;
      }
      await releaseOrder(services, row.id, { actor: 'system', reason: 'payment_failed', paymentStatus: 'failed' });
      return;
    case 'failed':
      await releaseOrder(services, row.id, { actor: 'system', reason: 'payment_failed', paymentStatus: 'failed' });
      return;
    case 'pending':
      return;
  }
}

/**
 * The shopper is back another way than the provider's return (a closed tab, a dropped connection,
 * another host name): before offering to pay again or showing an unpaid order, ask the provider
 * whether the money came, and record it. Only a payment is recorded here; an abandoned attempt
 * is not a failure while the window is open (the shopper may pay yet). Returns whether the order
 * is now paid. A provider that cannot answer says nothing: `null`, for the caller to decide.
 */
export async function recordPaymentMadeMeanwhile(
  services: PaymentFlowServices,
  row: OrderRow,
): Promise<boolean | null> {
  const open =
    row.paymentGateway !== 'COD' &&
    row.status === 'Pending' &&
    row.paymentStatus === 'unpaid' &&
    row.paymentExpiresAt !== null &&
    row.paymentExpiresAt.getTime() > services.now() &&
    // Khalti's lookup needs the pidx the start recorded; without it nothing was started.
    (row.paymentGateway !== 'Khalti' || row.paymentReference !== null);
  if (!open) return false;
  let verdict: PaymentVerdict;
  try {
    const order = await paymentFor(services.database.db, row);
    verdict = await paymentProviders(services)[row.paymentGateway].check(order);
  } catch (error) {
    services.log.warn(
      { err: error, transactionId: row.transactionId },
      `${PAYMENT_GATEWAY_LABELS[row.paymentGateway]} could not say whether an unpaid order was paid`,
    );
    return null;
  }
  if (verdict.outcome !== 'paid') return false;
  await markPaid(services, row, verdict);
  return true;
}

const OUTCOME_MESSAGES: Record<PaymentOutcome, string> = {
  paid: ORDER_MESSAGES.paymentSuccessful,
  failed: ORDER_MESSAGES.paymentFailed,
  pending: 'Your payment is still being processed',
};

/**
 * What the payment pages show. Money that reached a cancelled order (it expired or was cancelled
 * while the shopper was paying) did not buy anything: that is a failure for the shopper, with the
 * refund the shop has been told to make.
 */
function confirmationOf(order: Order): PaymentConfirmation {
  if (order.order_status === 'Cancelled' && order.payment_status === 'paid')
    return { outcome: 'failed', message: ORDER_MESSAGES.paidAfterCancel, order };
  const outcome: PaymentOutcome =
    order.payment_status === 'paid'
      ? 'paid'
      : order.payment_status === 'failed' || order.payment_status === 'refunded'
        ? 'failed'
        : 'pending';
  return { outcome, message: OUTCOME_MESSAGES[outcome], order };
}

/**
 * POST orders/{transaction_id}/success/: the browser is back from the provider. Tampered or
 * foreign data → 400 and nothing changes; otherwise the provider's API decides. A replay finds
 * the order already paid and changes nothing.
 */
export async function confirmPayment(
  services: PaymentFlowServices,
  userId: number,
  transactionId: string,
  input: ConfirmPaymentRequest,
): Promise<PaymentConfirmation> {
  const row = await ownOrderRow(services.database.db, userId, transactionId);
  const provider = paymentProviders(services)[row.paymentGateway];
  let verdict: PaymentVerdict;
  try {
    verdict = await provider.verifyReturn(await paymentFor(services.database.db, row), input);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    services.log.warn({ err: error, transactionId }, 'payment confirmation could not reach the provider');
    // The shopper may well have paid: hold the order and keep asking (the page says so).
    await holdForRecheck(services, row, false);
    throw providerDown(row.paymentGateway, error);
  }
  if (verdict.outcome === 'pending' && (verdict.claimed === true || verdict.inconclusive === true)) {
    await holdForRecheck(services, row, verdict.claimed === true);
  }
  await applyVerdict(services, row, verdict);
  return confirmationOf(await orderById(services, row.id));
}

/**
 * POST orders/{transaction_id}/payment-failed/: the provider sent the shopper to the failure page.
 * The redirect proves nothing, so the provider is asked; a failed payment releases the order now
 * instead of at expiry.
 */
export async function reportPaymentFailure(
  services: PaymentFlowServices,
  userId: number,
  transactionId: string,
): Promise<PaymentConfirmation> {
  const row = await ownOrderRow(services.database.db, userId, transactionId);
  if (row.paymentGateway === 'COD') throw refuse('paid_by_cash_on_delivery');
  if (row.paymentStatus === 'unpaid' && row.status === 'Pending') {
    try {
      const order = await paymentFor(services.database.db, row);
      const verdict = await paymentProviders(services)[row.paymentGateway].check(order);
      await applyVerdict(services, row, verdict);
    } catch (error) {
      services.log.warn({ err: error, transactionId }, 'payment status check failed');
    }
  }
  return confirmationOf(await orderById(services, row.id));
}

/**
 * Releases unpaid online orders whose payment window has passed, after asking the provider (a
 * payment that completed late is recorded as paid instead). Safe to run anywhere, any number of
 * times, on any number of processes. `filter` narrows it to one customer or order (lazy expiry on
 * reads). Returns how many orders were released.
 */
export async function expireOverdueOrders(
  services: PaymentFlowServices,
  filter: { userId?: number; orderId?: number; limit?: number } = {},
): Promise<number> {
  let released = await recheckUnconfirmedPayments(services, filter);
  const now = services.now();
  const conditions = [
    eq(orders.status, 'Pending'),
    eq(orders.paymentStatus, 'unpaid'),
    ne(orders.paymentGateway, 'COD'),
    lte(orders.paymentExpiresAt, new Date(now)),
    // Payments waiting for a conclusive answer are never expired on a guess (see below).
    isNull(orders.paymentRecheckAt),
  ];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.orderId !== undefined) conditions.push(eq(orders.id, filter.orderId));
  const overdue = await services.database.db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(filter.limit ?? 50);
  for (const row of overdue) {
    let verdict: PaymentVerdict;
    try {
      const order = await paymentFor(services.database.db, row);
      verdict = await paymentProviders(services)[row.paymentGateway].check(order);
    } catch (error) {
      services.log.warn({ err: error, transactionId: row.transactionId }, 'payment status check failed during expiry');
      // No answer is not "not paid": the order joins the rechecks, and the shop hears about it if
      // the provider stays silent.
      await holdForRecheck(services, row, false);
      continue;
    }
    if (verdict.outcome === 'pending' && verdict.inconclusive === true) {
      await holdForRecheck(services, row, false);
      continue;
    }
    if (verdict.outcome === 'paid') {
      await markPaid(services, row, verdict);
      continue;
    }
    const expiredLongAgo = (row.paymentExpiresAt?.getTime() ?? 0) + PENDING_GRACE_MS <= now;
    // A provider that says "pending" might still take the money: hold the stock for a grace
    // period, then give up on the payment.
    if (verdict.outcome === 'pending' && !expiredLongAgo) continue;
    const done = await releaseOrder(services, row.id, {
      actor: 'system',
      reason: 'payment_expired',
      paymentStatus: 'failed',
      guard: sql`${orders.paymentExpiresAt} <= ${new Date(now)}`,
    });
    if (done) released += 1;
  }
  return released;
}

/**
 * Marks an unpaid order's payment as not conclusively answered: its stock stays taken and
 * `recheckUnconfirmedPayments` asks the provider again. `claimed`: eSewa signed a COMPLETE for it.
 * Keeps an earlier schedule (several returns or processes do not push the check back).
 */
async function holdForRecheck(
  services: Pick<AppServices, 'database' | 'now'>,
  row: OrderRow,
  claimed: boolean,
): Promise<void> {
  const now = new Date(services.now());
  await services.database.db
    .update(orders)
    .set({
      paymentRecheckAt: sql`coalesce(${orders.paymentRecheckAt}, ${new Date(now.getTime() + RECHECK_IN_WINDOW_MS)})`,
      ...(claimed ? { paymentClaimedAt: sql`coalesce(${orders.paymentClaimedAt}, ${now})` } : {}),
    })
    .where(and(eq(orders.id, row.id), eq(orders.status, 'Pending'), eq(orders.paymentStatus, 'unpaid')));
}

/**
 * Asks the provider again about payments it could not confirm (eSewa signed COMPLETE but its
 * status API said NOT_FOUND or nothing; a provider that could not be reached). Each order is
 * claimed by moving its next check forward in one conditional UPDATE, so several server processes
 * never check (or alert about) the same order twice. Paid → recorded; a conclusive failure →
 * released; still unknown after the payment window → the shop is e-mailed, once, and the order
 * stays held (stock taken) for staff to settle, while the checks go on at a slower pace.
 * Returns how many orders were released.
 */
async function recheckUnconfirmedPayments(
  services: PaymentFlowServices,
  filter: { userId?: number; orderId?: number; limit?: number } = {},
): Promise<number> {
  const { db } = services.database;
  const now = services.now();
  const conditions = [
    eq(orders.status, 'Pending'),
    eq(orders.paymentStatus, 'unpaid'),
    ne(orders.paymentGateway, 'COD'),
    isNotNull(orders.paymentRecheckAt),
    lte(orders.paymentRecheckAt, new Date(now)),
  ];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.orderId !== undefined) conditions.push(eq(orders.id, filter.orderId));
  const due = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.paymentRecheckAt))
    .limit(filter.limit ?? 50);
  let released = 0;
  for (const row of due) {
    const windowOver = (row.paymentExpiresAt?.getTime() ?? 0) <= now;
    const next = new Date(now + (windowOver ? RECHECK_AFTER_WINDOW_MS : RECHECK_IN_WINDOW_MS));
    const [claimed] = await db
      .update(orders)
      .set({ paymentRecheckAt: next })
      .where(and(eq(orders.id, row.id), eq(orders.paymentRecheckAt, row.paymentRecheckAt ?? new Date(0))))
      .returning({ id: orders.id });
    if (!claimed) continue; // another process (or request) took this check

    let verdict: PaymentVerdict | null = null;
    try {
      verdict = await paymentProviders(services)[row.paymentGateway].check(await paymentFor(db, row));
    } catch (error) {
      services.log.warn(
        { err: error, transactionId: row.transactionId },
        'payment recheck could not reach the provider',
      );
    }
    if (verdict !== null && verdict.outcome !== 'pending') {
      await settleRecheck(db, row);
      if (verdict.outcome === 'paid') {
        await markPaid(services, row, verdict);
        continue;
      }
      await applyVerdict(services, row, verdict);
      released += 1;
      continue;
    }
    // A plain "pending" about a payment nobody claimed goes back to the ordinary expiry rules.
    if (verdict !== null && verdict.inconclusive !== true && row.paymentClaimedAt === null) {
      await settleRecheck(db, row);
      continue;
    }
    if (windowOver) await alertShopOnce(services, row, verdict);
  }
  return released;
}

/** The payment has a conclusive answer: no more rechecks. */
async function settleRecheck(db: DbOrTx, row: OrderRow): Promise<void> {
  await db.update(orders).set({ paymentRecheckAt: null }).where(eq(orders.id, row.id));
}

/** E-mails the shop about a payment still unconfirmed at the end of its window; once per order. */
async function alertShopOnce(
  services: PaymentFlowServices,
  row: OrderRow,
  verdict: PaymentVerdict | null,
): Promise<void> {
  const { database, mailOutbox } = services;
  const now = services.now();
  const sent = await database.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(orders)
      .set({ paymentAlertedAt: new Date(now) })
      .where(and(eq(orders.id, row.id), isNull(orders.paymentAlertedAt)))
      .returning({ id: orders.id });
    if (!marked) return false;
    const order = await orderIn(tx, row.id, now);
    const answer =
      verdict === null
        ? `${PAYMENT_GATEWAY_LABELS[row.paymentGateway]} could not be reached`
        : `${PAYMENT_GATEWAY_LABELS[row.paymentGateway]} answers ${String(verdict.detail.status ?? 'pending')}`;
    const shop = await currentShopSettings(services);
    await mailOutbox.enqueue(tx, [
      shopPaymentUnconfirmedEmail(order, shop.email, {
        claimed: row.paymentClaimedAt !== null,
        answer,
        recheckMinutes: RECHECK_AFTER_WINDOW_MS / 60_000,
      }),
    ]);
    return true;
  });
  if (sent) {
    mailOutbox.kick();
    services.log.warn({ transactionId: row.transactionId }, 'payment still unconfirmed after its window: shop alerted');
  }
}

/** Expires overdue orders on an interval inside the server process (each run is idempotent). */
export function startExpiryTimer(services: PaymentFlowServices, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOverdueOrders(services, { limit: 100 })
      .then((count) => {
        if (count > 0) services.log.info({ count }, 'expired unpaid online orders');
      })
      .catch((error: unknown) => services.log.error({ err: error }, 'order expiry run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
