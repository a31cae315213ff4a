import {
  staffWarrantyClaimPagePath,
  WARRANTY_CLAIM_FILTERS,
  WARRANTY_CLAIM_PROMISE,
  type StaffWarrantyClaim,
  type WarrantyClaimFilter,
} from '@pasal/contract';
import { Link } from 'react-router';
import { formatDeliveryDate } from '../../components/format-date';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Select } from '../../components/ui/field';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { staffFailureMessage } from '../../api/failure-message';
import { useStaffClaims } from './api';
import { ClaimAge, ClaimStatusBadge } from './status-badge';

// The Warranty claims desk (issue #33): open claims (not yet back with their customer) by default,
// the overdue ones, or all; each with its age in working days against the 7–21 day promise.

type ColumnKey = 'claim' | 'unit' | 'customer' | 'status' | 'age';

const FILTER_LABELS: Readonly<Record<WarrantyClaimFilter, string>> = {
  open: 'Open',
  overdue: 'Overdue',
  all: 'All',
};

const columns: DataTableColumn<StaffWarrantyClaim, ColumnKey>[] = [
  {
    key: 'claim',
    header: 'Claim',
    rowHeader: true,
    className: 'min-w-32',
    cell: (row) => (
      <>
        <Link
          to={staffWarrantyClaimPagePath(row.id)}
          className="font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          Claim {row.id}
        </Link>
        {/* On a phone the unit, status and age columns are folded in here. */}
        <span className="mt-1 block space-y-1 text-sm sm:hidden">
          <span className="block">
            {row.description}
            <span className="block font-mono text-xs break-all text-slate-600">{row.serial}</span>
          </span>
          <ClaimStatusBadge status={row.status} />
          <span className="block">
            <ClaimAge ageing={row.ageing} />
          </span>
        </span>
      </>
    ),
  },
  {
    key: 'unit',
    header: 'Unit',
    className: 'hidden min-w-40 sm:table-cell',
    cell: (row) => (
      <>
        {row.description}
        <span className="block font-mono text-xs break-all text-slate-600">{row.serial}</span>
      </>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    className: 'hidden md:table-cell',
    cell: (row) => (
      <>
        {row.customer_name}
        <span className="block text-xs text-slate-600">{row.customer_phone}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (row) => (
      <>
        <ClaimStatusBadge status={row.status} />
        {row.job_number ? <span className="mt-1 block text-xs text-slate-600">Job {row.job_number}</span> : null}
      </>
    ),
  },
  {
    key: 'age',
    header: 'Age',
    className: 'hidden whitespace-nowrap sm:table-cell',
    cell: (row) => (
      <>
        <ClaimAge ageing={row.ageing} />
        <span className="block text-xs text-slate-600">Received {formatDeliveryDate(row.received_on, 'en')}</span>
      </>
    ),
  },
];

export function ClaimsDesk() {
  const { params, update } = useListParams();
  const filter = WARRANTY_CLAIM_FILTERS.find((value) => value === params.get('filter')) ?? 'open';
  const page = pageOf(params);
  const claims = useStaffClaims(filter, page);
  const data = claims.data;
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Warranty claims</h1>
      <p className="mt-1 text-sm text-slate-700">
        Usually back within {WARRANTY_CLAIM_PROMISE.expectedWorkingDays} working days; overdue after{' '}
        {WARRANTY_CLAIM_PROMISE.promisedWorkingDays} (Saturdays and the shop’s holidays do not count). Open a claim from
        the{' '}
        <Link to="/staff/warranty" className="font-medium text-brand-800 underline">
          warranty lookup
        </Link>
        .
      </p>
      <section aria-label="Filters" className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
        <Select
          label="Show"
          className="sm:w-60"
          value={filter}
          onChange={(event) => update({ filter: event.target.value === 'open' ? undefined : event.target.value })}
          options={WARRANTY_CLAIM_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        />
      </section>
      {claims.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(claims.error)}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {data ? `${data.count.toLocaleString('en-IN')} ${data.count === 1 ? 'claim' : 'claims'}` : ''}
      </p>
      <div className="mt-2">
        <DataTable
          caption="Warranty claims"
          captionHidden
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          loading={claims.isFetching && !data}
          empty={filter === 'overdue' ? 'No overdue claims.' : filter === 'open' ? 'No open claims.' : 'No claims yet.'}
          page={data?.page ?? page}
          totalPages={data?.total_pages}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        />
      </div>
    </div>
  );
}
