import type { AdminCustomerRow, DraftCustomer } from '@pasal/contract';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { useCustomerSearch } from './api';
import { NewCustomerDialog } from './new-customer-dialog';

// Who the draft is for: an account found by name, e-mail or phone (the customer screen's search),
// or one made on the spot. Asked on Enter, as the product search is.

/** The names of the customer chosen, to fill in the recipient's (a DraftCustomer has one name). */
export interface CustomerNames {
  first_name: string;
  last_name: string;
}

const asCustomer = (row: AdminCustomerRow): DraftCustomer => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  phone: row.phone,
});

export function CustomerPicker({
  customer,
  onChoose,
  error,
  disabled,
}: {
  customer: DraftCustomer | null;
  onChoose(customer: DraftCustomer | null, names?: CustomerNames): void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const searchId = useId();
  const resultsId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const found = useCustomerSearch(asked);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setAsked(query.trim());
  };

  const choose = (chosen: DraftCustomer, names: CustomerNames) => {
    setAsked('');
    setQuery('');
    onChoose(chosen, names);
  };

  if (customer)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
        <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
          <span className="block font-semibold text-ink" data-testid="draft-customer">
            {customer.name}
          </span>
          <span className="text-slate-700">
            {customer.email}
            {customer.phone ? ` · ${customer.phone}` : ''}
          </span>
        </p>
        {disabled ? null : (
          <Button variant="secondary" size="sm" onClick={() => onChoose(null)}>
            Change customer
          </Button>
        )}
      </div>
    );

  return (
    <div className="space-y-3">
      <form role="search" aria-label="Customer search" onSubmit={find}>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Find a customer <span aria-hidden="true">*</span>
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={searchId}
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            placeholder="Name, e-mail or phone"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3.5 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
          />
          <Button type="submit" loading={found.isFetching} loadingText="Finding...">
            <Search aria-hidden="true" className="size-4" />
            Find
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      {found.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {staffFailureMessage(found.error)}
        </p>
      ) : null}
      {asked && found.data ? (
        found.data.length === 0 ? (
          <p role="status" className="text-sm text-slate-700">
            No customer matches “{asked}”. Add them as a new customer.
          </p>
        ) : (
          <div>
            <h3 id={resultsId} className="text-sm font-semibold text-slate-800">
              Customers matching “{asked}”
            </h3>
            <ul
              aria-labelledby={resultsId}
              className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200"
            >
              {found.data.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    onClick={() => choose(asCustomer(row), row)}
                    className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-slate-50"
                  >
                    <span className="font-medium text-ink">
                      {row.first_name} {row.last_name}
                    </span>
                    <span className="text-xs text-slate-600 [overflow-wrap:anywhere]">
                      {row.email}
                      {row.phone ? ` · ${row.phone}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
      <NewCustomerDialog onAdded={choose} />
    </div>
  );
}
