import {
  DRAFT_ORDER_SOURCE_LABELS,
  DRAFT_ORDER_STATE_LABELS,
  DRAFT_ORDER_STATES,
  type DraftOrder,
  type DraftOrderState,
} from '@pasal/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { staffFailureMessage } from '../../api/failure-message';
import { formatDateTime } from '../../components/format-date';
import { Pagination } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { buttonClass } from '../../components/ui/button';
import { Select } from '../../components/ui/field';
import { useDraftOrders } from './api';
import { draftPagePath, newDraftPagePath, orderDeskPath } from './paths';

// /staff/orders/drafts: the orders staff took by phone, Viber or Messenger. Drafts still open
// first; those that became orders and those cancelled a choice away. Which, and the page, are in
// the address (shared and kept by Back), through the route.

const EMPTY: Record<DraftOrderState, string> = {
  open: 'No draft orders. When a customer orders by phone or chat, start one with New draft order.',
  ordered: 'No draft has become an order yet.',
  cancelled: 'No draft has been cancelled.',
};

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

function DraftRow({ draft }: { draft: DraftOrder }) {
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4">
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <Link to={draftPagePath(draft.id)} className="font-semibold text-brand-800 hover:underline">
          {draft.customer.name}
        </Link>
        <p className="text-slate-700">
          #{draft.id} · {items(draft.lines.length)} · {DRAFT_ORDER_SOURCE_LABELS[draft.source]}
        </p>
      </div>
      <p className="text-slate-700">
        {formatDateTime(draft.created_at)}
        <span className="block text-xs">by {draft.created_by}</span>
      </p>
      <p className="text-slate-700">
        {draft.transaction_id ? (
          <>
            Order{' '}
            <Link
              to={orderDeskPath(draft.transaction_id)}
              className="font-mono font-medium text-brand-800 hover:underline"
            >
              {draft.transaction_id}
            </Link>
          </>
        ) : draft.link_sent_at ? (
          `Link sent ${formatDateTime(draft.link_sent_at)}`
        ) : (
          'No payment link sent'
        )}
      </p>
    </li>
  );
}

export function DraftOrdersList({
  state,
  page,
  onChange,
}: {
  state: DraftOrderState;
  page: number;
  onChange(next: { state: DraftOrderState; page: number }): void;
}) {
  const drafts = useDraftOrders(state, page);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="draft-orders-heading" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          Draft orders
        </h1>
        <Link to={newDraftPagePath} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          New draft order
        </Link>
      </div>
      <Select
        label="Show"
        className="max-w-xs"
        value={state}
        onChange={(event) => onChange({ state: event.target.value as DraftOrderState, page: 1 })}
        options={DRAFT_ORDER_STATES.map((value) => ({ value, label: DRAFT_ORDER_STATE_LABELS[value] }))}
      />
      {drafts.isError ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {staffFailureMessage(drafts.error)}
        </p>
      ) : !drafts.data ? (
        <Spinner label="Loading the drafts..." className="py-10" />
      ) : drafts.data.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-700">{EMPTY[state]}</p>
      ) : (
        <>
          <ul
            aria-labelledby="draft-orders-heading"
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
          >
            {drafts.data.data.map((draft) => (
              <DraftRow key={draft.id} draft={draft} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={drafts.data.total_pages}
            onPageChange={(next) => onChange({ state, page: next })}
          />
        </>
      )}
    </div>
  );
}
