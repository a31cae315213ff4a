import type { ProductSummary } from '@pasal/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toSummary } from '../wishlist';
import { withRecentlyViewed } from './recently-viewed';

/**
 * Kept in localStorage as plain JSON (docs/rules/catalogue.md#recently-viewed), not "encrypted" in
 * a cookie with a passphrase shipped to every browser, which would hide nothing.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'pasal-recently-viewed';

interface RecentlyViewedState {
  /** Most recent first, at most 4. */
  items: ProductSummary[];
  record(product: ProductSummary): void;
}

export const useRecentlyViewed = create<RecentlyViewedState>()(
  persist(
    (set, get) => ({
      items: [],
      record(product) {
        // An id already present changes nothing (not even the stored snapshot).
        if (get().items.some((item) => item.id === product.id)) return;
        set({ items: withRecentlyViewed(get().items, toSummary(product)) });
      },
    }),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

export const recordRecentlyViewed = (product: ProductSummary) => useRecentlyViewed.getState().record(product);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null) void useRecentlyViewed.persist.rehydrate();
  });
}
