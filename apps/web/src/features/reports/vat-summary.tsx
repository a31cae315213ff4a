import { BS_MONTH_NAMES_EN, type VatMonth } from '@pasal/contract';
import { amount } from './accounts-book';

// The sales side of the monthly VAT return: per BS month, the VAT on bills, the VAT given back on
// sales returns (credit notes), and what remains.

const cell = 'px-3 py-2';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;

const paisa = (rupees: number) => Math.round(rupees * 100);

export function VatSummary({ months }: { months: VatMonth[] }) {
  const sum = (pick: (month: VatMonth) => number) =>
    months.reduce((total, month) => total + paisa(pick(month)), 0) / 100;
  const columns: { label: string; pick: (month: VatMonth) => number }[] = [
    { label: 'Taxable sales', pick: (month) => month.taxable_sales },
    { label: 'VAT on sales', pick: (month) => month.output_vat },
    { label: 'VAT on returns', pick: (month) => month.returns_vat },
    { label: 'Net VAT', pick: (month) => month.net_vat },
  ];
  return (
    <section
      aria-labelledby="vat-summary"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 print:break-inside-avoid"
    >
      <h2 id="vat-summary" className="text-base font-semibold text-ink">
        VAT per month
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        VAT on the bills minus VAT on sales returns, for the sales side of the monthly VAT return.
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="VAT per month, scrollable">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">VAT per BS month; amounts in rupees</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                Month (BS)
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={`${cell} text-right font-semibold`}>
                  {column.label} <span className="font-normal">(Rs.)</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={`${month.year}-${month.month}`} className="border-t border-slate-200">
                <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                  {BS_MONTH_NAMES_EN[month.month - 1]} {month.year}
                </th>
                {columns.map((column) => (
                  <td key={column.label} className={number}>
                    {amount(column.pick(month))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {months.length > 1 ? (
            <tfoot>
              <tr className="border-t border-slate-300 bg-slate-50 font-semibold text-ink">
                <th scope="row" className={cell}>
                  Total
                </th>
                {columns.map((column) => (
                  <td key={column.label} className={number}>
                    {amount(sum(column.pick))}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
