import { and, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { recordPaymentMadeMeanwhile, type PaymentFlowServices } from './payment-flow.js';
import { orders } from './schema.js';

// The customer's order pages ask the provider about their unpaid online orders (issue #30): a
// shopper who paid but never came back through the provider's return (a closed tab, a dropped
// connection, the shop opened on another host name) sees the order paid when they look at it.
// The pages are read often (two lists load together, a page is reloaded), so an order is asked
// about at most once in PAYMENT_CHECK_INTERVAL_MS, and a slow provider never holds a page up for
// more than PAYMENT_CHECK_WAIT_MS: the answer is recorded when it comes.

/** How often the order pages may ask a provider about one order. */
const PAYMENT_CHECK_INTERVAL_MS = 10_000;
/** How long a page waits for the provider before it answers with what it knows. */
const PAYMENT_CHECK_WAIT_MS = 2_000;
/** The customer's newest open online orders asked about per page read (a shopper has one or two). */
const OPEN_ORDERS_PER_READ = 5;

interface Check {
  userId: number;
  done: Promise<void>;
}

// The checks running in this process, by order id, per app (keyed by its config, as the payment
// providers are): a read that finds its order's check already running waits for that one instead
// of showing the order as it was before the check.
const runningByApp = new WeakMap<object, Map<number, Check>>();

function runningChecks(services: Pick<PaymentFlowServices, 'config'>): Map<number, Check> {
  let running = runningByApp.get(services.config);
  if (!running) {
    running = new Map();
    runningByApp.set(services.config, running);
  }
  return running;
}

/**
 * Asks the providers about the customer's unpaid online orders in their payment window (one order
 * with `orderId`), records a payment found, and returns once that is done or PAYMENT_CHECK_WAIT_MS
 * has passed. Each order is claimed for a check by one conditional UPDATE of its
 * `payment_checked_at`, so processes and concurrent reads ask once per interval between them.
 */
export async function checkOpenPayments(
  services: PaymentFlowServices,
  scope: { userId: number; orderId?: number },
): Promise<void> {
  const now = services.now();
  const lastDue = new Date(now - PAYMENT_CHECK_INTERVAL_MS);
  const due = or(isNull(orders.paymentCheckedAt), lte(orders.paymentCheckedAt, lastDue));
  const open = and(
    eq(orders.userId, scope.userId),
    scope.orderId === undefined ? undefined : eq(orders.id, scope.orderId),
    eq(orders.status, 'Pending'),
    eq(orders.paymentStatus, 'unpaid'),
    ne(orders.paymentGateway, 'COD'),
    gt(orders.paymentExpiresAt, new Date(now)),
  );
  const { db } = services.database;
  const candidates = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(open, due))
    .orderBy(desc(orders.createdAt))
    .limit(OPEN_ORDERS_PER_READ);
  // `due` again on the row itself: a read that waited for another's claim finds it taken.
  const claimed = await db
    .update(orders)
    .set({ paymentCheckedAt: new Date(now) })
    .where(and(inArray(orders.id, candidates), due))
    .returning();

  const running = runningChecks(services);
  for (const row of claimed) {
    const check: Check = {
      userId: row.userId,
      done: recordPaymentMadeMeanwhile(services, row)
        .then(
          () => undefined,
          (error: unknown) => {
            services.log.warn(
              { err: error, transactionId: row.transactionId },
              'payment check of an order page failed',
            );
          },
        )
        .finally(() => {
          if (running.get(row.id) === check) running.delete(row.id);
        }),
    };
    running.set(row.id, check);
  }
  const waits = [...running.entries()]
    .filter(([orderId, check]) => check.userId === scope.userId && (scope.orderId ?? orderId) === orderId)
    .map(([, check]) => check.done);
  if (waits.length > 0) await settledWithin(Promise.all(waits), PAYMENT_CHECK_WAIT_MS);
}

/** Waits for `work` at most `ms`; the work goes on either way (its failures are its own). */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
