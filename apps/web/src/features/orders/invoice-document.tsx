import { COUNTER_PAYMENT_LABELS, fiscalYearLabelNe, toDevanagariDigits, type Invoice } from '@pasal/contract';
import { formatBsAd } from '../../components/format-date';
import { formatPrice } from '../../components/price';
import { activeLocale, t } from '../../i18n';
import { paymentMethodName } from '../../components/locale-format';
import type { ReactNode } from 'react';

// The tax invoice as a printed bill: what Nepal's VAT rules ask a bill to show (seller's name,
// address and PAN; number; date in BS and AD; buyer and PAN; lines; taxable amount; VAT; total in
// figures and in words). Plain black on white so it prints and photocopies cleanly.

const money = (rupees: number) => formatPrice(rupees, 'Rs.');
/** Digits as the page's language writes them (numbers, invoice numbers, PANs stay readable either way). */
const digits = (text: string | number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(text)) : String(text));

/** How the bill was paid: a counter sale's method at the till and its reference (issue #36), else the gateway. */
export function billPaymentLabel(invoice: Invoice): string {
  const counter = invoice.counter_payment;
  if (!counter) return paymentMethodName(invoice.payment_method);
  const label = COUNTER_PAYMENT_LABELS[counter.method];
  return counter.reference ? `${label} (ref. ${counter.reference})` : label;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-6 py-1 ${strong ? 'border-t border-black pt-2 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * `mark`: what this sheet is, printed in the bill's head: "Original" or "Copy of original (n)" with
 * who printed it and when (staff prints, which are numbered), or "Customer copy" (issue #33).
 */
export function InvoiceDocument({ invoice, mark }: { invoice: Invoice; mark?: ReactNode }) {
  const ne = activeLocale() === 'ne';
  return (
    <article aria-labelledby="invoice-heading" className="bg-white text-black">
      {mark ? (
        <p className="mb-3 text-right text-sm">
          <span className="inline-block border border-black px-2 py-0.5 font-semibold" data-testid="bill-mark">
            {mark}
          </span>
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="text-lg font-bold">{invoice.seller.legal_name}</p>
          <p lang={ne && !invoice.seller.address_ne ? 'en' : undefined}>
            {(ne && invoice.seller.address_ne) || invoice.seller.address}
          </p>
          <p>
            {t('invoice.pan')}: <span className="font-semibold">{digits(invoice.seller.pan)}</span>
          </p>
          <p className="text-sm">
            {t('invoice.registrationNo')}: {digits(invoice.seller.registration_no)}
          </p>
          <p className="text-sm">
            {t('invoice.phone')}: {digits(invoice.seller.phone)} · {invoice.seller.email}
          </p>
        </div>
        <h1 id="invoice-heading" className="text-2xl font-bold tracking-wide uppercase">
          {t('invoice.heading')}
        </h1>
      </header>

      <section className="grid gap-4 border-b border-black py-4 sm:grid-cols-2">
        <div>
          <h2 className="text-sm font-semibold uppercase">{t('invoice.buyer')}</h2>
          <p className="font-semibold">{invoice.buyer.name}</p>
          {invoice.buyer.pan ? (
            <p>
              {t('invoice.buyerPan')}: <span className="font-semibold">{digits(invoice.buyer.pan)}</span>
            </p>
          ) : null}
          <p lang={ne && !invoice.buyer.address_ne ? 'en' : undefined}>
            {(ne && invoice.buyer.address_ne) || invoice.buyer.address}
          </p>
          <p className="text-sm">
            {t('invoice.phone')}: {digits(invoice.buyer.phone)}
          </p>
        </div>
        <dl className="text-sm sm:text-right">
          <div>
            <dt className="inline font-semibold">{t('invoice.invoiceNumber')}: </dt>
            <dd className="inline font-mono font-semibold" data-testid="invoice-number">
              {digits(invoice.invoice_number)}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('invoice.fiscalYear')}: </dt>
            <dd className="inline">{ne ? fiscalYearLabelNe(invoice.fiscal_year) : invoice.fiscal_year}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('invoice.issuedOn')}: </dt>
            <dd className="inline">
              <time dateTime={invoice.issued_at}>{formatBsAd(invoice.issued_at)}</time>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('invoice.orderId')}: </dt>
            <dd className="inline font-mono">{invoice.transaction_id}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('invoice.orderDate')}: </dt>
            <dd className="inline">
              <time dateTime={invoice.order_date}>{formatBsAd(invoice.order_date)}</time>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('invoice.payment')}: </dt>
            <dd className="inline">{billPaymentLabel(invoice)}</dd>
          </div>
        </dl>
      </section>

      <table className="mt-4 w-full border-collapse text-sm" aria-label={t('invoice.linesLabel')}>
        <thead>
          <tr className="border-b border-black text-left">
            <th scope="col" className="py-2 pr-2">
              {t('invoice.serial')}
            </th>
            <th scope="col" className="py-2 pr-2">
              {t('invoice.particulars')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('invoice.quantity')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('invoice.rate')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-300 align-top">
              <td className="py-2 pr-2">{digits(index + 1)}</td>
              {/* A bill issued before lines had a Nepali description has only the English. */}
              <td className="py-2 pr-2">
                {(ne && line.description_ne) || line.description}
                {/* Each unit's serial or IMEI, recorded at packing before the bill was issued (issue #33). */}
                {line.serials?.length ? (
                  <span className="block font-mono text-xs break-all">
                    {t('invoice.serialNumbers', { serials: line.serials.join(', ') })}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{digits(line.quantity)}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">{money(line.rate)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex justify-end">
        <dl className="w-full text-sm sm:w-80">
          <Row label={t('invoice.subtotal')} value={money(invoice.subtotal)} />
          <Row label={t('invoice.delivery')} value={money(invoice.delivery_charge)} />
          {invoice.discount > 0 ? <Row label={t('invoice.discount')} value={`− ${money(invoice.discount)}`} /> : null}
          <Row label={t('invoice.taxable')} value={money(invoice.taxable_amount)} />
          <Row label={t('invoice.vat', { percent: digits(invoice.vat_percent) })} value={money(invoice.vat_amount)} />
          <Row label={t('invoice.total')} value={money(invoice.total)} strong />
        </dl>
      </div>
      <p className="mt-4 text-sm">
        <span className="font-semibold">{t('invoice.inWords')}:</span>{' '}
        {ne ? invoice.total_in_words_ne : invoice.total_in_words}
      </p>
      {invoice.vat_mode === 'inclusive' ? <p className="mt-1 text-xs">{t('invoice.pricesInclusive')}</p> : null}
      {/* Who issued the bill (issue #34); nothing when the system did or nobody was recorded then. */}
      {invoice.issued_by ? (
        <p className="mt-6 text-sm" data-testid="bill-issued-by">
          <span className="font-semibold">{t('invoice.issuedBy')}:</span> {invoice.issued_by}
        </p>
      ) : null}
      <p className="mt-8 text-xs">{t('invoice.computerBill')}</p>
    </article>
  );
}
