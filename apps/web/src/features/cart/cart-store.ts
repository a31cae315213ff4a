import type { Product, ProductColor } from '@pasal/contract';
import { notifySuccess } from '../../components/notify';
import { t } from '../../i18n';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  cartSubtotal,
  keyOf,
  lineFromProduct,
  lineMax,
  refreshLine,
  sameLine,
  withQuantity,
  type CartLine,
  type LineKey,
} from './cart-lines';

/** The cart's own key in localStorage (docs/rules/cart.md#browser-storage). */
export const CART_STORAGE_KEY = 'pasal-cart';
export const ADDED_TO_CART = 'Product added to cart successfully';

export interface CartState {
  lines: CartLine[];
  /** The account whose server cart these lines mirror; null for a visitor's cart. */
  ownerId: number | null;
  /**
   * True when the last change came from outside this tab's shopper (another tab, the server),
   * so the account sync does not echo it back. Not persisted.
   */
  fromRemote: boolean;
  /** Appends a line (or sets the quantity of the same product and colour) and confirms with a toast. */
  add(product: Product, quantity: number, color: ProductColor | null): void;
  setQuantity(key: LineKey, quantity: number): void;
  increase(key: LineKey): void;
  decrease(key: LineKey): void;
  remove(key: LineKey): void;
  clear(): void;
  dismissNotice(key: LineKey): void;
  /**
   * Brings the lines of the asked-for products up to date with their current data (an asked-for
   * product missing from `products` no longer exists); returns how many lines changed.
   */
  applyProducts(products: readonly Product[], askedFor: readonly number[]): number;
  /** Replaces the cart with the server's copy (after login, on load while signed in). */
  replaceFromServer(lines: CartLine[], ownerId: number | null): void;
}

type Persisted = Pick<CartState, 'lines' | 'ownerId'>;

function mapLine(lines: CartLine[], key: LineKey, change: (line: CartLine) => CartLine): CartLine[] {
  return lines.map((line) => (keyOf(line) === key ? change(line) : line));
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      ownerId: null,
      fromRemote: false,
      add(product, quantity, color) {
        const line = lineFromProduct(product, quantity, color);
        const key = keyOf(line);
        const existing = get().lines.some((candidate) => keyOf(candidate) === key);
        set((state) => ({
          fromRemote: false,
          lines: existing ? mapLine(state.lines, key, (old) => withQuantity(old, quantity)) : [...state.lines, line],
        }));
        void notifySuccess(t('cart.added'));
      },
      setQuantity(key, quantity) {
        set((state) => ({
          fromRemote: false,
          lines: mapLine(state.lines, key, (line) => withQuantity(line, quantity)),
        }));
      },
      increase(key) {
        set((state) => ({
          fromRemote: false,
          lines: mapLine(state.lines, key, (line) =>
            line.cart_quantity < lineMax(line) ? withQuantity(line, line.cart_quantity + 1) : line,
          ),
        }));
      },
      decrease(key) {
        set((state) => ({
          fromRemote: false,
          lines: mapLine(state.lines, key, (line) =>
            line.cart_quantity > 1 ? withQuantity(line, line.cart_quantity - 1) : line,
          ),
        }));
      },
      remove(key) {
        set((state) => ({ fromRemote: false, lines: state.lines.filter((line) => keyOf(line) !== key) }));
      },
      clear() {
        set({ fromRemote: false, lines: [] });
      },
      dismissNotice(key) {
        set((state) => ({ fromRemote: true, lines: mapLine(state.lines, key, (line) => ({ ...line, notice: null })) }));
      },
      applyProducts(products, askedFor) {
        const byId = new Map(products.map((product) => [product.id, product]));
        const asked = new Set(askedFor);
        let changed = 0;
        const lines = get().lines.map((line) => {
          if (!asked.has(line.id)) return line;
          const refreshed = refreshLine(line, byId.get(line.id));
          if (!sameLine(line, refreshed)) changed += 1;
          return refreshed;
        });
        // Quantities lowered to the stock are the shopper's cart now: the server copy follows.
        if (changed > 0) set({ fromRemote: false, lines });
        return changed;
      },
      replaceFromServer(lines, ownerId) {
        set({ fromRemote: true, lines, ownerId });
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: 2,
      // Version 1 kept a line's notice as an English sentence; version 2 keeps its figures, so the
      // page can word it in Nepali. An old sentence is dropped: the line's price and quantity
      // are already the current ones.
      migrate: (persisted, version) => {
        const state = persisted as Persisted;
        if (version >= 2) return state;
        return {
          ...state,
          lines: state.lines.map((line) => (typeof line.notice === 'string' ? { ...line, notice: null } : line)),
        };
      },
      storage: createJSONStorage(() => localStorage),
      partialize: (state): Persisted => ({ lines: state.lines, ownerId: state.ownerId }),
      // Whatever is read back from storage was written elsewhere (or earlier): never echo it.
      merge: (persisted, current) => ({ ...current, ...(persisted as Persisted), fromRemote: true }),
    },
  ),
);

/** Distinct lines: what the header's cart icon counts (docs/rules/cart.md#cart-lines). */
export const selectLineCount = (state: CartState) => state.lines.length;
export const selectSubtotal = (state: CartState) => cartSubtotal(state.lines);
export const selectHasUnavailable = (state: CartState) => state.lines.some((line) => line.unavailable !== null);

/** The line for a product in a colour (or without one), if it is in the cart. */
export const findLine = (lines: readonly CartLine[], productId: number, colorId: number | null) =>
  lines.find((line) => line.id === productId && (line.selectedColor?.id ?? null) === colorId);

// Spec: the same cart in every tab. Another tab's write arrives as a storage event.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) void useCart.persist.rehydrate();
  });
}
