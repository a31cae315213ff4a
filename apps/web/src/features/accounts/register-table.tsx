import type { RegisterTotals, SalesRegister, SalesRegisterRow } from '@pasal/contract';
import { Link } from 'react-router';
import { useSession } from '../../api/session-store';

// The register's rows as the sales book lists them, with the page's and the period's totals in the
// table's foot. Ten columns do not fit a phone: the table scrolls sideways in its own region (which
// keyboard users can focus and scroll), the bill number staying at the left.

const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456.5 → '1,23,456.50': every amount with its paisa, so the columns line up. */
export const amount = (rupees: number) => grouped.format(rupees);

type AmountKey = 'total_sales' | 'exempt_sales' | 'export_sales' | 'taxable_amount' | 'vat' | 'bill_total';

const AMOUNT_COLUMNS: { key: AmountKey; label: string }[] = [
  { key: 'total_sales', label: 'Total sales' },
  { key: 'exempt_sales', label: 'Non-taxable sales' },
  { key: 'export_sales', label: 'Export sales' },
  { key: 'taxable_amount', label: 'Taxable amount' },
  { key: 'vat', label: 'VAT' },
  { key: 'bill_total', label: 'Bill total' },
];

const cell = 'px-2 py-2 first:pl-3 last:pr-3';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;

function TotalsRow({ label, totals }: { label: string; totals: RegisterTotals }) {
  const bills = totals.documents === 1 ? '1 bill' : `${totals.documents.toLocaleString('en-IN')} bills`;
  return (
    <tr className="border-t border-slate-300 bg-slate-50 font-semibold text-ink">
      <th scope="row" colSpan={4} className={`${cell} text-left`}>
        {label} <span className="font-normal text-slate-700">({bills})</span>
      </th>
      {AMOUNT_COLUMNS.map((column) => (
        <td key={column.key} className={number}>
          {amount(totals[column.key])}
        </td>
      ))}
    </tr>
  );
}

/**
 * Where a document's number leads: for an admin, the order on the order desk; for an accountant
 * (no order desk), the bill's print sheet or the order's credit notes.
 */
function documentLink(row: SalesRegisterRow, accountant: boolean): string {
  const id = encodeURIComponent(row.transaction_id);
  if (!accountant) return `/staff/orders?order=${id}`;
  return row.kind === 'bill' ? `/staff/orders/${id}/bill` : `/profile/orders/${id}/credit-notes`;
}

function Row({ row, accountant }: { row: SalesRegisterRow; accountant: boolean }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className={`${cell} whitespace-nowrap`}>
        {row.date_bs}
        <span className="block text-xs text-slate-600">{row.date_ad}</span>
      </td>
      <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
        <Link to={documentLink(row, accountant)} className="text-brand-700 underline-offset-2 hover:underline">
          {row.number}
        </Link>
      </th>
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

export function RegisterTable({ register }: { register: SalesRegister }) {
  const accountant = useSession((state) => state.user?.role === 'accountant');
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white print:overflow-visible print:border-0"
      tabIndex={0}
      role="region"
      aria-label="Sales register"
    >
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="sr-only">
          Sales register, {register.period.label}: every bill in number order; amounts in rupees
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Date <span className="font-normal">(BS, AD)</span>
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
          {register.data.length === 0 ? (
            <tr>
              <td colSpan={4 + AMOUNT_COLUMNS.length} className={`${cell} py-8 text-center text-slate-700`}>
                No bills were issued in this period.
              </td>
            </tr>
          ) : (
            register.data.map((row) => <Row key={row.number} row={row} accountant={accountant} />)
          )}
        </tbody>
        <tfoot>
          {register.total_pages > 1 ? (
            <TotalsRow label={`Page ${register.page} total`} totals={register.page_totals} />
          ) : null}
          <TotalsRow label="Period total" totals={register.period_totals} />
        </tfoot>
      </table>
    </div>
  );
}
