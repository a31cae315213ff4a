import {
  creditNotesPagePath,
  RETURNS_PATHS,
  toDevanagariDigits,
  type Order,
  type OrderReturn,
  type ReturnResolution,
  type ReturnStatus,
} from '@pasal/contract';
import { FileText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBsAd } from '../../components/format-date';
import { PrivatePhotos } from '../../components/private-photos';
import { Dialog } from '../../components/ui/dialog';
import { activeLocale, t, type MessageId } from '../../i18n';
import { useOrderReturns } from './api';
import { ReturnForm } from './return-form';

// A delivered order's returns on Your Orders (issue #33): each return with its status, the credit
// notes its refunds issued, and "Return or replace" while a line is in its window, or a sentence
// saying when the window ended.

const STATUS_IDS: Readonly<Record<ReturnStatus, MessageId>> = {
  requested: 'returns.status_requested',
  approved: 'returns.status_approved',
  refused: 'returns.status_refused',
  received: 'returns.status_received',
  resolved: 'returns.status_resolved',
  closed: 'returns.status_closed',
};

const RESOLUTION_IDS: Readonly<Record<ReturnResolution, MessageId>> = {
  refund: 'returns.resolution_refund',
  replacement: 'returns.resolution_replacement',
  repair: 'returns.resolution_repair',
};

const figures = (count: number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(count)) : String(count));

function ReturnCard({ entry }: { entry: OrderReturn }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm" data-testid="order-return">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{t('returns.returnNumber', { number: figures(entry.id) })}</p>
        <p className="font-medium text-brand-800">{t(STATUS_IDS[entry.status])}</p>
      </div>
      <p className="text-xs text-slate-600">{t('returns.askedOn', { date: formatBsAd(entry.created_at) })}</p>
      <ul className="mt-1 text-slate-700">
        {entry.lines.map((line) => (
          <li key={line.id}>
            {figures(line.quantity)} × {line.description}
            {line.resolution ? ` — ${t(RESOLUTION_IDS[line.resolution])}` : ''}
            {line.credit_note_number ? ` · ${t('returns.creditNote', { number: line.credit_note_number })}` : ''}
            {line.replacement_order ? ` · ${t('returns.replacementOrder', { number: line.replacement_order })}` : ''}
          </li>
        ))}
      </ul>
      {entry.photos.length > 0 ? (
        <div className="mt-2">
          <PrivatePhotos
            photos={entry.photos}
            listLabel={t('returns.photosOf', { number: figures(entry.id) })}
            labelOf={(_, index) => t('returns.photoOf', { index: figures(index + 1), number: figures(entry.id) })}
            urlOf={(photo, size) => RETURNS_PATHS.photo(entry.transaction_id, entry.id, photo.id, size)}
          />
        </div>
      ) : null}
      {(entry.status === 'refused' || entry.status === 'closed') && entry.refusal_reason ? (
        <p className="mt-1 text-slate-700">{t('returns.refusedBecause', { reason: entry.refusal_reason })}</p>
      ) : null}
    </li>
  );
}

/** Shown on a delivered order's card (and on a cancelled or other order: nothing). */
export function OrderReturns({ order }: { order: Order }) {
  const delivered = order.order_status === 'Delivered';
  const returns = useOrderReturns(order.transaction_id, delivered);
  const [open, setOpen] = useState(false);
  const data = returns.data;
  if (!delivered || !data) return null;
  // A refunded order's card links its credit notes already.
  const hasCreditNote =
    order.payment_status !== 'refunded' &&
    data.returns.some((entry) => entry.lines.some((line) => line.credit_note_number));
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      {data.returns.length > 0 ? (
        <ul aria-label={t('returns.listLabel')} className="mb-3 space-y-2">
          {data.returns.map((entry) => (
            <ReturnCard key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {data.can_request ? (
          <>
            <p className="text-xs text-slate-600">
              {t('returns.windowOpen', {
                date: formatBsAd(
                  data.lines
                    .filter((line) => line.in_window)
                    .map((line) => line.window_ends_at)
                    .sort()
                    .at(-1) ?? '',
                ),
              })}
            </p>
            <Dialog
              open={open}
              onOpenChange={setOpen}
              title={t('returns.formTitle')}
              description={t('returns.formDescription')}
              trigger={
                <button
                  type="button"
                  aria-label={t('returns.returnOrReplaceLabel', { id: order.transaction_id })}
                  className="inline-flex h-9 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  {t('returns.returnOrReplace')}
                </button>
              }
            >
              <ReturnForm
                transactionId={order.transaction_id}
                lines={data.lines}
                onDone={() => setOpen(false)}
                onCancel={() => setOpen(false)}
              />
            </Dialog>
          </>
        ) : data.window_ended_at ? (
          <p className="text-sm text-slate-700">
            {t('returns.windowEnded', { date: formatBsAd(data.window_ended_at) })}
          </p>
        ) : null}
        {hasCreditNote ? (
          <Link
            to={creditNotesPagePath(order.transaction_id)}
            aria-label={t('returns.creditNotesLabel', { id: order.transaction_id })}
            className="inline-flex h-9 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('returns.creditNotes')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
