import { CATALOG_PATHS, MAX_CART_LINES, type Product } from '@pasal/contract';
import { useEffect } from 'react';
import { apiRequest } from '../../api/http';
import { useCart } from './cart-store';

// Stale carts: a cart kept in the browser for days may hold old prices, bulk rules and stock.
// When the drawer opens or the cart page loads, every line is checked against the catalogue.

/** Refreshing again within this many milliseconds reuses the last answer (drawer → cart page). */
const REFRESH_INTERVAL_MS = 5_000;

let inFlight: Promise<void> | null = null;
let lastRefreshAt = 0;

export function refreshCart(options: { force?: boolean } = {}): Promise<void> {
  const ids = [...new Set(useCart.getState().lines.map((line) => line.id))].slice(0, MAX_CART_LINES);
  if (ids.length === 0) return Promise.resolve();
  if (inFlight) return inFlight;
  if (!options.force && Date.now() - lastRefreshAt < REFRESH_INTERVAL_MS) return Promise.resolve();
  inFlight = (async () => {
    try {
      const { data } = await apiRequest<{ data: Product[] }>(CATALOG_PATHS.byIds, {
        query: { ids: ids.join(',') },
      });
      useCart.getState().applyProducts(data, ids);
      lastRefreshAt = Date.now();
    } catch {
      // Offline or the server is busy: the cart stays as it was and the next opening tries again.
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Refreshes the cart's lines whenever `active` becomes true (drawer open, cart page shown). */
export function useCartRefresh(active: boolean): void {
  useEffect(() => {
    if (active) void refreshCart();
  }, [active]);
}

/** For tests: forget when the cart was last refreshed. */
export function resetCartRefresh(): void {
  lastRefreshAt = 0;
  inFlight = null;
}
