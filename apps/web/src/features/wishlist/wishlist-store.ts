import type { ProductSummary } from '@pasal/contract';
import { notifySuccess } from '../../components/notify';
import { t } from '../../i18n';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toSummary } from './product-summary';

/** The wishlist's own key: removing writes this key; the cart is never touched (docs/rules/cart.md#wishlist). */
export const WISHLIST_STORAGE_KEY = 'pasal-wishlist';
// The toasts are wishlist.added and wishlist.removed ('Product remove from wishlist successfully':
// spelt as the specification spells it), looked up when shown so they speak the page's language.

export interface WishlistState {
  /** Whole products, in the order they were saved. */
  items: ProductSummary[];
  /** The account whose server list these items mirror; null for a visitor's list. */
  ownerId: number | null;
  /** The last change came from another tab or the server: the account sync must not echo it. */
  fromRemote: boolean;
  /** Adds the product if absent, removes it if present, and confirms with a toast (docs/rules/cart.md#wishlist). */
  toggle(product: ProductSummary): void;
  remove(productId: number): void;
  replaceFromServer(items: ProductSummary[], ownerId: number | null): void;
}

export const useWishlist = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      ownerId: null,
      fromRemote: false,
      toggle(product) {
        if (get().items.some((item) => item.id === product.id)) {
          get().remove(product.id);
          return;
        }
        set((state) => ({ fromRemote: false, items: [...state.items, toSummary(product)] }));
        void notifySuccess(t('wishlist.added'));
      },
      remove(productId) {
        set((state) => ({ fromRemote: false, items: state.items.filter((item) => item.id !== productId) }));
        void notifySuccess(t('wishlist.removed'));
      },
      replaceFromServer(items, ownerId) {
        set({ fromRemote: true, items: items.map(toSummary), ownerId });
      },
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, ownerId: state.ownerId }),
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Pick<WishlistState, 'items' | 'ownerId'>),
        fromRemote: true,
      }),
    },
  ),
);

/** Whether a product is saved (the heart is highlighted). */
export const useInWishlist = (productId: number) =>
  useWishlist((state) => state.items.some((item) => item.id === productId));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) void useWishlist.persist.rehydrate();
  });
}
