import { COMPARE_LIMIT, type ProductSummary } from '@pasal/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { localDigits } from '../../components/locale-format';
import { localText, t } from '../../i18n';
import {
  addToCompare,
  removeFromCompare,
  toCompareItem,
  type CompareAddOutcome,
  type CompareItem,
} from './compare-list';
import { notifyCompare } from './notify';

/** Kept in the browser like the recently viewed list: plain JSON in localStorage, its own key. */
export const COMPARE_STORAGE_KEY = 'pasal-compare';

interface CompareState {
  /** In the order chosen: the comparison's columns. */
  items: CompareItem[];
  /** Adds the product, or says (a toast) why it cannot be added; nothing chosen is dropped. */
  add(product: ProductSummary): CompareAddOutcome;
  remove(id: number): void;
  /** Starts a new list with this product alone (the way out of "another category"). */
  startWith(product: ProductSummary): void;
  clear(): void;
}

export const useCompare = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      add(product) {
        const item = toCompareItem(product);
        const { items, outcome } = addToCompare(get().items, item);
        if (outcome === 'added') {
          set({ items });
          void notifyCompare('success', t('compare.added', { name: product.name }));
        } else if (outcome === 'full') {
          void notifyCompare('error', t('compare.full', { name: product.name, limit: localDigits(COMPARE_LIMIT) }));
        } else if (outcome === 'other-category') {
          const chosen = items[0]!;
          void notifyCompare(
            'error',
            t('compare.otherCategory', {
              name: product.name,
              category: localText(item.category_name, item.category_name_ne),
              chosen: localText(chosen.category_name, chosen.category_name_ne),
            }),
            { label: t('compare.startNewList'), onClick: () => get().startWith(product) },
          );
        }
        return outcome;
      },
      remove(id) {
        const item = get().items.find((chosen) => chosen.id === id);
        if (!item) return;
        set({ items: removeFromCompare(get().items, id) });
        void notifyCompare('success', t('compare.removed', { name: item.name }));
      },
      startWith(product) {
        set({ items: [toCompareItem(product)] });
        void notifyCompare('success', t('compare.added', { name: product.name }));
      },
      clear() {
        set({ items: [] });
      },
    }),
    {
      name: COMPARE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

/** Whether a product is in the compare list. */
export const useInCompare = (id: number) => useCompare((state) => state.items.some((item) => item.id === id));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) void useCompare.persist.rehydrate();
  });
}
