import { COUPON_STATUS_LABELS, COUPON_STATUSES, formatRs, type AdminCoupon, type CouponStatus } from '@pasal/contract';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { DataTable, sortRows, type DataTableColumn, type TableSort } from '../../components/ui/data-table';
import { Select, TextField } from '../../components/ui/field';
import { oneOf, useListParams } from '../../components/ui/use-list-params';

import { useAdminCoupons, useSetCouponActive } from './api';
import { describeConditions, describeDiscount, describeWindow } from './coupon-values';
import { staffFailureMessage } from '../../api/failure-message';

// Coupons (admins): every coupon with its status now, how often it was used by orders that stand
// and what it has taken off in all. The search and status filter live in the address; the list is
// short, so its columns sort in the browser.

export const COUPON_STATUS_TONES: Record<CouponStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  used_up: 'warning',
  disabled: 'danger',
};

type ColumnKey = 'code' | 'status' | 'conditions' | 'window' | 'uses' | 'discount_total' | 'actions';

function sortValue(coupon: AdminCoupon, key: ColumnKey): string | number {
  if (key === 'uses') return coupon.uses;
  if (key === 'discount_total') return coupon.discount_total;
  if (key === 'status') return COUPON_STATUSES.indexOf(coupon.status);
  return coupon.code;
}

export function CouponList() {
  // The list has no pages: the shared setter's return to page 1 never applies.
  const { params, update } = useListParams();
  const q = params.get('q') ?? '';
  const status = oneOf(COUPON_STATUSES, params.get('status'));
  const coupons = useAdminCoupons({ q: q || undefined, status });
  const setActive = useSetCouponActive();
  const [searchText, setSearchText] = useState(q);
  const [sort, setSort] = useState<TableSort<ColumnKey> | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: searchText.trim() || undefined });
  };

  /** Switches a coupon off or on at once; the toast's Undo switches it back. */
  const toggle = (coupon: AdminCoupon) =>
    setActive.mutate(
      { id: coupon.id, active: !coupon.active },
      {
        onSuccess: (answer) =>
          toast.success(answer.message, {
            action: {
              label: 'Undo',
              onClick: () =>
                setActive.mutate(
                  { id: coupon.id, active: coupon.active },
                  {
                    onSuccess: (undone) => toast.success(undone.message),
                    onError: (error) => toast.error(staffFailureMessage(error)),
                  },
                ),
            },
          }),
        onError: (error) => toast.error(staffFailureMessage(error)),
      },
    );

  const columns: DataTableColumn<AdminCoupon, ColumnKey>[] = [
    {
      key: 'code',
      header: 'Code',
      sortable: true,
      rowHeader: true,
      className: 'min-w-40',
      cell: (coupon) => (
        <>
          <Link
            to={`/staff/coupons/${coupon.id}`}
            className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {coupon.code}
          </Link>
          <span className="block text-xs font-normal whitespace-nowrap text-slate-600">{describeDiscount(coupon)}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (coupon) => <Badge tone={COUPON_STATUS_TONES[coupon.status]}>{COUPON_STATUS_LABELS[coupon.status]}</Badge>,
    },
    {
      key: 'uses',
      header: 'Uses',
      sortable: true,
      align: 'end',
      cell: (coupon) => (
        <span className="whitespace-nowrap tabular-nums">
          {coupon.uses.toLocaleString('en-IN')}
          {coupon.usage_limit !== null ? (
            <span className="text-slate-600"> of {coupon.usage_limit.toLocaleString('en-IN')}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'discount_total',
      header: 'Discount given',
      sortable: true,
      align: 'end',
      cell: (coupon) => <span className="whitespace-nowrap tabular-nums">{formatRs(coupon.discount_total)}</span>,
    },
    {
      key: 'conditions',
      header: 'Conditions',
      className: 'min-w-40',
      cell: (coupon) => {
        const conditions = describeConditions(coupon);
        return conditions.length ? (
          <ul className="text-sm text-slate-700">
            {conditions.map((condition) => (
              <li key={condition} className="whitespace-nowrap">
                {condition}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-sm text-slate-600">None</span>
        );
      },
    },
    {
      key: 'window',
      header: 'Valid',
      className: 'min-w-36',
      cell: (coupon) => <span className="text-sm text-slate-700">{describeWindow(coupon)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      align: 'end',
      cell: (coupon) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${coupon.active ? 'Disable' : 'Enable'} ${coupon.code}`}
          loading={setActive.isPending && setActive.variables.id === coupon.id}
          loadingText={coupon.active ? 'Disabling...' : 'Enabling...'}
          onClick={() => toggle(coupon)}
        >
          {coupon.active ? 'Disable' : 'Enable'}
        </Button>
      ),
    },
  ];

  const all = coupons.data?.data;
  const rows = all ? sortRows(all, sort, sortValue) : undefined;
  const filtered = Boolean(q || status);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Coupons</h1>
        <Link to="/staff/coupons/new" className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          New coupon
        </Link>
      </div>

      <section aria-label="Search and filters" className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
          <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
            <TextField
              label="Search coupons"
              type="search"
              className="flex-1"
              placeholder="Code"
              spellCheck={false}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
              Search
            </Button>
          </form>
          <Select
            label="Status"
            placeholder="Any status"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
            options={COUPON_STATUSES.map((value) => ({ value, label: COUPON_STATUS_LABELS[value] }))}
          />
        </div>
      </section>

      {coupons.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(coupons.error)}
        </p>
      ) : null}

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {all ? `${all.length} ${all.length === 1 ? 'coupon' : 'coupons'}` : ''}
      </p>
      <div className="mt-2">
        <DataTable
          caption="Coupons"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(coupon) => coupon.id}
          loading={coupons.isFetching && !all}
          empty={filtered ? 'No coupons match these filters.' : 'No coupons yet. Create one with New coupon.'}
          sort={sort}
          onSortChange={setSort}
        />
      </div>
      <p className="mt-3 text-xs text-slate-600">
        Uses and discount count orders that still stand: a cancelled order gives its use back.
      </p>
    </div>
  );
}
