import { adToBs, formatBs, type Order } from '@pasal/contract';
import { Heart, LifeBuoy, Package, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { localDigits, paymentMethodName } from '../../components/locale-format';
import { PageMeta } from '../../components/page-meta';
import { formatPrice } from '../../components/price';
import { useSession } from '../../api/session-store';
import { OrderStatusBadge, ordersSummary, useOrders } from '../../features/orders';
import { useSettleStoredCheckout } from '../../features/payments';
import { useWishlistCount } from '../../features/wishlist';
import { activeLocale, t } from '../../i18n';

/** The support ticket count is always 0 (docs/rules/accounts.md#account-area). */
const OPEN_SUPPORT_TICKETS = 0;

function StatCard({
  icon: Icon,
  label,
  value,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: number | string | null;
  to?: string;
}) {
  const body = (
    <>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="flex flex-col">
        <span className="text-sm text-slate-600">{label}</span>
        {value === null ? (
          <span aria-label={t('account.loading')} className="mt-1 block h-7 w-10 animate-pulse rounded bg-slate-200" />
        ) : (
          <span className="text-2xl font-bold text-ink">{localDigits(value)}</span>
        )}
      </span>
    </>
  );
  const className =
    'flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5';
  return to ? (
    <Link to={to} className={`${className} transition hover:border-brand-300 hover:shadow`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

const placedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The Bikram Sambat date beside the AD one (issue #20); nothing for a date outside the BS table. */
function bsDate(iso: string): string | null {
  try {
    const language = activeLocale();
    const text = formatBs(adToBs(new Date(iso)), language);
    return language === 'ne' ? `वि.सं. ${text}` : `${text} BS`;
  } catch {
    return null;
  }
}

function RecentOrder({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-5">
      <div className="col-span-2 sm:col-span-1">
        <dt className="text-xs font-medium text-slate-600 uppercase">{t('account.transactionId')}</dt>
        <dd className="mt-1 font-mono text-sm break-all text-ink">{order.transaction_id}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-slate-600 uppercase">{t('account.placedOn')}</dt>
        <dd className="mt-1 text-sm text-ink">
          <time dateTime={order.created_on}>{placedOn(order.created_on)}</time>
          {bsDate(order.created_on) ? (
            <span className="block text-xs text-slate-600">{bsDate(order.created_on)}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-slate-600 uppercase">{t('account.payment')}</dt>
        <dd className="mt-1 text-sm text-ink">{paymentMethodName(order.payment_gateway)}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-slate-600 uppercase">{t('account.grandTotal')}</dt>
        <dd className="mt-1 text-sm font-semibold text-ink">{formatPrice(order.grand_total, 'Rs.')}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-slate-600 uppercase">{t('account.status')}</dt>
        <dd className="mt-1">
          <OrderStatusBadge status={order.order_status} />
        </dd>
      </div>
    </dl>
  );
}

export function Component() {
  const firstName = useSession((state) => state.user?.first_name ?? '');
  const purchases = useOrders('purchases', 1);
  useSettleStoredCheckout(purchases);
  const orders = ordersSummary(purchases);
  const wishlistCount = useWishlistCount();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <PageMeta title={t('account.dashboardMetaTitle')} description={t('account.dashboardMetaDescription')} noIndex />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('account.dashboardHeading')}</h1>
      <p className="mt-1 text-slate-600">
        {firstName ? t('account.dashboardGreeting', { name: firstName }) : t('account.dashboardSummary')}
      </p>

      <div className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard
          icon={Package}
          label={t('account.statOrders')}
          value={orders.state === 'ready' ? orders.count : orders.state === 'error' ? '—' : null}
          to="/profile/orders"
        />
        <StatCard icon={Heart} label={t('account.statWishlist')} value={wishlistCount} to="/wishlist" />
        <StatCard icon={LifeBuoy} label={t('account.statSupport')} value={OPEN_SUPPORT_TICKETS} />
      </div>

      <section
        aria-labelledby="recent-orders"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="recent-orders" className="text-lg font-semibold text-ink">
            {t('account.recentOrders')}
          </h2>
          <Link to="/profile/orders" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('account.viewAllOrders')}
          </Link>
        </div>
        {orders.state === 'loading' ? (
          <div aria-label={t('account.loadingRecentOrders')} className="h-16 animate-pulse rounded-lg bg-slate-100" />
        ) : orders.state === 'error' ? (
          <p role="alert" className="text-sm text-red-700">
            {t('account.loadFailed')}
          </p>
        ) : orders.recent ? (
          <RecentOrder order={orders.recent} />
        ) : (
          <p className="text-slate-600">{t('account.noOrders')}</p>
        )}
      </section>
    </div>
  );
}
