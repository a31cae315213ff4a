import {
  formatRs,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@pasal/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination';
import { OrderStatusBadge } from '../orders';
import { useStaffOrders, type StaffOrdersFilter } from './api';
import { PAYMENT_STATUS_LABELS, paramsFor } from './filters';
import { PaymentBadge } from './payment-badge';

const placedOn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const field =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

function Filters({ filter, onChange }: { filter: StaffOrdersFilter; onChange(next: StaffOrdersFilter): void }) {
  const [q, setQ] = useState(filter.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim(), page: 1 });
  };
  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="staff-orders-q" className="mb-1 block text-sm font-medium text-slate-800">
          Search
        </label>
        <div className="flex gap-2">
          <input
            id="staff-orders-q"
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Transaction id, e-mail, name or phone"
            className={field}
          />
          <button
            type="submit"
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </div>
      </div>
      <div>
        <label htmlFor="staff-orders-status" className="mb-1 block text-sm font-medium text-slate-800">
          Order status
        </label>
        <select
          id="staff-orders-status"
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: event.target.value as OrderStatus | '', page: 1 })}
          className={field}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="staff-orders-payment" className="mb-1 block text-sm font-medium text-slate-800">
          Payment
        </label>
        <select
          id="staff-orders-payment"
          value={filter.payment_status}
          onChange={(event) =>
            onChange({ ...filter, payment_status: event.target.value as PaymentStatus | '', page: 1 })
          }
          className={field}
        >
          <option value="">All payments</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** The list half of /staff/orders: filters, one row per order, pages. */
export function StaffOrdersList({
  filter,
  onChange,
}: {
  filter: StaffOrdersFilter;
  onChange(next: StaffOrdersFilter): void;
}) {
  const orders = useStaffOrders(filter);
  const filtered = Boolean(filter.status || filter.payment_status || filter.q);
  return (
    <div className="space-y-4">
      {/* Keyed by the query: Back and forward change the URL, and the box follows it. */}
      <Filters key={filter.q} filter={filter} onChange={onChange} />
      {orders.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          Loading orders…
        </p>
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {ORDER_MESSAGES.somethingWentWrong}. Please reload the page.
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {orders.data.count === 1 ? '1 order' : `${orders.data.count.toLocaleString('en-IN')} orders`}
            {filtered ? ' match' : ''}
          </p>
          {orders.data.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-700">
              {filtered ? 'No orders match these filters.' : ORDER_MESSAGES.noOrders}
            </p>
          ) : (
            <ul
              aria-label="Orders"
              className={`divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {orders.data.data.map((order) => (
                <li key={order.transaction_id}>
                  <Link
                    to={{ search: `?${paramsFor(filter, order.transaction_id).toString()}` }}
                    className="grid gap-2 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:grid-cols-[1.2fr_1.5fr_auto_auto] sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0">
                      <span className="block font-mono text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
                        {order.transaction_id}
                      </span>
                      <time dateTime={order.created_on} className="block text-xs text-slate-600">
                        {placedOn.format(new Date(order.created_on))}
                      </time>
                    </span>
                    <span className="min-w-0 text-sm">
                      <span className="block truncate font-medium text-ink">
                        {order.first_name} {order.last_name}
                      </span>
                      <span className="block truncate text-xs text-slate-600">
                        {order.email} · {order.phone_number}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-1.5">
                      <OrderStatusBadge status={order.order_status} />
                      <PaymentBadge status={order.payment_status} />
                    </span>
                    <span className="text-sm sm:text-right">
                      <span className="font-semibold text-ink">{formatRs(order.grand_total)}</span>
                      <span className="block text-xs text-slate-600">
                        {PAYMENT_GATEWAY_LABELS[order.payment_gateway]} · {order.item_count}{' '}
                        {order.item_count === 1 ? 'item' : 'items'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {orders.data.total_pages > 1 ? (
            <Pagination
              page={orders.data.page}
              totalPages={orders.data.total_pages}
              onPageChange={(page) => onChange({ ...filter, page })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
