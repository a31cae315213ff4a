import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog';
import { t } from '../../i18n';
import { useCart } from './cart-store';

/** 'Clear Cart' with a confirmation (docs/rules/cart.md#cart-page). */
export function ClearCartButton() {
  const [open, setOpen] = useState(false);
  const count = useCart((state) => state.lines.length);
  const clear = useCart((state) => state.clear);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('cart.clearTitle')}
      description={t('cart.clearDescription', { count })}
      confirmLabel={t('cart.clearCart')}
      onConfirm={() => {
        clear();
        setOpen(false);
      }}
      trigger={
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('cart.clearCart')}
        </button>
      }
    />
  );
}
