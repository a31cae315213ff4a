import type { ClosedMonth, RegisterTotals, SalesRegister } from '@pasal/contract';
import { formatBsAdDay, formatRs } from '@pasal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, FileSpreadsheet, Lock, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../api/file-transfer';
import { staffFailureMessage } from '../../api/failure-message';
import { useSession } from '../../api/session-store';
import { Button } from '../../components/ui/button';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { AccountsTabs } from './accounts-tabs';
import type { RegisterFormat } from './api';
import { MonthClosing, singleMonthOf } from './month-closing';
import { periodQueryOf, type PeriodQuery } from './period';
import { PeriodForm } from './period-form';
// Buyers' names and the books' Nepali names are often Devanagari, on an English page too: the
// shop's own Devanagari font (unicode-range: fetched only when such a letter shows) backs the system font.
import '../../i18n/devanagari-font.css';

// One accounts book on screen (issue #34): the sales register and the sales-return book are the
// same page given their columns. The period picker (the period in the address), the heading with
// the seller's PAN, the CSV and XLSX files and a print on A4 landscape, four figures, the table of a
// page of documents with the page's and the period's totals, the pages, "Closed on … by …" for a
// closed month and the month's closing panel.

type AmountKey = 'total_sales' | 'exempt_sales' | 'export_sales' | 'taxable_amount' | 'vat' | 'bill_total';

const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456.5 → '1,23,456.50': every amount with its paisa, so the columns line up. */
export const amount = (rupees: number) => grouped.format(rupees);

/** A text column of a book's rows; the one marked `header` is the row's header (the document number). */
export interface BookColumn<Row> {
  label: ReactNode;
  header?: boolean;
  className?: string;
  cell: (row: Row, accountant: boolean) => ReactNode;
}

/** What a book answers: the register's and the sales-return book's common shape. */
interface Book<Row> {
  seller: SalesRegister['seller'];
  period: SalesRegister['period'];
  data: Row[];
  page: number;
  total_pages: number;
  page_totals: RegisterTotals;
  period_totals: RegisterTotals;
  closed_months: ClosedMonth[];
}

export interface AccountsBookProps<Row, B extends Book<Row>> {
  title: string;
  intro: ReactNode;
  /** The table's region label and caption's first words ('Sales register'). */
  name: string;
  /** 'every bill in number order' */
  captionTail: string;
  noun: { one: string; many: string };
  empty: string;
  loading: string;
  exported: string;
  useBook: (query: PeriodQuery, page: number) => UseQueryResult<B>;
  download: (query: PeriodQuery, format: RegisterFormat) => Promise<{ file: Blob; name: string }>;
  columns: BookColumn<Row>[];
  amounts: Record<AmountKey, string>;
  /** The four figures: the count's label, then the taxable amount, VAT and total. */
  figures: [string, string, string, string];
  rowKey: (row: Row) => string;
  /** Below the pages (the register's VAT per month). */
  children?: (book: B) => ReactNode;
  now?: Date;
}

function Figure({ label, value }: { label: string; value: string }) {
  // A phone gives each figure a line of its own (label left, amount right): two amounts side by
  // side would break inside a crore.
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 sm:block sm:p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap text-ink tabular-nums sm:mt-1 sm:text-xl">{value}</dd>
    </div>
  );
}

