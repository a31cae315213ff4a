import { toDevanagariDigits, type Order } from '@pasal/contract';
import { formatBsAd, formatNepalTime } from '../../components/format-date';
import { formatPrice } from '../../components/price';
import { Spinner } from '../../components/spinner';
import { activeLocale, t } from '../../i18n';
import { CancelOrderButton, useOrders } from '../orders';
import { usePayAgain } from './pay-again';
import { paymentMethodName } from '../../components/locale-format';

// Online payments that never arrived (abandoned or cancelled at eSewa or Khalti): not purchases,
// so they are kept out of the orders list and the dashboard and shown here, collapsed. One whose
// payment window is still open can be paid now.

const formatRs = (rupees: number) => formatPrice(rupees, 'Rs.');
/** A count in the page's digits. */
const figure = (count: number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(count)) : String(count));

/** Whether the payment can still be made (the server decides again when asked). */
function canPayNow(order: Order, now: number): boolean {
  return order.payment_expires_at !== null && Date.parse(order.payment_expires_at) > now;
}

function PayNowButton({ order }: { order: Order }) {
  const payAgain = usePayAgain();
  const provider = paymentMethodName(order.payment_gateway);
  return (
    <button
      type="button"
      aria-label={t('orders.payNowLabel', { provider, id: order.transaction_id })}
      disabled={payAgain.isPending}
      onClick={() => payAgain.mutate(order.transaction_id)}
      className="inline-flex h-9 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-700"
    >
      {payAgain.isPending ? <Spinner className="[&_[data-spinner]]:size-4" /> : null}
      {t('orders.payNow')}
    </button>
  );
}

function UnfinishedCard({ order, now }: { order: Order; now: number }) {
  const payable = canPayNow(order, now) && order.order_status === 'Pending';
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-mono font-semibold text-ink" data-testid="unfinished-transaction-id">
          {order.transaction_id}
        </p>
        <p className="font-semibold text-ink">{formatRs(order.grand_total)}</p>
      </div>
      <p className="mt-1 text-slate-700">
        {paymentMethodName(order.payment_gateway)} ·{' '}
        <time dateTime={order.created_on}>
          {formatBsAd(order.created_on)}, {formatNepalTime(order.created_on)}
        </time>{' '}
        · {t('orders.itemCount', { count: itemCount, shown: figure(itemCount) })}
      </p>
      {payable && order.payment_expires_at ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">{t('orders.payUntil', { time: formatNepalTime(order.payment_expires_at) })}</p>
          <div className="flex flex-wrap gap-2">
            <PayNowButton order={order} />
            {order.can_cancel ? <CancelOrderButton order={order} /> : null}
          </div>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t('orders.notCompletedNote')}</p>
      )}
    </li>
  );
}

/**
 * The collapsed "Payment not completed" group of /profile/orders. Renders nothing when there is
 * nothing to show (or while it loads: the purchases are what the page is for).
 */
export function PaymentNotCompleted({ now = Date.now() }: { now?: number }) {
  // The most recent page only: a second "Pagination" landmark on the page would confuse more
  // than the rare eleventh abandoned payment helps.
  const unfinished = useOrders('payment_not_completed', 1);
  if (!unfinished.isSuccess || unfinished.data.count === 0) return null;
  const { data: orders, count } = unfinished.data;
  const payable = orders.filter((order) => order.order_status === 'Pending' && canPayNow(order, now)).length;
  return (
    <details className="group mb-6 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3">
      <summary className="cursor-pointer text-sm font-semibold text-amber-950">
        {t('orders.notCompletedSummary', { count: figure(count) })}
        {payable > 0 ? (
          <span className="font-normal">{t('orders.canStillPay', { count: figure(payable) })}</span>
        ) : null}
      </summary>
      <p className="mt-2 text-sm text-amber-950">{t('orders.notCompletedIntro')}</p>
      <ul aria-label={t('orders.notCompletedLabel')} className="mt-3 space-y-3">
        {orders.map((order) => (
          <UnfinishedCard key={order.transaction_id} order={order} now={now} />
        ))}
      </ul>
      {count > orders.length ? (
        <p className="mt-3 text-xs text-amber-950">
          {t('orders.showingRecent', { shown: figure(orders.length), count: figure(count) })}
        </p>
      ) : null}
    </details>
  );
}
