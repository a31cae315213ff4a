import { MODERATION_LIMITS } from '@pasal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { TextField } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';

// The parts the Reviews and Questions screens share: the filter panel with its product search,
// and the paged table with its count line and a plain error when the list cannot be read.

/** The product search of the staff lists: a name, an address (slug) or an id, sent on submit. */
function ProductFilter({ value, onSearch }: { value: string | undefined; onSearch(product?: string): void }) {
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form role="search" aria-label="Product" onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label="Product"
        type="search"
        className="flex-1"
        placeholder="Name, address or id"
        maxLength={MODERATION_LIMITS.productFilterMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
        Search
      </Button>
    </form>
  );
}

/** The filters: the product search over two columns, then the screen's own selects. */
export function FilterPanel({
  product,
  onProduct,
  gridClass,
  children,
}: {
  product: string | undefined;
  onProduct(product?: string): void;
  gridClass: string;
  children: ReactNode;
}) {
  return (
    <section aria-label="Filters" className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
      <div className={`grid grid-cols-1 gap-3 ${gridClass}`}>
        <div className="sm:col-span-2">
          {/* A new address (Back, a link) starts the search box again from it. */}
          <ProductFilter key={product ?? ''} value={product} onSearch={onProduct} />
        </div>
        {children}
      </div>
    </section>
  );
}

interface Page<Row> {
  data: Row[];
  count: number;
  page: number;
  total_pages: number;
}

/** The list: what it counts, the rows, pages; a list that cannot be read says so. */
export function ModerationTable<Row extends { id: number }>({
  caption,
  columns,
  list,
  page,
  countLine,
  empty,
  onPageChange,
}: {
  caption: string;
  columns: DataTableColumn<Row>[];
  list: UseQueryResult<Page<Row>>;
  page: number;
  countLine(count: number): string;
  empty: string;
  onPageChange(page: number): void;
}) {
  const data = list.data;
  return (
    <>
      {list.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(list.error)}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {data ? countLine(data.count) : ''}
      </p>
      <div className="mt-2">
        <DataTable
          caption={caption}
          captionHidden
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          loading={list.isFetching && !data}
          empty={empty}
          page={data?.page ?? page}
          totalPages={data?.total_pages}
          onPageChange={onPageChange}
        />
      </div>
    </>
  );
}