function Pages({
  book,
  onPage,
}: {
  book: Pick<Book<unknown>, 'page' | 'total_pages'>;
  onPage: (page: number) => void;
}) {
  if (book.total_pages <= 1) return null;
  return (
    <nav aria-label="Register pages" className="flex items-center justify-between gap-3 print:hidden">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        disabled={book.page <= 1}
        onClick={() => onPage(book.page - 1)}
      >
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {book.page} of {book.total_pages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={book.page >= book.total_pages}
        onClick={() => onPage(book.page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

const cell = 'px-2 py-2 first:pl-3 last:pr-3';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;
const AMOUNT_KEYS: AmountKey[] = ['total_sales', 'exempt_sales', 'export_sales', 'taxable_amount', 'vat', 'bill_total'];

function BookTable<Row, B extends Book<Row>>({ book, props }: { book: B; props: AccountsBookProps<Row, B> }) {
  const accountant = useSession((state) => state.user?.role === 'accountant');
  const { columns, amounts, noun } = props;
  const totalsRow = (label: string, totals: RegisterTotals) => (
    <tr className="border-t border-slate-300 bg-slate-50 font-semibold text-ink">
      <th scope="row" colSpan={columns.length} className={`${cell} text-left`}>
        {label}{' '}
        <span className="font-normal text-slate-700">
          ({totals.documents === 1 ? `1 ${noun.one}` : `${totals.documents.toLocaleString('en-IN')} ${noun.many}`})
        </span>
      </th>
      {AMOUNT_KEYS.map((key) => (
        <td key={key} className={number}>
          {amount(totals[key])}
        </td>
      ))}
    </tr>
  );
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white print:overflow-visible print:border-0"
      tabIndex={0}
      role="region"
      aria-label={props.name}
    >
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="sr-only">
          {props.name}, {book.period.label}: {props.captionTail}; amounts in rupees
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`${cell} font-semibold`}>
                {column.label}
              </th>
            ))}
            {AMOUNT_KEYS.map((key) => (
              <th key={key} scope="col" className={`${cell} text-right font-semibold`}>
                {amounts[key]} <span className="font-normal">(Rs.)</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {book.data.length === 0 ? (
            <tr>
              <td colSpan={columns.length + AMOUNT_KEYS.length} className={`${cell} py-8 text-center text-slate-700`}>
                {props.empty}
              </td>
            </tr>
          ) : (
            book.data.map((row) => (
              <tr key={props.rowKey(row)} className="border-t border-slate-200 align-top">
                {columns.map((column, index) =>
                  column.header ? (
                    <th key={index} scope="row" className={`${cell} text-left font-medium ${column.className ?? ''}`}>
                      {column.cell(row, accountant)}
                    </th>
                  ) : (
                    <td key={index} className={`${cell} ${column.className ?? ''}`}>
                      {column.cell(row, accountant)}
                    </td>
                  ),
                )}
                {AMOUNT_KEYS.map((key) => (
                  <td key={key} className={number}>
                    {amount((row as Record<AmountKey, number>)[key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          {book.total_pages > 1 ? totalsRow(`Page ${book.page} total`, book.page_totals) : null}
          {totalsRow('Period total', book.period_totals)}
        </tfoot>
      </table>
    </div>
  );
}

/** "Closed on … by …" for each closed month of the period. */
function ClosedMonths({ months }: { months: ClosedMonth[] }) {
  if (months.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      {months.map((month) => (
        <li key={`${month.year}-${month.month}`} className="flex items-start gap-2">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
          <span>
            <span className="font-semibold">{month.label}:</span> Closed on {formatBsAdDay(month.at)} by {month.by}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AccountsBook<Row, B extends Book<Row>>(props: AccountsBookProps<Row, B>) {
  const { now = new Date() } = props;
  const { params, update } = useListParams();
  const query = periodQueryOf(params);
  const page = pageOf(params);
  const book = props.useBook(query, page);
  const [exporting, setExporting] = useState<RegisterFormat | null>(null);

  const showPeriod = (next: PeriodQuery) =>
    update({
      fiscal_year: undefined,
      month: undefined,
      from: undefined,
      to: undefined,
      from_bs: undefined,
      to_bs: undefined,
      page: undefined,
      ...next,
    });

  const onExport = async (format: RegisterFormat) => {
    setExporting(format);
    try {
      const { file, name } = await props.download(query, format);
      saveFile(file, name);
      toast.success(props.exported);
    } catch (error) {
      toast.error(staffFailureMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const data = book.data;
  const month = data ? singleMonthOf(data.period) : null;
  return (
    <div className="space-y-6" style={{ fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" }}>
      {/* A book is wide: it prints across A4 landscape. */}
      <style>{'@media print { @page { size: A4 landscape; margin: 12mm; } }'}</style>
      <AccountsTabs />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{props.title}</h1>
          {data?.seller.pan ? (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {data.seller.legal_name || data.seller.name} · PAN {data.seller.pan}
            </p>
          ) : null}
          <p className="mt-2 max-w-3xl text-sm text-slate-700 print:hidden">{props.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button
            variant="secondary"
            loading={exporting === 'csv'}
            loadingText="Exporting..."
            icon={<Download aria-hidden="true" className="size-4" />}
            disabled={!data || exporting !== null}
            onClick={() => void onExport('csv')}
          >
            Export CSV
          </Button>
          <Button
            variant="secondary"
            loading={exporting === 'xlsx'}
            loadingText="Exporting..."
            icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
            disabled={!data || exporting !== null}
            onClick={() => void onExport('xlsx')}
          >
            Export XLSX
          </Button>
          <Button
            variant="secondary"
            icon={<Printer aria-hidden="true" className="size-4" />}
            disabled={!data}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </div>
      </div>

      <PeriodForm key={JSON.stringify(query)} query={query} now={now} onChange={showPeriod} />

      {book.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{staffFailureMessage(book.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void book.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-700">
          {props.loading}
        </p>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-ink">
            {data.period.label}{' '}
            <span className="block text-sm font-normal text-slate-700 sm:inline">
              <span className="whitespace-nowrap">
                {data.period.from_bs} – {data.period.to_bs} BS
              </span>{' '}
              <span className="whitespace-nowrap">
                ({data.period.from} – {data.period.to})
              </span>
            </span>
          </h2>
          <ClosedMonths months={data.closed_months} />
          <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
            <Figure label={props.figures[0]} value={data.period_totals.documents.toLocaleString('en-IN')} />
            <Figure label={props.figures[1]} value={formatRs(data.period_totals.taxable_amount)} />
            <Figure label={props.figures[2]} value={formatRs(data.period_totals.vat)} />
            <Figure label={props.figures[3]} value={formatRs(data.period_totals.bill_total)} />
          </dl>
          <BookTable book={data} props={props} />
          <Pages book={data} onPage={(next) => update({ page: next > 1 ? String(next) : undefined })} />
          {props.children?.(data)}
          {month ? <MonthClosing year={month.year} month={month.month} /> : null}
        </>
      )}
    </div>
  );
}
