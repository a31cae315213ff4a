import type { Order, OrderList } from '@pasal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../api/http';

/** Newest first, whatever order the list arrives in. */
function mostRecentOrder(orders: readonly Order[]): Order | null {
  let latest: Order | null = null;
  for (const order of orders)
    if (!latest || Date.parse(order.created_on) > Date.parse(latest.created_on)) latest = order;
  return latest;
}

export type OrdersSummary =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number; recent: Order | null };

/**
 * The number of purchases and the most recent one, from the first page of purchases
 * (useOrders('purchases', 1)). Online payments that never arrived are not purchases: the server
 * lists them apart (group payment_not_completed), so they count for neither. An orders endpoint
 * that is not there yet counts as none.
 */
export function ordersSummary(orders: UseQueryResult<OrderList>): OrdersSummary {
  if (orders.isPending) return { state: 'loading' };
  if (orders.isError) {
    if (orders.error instanceof ApiError && orders.error.status === 404)
      return { state: 'ready', count: 0, recent: null };
    return { state: 'error' };
  }
  return { state: 'ready', count: orders.data.count, recent: mostRecentOrder(orders.data.data) };
}
