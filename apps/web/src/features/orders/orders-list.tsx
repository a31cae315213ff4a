import {
  creditNotesPagePath,
  invoiceIsDue,
  invoicePagePath,
  ORDER_MESSAGES,
  toDevanagariDigits,
  translateMessage,
  type Order,
} from '@pasal/contract';
import { FileText, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { formatBsAd, formatNepalTime } from '../../components/format-date';
import { formatPrice } from '../../components/price';
import { ConfirmDialog } from '../../components/ui/dialog';
import { activeLocale, fallbackLang, localText, t } from '../../i18n';
import { useCancelOrder } from './api';
import { OrderDestination } from './order-destination';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { TrackingDetails } from './order-tracking';
import { paymentMethodName } from '../../components/locale-format';
import { OrderReturns } from '../returns';
import { MyOrderUnits } from '../serials';
import { MyOrderClaims } from '../warranty-claims';

/** Rupees as the page's language writes them: 'Rs. 1,74,900' or 'रु. १,७४,९००'. */
const formatRs = (rupees: number) => formatPrice(rupees, 'Rs.');
/** A count in the page's digits (Devanagari on Nepali pages). */
const figures = (count: number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(count)) : String(count));

function paymentNote(order: Order): string {
  if (order.payment_status === 'paid') return t('orders.paid');
  if (order.payment_status === 'refunded') return t('orders.refunded');
  if (order.payment_status === 'failed') return t('orders.paymentFailed');
  if (order.payment_gateway === 'COD')
    return order.order_status === 'Cancelled' ? t('orders.notCharged') : t('orders.payOnDelivery');
  return order.order_status === 'Cancelled' ? t('orders.notCharged') : t('orders.awaitingPayment');
}

export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('orders.cancelTitle')}
      description={
        <>
          {t('orders.cancelDescription', { id: order.transaction_id, total: formatRs(order.grand_total) })}
          {order.payment_status === 'paid' ? t('orders.cancelRefund') : ''}
        </>
      }
      cancelLabel={t('orders.keepOrder')}
      confirmLabel={t('orders.confirmCancel')}
      pending={cancel.isPending}
      pendingLabel={t('orders.cancelling')}
      // mutateAsync, not mutate's callbacks: those are dropped when this button unmounts, and
      // it does unmount once the refreshed list says the order can no longer be cancelled,
      // which can happen before they run (the toast never showed; e2e flake).
      onConfirm={() =>
        void cancel.mutateAsync(order.transaction_id).then(
          (answer) => {
            toast.success(translateMessage(answer.message, activeLocale()));
            setOpen(false);
          },
          (error: unknown) => {
            toast.error(translateMessage(failureMessage(error, ORDER_MESSAGES.somethingWentWrong), activeLocale()));
            setOpen(false);
          },
        )
      }
      trigger={
        <button
          type="button"
          aria-label={t('orders.cancelLabel', { id: order.transaction_id })}
          className="inline-flex h-9 items-center rounded-full border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          {t('orders.cancel')}
        </button>
      }
    />
  );
}

