import { ORDER_MESSAGES, type BillPrint } from '@pasal/contract';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../api/session-store';
import { failureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { InvoiceDocument, useInvoice } from '../orders';
import { useRecordBillPrint, useStaffOrdersByIds } from './api';
import { PackingSlip } from './packing-slip';
import { ReceiptDocument } from './receipt-document';

// The order desk's printable pages (issue #33): a bill, and one or more packing slips. Each page
// holds the paper alone; the toolbar is hidden when printing, and each slip starts a new sheet.

const PRINT_CSS = `@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  .print-sheet { box-shadow: none !important; border: 0 !important; padding: 0 !important; max-width: none !important; margin: 0 !important; }
  .packing-slip-sheet { break-after: page; }
  .packing-slip-sheet:last-child { break-after: auto; }
}`;

// The counter's receipt (issue #36): an 80 mm roll, as long as the bill needs; the page holds the
// receipt alone when printing.
const RECEIPT_CSS = `@page { size: 80mm auto; margin: 3mm; }
@media print {
  html, body { background: #fff !important; }
  .print-sheet { box-shadow: none !important; border: 0 !important; padding: 0 !important; max-width: none !important; margin: 0 !important; }
}`;

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const failure = (error: unknown) => failureMessage(error, ORDER_MESSAGES.somethingWentWrong);

function PrintPage({
  back,
  backLabel = 'Back to orders',
  toolbar,
  css = PRINT_CSS,
  width = 'max-w-[210mm]',
  children,
}: {
  back: string;
  backLabel?: string;
  toolbar: ReactNode;
  css?: string;
  width?: string;
  children: ReactNode;
}) {
  return (
    <main className="min-h-screen bg-slate-100 px-3 py-6 print:bg-white print:p-0 sm:px-6">
      <style>{css}</style>
      <div className={`mx-auto mb-4 flex ${width} flex-wrap items-center justify-between gap-3 print:hidden`}>
        <Link to={back} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </Link>
        {toolbar}
      </div>
      {children}
    </main>
  );
}

const sheet = 'print-sheet mx-auto max-w-[210mm] rounded-lg border border-slate-300 bg-white p-5 shadow-sm sm:p-10';

/** The words in the bill's head: which print this sheet is, who printed it and when. */
function billMarkOf(print: BillPrint): string {
  const which = print.copy_number === 0 ? 'Original' : `Copy of original (${print.copy_number})`;
  return `${which} · printed by ${print.printed_by || 'staff'}, ${when.format(new Date(print.printed_at))}`;
}

/**
 * A bill's print, recorded before it is printed (the server numbers it: the original, then copies),
 * then the browser's print dialog, once the marked sheet is on the page. The A4 bill and the 80 mm
 * receipt share the one register.
 */
function useRecordedPrint(transactionId: string) {
  const record = useRecordBillPrint(transactionId);
  const [printed, setPrinted] = useState<BillPrint | null>(null);
  useEffect(() => {
    if (printed) window.print();
  }, [printed]);
  const print = () =>
    record.mutate(undefined, {
      onSuccess: (answer) => setPrinted(answer.data.print),
      onError: (error) => toast.error(failure(error)),
    });
  return { record, printed, print };
}

/**
 * A bill printed at the desk. "Print bill" records the print first (the server numbers it), then
 * opens the browser's print dialog with the sheet marked "Original" or "Copy of original (n)".
 */
export function BillPrintSheet({ transactionId }: { transactionId: string }) {
  const invoice = useInvoice(transactionId);
  const { record, printed, print } = useRecordedPrint(transactionId);
  // An accountant has no order desk: back to the accounts they came from.
  const accountant = useSession((state) => state.user?.role === 'accountant');
  const back = accountant ? '/staff/accounts' : `/staff/orders?order=${encodeURIComponent(transactionId)}`;
  return (
    <PrintPage
      back={back}
      backLabel={accountant ? 'Back to the accounts' : undefined}
      toolbar={
        invoice.isSuccess ? (
          <Button onClick={print} loading={record.isPending} loadingText="Recording...">
            <Printer aria-hidden="true" className="size-4" />
            Print bill
          </Button>
        ) : null
      }
    >
      {invoice.isSuccess ? (
        <p className="mx-auto mb-3 max-w-[210mm] text-sm text-slate-700 print:hidden">
          Each print is recorded: the first is the original, every later one is marked as a numbered copy with who
          printed it and when.
        </p>
      ) : null}
      <div className={sheet}>
        {invoice.isPending ? (
          <p role="status" className="py-16 text-center text-slate-700">
            Loading the bill…
          </p>
        ) : invoice.isError ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {failure(invoice.error)}
          </p>
        ) : (
          <InvoiceDocument invoice={invoice.data} mark={printed ? billMarkOf(printed) : undefined} />
        )}
      </div>
    </PrintPage>
  );
}

/**
 * The bill on an 80 mm till roll (issue #36), printed at the counter right after the sale. Each
 * print is recorded like the A4 bill's (the same register: original, then numbered copies).
 */
export function ReceiptPrintSheet({ transactionId }: { transactionId: string }) {
  const invoice = useInvoice(transactionId);
  const { record, printed, print } = useRecordedPrint(transactionId);
  return (
    <PrintPage
      back="/staff/counter"
      backLabel="Back to the counter"
      css={RECEIPT_CSS}
      width="max-w-[80mm]"
      toolbar={
        invoice.isSuccess ? (
          <Button onClick={print} loading={record.isPending} loadingText="Recording...">
            <Printer aria-hidden="true" className="size-4" />
            Print receipt
          </Button>
        ) : null
      }
    >
      <div className="print-sheet mx-auto max-w-[80mm] rounded-lg border border-slate-300 bg-white p-3 shadow-sm">
        {invoice.isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            Loading the bill…
          </p>
        ) : invoice.isError ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
            {failure(invoice.error)}
          </p>
        ) : (
          <ReceiptDocument invoice={invoice.data} mark={printed ? billMarkOf(printed) : undefined} />
        )}
      </div>
    </PrintPage>
  );
}

/** Packing slips of one or more orders, one sheet each. */
export function PackingSlipsSheet({ transactionIds }: { transactionIds: readonly string[] }) {
  const orders = useStaffOrdersByIds(transactionIds);
  const loading = orders.some((order) => order.isPending);
  const failed = transactionIds.filter((_, index) => orders[index]?.isError);
  const ready = orders.flatMap((order) => (order.data ? [order.data] : []));
  return (
    <PrintPage
      back="/staff/orders"
      toolbar={
        ready.length > 0 && !loading ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {ready.length === 1 ? 'Print packing slip' : `Print ${ready.length} packing slips`}
          </Button>
        ) : null
      }
    >
      {transactionIds.length === 0 ? (
        <p role="alert" className={sheet}>
          No orders chosen: select orders on the order list first.
        </p>
      ) : loading ? (
        <p role="status" className={`${sheet} text-center text-slate-700`}>
          Loading {transactionIds.length === 1 ? 'the order' : `${transactionIds.length} orders`}…
        </p>
      ) : (
        <>
          {failed.length > 0 ? (
            <p
              role="alert"
              className="mx-auto mb-3 max-w-[210mm] rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 print:hidden"
            >
              Could not load {failed.join(', ')}: {failed.length === 1 ? 'it is' : 'they are'} left out.
            </p>
          ) : null}
          <div className="space-y-6 print:space-y-0">
            {ready.map((order) => (
              <div key={order.transaction_id} className={`packing-slip-sheet ${sheet}`}>
                <PackingSlip order={order} />
              </div>
            ))}
          </div>
        </>
      )}
    </PrintPage>
  );
}
