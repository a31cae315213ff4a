import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { startWishlistSync } from '../wishlist';
import { startCartSync } from './account-sync';
import { t } from '../../i18n';
import { useCartDrawer } from './cart-drawer-store';
import { selectLineCount, useCart } from './cart-store';
import { localDigits } from '../../components/locale-format';

// The drawer's code loads on first use (or when the pointer nears the button).
const loadDrawer = () => import('./cart-drawer');
// Radix Dialog (through the kit's Sheet) loads with the drawer too, keeping it out of every page's first load.
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

const iconButton =
  'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 hover:text-ink';

function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] leading-5 font-semibold text-white"
    >
      {localDigits(count > 99 ? '99+' : count)}
    </span>
  );
}

/**
 * The header's cart icon with the count of distinct lines (docs/rules/cart.md#cart-lines). On large
 * screens it opens the cart drawer; on small ones it links to /carts. It also starts the account
 * sync of the cart and the wishlist, since the header is on every storefront page.
 */
export function CartButton() {
  const count = useCart(selectLineCount);
  const open = useCartDrawer((state) => state.open);
  const setOpen = useCartDrawer((state) => state.setOpen);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = t('cart.buttonLabel', { count });

  useEffect(() => {
    startCartSync();
    startWishlistSync();
  }, []);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);

  return (
    <>
      <Link to="/carts" className={`${iconButton} lg:hidden`} aria-label={label}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        <CountBadge count={count} />
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className={`${iconButton} max-lg:hidden`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <CountBadge count={count} />
      </button>
      <Suspense fallback={null}>
        {used || open ? <CartDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
      </Suspense>
    </>
  );
}
