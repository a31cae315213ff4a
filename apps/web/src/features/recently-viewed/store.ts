import type { ProductSummary } from '@pasal/contract';
import { create } from 'zustand';

interface RecentlyViewedState {
  items: ProductSummary[];
  record(product: ProductSummary): void;
}

export const useRecentlyViewed = create<RecentlyViewedState>()((set) => ({
  items: [],
  record: (product) => set((state) => ({ items: [product, ...state.items] })),
}));

export const recordRecentlyViewed = (product: ProductSummary) => useRecentlyViewed.getState().record(product);
