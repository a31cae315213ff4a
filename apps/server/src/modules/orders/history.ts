import { ORDERS_PAGE_SIZE, type OrderList, type OrderListGroup, totalPages } from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { checkOpenPayments } from './payment-check.js';
import { expireOverdueOrders, type PaymentFlowServices } from './payment-flow.js';
import { selectOrders } from './serialize.js';

// The customer's order history (GET api/v1/orders/), a page at a time. An online payment that
// never arrived (abandoned or cancelled at eSewa or Khalti, or still open) is not a purchase: it is
// listed apart (group=payment_not_completed), so the account's orders, their count and the
// dashboard's recent order are only what the shopper actually bought. The same condition as the
// contract's isPaymentNotCompleted, in SQL.

// An order eSewa has already signed COMPLETE for (payment_claimed_at, payment-flow.ts) is being
// confirmed, not abandoned: it stays with the purchases, as "Awaiting payment".
const NOT_COMPLETED = sql`(o.payment_gateway <> 'COD' AND o.payment_status IN ('unpaid', 'failed') AND o.payment_claimed_at IS NULL)`;

function groupCondition(group: OrderListGroup): SQL {
  return group === 'payment_not_completed' ? NOT_COMPLETED : sql`NOT ${NOT_COMPLETED}`;
}

export async function listCustomerOrders(
  services: PaymentFlowServices,
  userId: number,
  query: { page: number; group: OrderListGroup },
): Promise<OrderList> {
  // A payment made without the provider's return reaching the shop is found first (issue 30), and
  // overdue unpaid online orders are settled, so that each order is in the right group.
  await checkOpenPayments(services, { userId });
  await expireOverdueOrders(services, { userId, limit: 20 });
  const { db } = services.database;
  // A counter sale is the account of the staff member who rang it up (issue #36), not their purchase.
  const where = sql`o.user_id = ${userId} AND o.channel = 'online' AND ${groupCondition(query.group)}`;
  const [counted, data] = await Promise.all([
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM orders o WHERE ${where}`),
    selectOrders(db, where, services.now(), {
      limit: ORDERS_PAGE_SIZE,
      offset: (query.page - 1) * ORDERS_PAGE_SIZE,
    }),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  return { data, count, page: query.page, total_pages: totalPages(count, ORDERS_PAGE_SIZE) };
}
