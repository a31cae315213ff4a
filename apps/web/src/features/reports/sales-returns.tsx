import type { SalesReturnRow } from '@pasal/contract';
import { Link } from 'react-router';
import { AccountsBook, type BookColumn } from './accounts-book';
import { downloadSalesReturns, useSalesReturns } from './api';
import { BUYER_COLUMNS, DATE_COLUMN } from './sales-register';

// /staff/accounts/returns (admins and accountants, issue #34): the sales-return book (बिक्री फिर्ता
// खाता) of a period, one row per credit note in number order with the bill it reduces, amounts as
// returned, the page's and the period's totals, and its CSV and XLSX files (the same rows and
// totals). The register's page (accounts-book.tsx) given the book's columns.

const link = 'text-brand-700 underline-offset-2 hover:underline';

const COLUMNS: BookColumn<SalesReturnRow>[] = [
  DATE_COLUMN,
  {
    label: 'Credit note no.',
    header: true,
    className: 'whitespace-nowrap',
    // An admin goes to the order on the order desk; an accountant (no order desk) to the papers.
    cell: (row, accountant) => {
      const id = encodeURIComponent(row.transaction_id);
      return (
        <Link to={accountant ? `/profile/orders/${id}/credit-notes` : `/staff/orders?order=${id}`} className={link}>
          {row.number}
        </Link>
      );
    },
  },
  {
    label: 'Bill no.',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <Link to={`/staff/orders/${encodeURIComponent(row.transaction_id)}/bill`} className={link}>
        {row.bill_number}
      </Link>
    ),
  },
  ...BUYER_COLUMNS,
];

export function SalesReturns({ now = new Date() }: { now?: Date }) {
  return (
    <AccountsBook
      title="Sales returns"
      intro="Every credit note issued in the period, in number order, with the bill it reduces: the sales-return book (बिक्री फिर्ता खाता). Amounts are as returned; the sales register lists the same credit notes as negative rows."
      name="Sales returns"
      captionTail="every credit note in number order"
      noun={{ one: 'credit note', many: 'credit notes' }}
      empty="No credit notes were issued in this period."
      loading="Loading the sales returns..."
      exported="Sales returns exported"
      useBook={useSalesReturns}
      download={downloadSalesReturns}
      columns={COLUMNS}
      amounts={{
        total_sales: 'Total sales returned',
        exempt_sales: 'Non-taxable',
        export_sales: 'Export',
        taxable_amount: 'Taxable amount',
        vat: 'VAT',
        bill_total: 'Credit note total',
      }}
      figures={['Credit notes', 'Taxable amount returned', 'VAT returned', 'Credit note totals']}
      rowKey={(row) => row.number}
      now={now}
    />
  );
}
