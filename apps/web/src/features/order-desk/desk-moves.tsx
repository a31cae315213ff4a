import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANCEL_REASON_MAX_LENGTH,
  cancelOrderFormSchema,
  formatRs,
  PAYMENT_GATEWAY_LABELS,
  type CancelOrderForm,
  type CancelOrderFormOutput,
  type StaffOrder,
} from '@pasal/contract';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { MOVE_LABELS } from './filters';

// The order desk's moves that ask first (issue #33): Processing and Delivered are confirmed (and can
// be undone for a minute afterwards), Cancelled asks for the reason the customer will be told.

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const primary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;
const danger = `${buttonBase} border border-red-300 bg-white text-red-800 hover:bg-red-50`;

/** What marking the order Delivered does, said before it is done. */
function deliveredConsequences(order: StaffOrder): string {
  const pickup = order.delivery_method === 'pickup';
  if (order.payment_gateway === 'COD' && order.payment_status === 'unpaid') {
    return `This issues the bill (tax invoice) and records ${formatRs(order.grand_total)} as cash collected ${pickup ? 'at the counter' : 'by the courier'}; ${order.first_name} is e-mailed. An issued bill is never withdrawn, so this cannot be undone.`;
  }
  return `${order.first_name} is e-mailed that the order ${pickup ? 'was collected' : 'has arrived'}. The bill was issued when it was paid. You can undo this for a minute.`;
}

/** Processing or Delivered, each asked once more. */
export function ConfirmMoveButton({
  order,
  to,
  busy,
  onConfirm,
  focusOnClose,
}: {
  order: StaffOrder;
  to: 'Processing' | 'Delivered';
  busy: boolean;
  onConfirm(close: () => void): void;
  focusOnClose?(): HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const description =
    to === 'Processing'
      ? `Start packing it: ${order.first_name} sees the order as Processing. You can undo this for a minute.`
      : deliveredConsequences(order);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      title={`Mark order ${order.transaction_id} as ${to}?`}
      description={description}
      cancelLabel="Not now"
      confirmLabel={MOVE_LABELS[to]}
      pending={busy}
      pendingLabel="Saving..."
      onConfirm={() => onConfirm(() => setOpen(false))}
      focusOnClose={focusOnClose}
      trigger={
        <button type="button" className={primary} disabled={busy}>
          {MOVE_LABELS[to]}
        </button>
      }
    />
  );
}

/** Cancelling asks why: the reason goes into the history and the customer's e-mail. */
export function CancelWithReasonButton({
  order,
  busy,
  onConfirm,
  focusOnClose,
}: {
  order: StaffOrder;
  busy: boolean;
  onConfirm(reason: string, close: () => void): void;
  focusOnClose?(): HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  // The reason and its message outlive a closed dialog, and the message changes only on the next
  // try; the cursor stays where it was (the dialog's one field already has it).
  const { register, handleSubmit, reset, formState } = useForm<CancelOrderForm, unknown, CancelOrderFormOutput>({
    resolver: zodResolver(cancelOrderFormSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const provider = PAYMENT_GATEWAY_LABELS[order.payment_gateway];
  const submit = handleSubmit(({ reason }) =>
    onConfirm(reason, () => {
      setOpen(false);
      reset();
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))}
      size="sm"
      title={`Cancel order ${order.transaction_id}?`}
      focusOnClose={focusOnClose}
      description={`The items go back into stock, a coupon use is given back and ${order.first_name} is e-mailed that the order is cancelled, with your reason. This cannot be undone.`}
      trigger={
        <button type="button" className={danger} disabled={busy}>
          {MOVE_LABELS.Cancelled}
        </button>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        {order.payment_status === 'paid' ? (
          <p className="mb-4 text-sm font-medium text-red-800">
            {order.first_name} paid {formatRs(order.grand_total)} by {provider}. Refund it in the {provider} merchant
            portal, then record the refund here.
          </p>
        ) : null}
        <Textarea
          label="Reason (told to the customer)"
          required
          requiredMark
          maxLength={CANCEL_REASON_MAX_LENGTH}
          rows={3}
          // The dialog asks one thing: the cursor waits where it is answered.
          autoFocus
          error={formState.errors.reason?.message}
          {...register('reason')}
          placeholder="e.g. This colour is no longer available from the supplier"
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Keep order
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={busy} loadingText="Cancelling...">
            Yes, cancel order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Seconds left until `until` (a Date.now() instant), ticking once a second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * "Undo" for a minute after the staff member's own Processing or Delivered (the server keeps the
 * same window and has the last word). Gone when the time is up.
 */
export function UndoBar({
  status,
  until,
  busy,
  onUndo,
  onExpired,
}: {
  status: string;
  until: number;
  busy: boolean;
  onUndo(): void;
  onExpired(): void;
}) {
  const left = useSecondsLeft(until);
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);
  if (left === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
      <p className="text-slate-800">Marked {status}.</p>
      <Button variant="secondary" size="sm" loading={busy} loadingText="Undoing..." onClick={onUndo}>
        <Undo2 aria-hidden="true" className="size-4" />
        Undo
      </Button>
      {/* Not a live region: a countdown read out every second would drown everything else. */}
      <span className="text-xs text-slate-600 tabular-nums">{left} s left to undo</span>
    </div>
  );
}
