import type { SalesRegisterRow } from '@pasal/contract';
import { Link } from 'react-router';
import { AccountsBook, type BookColumn } from './accounts-book';
import { downloadSalesRegister, useSalesRegister } from './api';
import { VatSummary } from './vat-summary';

// /staff/accounts (admins and accountants): the sales register (बिक्री खाता) of a period as the
// accountant files it, its CSV and XLSX exports (the same rows and totals; the workbook adds the
// sales-return book), the VAT per month, a printout on A4 landscape, and the month's closing.

const link = 'text-brand-700 underline-offset-2 hover:underline';

/**
 * Where a document's number leads: for an admin, the order on the order desk; for an accountant
 * (no order desk), the bill's print sheet or the order's credit notes.
 */
function documentLink(row: SalesRegisterRow, accountant: boolean): string {
  const id = encodeURIComponent(row.transaction_id);
  if (!accountant) return `/staff/orders?order=${id}`;
  return row.kind === 'bill' ? `/staff/orders/${id}/bill` : `/profile/orders/${id}/credit-notes`;
}

/** The date in both calendars, shared by both books. */
export const DATE_COLUMN: BookColumn<{ date_bs: string; date_ad: string }> = {
  label: (
    <>
      Date <span className="font-normal">(BS, AD)</span>
    </>
  ),
  className: 'whitespace-nowrap',
  cell: (row) => (
    <>
      {row.date_bs}
      <span className="block text-xs text-slate-600">{row.date_ad}</span>
    </>
  ),
};

/** The buyer's name and PAN as billed, shared by both books. */
export const BUYER_COLUMNS: BookColumn<{ buyer_name: string; buyer_pan: string | null }>[] = [
  { label: "Buyer's name", className: 'min-w-32', cell: (row) => row.buyer_name },
  {
    label: "Buyer's PAN",
    className: 'whitespace-nowrap',
    cell: (row) => row.buyer_pan ?? <span className="text-slate-600">–</span>,
  },
];

const COLUMNS: BookColumn<SalesRegisterRow>[] = [
  DATE_COLUMN,
  {
    label: 'Bill no.',
    header: true,
    className: 'whitespace-nowrap',
    cell: (row, accountant) => (
      <Link to={documentLink(row, accountant)} className={link}>
        {row.number}
      </Link>
    ),
  },
  ...BUYER_COLUMNS,
];

export function SalesRegister({ now = new Date() }: { now?: Date }) {
  return (
    <AccountsBook
      title="Sales register"
      intro="Every bill issued in the period, in number order, with the columns of the sales book (बिक्री खाता). Export it for the accountant or print it."
      name="Sales register"
      captionTail="every bill in number order"
      noun={{ one: 'bill', many: 'bills' }}
      empty="No bills were issued in this period."
      loading="Loading the register..."
      exported="Sales register exported"
      useBook={useSalesRegister}
      download={downloadSalesRegister}
      columns={COLUMNS}
      amounts={{
        total_sales: 'Total sales',
        exempt_sales: 'Non-taxable sales',
        export_sales: 'Export sales',
        taxable_amount: 'Taxable amount',
        vat: 'VAT',
        bill_total: 'Bill total',
      }}
      figures={['Bills', 'Taxable amount', 'VAT', 'Bill totals']}
      rowKey={(row) => row.number}
      now={now}
    >
      {(register) => <VatSummary months={register.vat_summary} />}
    </AccountsBook>
  );
}
