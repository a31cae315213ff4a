import type { RegisterTotals, SalesReturnRow, SalesReturns as ReturnBook } from '@pasal/contract';
import { formatRs } from '@pasal/contract';
import { Download, FileSpreadsheet, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { saveFile } from '../../api/file-transfer';
import { staffFailureMessage } from '../../api/failure-message';
import { useSession } from '../../api/session-store';
import { Button } from '../../components/ui/button';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { AccountsTabs } from './accounts-tabs';
import { downloadSalesReturns, useSalesReturns, type RegisterFormat } from './api';
import { periodQueryOf, type PeriodQuery } from './period';
import { PeriodForm } from './period-form';
import { amount } from './register-table';
import { Figure, Pages } from './sales-register';
// Buyers' names and the book's Nepali name are often Devanagari: the shop's Devanagari font backs the system font.
import '../../i18n/devanagari-font.css';

// /staff/accounts/returns (admins and accountants, issue #34): the sales-return book (बिक्री फिर्ता
// खाता) of a period, one row per credit note in number order with the bill it reduces, amounts as
// returned, the page's and the period's totals, and its CSV and XLSX files (the same rows and
// totals). The register's period picker, the period in the address.

type AmountKey = 'total_sales' | 'exempt_sales' | 'export_sales' | 'taxable_amount' | 'vat' | 'bill_total';

/** The sales-return book's amounts, as the register's and the files' columns. */
const AMOUNT_COLUMNS: { key: AmountKey; label: string }[] = [
  { key: 'total_sales', label: 'Total sales returned' },
  { key: 'exempt_sales', label: 'Non-taxable' },
  { key: 'export_sales', label: 'Export' },
  { key: 'taxable_amount', label: 'Taxable amount' },
  { key: 'vat', label: 'VAT' },
  { key: 'bill_total', label: 'Credit note total' },
];

const TEXT_COLUMNS = 5;
const cell = 'px-2 py-2 first:pl-3 last:pr-3';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;
const link = 'text-brand-700 underline-offset-2 hover:underline';

function TotalsRow({ label, totals }: { label: string; totals: RegisterTotals }) {
  const notes = totals.documents === 1 ? '1 credit note' : `${totals.documents.toLocaleString('en-IN')} credit notes`;
  return (
    <tr className="border-t border-slate-300 bg-slate-50 font-semibold text-ink">
      <th scope="row" colSpan={TEXT_COLUMNS} className={`${cell} text-left`}>
        {label} <span className="font-normal text-slate-700">({notes})</span>
      </th>
      {AMOUNT_COLUMNS.map((column) => (
        <td key={column.key} className={number}>
          {amount(totals[column.key])}
        </td>
      ))}
    </tr>
  );
}

function Row({ row, accountant }: { row: SalesReturnRow; accountant: boolean }) {
  const id = encodeURIComponent(row.transaction_id);
  // An admin goes to the order on the order desk; an accountant (no order desk) to the papers.
  const noteLink = accountant ? `/profile/orders/${id}/credit-notes` : `/staff/orders?order=${id}`;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className={`${cell} whitespace-nowrap`}>
        {row.date_bs}
        <span className="block text-xs text-slate-600">{row.date_ad}</span>
      </td>
      <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
        <Link to={noteLink} className={link}>
          {row.number}
        </Link>
      </th>
      <td className={`${cell} whitespace-nowrap`}>
        <Link to={`/staff/orders/${id}/bill`} className={link}>
          {row.bill_number}
        </Link>
      </td>
      <td className={`${cell} min-w-32`}>{row.buyer_name}</td>
      <td className={`${cell} whitespace-nowrap`}>{row.buyer_pan ?? <span className="text-slate-600">–</span>}</td>
      {AMOUNT_COLUMNS.map((column) => (
        <td key={column.key} className={number}>
          {amount(row[column.key])}
        </td>
      ))}
    </tr>
  );
}

function ReturnsTable({ book }: { book: ReturnBook }) {
  const accountant = useSession((state) => state.user?.role === 'accountant');
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white print:overflow-visible print:border-0"
      tabIndex={0}
      role="region"
      aria-label="Sales returns"
    >
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="sr-only">
          Sales returns, {book.period.label}: every credit note in number order; amounts in rupees
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Date <span className="font-normal">(BS, AD)</span>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Credit note no.
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Bill no.
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Buyer&apos;s name
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Buyer&apos;s PAN
            </th>
            {AMOUNT_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={`${cell} text-right font-semibold`}>
                {column.label} <span className="font-normal">(Rs.)</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {book.data.length === 0 ? (
            <tr>
              <td colSpan={TEXT_COLUMNS + AMOUNT_COLUMNS.length} className={`${cell} py-8 text-center text-slate-700`}>
                No credit notes were issued in this period.
              </td>
            </tr>
          ) : (
            book.data.map((row) => <Row key={row.number} row={row} accountant={accountant} />)
          )}
        </tbody>
        <tfoot>
          {book.total_pages > 1 ? <TotalsRow label={`Page ${book.page} total`} totals={book.page_totals} /> : null}
          <TotalsRow label="Period total" totals={book.period_totals} />
        </tfoot>
      </table>
    </div>
  );
}

export function SalesReturns({ now = new Date() }: { now?: Date }) {
  const { params, update } = useListParams();
  const query = periodQueryOf(params);
  const page = pageOf(params);
  const book = useSalesReturns(query, page);
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
      const { file, name } = await downloadSalesReturns(query, format);
      saveFile(file, name);
      toast.success('Sales returns exported');
    } catch (error) {
      toast.error(staffFailureMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const data = book.data;
  return (
    <div className="space-y-6" style={{ fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" }}>
      <style>{'@media print { @page { size: A4 landscape; margin: 12mm; } }'}</style>
      <AccountsTabs />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Sales returns</h1>
          {data?.seller.pan ? (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {data.seller.legal_name || data.seller.name} · PAN {data.seller.pan}
            </p>
          ) : null}
          <p className="mt-2 max-w-3xl text-sm text-slate-700 print:hidden">
            Every credit note issued in the period, in number order, with the bill it reduces: the sales-return book
            (बिक्री फिर्ता खाता). Amounts are as returned; the sales register lists the same credit notes as negative
            rows.
          </p>
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
          Loading the sales returns...
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
          <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
            <Figure label="Credit notes" value={data.period_totals.documents.toLocaleString('en-IN')} />
            <Figure label="Taxable amount returned" value={formatRs(data.period_totals.taxable_amount)} />
            <Figure label="VAT returned" value={formatRs(data.period_totals.vat)} />
            <Figure label="Credit note totals" value={formatRs(data.period_totals.bill_total)} />
          </dl>
          <ReturnsTable book={data} />
          <Pages register={data} onPage={(next) => update({ page: next > 1 ? String(next) : undefined })} />
        </>
      )}
    </div>
  );
}
