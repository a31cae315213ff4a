import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from '../pagination';
import { Spinner } from '../spinner';
import { t } from '../../i18n';

// A table of records for the back office: a caption that names it, column headers that sort
// (a button in the header; the header says aria-sort), the storefront's pagination under it, and
// clear loading and empty states. Sorting and paging are the caller's (usually the server's): the
// table says what was asked for and shows what it is given. On a phone the table scrolls sideways
// inside its own focusable, labelled region, or, with `stackOnPhone`, each row becomes a card:
// its name on top, then each cell beside its column's name (the list's own controls sort it); a
// column whose value the card already shows (under the name) is left out of it.

type SortDirection = 'ascending' | 'descending';
export interface TableSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export interface DataTableColumn<Row, K extends string = string> {
  key: K;
  header: ReactNode;
  /** The header as plain words, for the sort button's label when `header` is not text. */
  label?: string;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** The row's header cell (its name): read out with each of the row's cells. */
  rowHeader?: boolean;
  /** With `stackOnPhone`: left out of a phone's card, whose name cell shows the value instead. */
  hideInCard?: boolean;
  className?: string;
}

export interface DataTableProps<Row, K extends string = string> {
  caption: string;
  /** Hide the caption visually (the page's heading already says it); screen readers still hear it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row, K>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  sort?: TableSort<K> | null;
  onSortChange?(sort: TableSort<K>): void;
  loading?: boolean;
  empty?: ReactNode;
  page?: number;
  totalPages?: number;
  onPageChange?(page: number): void;
  /** Below 640 px, one card per row instead of a wide table (its sorting must be offered elsewhere). */
  stackOnPhone?: boolean;
}

/** The classes that turn the table into cards below 640 px (Tailwind's max-sm). */
const STACK = {
  table: 'max-sm:block',
  caption: 'max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:px-4 max-sm:py-3',
  cell: 'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-left',
  header: 'max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-1',
} as const;
const NO_STACK = { table: '', caption: '', head: '', body: '', row: '', cell: '', header: '' } as const;

/** A column's name as words, for its label on a phone's card. */
function columnLabel<Row, K extends string>(column: DataTableColumn<Row, K>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}

const alignClass = { start: 'text-left', end: 'text-right' } as const;

/** Next sort for a header click: a new column sorts ascending, the same one flips. */
export function nextSort<K extends string>(current: TableSort<K> | null | undefined, key: K): TableSort<K> {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

export function DataTable<Row, K extends string = string>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  empty = t('account.uiNothingHere'),
  page,
  totalPages,
  onPageChange,
  stackOnPhone = false,
}: DataTableProps<Row, K>) {
  const stack = stackOnPhone ? STACK : NO_STACK;
  const showLoading = loading && (!rows || rows.length === 0);
  const showEmpty = !loading && rows !== undefined && rows.length === 0;
  return (
    <div>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2"
      >
        <table aria-busy={loading || undefined} className={`w-full border-collapse text-sm ${stack.table}`}>
          <caption
            className={`${captionHidden ? 'sr-only' : 'px-4 pt-3 pb-2 text-left font-semibold text-ink'} ${stack.caption}`}
          >
            {caption}
          </caption>
          <thead className={`bg-slate-50 text-xs tracking-wide text-slate-700 uppercase ${stack.head}`}>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                const align = alignClass[column.align ?? 'start'];
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                    className={`border-b border-slate-200 px-4 py-2.5 font-semibold whitespace-nowrap ${align} ${column.className ?? ''}`}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                        className="-mx-2 inline-flex min-h-9 items-center gap-1 rounded-md px-2 uppercase hover:bg-slate-200/70 hover:text-ink"
                      >
                        {column.header}
                        {sorted === 'ascending' ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : sorted === 'descending' ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-500" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={`divide-y divide-slate-200 ${stack.body}`}>
            {showLoading ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-700">
                  <Spinner label={t('account.uiLoading')} className="justify-center" />
                </td>
              </tr>
            ) : showEmpty ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-700">
                  {empty}
                </td>
              </tr>
            ) : (
              rows?.map((row) => (
                <tr key={rowKey(row)} className={`align-middle hover:bg-slate-50/60 ${stack.row}`}>
                  {columns.map((column) => {
                    const className = `px-4 py-3 ${alignClass[column.align ?? 'start']} ${column.className ?? ''}`;
                    if (stackOnPhone && column.hideInCard)
                      return (
                        <td key={column.key} className={`${className} max-sm:hidden`}>
                          {column.cell(row)}
                        </td>
                      );
                    const label = stackOnPhone ? columnLabel(column) : '';
                    return column.rowHeader ? (
                      <th key={column.key} scope="row" className={`${className} font-medium text-ink ${stack.header}`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={`${className} ${stack.cell}`}>
                        {label ? (
                          // Shown on a phone's card only, where the column headers are not.
                          <span className="shrink-0 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden">
                            {label}
                          </span>
                        ) : null}
                        {label ? <div className="min-w-0">{column.cell(row)}</div> : column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {page !== undefined && totalPages !== undefined && totalPages > 1 && onPageChange ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} className="mt-4" />
      ) : null}
    </div>
  );
}

/** Sorts rows in the browser for a short list that came whole (the Staff screen). */
export function sortRows<Row, K extends string>(
  rows: readonly Row[],
  sort: TableSort<K> | null | undefined,
  valueOf: (row: Row, key: K) => string | number,
): Row[] {
  if (!sort) return [...rows];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.key);
    const right = valueOf(b, sort.key);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), undefined, { sensitivity: 'base' });
    return order * factor;
  });
}
