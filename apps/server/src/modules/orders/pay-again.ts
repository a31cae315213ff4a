import { MAX_PAYMENT_ATTEMPTS, PAYMENT_GATEWAY_LABELS, type PaymentRestart } from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import { refuse } from '../../lib/refusal.js';
import { paymentProviders } from '../payments/index.js';
import { orderById } from './lifecycle.js';
import {
  ownOrderRow,
  paymentFor,
  providerDown,
  recordPaymentMadeMeanwhile,
  type PaymentFlowServices,
} from './payment-flow.js';
import { orders, payments } from './schema.js';

// "Pay now" on an order whose online payment the shopper left unfinished (closed eSewa's or
// Khalti's page): the payment is started again for the same order, its stock still held, while its
// payment window is open. The window is not extended: the order still expires when it would have.
// eSewa gets the same signed form again (same transaction_uuid: eSewa's simulator, like eSewa's
// own retry, accepts a uuid again after an abandoned attempt, never after money moved). Khalti is
// asked about the current pidx first (money may have arrived meanwhile), then gets a new one.
// Issue 30: eSewa too is asked first (a paid order whose return was lost got the same form again,
// which eSewa refuses: "transaction_uuid has already been used"), and each new eSewa attempt gets
// a transaction_uuid of its own (`<order number>-R<n>`), remembered as the payment reference and
// in the attempt's payment record. Every earlier attempt is asked about, not only the latest: a
// tab left open on one can pay it after a newer one began. An order has at most
// MAX_PAYMENT_ATTEMPTS attempts, so that asking about all of them stays cheap.

export async function restartPayment(
  services: PaymentFlowServices,
  userId: number,
  transactionId: string,
  returnPath?: string,
): Promise<PaymentRestart> {
  const row = await ownOrderRow(services.database.db, userId, transactionId);
  if (row.paymentGateway === 'COD') throw refuse('paid_by_cash_on_delivery');
  // Already paid: said as such (another tab's read of the orders may have found the lost payment
  // while this one still showed "Pay now").
  if (row.paymentStatus === 'paid') throw refuse('order_paid_already');
  const now = services.now();
  const payable =
    row.status === 'Pending' &&
    row.paymentStatus === 'unpaid' &&
    row.paymentExpiresAt !== null &&
    row.paymentExpiresAt.getTime() > now;
  if (!payable) throw refuse('payment_not_payable');
  // eSewa signed a COMPLETE for it: the money may have been taken, and a second payment would be.
  if (row.paymentClaimedAt !== null) throw refuse('payment_being_confirmed');
  const provider = paymentProviders(services)[row.paymentGateway];
  // Money may have arrived without the shopper coming back through the provider's return: ask
  // first, for either provider. A provider that cannot say is not asked to take money again.
  const paid = await recordPaymentMadeMeanwhile(services, row);
  if (paid) throw refuse('order_paid_already');
  if (paid === null) throw providerDown(row.paymentGateway, new Error('status unknown'));
  const order = await paymentFor(services.database.db, row);
  if (order.attempts.length >= MAX_PAYMENT_ATTEMPTS) throw refuse('too_many_payment_attempts');
  let started;
  try {
    started = await provider.start(order, { retry: true, returnPath });
  } catch (error) {
    services.log.warn(
      { err: error, transactionId },
      `${PAYMENT_GATEWAY_LABELS[row.paymentGateway]} payment could not be restarted`,
    );
    throw providerDown(row.paymentGateway, error);
  }
  const nowDate = new Date(now);
  const recorded = await services.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...(started.reference ? { paymentReference: started.reference } : {}), updatedAt: nowDate })
      .where(and(eq(orders.id, row.id), eq(orders.status, 'Pending'), eq(orders.paymentStatus, 'unpaid')))
      .returning({ id: orders.id });
    if (!updated) return false;
    await tx.insert(payments).values({
      orderId: row.id,
      provider: row.paymentGateway,
      providerReference: started.reference ?? row.transactionId,
      attempt: started.reference ?? row.transactionId,
      amountPaisa: row.grandTotalPaisa,
      status: 'initiated',
      detail: { ...started.detail, restarted: true },
      createdAt: nowDate,
      updatedAt: nowDate,
    });
    return true;
  });
  // Paid or released while the provider was being asked: this start is not offered.
  if (!recorded) throw refuse('payment_not_payable');
  return { order: await orderById(services, row.id), payment: started.start };
}
