import type { Invoice } from '@pasal/contract';
import type { ReactNode } from 'react';
import { formatBsAd } from '../../components/format-date';
import { formatPrice } from '../../components/price';
import { billPaymentLabel } from '../orders';

// The bill on an 80 mm till roll (issue #36): the same bill as the A4 sheet (InvoiceDocument) — the
// seller and PAN, bill number, date in BS and AD, buyer and PAN, lines, VAT, total in figures and
// words, how it was paid — in one narrow column. Staff prints are in English, like the staff area.

const money = (rupees: number) => formatPrice(rupees, 'Rs.');

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-dashed border-black pt-1 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function ReceiptDocument({ invoice, mark }: { invoice: Invoice; mark?: ReactNode }) {
  return (
    <article
      aria-labelledby="receipt-heading"
      className="receipt mx-auto w-full max-w-[72mm] bg-white font-mono text-[12px] leading-snug text-black"
    >
      <header className="border-b border-dashed border-black pb-2 text-center">
        <p className="text-sm font-bold">{invoice.seller.legal_name}</p>
        <p>{invoice.seller.address}</p>
        <p>
          PAN/VAT: <span className="font-bold">{invoice.seller.pan}</span>
        </p>
        <p>Phone: {invoice.seller.phone}</p>
        <h1 id="receipt-heading" className="mt-1 text-sm font-bold tracking-wide uppercase">
          Tax invoice
        </h1>
        {mark ? (
          <p className="mt-1 border border-black px-1 font-semibold" data-testid="bill-mark">
            {mark}
          </p>
        ) : null}
      </header>

      <dl className="border-b border-dashed border-black py-2">
        <div className="flex justify-between gap-2">
          <dt>Bill no.</dt>
          <dd className="font-bold" data-testid="invoice-number">
            {invoice.invoice_number}
          </dd>
        </div>
        <div>
          <dt className="inline">Date: </dt>
          <dd className="inline">
            <time dateTime={invoice.issued_at}>{formatBsAd(invoice.issued_at, 'en')}</time>
          </dd>
        </div>
        <div>
          <dt className="inline">Order: </dt>
          <dd className="inline break-all">{invoice.transaction_id}</dd>
        </div>
        <div>
          <dt className="inline">Buyer: </dt>
          <dd className="inline">{invoice.buyer.name}</dd>
        </div>
        {invoice.buyer.pan ? (
          <div>
            <dt className="inline">Buyer PAN: </dt>
            <dd className="inline font-bold">{invoice.buyer.pan}</dd>
          </div>
        ) : null}
      </dl>

      <div className="border-b border-dashed border-black">
        <table className="w-full border-collapse" aria-label="Items">
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 font-semibold">
                Item
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="align-top">
                <td className="py-0.5 pr-2">
                  {line.description}
                  <span className="block tabular-nums">
                    {line.quantity} × {money(line.rate)}
                  </span>
                  {line.serials?.length ? <span className="block break-all">S/N {line.serials.join(', ')}</span> : null}
                </td>
                <td className="py-0.5 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="py-2">
        <Row label="Subtotal" value={money(invoice.subtotal)} />
        {invoice.delivery_charge > 0 ? <Row label="Delivery" value={money(invoice.delivery_charge)} /> : null}
        {invoice.discount > 0 ? <Row label="Discount" value={`− ${money(invoice.discount)}`} /> : null}
        <Row label="Taxable amount" value={money(invoice.taxable_amount)} />
        <Row label={`VAT ${invoice.vat_percent}%`} value={money(invoice.vat_amount)} />
        <Row label="Total" value={money(invoice.total)} strong />
      </dl>
      <p>In words: {invoice.total_in_words}</p>
      {invoice.vat_mode === 'inclusive' ? <p>Prices include VAT.</p> : null}
      <p className="mt-1">
        Paid by: <span className="font-bold">{billPaymentLabel(invoice)}</span>
      </p>
      {invoice.issued_by ? <p>Served by: {invoice.issued_by}</p> : null}
      <p className="mt-2 border-t border-dashed border-black pt-2 text-center">
        Thank you for shopping with us.
        <br />
        This is a computer-generated bill.
      </p>
    </article>
  );
}
