import {
  formatRs,
  HOLD_FLAG_LABELS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_STATUSES,
  SUSPICIOUS_HOLDS_VIEW,
  type OrderStatus,
  type PaymentStatus,
  type StaffOrderSummary,
} from '@pasal/contract';
import { Package, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Pagination } from '../../components/pagination';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

import { OrderStatusBadge } from '../orders';
import { useReleaseHold, useStaffOrders, type StaffOrdersFilter } from './api';
import { PAYMENT_STATUS_LABELS, paramsFor } from './filters';
import { OrdersExport } from './orders-export';
import { PaymentBadge } from './payment-badge';
import { MAX_SLIPS_PER_PRINT, packingSlipsPagePath } from './print-paths';
import { staffFailureMessage } from '../../api/failure-message';

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
          <Button type="submit" size="sm" className="shrink-0">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
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
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:col-span-2 lg:col-span-3">
        <input
          id="staff-orders-holds"
          type="checkbox"
          checked={filter.view === SUSPICIOUS_HOLDS_VIEW}
          onChange={(event) =>
            onChange({ ...filter, view: event.target.checked ? SUSPICIOUS_HOLDS_VIEW : '', page: 1 })
          }
          aria-describedby="staff-orders-holds-hint"
          className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor="staff-orders-holds" className="text-sm font-medium whitespace-nowrap text-slate-800">
          Suspicious holds only
        </label>
        <span id="staff-orders-holds-hint" className="basis-full text-xs text-slate-600 sm:basis-auto">
          Unpaid cash-on-delivery orders of accounts over the limits or less than a day old
        </span>
      </div>
    </form>
  );
}

/** What an account holds by cash on delivery, and why it looks like hoarding. */
function HoldSummary({ order }: { order: StaffOrderSummary }) {
  const hold = order.hold;
  if (!hold || hold.flags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
      <span>
        Account holds {hold.units} {hold.units === 1 ? 'unit' : 'units'} in {hold.open_orders} open cash-on-delivery{' '}
        {hold.open_orders === 1 ? 'order' : 'orders'}
      </span>
      {hold.flags.map((flag) => (
        <Badge key={flag} tone="warning">
          {HOLD_FLAG_LABELS[flag]}
        </Badge>
      ))}
    </div>
  );
}

/**
 * "Release hold": cancels the order through the staff cancel (its stock back on sale, the customer
 * e-mailed, the release in its history). Asks once more first, since it cannot be undone.
 */
function ReleaseHold({ transactionId }: { transactionId: string }) {
  const [asking, setAsking] = useState(false);
  const release = useReleaseHold(transactionId);
  const confirm = () =>
    release.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        setAsking(false);
        toast.error(staffFailureMessage(error));
      },
    });
  if (!asking) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Release hold of ${transactionId}`}
        onClick={() => setAsking(true)}
      >
        Release hold
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`Release hold of ${transactionId}`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-800">Cancel this order and put its stock back on sale?</span>
      <Button variant="danger" size="sm" loading={release.isPending} loadingText="Releasing..." onClick={confirm}>
        Release
      </Button>
      <Button variant="ghost" size="sm" disabled={release.isPending} onClick={() => setAsking(false)}>
        Keep
      </Button>
    </div>
  );
}

/** The orders chosen on the list, and the way to print their packing slips in one go. */
function SlipSelection({ chosen, onClear }: { chosen: readonly string[]; onClear(): void }) {
  if (chosen.length === 0) return null;
  // Kept in sight at the bottom of the screen while the list scrolls under it.
  return (
    <div
      role="group"
      aria-label="Chosen orders"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm shadow-lg"
    >
      <span className="font-medium text-ink">
        {chosen.length === 1 ? '1 order chosen' : `${chosen.length} orders chosen`}
      </span>
      <Link
        to={packingSlipsPagePath(chosen)}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        <Package aria-hidden="true" className="size-4" />
        Print packing slips
      </Link>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear
      </Button>
    </div>
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
  const filtered = Boolean(filter.status || filter.payment_status || filter.q || filter.view);
  // Orders chosen for printing their packing slips together (issue #33); kept across pages.
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = (transactionId: string, on: boolean) =>
    setChosen((current) =>
      on
        ? [...current.filter((id) => id !== transactionId), transactionId].slice(-MAX_SLIPS_PER_PRINT)
        : current.filter((id) => id !== transactionId),
    );
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
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-slate-700">
              {orders.data.count === 1 ? '1 order' : `${orders.data.count.toLocaleString('en-IN')} orders`}
              {filtered ? ' match' : ''}
            </p>
            {orders.data.count > 0 ? <OrdersExport filter={filter} /> : null}
          </div>
          {chosen.length === 0 && orders.data.data.length > 0 ? (
            <p className="text-xs text-slate-600">Tick orders to print their packing slips together.</p>
          ) : null}
          {orders.data.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-700">
              {filter.view
                ? 'No suspicious holds: no account holds more than the limits or is less than a day old.'
                : filtered
                  ? 'No orders match these filters.'
                  : ORDER_MESSAGES.noOrders}
            </p>
          ) : (
            <ul
              aria-label="Orders"
              className={`divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {orders.data.data.map((order) => (
                <li key={order.transaction_id} className="flex flex-col">
                  <div className="flex items-stretch">
                    <label className="flex shrink-0 cursor-pointer items-start py-3.5 pl-4">
                      <input
                        type="checkbox"
                        checked={chosen.includes(order.transaction_id)}
                        onChange={(event) => toggle(order.transaction_id, event.target.checked)}
                        aria-label={`Select ${order.transaction_id} for packing slips`}
                        className="size-5 rounded border-slate-400 accent-brand-700"
                      />
                    </label>
                    <Link
                      to={{ search: `?${paramsFor(filter, order.transaction_id).toString()}` }}
                      className="grid min-w-0 flex-1 gap-2 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:grid-cols-[1.2fr_1.5fr_auto_auto] sm:items-center sm:gap-4"
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
                          {order.replacement ? 'Replacement, no charge' : PAYMENT_GATEWAY_LABELS[order.payment_gateway]}{' '}
                          · {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
                        </span>
                      </span>
                    </Link>
                  </div>
                  {order.hold && order.hold.flags.length > 0 ? (
                    <div className="flex flex-wrap items-center justify-between gap-2 px-4 pb-3">
                      <HoldSummary order={order} />
                      {filter.view ? <ReleaseHold transactionId={order.transaction_id} /> : null}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <SlipSelection chosen={chosen} onClear={() => setChosen([])} />
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
