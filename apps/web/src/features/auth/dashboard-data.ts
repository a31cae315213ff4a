import { CART_PATHS, type Order, type WishlistResponse } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/http';
import { useOrders } from '../orders';
import { useWishlist } from '../wishlist';
import { useSession } from '../../api/session-store';

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
 * The number of purchases and the most recent one. Online payments that never arrived are not
 * purchases: the server lists them apart (group payment_not_completed), so they count for neither.
 * An orders endpoint that is not there yet counts as none.
 */
export function useOrdersSummary(): OrdersSummary {
  const orders = useOrders('purchases', 1);
  if (orders.isPending) return { state: 'loading' };
  if (orders.isError) {
    if (orders.error instanceof ApiError && orders.error.status === 404)
      return { state: 'ready', count: 0, recent: null };
    return { state: 'error' };
  }
  return { state: 'ready', count: orders.data.count, recent: mostRecentOrder(orders.data.data) };
}

/** Saved items: the account's server list, or the browser's list when the server cannot say. */
export function useWishlistCount(): number | null {
  const userId = useSession((state) => state.user?.id ?? null);
  const local = useWishlist((state) => state.items.length);
  const server = useQuery({
    queryKey: ['wishlist', 'count', userId],
    queryFn: () => apiRequest<WishlistResponse>(CART_PATHS.wishlist).then((body) => body.data.length),
    staleTime: 0,
    retry: false,
  });
  if (server.isSuccess) return server.data;
  if (server.isError) return local;
  return null;
}
