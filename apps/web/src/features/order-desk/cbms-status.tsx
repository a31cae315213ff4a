import {
  CBMS_PATHS,
  invoiceIsDue,
  type CbmsDocumentStatus,
  type CbmsResendRequest,
  type StaffOrder,
} from '@pasal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { ApiError, apiRequest } from '../../api/http';
import { cbmsStatusQuery } from './api';

// Where the order's bill and credit notes stand with IRD's CBMS (issue #34), next to the bill: sent,
// pending, or failed with CBMS's answer, and a button to send one again. Nothing when the shop does
// not sync with CBMS and nothing of the order was ever queued.

// As the rest of the order page writes its times.
const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const STATUS_TEXT: Record<CbmsDocumentStatus['status'], string> = {
  sent: 'Sent',
  pending: 'Pending',
  failed: 'Failed',
  not_queued: 'Not sent',
};

const STATUS_STYLE: Record<CbmsDocumentStatus['status'], string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  failed: 'bg-red-50 text-red-800 ring-red-600/30',
  not_queued: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

function useCbmsStatus(transactionId: string, enabled: boolean) {
  return useQuery({ ...cbmsStatusQuery(transactionId), enabled });
}

function useResend(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CbmsResendRequest) =>
      apiRequest<{ message: string }>(CBMS_PATHS.resend(transactionId), { method: 'POST', body: request }),
    onSuccess: (body) => toast.success(body.message),
    onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not resend to CBMS'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cbmsStatusQuery(transactionId).queryKey }),
  });
}

function DocumentRow({ document, transactionId }: { document: CbmsDocumentStatus; transactionId: string }) {
  const resend = useResend(transactionId);
  const label = document.kind === 'bill' ? 'Bill' : 'Credit note';
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0 space-y-1">
        <p>
          {label} <span className="font-mono">{document.number}</span>{' '}
          <span
            className={`ml-1 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[document.status]}`}
          >
            {STATUS_TEXT[document.status]}
          </span>
        </p>
        {document.sent_at ? (
          <p className="text-slate-600">
            Accepted <time dateTime={document.sent_at}>{when.format(new Date(document.sent_at))}</time>
            {document.last_code === 101 ? ' (CBMS had it already)' : ''}
          </p>
        ) : null}
        {document.status !== 'sent' && document.last_answer ? (
          <p className="text-slate-700">
            CBMS answered: <span className="font-medium">{document.last_answer}</span>
            {document.attempts > 1 ? ` (${document.attempts} attempts)` : ''}
          </p>
        ) : null}
        {document.status !== 'sent' && document.next_attempt_at ? (
          <p className="text-slate-600">
            Next try <time dateTime={document.next_attempt_at}>{when.format(new Date(document.next_attempt_at))}</time>
          </p>
        ) : null}
      </div>
      {document.status === 'sent' ? null : (
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ kind: document.kind, number: document.number })}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Resend to CBMS
          <span className="sr-only">
            : {label} {document.number}
          </span>
        </button>
      )}
    </li>
  );
}

export function CbmsStatus({ order }: { order: StaffOrder }) {
  const headingId = useId();
  const billed = invoiceIsDue(order) || order.credit_notes.length > 0;
  const { data } = useCbmsStatus(order.transaction_id, billed);
  if (!data || data.documents.length === 0) return null;
  if (!data.enabled && data.documents.every((document) => document.status === 'not_queued')) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-ink">
        IRD CBMS
      </h2>
      <ul className="space-y-2 text-sm">
        {data.documents.map((document) => (
          <DocumentRow
            key={`${document.kind}:${document.number}`}
            document={document}
            transactionId={order.transaction_id}
          />
        ))}
      </ul>
    </section>
  );
}
