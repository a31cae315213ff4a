import { Printer } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { PageMeta } from '../../components/page-meta';
import { useSession } from '../../api/session-store';
import { CreditNotesOfBill, useInvoice, InvoiceDocument } from '../../features/orders';
import { t } from '../../i18n';

// /profile/orders/:transactionId/invoice: the order's tax invoice alone on an A4 page, without the
// shop's header and footer, so "Print / Download" (the browser's print dialog, which also saves a
// PDF) gives the bill and nothing else.

const PRINT_CSS = `@page { size: A4; margin: 14mm; }
@media print {
  html, body { background: #fff !important; }
  .invoice-sheet { box-shadow: none !important; border: 0 !important; padding: 0 !important; max-width: none !important; }
}`;

function InvoiceBody({ transactionId }: { transactionId: string }) {
  const invoice = useInvoice(transactionId);
  if (invoice.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        {t('invoice.loading')}
      </p>
    );
  }
  if (invoice.isError) {
    const status = invoice.error instanceof ApiError ? invoice.error.status : 0;
    const message = status === 409 ? t('invoice.notYet') : status === 404 ? t('invoice.notFound') : t('invoice.failed');
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {message}
      </p>
    );
  }
  return (
    <>
      <PageMeta
        title={t('invoice.pageTitle', { number: invoice.data.invoice_number })}
        description={t('invoice.pageDescription')}
        noIndex
      />
      {/* The customer's own view is never the original: staff print that, numbered (issue #33). */}
      <InvoiceDocument invoice={invoice.data} mark={t('invoice.customerCopy')} />
      <CreditNotesOfBill transactionId={transactionId} />
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
        <InvoiceBody transactionId={transactionId} />
      </div>
    </main>
  );
}
