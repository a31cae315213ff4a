import {
  SALES_REPORT_GROUP_LABELS,
  SALES_REPORT_GROUPS,
  formatRs,
  type SalesReport as Report,
  type SalesReportGroup,
  type SalesReportRow,
} from '@pasal/contract';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../api/file-transfer';
import { Select } from '../../components/ui/field';
import { oneOf, useListParams } from '../../components/ui/use-list-params';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { AccountsTabs } from './accounts-tabs';
import { downloadSalesReport, useSalesReport, type RegisterFormat } from './api';
import { periodQueryOf, type PeriodQuery } from './period';
import { PeriodForm } from './period-form';
import { amount } from './accounts-book';
import ReportChart from './report-chart';
import '../../i18n/devanagari-font.css';

// /staff/accounts/report: what the shop sold in a period (the register's period picker, BS or AD),
// grouped by time or by what, how and where it sold: a chart of net sales and refunds and the same
// figures as a table with the period's totals. The rules (what counts as a sale, a refund, net and
// VAT) are the contract's (sales-report.ts), so the totals equal the register's.

const groupOptions = SALES_REPORT_GROUPS.map((group) => ({ value: group, label: SALES_REPORT_GROUP_LABELS[group] }));

const COLUMNS: { key: 'gross' | 'discounts' | 'refunds' | 'net' | 'vat'; label: string }[] = [
  { key: 'gross', label: 'Gross' },
  { key: 'discounts', label: 'Discounts' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'net', label: 'Net' },
  { key: 'vat', label: 'VAT' },
];

const cell = 'px-2 py-2 first:pl-3 last:pr-3';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;
const count = (value: number) => value.toLocaleString('en-IN');

function Figures({ report }: { report: Report }) {
  const totals = report.totals;
  const figures = [
    { label: 'Orders', value: count(totals.orders) },
    { label: 'Net sales', value: formatRs(totals.net) },
    { label: 'Refunds', value: formatRs(totals.refunds) },
    { label: 'VAT', value: formatRs(totals.vat) },
  ];
  return (
    <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex items-baseline justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 sm:block sm:p-4"
        >
          <dt className="text-sm text-slate-700">{figure.label}</dt>
          <dd className="text-lg font-semibold whitespace-nowrap text-ink tabular-nums sm:mt-1 sm:text-xl">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A day's or week's label keeps its BS date on the line and puts the AD date under it, smaller. */
function GroupLabel({ label }: { label: string }) {
  const dated = /^(.*) \((\d{4}-\d{2}-\d{2})\)$/.exec(label);
  if (!dated) return label;
  return (
    <>
      {dated[1]} <span className="block text-xs font-normal text-slate-600">{dated[2]}</span>
    </>
  );
}

function ReportTable({ report }: { report: Report }) {
  const groupLabel = SALES_REPORT_GROUP_LABELS[report.by];
  const line = (row: Omit<SalesReportRow, 'key' | 'label'>) => (
    <>
      <td className={number}>{count(row.orders)}</td>
      <td className={number}>{count(row.units)}</td>
      {COLUMNS.map((column) => (
        <td key={column.key} className={number}>
          {amount(row[column.key])}
        </td>
      ))}
    </>
  );
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white print:overflow-visible print:border-0"
      tabIndex={0}
      role="region"
      aria-label="Sales report table"
    >
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="sr-only">
          Sales report by {groupLabel.toLowerCase()}, {report.period.label}; amounts in rupees
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {groupLabel}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Orders
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Units
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={`${cell} text-right font-semibold`}>
                {column.label} <span className="font-normal">(Rs.)</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={3 + COLUMNS.length} className={`${cell} py-8 text-center text-slate-700`}>
                No sales or refunds in this period.
              </td>
            </tr>
          ) : (
            report.rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200 align-top">
                <th scope="row" className={`${cell} min-w-40 text-left font-medium`}>
                  <GroupLabel label={row.label} />
                </th>
                {line(row)}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 bg-slate-50 font-semibold text-ink">
            <th scope="row" className={`${cell} text-left`}>
              Period total
            </th>
            {line(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function SalesReport({ now = new Date() }: { now?: Date }) {
  const { params, update } = useListParams();
  const query = periodQueryOf(params);
  const by: SalesReportGroup = oneOf(SALES_REPORT_GROUPS, params.get('by')) ?? 'day';
  const report = useSalesReport(query, by);
  const data = report.data;
  const [exporting, setExporting] = useState<RegisterFormat | null>(null);

  // The files hold the table on screen: the same period and grouping, read again by the server.
  const onExport = async (format: RegisterFormat) => {
    setExporting(format);
    try {
      const { file, name } = await downloadSalesReport(query, by, format);
      saveFile(file, name);
      toast.success('Sales report exported');
    } catch (error) {
      toast.error(staffFailureMessage(error));
    } finally {
      setExporting(null);
    }
  };

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

  return (
    <div className="space-y-6" style={{ fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" }}>
      <AccountsTabs />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Sales report</h1>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            Sales are the bills issued in the period; refunds the credit notes. Net is gross less discounts and refunds,
            so the period&apos;s net and VAT equal the sales register&apos;s.
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
        </div>
      </div>

      <PeriodForm key={JSON.stringify(query)} query={query} now={now} onChange={showPeriod} />

      <div className="max-w-xs">
        <Select
          label="Group by"
          options={groupOptions}
          value={by}
          onChange={(event) => update({ by: event.target.value === 'day' ? undefined : event.target.value })}
        />
      </div>

      {report.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{staffFailureMessage(report.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-700">
          Loading the report...
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
          <Figures report={data} />
          {data.rows.length > 0 ? (
            <section aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-4 print:hidden">
              <ReportChart rows={data.rows} />
            </section>
          ) : null}
          <ReportTable report={data} />
        </>
      )}
    </div>
  );
}
