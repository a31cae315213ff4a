import { CART_PATHS, type WishlistResponse } from '@pasal/contract';
import { apiRequest } from '../../api/http';
import { useSession } from '../../api/session-store';
import { useWishlist } from './wishlist-store';

// The wishlist follows a signed-in shopper like the cart does (see features/cart/account-sync.ts):
// merged on login, the server's copy on a later load, each add/remove saved, gone on logout.

let started = false;

function currentUserId(): number | null {
  const session = useSession.getState();
  return session.loggedIn && session.user ? session.user.id : null;
}

async function reconcile(): Promise<void> {
  const userId = currentUserId();
  const { ownerId, items } = useWishlist.getState();
  if (userId === null) {
    if (ownerId !== null) useWishlist.getState().replaceFromServer([], null);
    return;
  }
  try {
    const response =
      ownerId === userId
        ? await apiRequest<WishlistResponse>(CART_PATHS.wishlist)
        : await apiRequest<WishlistResponse>(CART_PATHS.wishlistMerge, {
            method: 'POST',
            body: { product_ids: items.map((item) => item.id) },
          });
    if (currentUserId() !== userId) return;
    useWishlist.getState().replaceFromServer(response.data, userId);
  } catch {
    // The browser's list keeps working; the next load tries again.
  }
}

function save(added: number[], removed: number[]): void {
  for (const productId of added) {
    apiRequest(CART_PATHS.wishlist, { method: 'POST', body: { product_id: productId } }).catch(() => undefined);
  }
  for (const productId of removed) {
    apiRequest(CART_PATHS.wishlistItem(productId), { method: 'DELETE' }).catch(() => undefined);
  }
}

/** Starts following the session (idempotent). */
export function startWishlistSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void reconcile();
  useSession.subscribe((session, previous) => {
    if (session.loggedIn !== previous.loggedIn || session.user?.id !== previous.user?.id) void reconcile();
  });
  useWishlist.subscribe((state, previous) => {
    if (state.items === previous.items || state.fromRemote) return;
    const userId = currentUserId();
    if (userId === null || state.ownerId !== userId) return;
    const before = new Set(previous.items.map((item) => item.id));
    const after = new Set(state.items.map((item) => item.id));
    save(
      [...after].filter((id) => !before.has(id)),
      [...before].filter((id) => !after.has(id)),
    );
  });
}