/** The lines, totals and timeline, drawn only once opened (a page of orders stays light). */
function OrderDetails({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <details
      className="group mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-slate-800">
        {t('orders.itemsAndTimeline', { count: itemCount, shown: figures(itemCount) })}
      </summary>
      {open ? (
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <ul aria-label={t('orders.itemsLabel')} className="divide-y divide-slate-200">
            {order.items.map((item) => (
              <li key={`${item.product_id}:${item.color_id ?? 0}`} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  {item.product_slug ? (
                    <Link to={`/products/${item.product_slug}`} className="font-medium text-ink hover:underline">
                      {item.product_name}
                    </Link>
                  ) : (
                    <span className="font-medium text-ink">{item.product_name}</span>
                  )}
                  <span className="block text-slate-600">
                    {item.color_name ? (
                      <>
                        {/* The colour's Nepali name as the line kept it (issue #30), else the English. */}
                        <span lang={fallbackLang(item.color_name_ne)}>
                          {localText(item.color_name, item.color_name_ne)}
                        </span>
                        {' · '}
                      </>
                    ) : null}
                    {figures(item.quantity)} × {formatRs(item.unit_price)}
                  </span>
                </span>
                <span className="shrink-0 font-medium text-ink">{formatRs(item.line_total)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-3 py-2 text-slate-700">
              <span>{t('orders.shipping')}</span>
              <span>{order.delivery_charge === 0 ? t('orders.free') : formatRs(order.delivery_charge)}</span>
            </li>
            {order.discount > 0 ? (
              <li className="flex justify-between gap-3 py-2 text-slate-700">
                <span>
                  {t('orders.discount')}
                  {order.coupon_code ? ` (${order.coupon_code})` : ''}
                </span>
                <span>− {formatRs(order.discount)}</span>
              </li>
            ) : null}
          </ul>
          <OrderTimeline order={order} />
          <MyOrderUnits transactionId={order.transaction_id} />
        </div>
      ) : null}
    </details>
  );
}

function OrderCard({ order }: { order: Order }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('orders.transactionId')}</p>
          <p className="font-mono text-sm font-semibold text-ink" data-testid="order-transaction-id">
            {order.transaction_id}
          </p>
        </div>
        <OrderStatusBadge status={order.order_status} />
      </div>
      {order.replacement_for ? (
        <p className="mt-2 text-sm font-medium text-brand-800">
          {t('orders.replacementFor', {
            number: figures(order.replacement_for.return_id),
            order: order.replacement_for.transaction_id,
          })}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('orders.placedOn')}</dt>
          <dd className="font-medium text-ink">
            <time dateTime={order.created_on}>
              {formatBsAd(order.created_on)}, {formatNepalTime(order.created_on)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('orders.payment')}</dt>
          {order.replacement_for ? (
            <dd className="font-medium text-ink">
              {t('orders.noCharge')}
              <span className="block text-xs font-normal text-slate-600">{t('orders.replacementNote')}</span>
            </dd>
          ) : (
            <dd className="font-medium text-ink">
              {paymentMethodName(order.payment_gateway)}
              <span className="block text-xs font-normal text-slate-600">{paymentNote(order)}</span>
            </dd>
          )}
        </div>
        <div>
          <dt className="text-slate-600">{t('orders.grandTotal')}</dt>
          <dd className="font-semibold text-ink">{formatRs(order.grand_total)}</dd>
        </div>
      </dl>
      <OrderDestination order={order} className="mt-4" />
      {order.tracking && order.order_status === 'Shipped' ? (
        <TrackingDetails tracking={order.tracking} className="mt-4" />
      ) : null}
      <OrderDetails order={order} />
      {/* A replacement is no sale: it has no bill (issue #33). */}
      {invoiceIsDue(order) && !order.replacement_for ? (
        <Link
          to={invoicePagePath(order.transaction_id)}
          aria-label={t('orders.downloadBillLabel', { id: order.transaction_id })}
          className="mt-4 inline-flex h-9 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('orders.downloadBill')}
        </Link>
      ) : null}
      {/* A paid order that was cancelled or refunded: its bill was reduced by credit notes. */}
      {order.payment_status === 'refunded' || (order.order_status === 'Cancelled' && order.paid_at) ? (
        <Link
          to={creditNotesPagePath(order.transaction_id)}
          aria-label={t('orders.creditNotesLabel', { id: order.transaction_id })}
          className="mt-4 ml-2 inline-flex h-9 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('orders.creditNotes')}
        </Link>
      ) : null}
      {/* A delivered order: its returns, and "Return or replace" while its window is open (issue #33). */}
      <OrderReturns order={order} />
      {/* Its warranty claims: each step and its age in working days (issue #33). */}
      <MyOrderClaims order={order} />
      {order.can_cancel ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-xs text-slate-600">{t('orders.cancelWindow')}</p>
          <CancelOrderButton order={order} />
        </div>
      ) : null}
    </li>
  );
}

export function OrdersList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-slate-100">
          <PackageOpen aria-hidden="true" className="size-6 text-slate-600" />
        </span>
        <p className="text-base font-semibold text-ink">{translateMessage(ORDER_MESSAGES.noOrders, activeLocale())}</p>
        <Link
          to="/products"
          className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('orders.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label={t('orders.listLabel')} className="space-y-4">
      {orders.map((order) => (
        <OrderCard key={order.transaction_id} order={order} />
      ))}
    </ul>
  );
}
