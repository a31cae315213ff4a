import { CART_PATHS, type WishlistResponse } from '@pasal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { useSession } from '../../api/session-store';
import { useWishlist } from './wishlist-store';

const wishlistKeys = {
  count: (userId: number | null) => ['wishlist', 'count', userId] as const,
};

/** How many items the account's server list holds; the user is in the key so a sign-in asks again. */
const wishlistCountQuery = (userId: number | null) =>
  queryOptions({
    queryKey: wishlistKeys.count(userId),
    queryFn: () => apiRequest<WishlistResponse>(CART_PATHS.wishlist).then((body) => body.data.length),
    staleTime: 0,
    retry: false,
  });

/** Saved items: the account's server list, or the browser's list when the server cannot say. */
export function useWishlistCount(): number | null {
  const userId = useSession((state) => state.user?.id ?? null);
  const local = useWishlist((state) => state.items.length);
  const server = useQuery(wishlistCountQuery(userId));
  if (server.isSuccess) return server.data;
  if (server.isError) return local;
  return null;
}
