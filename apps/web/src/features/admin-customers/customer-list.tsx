import {
  CUSTOMER_SEARCH_MAX_LENGTH,
  CUSTOMER_STATE_LABELS,
  CUSTOMER_STATES,
  formatRs,
  STAFF_ROLE_LABELS,
  type AdminCustomerRow,
} from '@pasal/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Select, TextField } from '../../components/ui/field';
import { pageOf, useListParams } from '../../components/ui/use-list-params';

import { useCustomers, type CustomerListQuery } from './api';
import { customerName } from './format';
import { staffFailureMessage } from '../../api/failure-message';

// Customers (staff and admins): every account, newest first, searched by name, e-mail or phone.
// Search, state and page live in the address, so Back and a shared link show the same list.

function queryOf(params: URLSearchParams): CustomerListQuery {
  return {
    q: params.get('q') || undefined,
    state: CUSTOMER_STATES.find((state) => state === params.get('state')),
    page: pageOf(params),
  };
}

/** Who the account is and whether it may sign in, in one cell. */
export function CustomerBadges({ customer }: { customer: Pick<AdminCustomerRow, 'role' | 'state'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={customer.state === 'disabled' ? 'danger' : 'success'}>{CUSTOMER_STATE_LABELS[customer.state]}</Badge>
      {customer.role === 'customer' ? null : <Badge tone="brand">{STAFF_ROLE_LABELS[customer.role]}</Badge>}
    </span>
  );
}

type ColumnKey = 'name' | 'phone' | 'orders' | 'spent' | 'last_order' | 'state';

const columns: DataTableColumn<AdminCustomerRow, ColumnKey>[] = [
  {
    key: 'name',
    header: 'Customer',
    rowHeader: true,
    className: 'min-w-48',
    cell: (row) => (
      <>
        <Link
          to={`/staff/customers/${row.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {customerName(row)}
        </Link>
        <span className="block text-xs font-normal break-all text-slate-600">{row.email}</span>
        {/* On a phone the phone number and the status sit here, under the name. */}
        <span className="block text-xs font-normal text-slate-600 sm:hidden">{row.phone}</span>
        <span className="mt-1 block sm:hidden">
          <CustomerBadges customer={row} />
        </span>
      </>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    className: 'hidden whitespace-nowrap sm:table-cell',
    cell: (row) => row.phone || '—',
  },
  {
    key: 'orders',
    header: 'Orders',
    align: 'end',
    className: 'hidden sm:table-cell',
    cell: (row) => row.order_count.toLocaleString('en-IN'),
  },
  {
    key: 'spent',
    header: 'Total spent',
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {formatRs(row.total_spent)}
        <span className="block text-xs text-slate-600 sm:hidden">
          {row.order_count.toLocaleString('en-IN')} {row.order_count === 1 ? 'order' : 'orders'}
        </span>
      </>
    ),
  },
  {
    key: 'last_order',
    header: 'Last order',
    className: 'hidden whitespace-nowrap md:table-cell',
    cell: (row) => (row.last_order_on ? formatDate(row.last_order_on) : 'None yet'),
  },
  {
    key: 'state',
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (row) => <CustomerBadges customer={row} />,
  },
];

export function CustomerList() {
  const { params, update } = useListParams();
  const query = queryOf(params);
  const customers = useCustomers(query);
  const [searchText, setSearchText] = useState(query.q ?? '');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: searchText.trim() || undefined });
  };

  const data = customers.data;
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Customers</h1>

      <section aria-label="Search and filters" className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
          <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
            <TextField
              label="Search customers"
              type="search"
              className="flex-1"
              placeholder="Name, e-mail or phone"
              maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
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
            value={query.state ?? ''}
            onChange={(event) => update({ state: event.target.value })}
            options={CUSTOMER_STATES.map((value) => ({ value, label: CUSTOMER_STATE_LABELS[value] }))}
          />
        </div>
      </section>

      {customers.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(customers.error)}
        </p>
      ) : null}

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {data ? `${data.count.toLocaleString('en-IN')} ${data.count === 1 ? 'customer' : 'customers'}` : ''}
      </p>
      <div className="mt-2">
        <DataTable
          caption="Customers"
          captionHidden
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          loading={customers.isFetching && !data}
          empty={query.q ? `No customer matches “${query.q}”.` : 'No customers yet.'}
          page={data?.page ?? query.page}
          totalPages={data?.total_pages}
          onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
        />
      </div>
    </div>
  );
}
