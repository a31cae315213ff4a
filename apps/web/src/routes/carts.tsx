import { DEFAULT_FREE_DELIVERY_THRESHOLD } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import {
  CartChangesNotice,
  CartLineItem,
  keyOf,
  selectHasUnavailable,
  selectSubtotal,
  useCart,
  useGoToCheckout,
  ClearCartButton,
  useCartRefresh,
  money,
} from '../features/cart';
import { shopInfoQuery, useShopFacts } from '../api/shop-info';
import { activeLocale, t } from '../i18n';

/** /carts, 'Shopping Cart' (docs/rules/cart.md#cart-page). */
export function Component() {
  const lines = useCart((state) => state.lines);
  const subtotal = useCart(selectSubtotal);
  const blocked = useCart(selectHasUnavailable);
  const goToCheckout = useGoToCheckout();
  // The threshold an admin set on /staff/settings (the default until it has loaded).
  const { freeDeliveryThreshold } = useShopFacts();
  const info = useQuery(shopInfoQuery()).data;
  // English words it as the settings do ('NPR 10,000'); Nepali in its own digits ('रु. १०,०००').
  const threshold =
    activeLocale() === 'ne'
      ? money(info?.free_delivery_threshold ?? DEFAULT_FREE_DELIVERY_THRESHOLD)
      : freeDeliveryThreshold;
  useCartRefresh(true);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <PageMeta title={t('cart.metaTitle')} description={t('cart.metaDescription')} noIndex />
      <Breadcrumb className="mb-4" items={[{ label: t('cart.home'), to: '/' }, { label: t('cart.title') }]} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('cart.title')}</h1>

      {lines.length === 0 ? (
        <section className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-slate-100">
            <ShoppingBag aria-hidden="true" className="size-7 text-slate-600" />
          </span>
          <h2 className="text-lg font-semibold text-ink">{t('cart.empty')}</h2>
          <Link
            to="/products"
            className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('cart.startShopping')}
          </Link>
        </section>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="cart-items-heading" className="min-w-0">
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 pb-3">
              <h2 id="cart-items-heading" className="text-base font-semibold text-ink">
                {t('cart.itemCount', { count: lines.length })}
              </h2>
              <ClearCartButton />
            </div>
            <div className="mt-4 empty:hidden">
              <CartChangesNotice lines={lines} />
            </div>
            <ul aria-label={t('cart.cartItems')}>
              {lines.map((line) => (
                <CartLineItem key={keyOf(line)} line={line} variant="page" />
              ))}
            </ul>
            <Link
              to="/products"
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('cart.continueShopping')}
            </Link>
          </section>

          <section
            aria-labelledby="order-summary-heading"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
          >
            <h2 id="order-summary-heading" className="text-lg font-semibold text-ink">
              {t('cart.orderSummary')}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">{t('cart.subtotal')}</dt>
                <dd data-testid="summary-subtotal" className="font-medium text-ink">
                  {money(subtotal)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">{t('cart.shipping')}</dt>
                <dd className="text-slate-700">{t('cart.calculatedAtCheckout')}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">{t('cart.tax')}</dt>
                <dd className="text-slate-700">{t('cart.calculatedAtCheckout')}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
                <dt className="font-semibold text-ink">{t('cart.total')}</dt>
                <dd data-testid="summary-total" className="font-bold text-ink">
                  {money(subtotal)}
                </dd>
              </div>
            </dl>
            {blocked ? <p className="mt-4 text-sm font-medium text-red-700">{t('cart.removeToCheckOut')}</p> : null}
            <button
              type="button"
              disabled={blocked}
              onClick={goToCheckout}
              className="mt-5 w-full rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
            >
              {t('cart.proceedToCheckout')}
            </button>
            <p className="mt-3 text-center text-xs text-slate-600">
              {t('cart.freeDeliveryAbove', { amount: threshold })}
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
