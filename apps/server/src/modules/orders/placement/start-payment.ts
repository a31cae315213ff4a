import type { PaymentStart } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import type { PaymentStarted } from '../../payments/index.js';
import { orderForPayment, providerDown, type PaymentFlowServices } from '../payment-flow.js';
import { orders, payments } from '../schema.js';
import type { OrderRow } from '../serialize.js';
import { cancelRecordedOrder, type RecordedOrder } from './record.js';
import type { Placement } from './request.js';

// Step 5 of placing an order: start collecting the money, after the order is committed (a
// provider's answer takes a network round trip; no transaction is held open across it). Cash on
// delivery starts at once. If a provider cannot start, the order is undone (cancelRecordedOrder:
// its stock and coupon use go back) and the shopper gets a 502 to try again.

/**
 * Asks the provider to start the payment; on failure undoes the recorded order and throws 502.
 * An online payment's start is then written down (recordPaymentStart).
 */
export async function startPayment(
  services: PaymentFlowServices,
  placement: Placement,
  recorded: RecordedOrder,
): Promise<{ row: OrderRow; payment: PaymentStart }> {
  const { row } = recorded;
  let started: PaymentStarted;
  try {
    started = await placement.provider.start(orderForPayment(row), { returnPath: placement.returnPath });
  } catch (error) {
    services.log.error(
      { err: error, transactionId: placement.transactionId },
      'payment could not be started; cancelling the order',
    );
    await cancelRecordedOrder(services, row.id);
    throw providerDown(row.paymentGateway, error);
  }
  if (row.paymentGateway === 'COD') return { row, payment: started.start };
  return {
    row: await recordPaymentStart(services.database.db, row, started, new Date(placement.now)),
    payment: started.start,
  };
}

/**
 * The provider's reference and the payment record (initiated), in one transaction of their own:
 * the order stands whether or not this is written, and an expiry or a recheck settles it either way.
 * A provider's own deadline later than the shop's payment window replaces it.
 */
async function recordPaymentStart(db: DbOrTx, row: OrderRow, started: PaymentStarted, now: Date): Promise<OrderRow> {
  const expiresAt = started.expiresAt && started.expiresAt > (row.paymentExpiresAt ?? now) ? started.expiresAt : null;
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        paymentReference: started.reference,
        ...(expiresAt ? { paymentExpiresAt: expiresAt } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, row.id));
    await tx.insert(payments).values({
      orderId: row.id,
      provider: row.paymentGateway,
      providerReference: started.reference ?? row.transactionId,
      // The first eSewa attempt's transaction_uuid is the order number; Khalti's is its pidx.
      attempt: started.reference ?? row.transactionId,
      amountPaisa: row.grandTotalPaisa,
      status: 'initiated',
      detail: started.detail,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { ...row, paymentReference: started.reference, paymentExpiresAt: expiresAt ?? row.paymentExpiresAt };
}
