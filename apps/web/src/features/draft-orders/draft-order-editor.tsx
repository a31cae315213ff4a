import { DRAFT_ORDER_STATE_LABELS, type DraftOrder } from '@pasal/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Spinner } from '../../components/spinner';
import { Badge } from '../../components/ui/badge';
import { useDraftOrder } from './api';
import { DraftForm } from './draft-form-screen';
import { DraftSummary } from './draft-summary';
import { DRAFT_ORDERS_PAGE } from './paths';

// /staff/orders/drafts/new and /staff/orders/drafts/:id: one draft order. An open draft is edited
// (and confirmed, sent a payment link or cancelled); one that became an order or was cancelled is
// shown read-only with the order it became.

const STATE_TONES = { open: 'info', ordered: 'success', cancelled: 'neutral' } as const;

export function DraftOrderEditor({ draftId }: { draftId: number | null }) {
  const draft = useDraftOrder(draftId);
  // The server's words when staff placed it just now ("Order placed as cash on delivery").
  const [placed, setPlaced] = useState<string | null>(null);
  let body;
  if (draftId !== null && draft.error)
    body = (
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
        {draft.error instanceof ApiError && draft.error.status === 404
          ? 'Draft order not found. Check the address.'
          : staffFailureMessage(draft.error)}
      </p>
    );
  else if (draftId !== null && !draft.data) body = <Spinner label="Loading the draft..." className="py-10" />;
  else if (draft.data && draft.data.state !== 'open') body = <DraftSummary draft={draft.data} placed={placed} />;
  else body = <DraftForm draft={draft.data ?? null} onPlaced={setPlaced} />;
  return (
    <div className="space-y-4">
      <Link
        to={DRAFT_ORDERS_PAGE}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All draft orders
      </Link>
      <Heading draft={draftId === null ? null : (draft.data ?? null)} />
      {body}
    </div>
  );
}

function Heading({ draft }: { draft: DraftOrder | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {draft ? `Draft order #${draft.id}` : 'New draft order'}
      </h1>
      {draft ? <Badge tone={STATE_TONES[draft.state]}>{DRAFT_ORDER_STATE_LABELS[draft.state]}</Badge> : null}
    </div>
  );
}
