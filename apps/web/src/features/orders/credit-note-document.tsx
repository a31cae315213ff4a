import { creditNotesPagePath, fiscalYearLabelNe, toDevanagariDigits, type CreditNote } from '@pasal/contract';
import { Link } from 'react-router';
import { formatBsAd } from '../../components/format-date';
import { formatPrice } from '../../components/price';
import { activeLocale, t } from '../../i18n';
import { useCreditNotes } from './api';

// A credit note as a printed document (issue #33): like the bill it reduces, plain black on white,
// with the seller and buyer as billed, its own number, the bill it refers to, the lines taken back
// with the VAT reversed on each, and the total credited in figures and in words.

const money = (rupees: number) => formatPrice(rupees, 'Rs.');
/** A line in the page's language: the bill's Nepali description, the delivery charge worded by the catalogue. */
function creditLineText(line: CreditNote['lines'][number]): string {
  if (activeLocale() !== 'ne') return line.description;
  if (line.description === 'Delivery charge') return t('invoice.delivery');
  return line.description_ne ?? line.description;
}

const digits = (text: string | number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(text)) : String(text));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

export function CreditNoteDocument({ note }: { note: CreditNote }) {
  const headingId = `credit-note-${note.fiscal_year.replace('/', '-')}-${note.sequence}`;
  return (
    <article aria-labelledby={headingId} className="bg-white text-black break-inside-avoid">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="text-lg font-bold">{note.seller.legal_name}</p>
          <p>{note.seller.address}</p>
          <p>
            {t('invoice.pan')}: <span className="font-semibold">{note.seller.pan}</span>
          </p>
          <p className="text-sm">
            {t('invoice.phone')}: {digits(note.seller.phone)} · {note.seller.email}
          </p>
        </div>
        <h2 id={headingId} className="text-2xl font-bold tracking-wide uppercase">
          {t('invoice.creditNoteHeading')}
        </h2>
      </header>
      <section className="grid gap-4 border-b border-black py-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold uppercase">{t('invoice.buyer')}</h3>
          <p className="font-semibold">{note.buyer.name}</p>
          {note.buyer.pan ? (
            <p>
              {t('invoice.buyerPan')}: <span className="font-semibold">{note.buyer.pan}</span>
            </p>
          ) : null}
          <p>{note.buyer.address}</p>
        </div>
        <dl className="text-sm sm:text-right">
          <Fact label={t('invoice.creditNoteNumber')}>
            <span className="font-mono font-semibold" data-testid="credit-note-number">
              {digits(note.credit_note_number)}
            </span>
          </Fact>
          <Fact label={t('invoice.fiscalYear')}>
            {activeLocale() === 'ne' ? fiscalYearLabelNe(note.fiscal_year) : note.fiscal_year}
          </Fact>
          <Fact label={t('invoice.issuedOn')}>
            <time dateTime={note.issued_at}>{formatBsAd(note.issued_at)}</time>
          </Fact>
          <Fact label={t('invoice.creditNoteAgainst')}>
            <span className="font-mono">{digits(note.invoice_number)}</span>
          </Fact>
          <Fact label={t('invoice.creditNoteBillDate')}>
            <time dateTime={note.invoice_issued_at}>{formatBsAd(note.invoice_issued_at)}</time>
          </Fact>
          <Fact label={t('invoice.orderId')}>
            <span className="font-mono">{note.transaction_id}</span>
          </Fact>
          <Fact label={t('invoice.creditNoteKind')}>
            {note.kind === 'cancellation' ? t('invoice.creditNoteKindCancellation') : t('invoice.creditNoteKindRefund')}
          </Fact>
        </dl>
      </section>
      <table className="mt-4 w-full border-collapse text-sm" aria-label={t('invoice.creditNoteLinesLabel')}>
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
              {t('invoice.creditNoteVatColumn')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-300 align-top">
              <td className="py-2 pr-2">{digits(index + 1)}</td>
              <td className="py-2 pr-2">{creditLineText(line)}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{digits(line.quantity)}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">{money(line.vat_amount)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex justify-end">
        <dl className="w-full text-sm sm:w-80">
          <div className="flex justify-between gap-6 py-1">
            <dt>{t('invoice.taxable')}</dt>
            <dd className="tabular-nums">{money(note.taxable_amount)}</dd>
          </div>
          <div className="flex justify-between gap-6 py-1">
            <dt>{t('invoice.creditNoteVatReversed', { percent: digits(note.vat_percent) })}</dt>
            <dd className="tabular-nums">{money(note.vat_amount)}</dd>
          </div>
          <div className="flex justify-between gap-6 border-t border-black py-1 pt-2 text-base font-bold">
            <dt>{t('invoice.creditNoteTotal')}</dt>
            <dd className="tabular-nums" data-testid="credit-note-total">
              {money(note.total)}
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-4 text-sm">
        <span className="font-semibold">{t('invoice.inWords')}:</span>{' '}
        {activeLocale() === 'ne' ? note.total_in_words_ne : note.total_in_words}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{t('invoice.creditNoteReason')}:</span> {note.reason}
      </p>
      <p className="mt-6 text-xs">{t('invoice.creditNoteComputer')}</p>
    </article>
  );
}

/** Under the bill: the credit notes that reduce it, with the way to their printable page. */
export function CreditNotesOfBill({ transactionId }: { transactionId: string }) {
  const notes = useCreditNotes(transactionId);
  if (!notes.isSuccess || notes.data.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes-of-bill" className="mt-8 border-t-2 border-black pt-4 text-sm">
      <h2 id="credit-notes-of-bill" className="font-semibold">
        {t('invoice.creditNotesOfBill')}
      </h2>
      <ul className="mt-2 space-y-1">
        {notes.data.map((note) => (
          <li key={note.credit_note_number} className="tabular-nums">
            {t('invoice.creditNoteSummary', { number: digits(note.credit_note_number), amount: money(note.total) })}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">{t('invoice.creditNoteExplained')}</p>
      <Link
        to={creditNotesPagePath(transactionId)}
        className="mt-2 inline-block font-medium text-brand-800 underline underline-offset-2 print:hidden"
      >
        {t('invoice.creditNotesView')}
      </Link>
    </section>
  );
}
