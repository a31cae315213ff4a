import { ORDER_MESSAGES } from '@pasal/contract';
import { PageMeta } from '../../components/page-meta';
import { useOrders } from '../../features/orders/api';
import { OrdersList } from '../../features/orders/orders-list';

function OrdersSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
      ))}
    </ul>
  );
}

/** /profile/orders, 'Your Orders' (spec §2 Account area). */
export function Component() {
  const orders = useOrders();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <PageMeta title="Your Orders | Pasal" description="Your orders, their status and payment." noIndex />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Your Orders</h1>
      {orders.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading your orders
          </p>
          <OrdersSkeleton />
        </>
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {ORDER_MESSAGES.somethingWentWrong}...
        </p>
      ) : (
        <OrdersList orders={orders.data} />
      )}
    </div>
  );
}
