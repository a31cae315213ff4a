import { CANCEL_WINDOW_MINUTES, type Order } from '@pasal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { refuse } from '../../lib/refusal.js';
import { orderById, releaseOrder, type OrderChangeServices } from './lifecycle.js';
import { checkOpenPayments } from './payment-check.js';
import { expireOverdueOrders, ownOrderRow, type PaymentFlowServices } from './payment-flow.js';
import { orders } from './schema.js';

// A customer's own orders: reading and cancelling them. Placing one is placement/place-order.ts;
// its price (also the quote route's answer) is quote.ts.

export async function getOrder(services: PaymentFlowServices, userId: number, transactionId: string): Promise<Order> {
  const row = await ownOrderRow(services.database.db, userId, transactionId);
  // The shopper may have paid without coming back through the provider's return (issue 30): asked
  // at most once in ten seconds, and never waited for long.
  await checkOpenPayments(services, { userId, orderId: row.id });
  await expireOverdueOrders(services, { orderId: row.id, limit: 1 });
  return orderById(services, row.id);
}

/** The customer's cancel: Pending and within one hour (docs/rules/checkout-and-payments.md#cancelling-an-order). */
export async function cancelOrder(
  services: OrderChangeServices,
  userId: number,
  transactionId: string,
): Promise<Order> {
  const row = await ownOrderRow(services.database.db, userId, transactionId);
  const cutoff = new Date(services.now() - CANCEL_WINDOW_MINUTES * 60_000);
  const cancelled = await releaseOrder(services, row.id, {
    actor: 'customer',
    reason: 'customer_cancelled',
    userId,
    // A replacement shipment is the shop's to send (issue #33): only staff cancel it.
    guard: and(eq(orders.userId, userId), sql`${orders.createdAt} >= ${cutoff}`, isNull(orders.replacesOrderId)),
  });
  if (!cancelled) throw refuse('cancel_not_allowed');
  return orderById(services, row.id);
}
