import { create } from 'zustand';

/** Whether the cart drawer is open: the header button opens it; links inside close it. */
export const useCartDrawer = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
