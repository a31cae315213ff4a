import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  staffReturnPagePath,
  type ReturnStatus,
  type StaffReturn,
} from '@pasal/contract';
import { Link } from 'react-router';
import { formatDate } from '../../components/format-date';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Select } from '../../components/ui/field';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { staffFailureMessage } from '../../api/failure-message';
import { useStaffReturns } from './api';
import { ReturnStatusBadge } from './status-badge';

// The Returns desk (issue #33): every return, newest first, filtered by status. Status and page
// live in the address, so Back and a shared link show the same list.

type ColumnKey = 'return' | 'order' | 'customer' | 'items' | 'status' | 'opened';

const columns: DataTableColumn<StaffReturn, ColumnKey>[] = [
  {
    key: 'return',
    header: 'Return',
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <Link
          to={staffReturnPagePath(row.id)}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          Return {row.id}
        </Link>
        <span className="mt-1 block sm:hidden">
          <ReturnStatusBadge status={row.status} />
        </span>
      </>
    ),
  },
  {
    key: 'order',
    header: 'Order',
    className: 'hidden font-mono text-xs md:table-cell',
    cell: (row) => row.transaction_id,
  },
  {
    key: 'customer',
    header: 'Customer',
    className: 'min-w-40',
    cell: (row) => (
      <>
        {row.customer_name}
        <span className="block text-xs text-slate-600">{row.opened_by === 'staff' ? 'Walk-in' : 'Online'}</span>
      </>
    ),
  },
  {
    key: 'items',
    header: 'Items',
    className: 'hidden min-w-48 lg:table-cell',
    cell: (row) => (
      <>
        {row.lines.map((line) => `${line.quantity} × ${line.description}`).join(', ')}
        <span className="block text-xs text-slate-600">{RETURN_REASON_LABELS[row.reason]}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (row) => <ReturnStatusBadge status={row.status} />,
  },
  {
    key: 'opened',
    header: 'Opened',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.created_at),
  },
];

export function ReturnsDesk() {
  const { params, update } = useListParams();
  const status = RETURN_STATUSES.find((value) => value === params.get('status')) as ReturnStatus | undefined;
  const page = pageOf(params);
  const returns = useStaffReturns(status, page);
  const data = returns.data;
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Returns</h1>
      <section aria-label="Filters" className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
        <Select
          label="Status"
          placeholder="Any status"
          className="sm:w-60"
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] }))}
        />
      </section>
      {returns.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(returns.error)}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {data ? `${data.count.toLocaleString('en-IN')} ${data.count === 1 ? 'return' : 'returns'}` : ''}
      </p>
      <div className="mt-2">
        <DataTable
          caption="Returns"
          captionHidden
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          loading={returns.isFetching && !data}
          empty={status ? `No ${RETURN_STATUS_LABELS[status].toLowerCase()} returns.` : 'No returns yet.'}
          page={data?.page ?? page}
          totalPages={data?.total_pages}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        />
      </div>
    </div>
  );
}
