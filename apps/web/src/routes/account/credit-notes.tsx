import { Printer } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { PageMeta } from '../../components/page-meta';
import { useSession } from '../../api/session-store';
import { CreditNoteDocument, useCreditNotes } from '../../features/orders';
import { t } from '../../i18n';

// /profile/orders/:transactionId/credit-notes: the order's credit notes, each on its own A4 page
// when printed, without the shop's header and footer (like the bill's page).

const PRINT_CSS = `@page { size: A4; margin: 14mm; }
@media print {
  html, body { background: #fff !important; }
  .invoice-sheet { box-shadow: none !important; border: 0 !important; padding: 0 !important; max-width: none !important; }
  .credit-note + .credit-note { break-before: page; }
}`;

function CreditNotesBody({ transactionId }: { transactionId: string }) {
  const notes = useCreditNotes(transactionId);
  if (notes.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        {t('invoice.creditNotesLoading')}
      </p>
    );
  }
  if (notes.isError) {
    const notFound = notes.error instanceof ApiError && notes.error.status === 404;
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {notFound ? t('invoice.notFound') : t('invoice.creditNotesFailed')}
      </p>
    );
  }
  return (
    <>
      <PageMeta
        title={t('invoice.creditNotesPageTitle', { id: transactionId })}
        description={t('invoice.creditNotesPageDescription')}
        noIndex
      />
      <h1 className="sr-only">{t('orders.creditNotesLabel', { id: transactionId })}</h1>
      {notes.data.length === 0 ? (
        <p className="py-10 text-center text-slate-700">{t('invoice.creditNotesNone')}</p>
      ) : (
        notes.data.map((note) => (
          <div key={note.credit_note_number} className="credit-note mb-10 last:mb-0">
            <CreditNoteDocument note={note} />
          </div>
        ))
      )}
    </>
  );
}

export function Component() {
  const loggedIn = useSession((state) => state.loggedIn);
  const location = useLocation();
  const { transactionId = '' } = useParams();
  if (!loggedIn) return <Navigate to="/login" replace state={{ redirect: location.pathname, type: 'account' }} />;
  return (
    <main className="min-h-screen bg-slate-100 px-3 py-6 print:bg-white print:p-0 sm:px-6">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/profile/orders" className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {t('invoice.backToOrders')}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('invoice.print')}
        </button>
      </div>
      <div className="invoice-sheet mx-auto max-w-[210mm] rounded-lg border border-slate-300 bg-white p-5 shadow-sm sm:p-10">
        <CreditNotesBody transactionId={transactionId} />
      </div>
    </main>
  );
}
