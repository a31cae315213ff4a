import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useCart } from './cart-store';

/** 'Clear Cart' with a confirmation (DEVIATIONS #3: the original control did nothing). */
export function ClearCartButton() {
  const count = useCart((state) => state.lines.length);
  const clear = useCart((state) => state.clear);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">
        <Trash2 aria-hidden="true" className="size-4" />
        Clear Cart
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]">
          <AlertDialog.Title className="text-lg font-semibold text-ink">Clear your cart?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            This removes {count === 1 ? 'the item' : `all ${count} items`} from your cart.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-ink hover:bg-slate-100">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={clear}
              className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Clear Cart
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
