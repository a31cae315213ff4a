import { formatRs, type SalesRegister as Register } from '@pasal/contract';
import { ChevronLeft, ChevronRight, Download, FileSpreadsheet, Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../api/file-transfer';
import { Button } from '../../components/ui/button';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { downloadSalesRegister, useSalesRegister, type RegisterFormat } from './api';
import { periodQueryOf, type PeriodQuery } from './period';
import { PeriodForm } from './period-form';
import { RegisterTable } from './register-table';
import { VatSummary } from './vat-summary';
import { AccountsTabs } from './accounts-tabs';
// Buyers' names and the sales book's Nepali name are often Devanagari, on an English page too: the
// shop's own Devanagari font (unicode-range: fetched only when such a letter shows) backs the system font.
import '../../i18n/devanagari-font.css';
import { staffFailureMessage } from '../../api/failure-message';

// /staff/accounts (admins): the sales register (बिक्री खाता) of a period as the accountant files it,
// its CSV and XLSX exports (the same rows and totals; the workbook adds the sales-return book), the VAT per month, and a printout on A4 landscape. The
// period lives in the address, so a link or Back shows the same register.

/** The server's words for a refusal (a malformed period), else a generic line. */
export function Figure({ label, value }: { label: string; value: string }) {
  // A phone gives each figure a line of its own (label left, amount right): two amounts side by
  // side would break inside a crore.
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 sm:block sm:p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap text-ink tabular-nums sm:mt-1 sm:text-xl">{value}</dd>
    </div>
  );
}

function Figures({ register }: { register: Register }) {
  const totals = register.period_totals;
  return (
    <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
      <Figure label="Bills" value={totals.documents.toLocaleString('en-IN')} />
      <Figure label="Taxable amount" value={formatRs(totals.taxable_amount)} />
      <Figure label="VAT" value={formatRs(totals.vat)} />
      <Figure label="Bill totals" value={formatRs(totals.bill_total)} />
    </dl>
  );
}

export function Pages({
  register,
  onPage,
}: {
  register: Pick<Register, 'page' | 'total_pages'>;
  onPage: (page: number) => void;
}) {
  if (register.total_pages <= 1) return null;
  return (
    <nav aria-label="Register pages" className="flex items-center justify-between gap-3 print:hidden">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        disabled={register.page <= 1}
        onClick={() => onPage(register.page - 1)}
      >
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {register.page} of {register.total_pages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={register.page >= register.total_pages}
        onClick={() => onPage(register.page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

export function SalesRegister({ now = new Date() }: { now?: Date }) {
  const { params, update } = useListParams();
  const query = periodQueryOf(params);
  const page = pageOf(params);
  const register = useSalesRegister(query, page);
  const [exporting, setExporting] = useState<RegisterFormat | null>(null);

  const showPeriod = (next: PeriodQuery) =>
    update({
      fiscal_year: undefined,
      month: undefined,
      from: undefined,
      to: undefined,
      from_bs: undefined,
      to_bs: undefined,
      ...next,
    });

  const onExport = async (format: RegisterFormat) => {
    setExporting(format);
    try {
      const { file, name } = await downloadSalesRegister(query, format);
      saveFile(file, name);
      toast.success('Sales register exported');
    } catch (error) {
      toast.error(staffFailureMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const data = register.data;
  return (
    <div className="space-y-6" style={{ fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" }}>
      {/* A register is wide: it prints across A4 landscape. */}
      <style>{'@media print { @page { size: A4 landscape; margin: 12mm; } }'}</style>
      <AccountsTabs />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Sales register</h1>
          {data?.seller.pan ? (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {data.seller.legal_name || data.seller.name} · PAN {data.seller.pan}
            </p>
          ) : null}
          <p className="mt-2 max-w-3xl text-sm text-slate-700 print:hidden">
            Every bill issued in the period, in number order, with the columns of the sales book (बिक्री खाता). Export it
            for the accountant or print it.
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

      {register.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{staffFailureMessage(register.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void register.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-700">
          Loading the register...
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
          <Figures register={data} />
          <RegisterTable register={data} />
          <Pages register={data} onPage={(next) => update({ page: next > 1 ? String(next) : undefined })} />
          <VatSummary months={data.vat_summary} />
        </>
      )}
    </div>
  );
}
