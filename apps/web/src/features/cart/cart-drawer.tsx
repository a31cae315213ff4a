import type { RefObject } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Sheet } from '../../components/ui/sheet';
import { t } from '../../i18n';
import { CartChangesNotice } from './cart-changes-notice';
import { CartLineItem } from './cart-line-item';
import { keyOf } from './cart-lines';
import { selectHasUnavailable, selectSubtotal, useCart } from './cart-store';
import { useGoToCheckout } from './checkout-navigation';
import { money } from './money';
import { useCartRefresh } from './refresh';

/**
 * The cart drawer (docs/rules/cart.md#cart-drawer): a modal side sheet, so it traps focus, returns
 * it to the cart button, closes on Escape and outside click, and locks body scroll.
 */
export function CartDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the drawer: focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const lines = useCart((state) => state.lines);
  const subtotal = useCart(selectSubtotal);
  const blocked = useCart(selectHasUnavailable);
  const goToCheckout = useGoToCheckout();
  const close = () => onOpenChange(false);
  useCartRefresh(open);

  return (
    <Sheet
      side="right"
      size="lg"
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          {t('cart.yourCart')}
          {lines.length > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-600">
              ({t('cart.itemCount', { count: lines.length })})
            </span>
          ) : null}
        </>
      }
      closeLabel={t('cart.closeCart')}
      returnFocusTo={returnFocusTo}
      footer={
        lines.length === 0 ? undefined : (
          <>
            <p className="flex items-center justify-between text-base">
              <span className="font-medium text-slate-700">{t('cart.subtotal')}</span>
              <span data-testid="drawer-subtotal" className="font-semibold text-ink">
                {money(subtotal)}
              </span>
            </p>
            <p className="text-xs text-slate-600">{t('cart.drawerShippingNote')}</p>
            {blocked ? <p className="text-xs font-medium text-red-700">{t('cart.removeToCheckOut')}</p> : null}
            <button
              type="button"
              disabled={blocked}
              onClick={() => {
                close();
                goToCheckout();
              }}
              className="w-full rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
            >
              {t('cart.checkout')}
            </button>
            <Link
              to="/carts"
              onClick={close}
              className="block w-full rounded-full border border-slate-300 bg-white px-6 py-3 text-center text-sm font-semibold text-ink hover:bg-slate-100"
            >
              {t('cart.viewCartPage')}
            </Link>
          </>
        )
      }
    >
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-slate-100">
            <ShoppingBag aria-hidden="true" className="size-7 text-slate-600" />
          </span>
          <p className="text-lg font-semibold text-ink">{t('cart.empty')}</p>
          <Link
            to="/products"
            onClick={close}
            className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="px-4">
          <div className="pt-4 empty:hidden">
            <CartChangesNotice lines={lines} />
          </div>
          <ul aria-label={t('cart.cartItems')}>
            {lines.map((line) => (
              <CartLineItem key={keyOf(line)} line={line} variant="drawer" onNavigate={close} />
            ))}
          </ul>
        </div>
      )}
    </Sheet>
  );
}
