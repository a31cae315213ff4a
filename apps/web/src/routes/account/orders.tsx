import { ORDER_MESSAGES, translateMessage } from '@pasal/contract';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Pagination } from '../../components/pagination';
import { useOrders, OrdersList } from '../../features/orders';
import { PaymentNotCompleted, useSettleStoredCheckout } from '../../features/payments';
import { activeLocale, t } from '../../i18n';

function OrdersSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
      ))}
    </ul>
  );
}

/** The page the query string asks for; anything else is page 1. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /profile/orders, 'Your Orders' (docs/rules/accounts.md#account-area): the purchases a page at a
 * time (the page is in the URL, so Back and a reload keep it), and online payments that never
 * arrived apart, collapsed under "Payment not completed".
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const orders = useOrders('purchases', page);
  useSettleStoredCheckout(orders);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    // The list under the pagination changes: start reading it from the top.
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <PageMeta title={t('orders.pageTitle')} description={t('orders.pageDescription')} noIndex />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mb-6 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
      >
        {t('orders.heading')}
      </h1>
      <PaymentNotCompleted />
      {orders.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('orders.loading')}
          </p>
          <OrdersSkeleton />
        </>
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {translateMessage(ORDER_MESSAGES.somethingWentWrong, activeLocale())}...
        </p>
      ) : (
        <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-60' : undefined}>
          <OrdersList orders={orders.data.data} />
          {orders.data.total_pages > 1 ? (
            <Pagination
              page={orders.data.page}
              totalPages={orders.data.total_pages}
              onPageChange={goTo}
              className="mt-6"
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
