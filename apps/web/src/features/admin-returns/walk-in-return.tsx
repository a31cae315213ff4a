import { RETURN_REASON_LABELS, RETURN_REASONS, staffReturnPagePath, type ReturnReason } from '@pasal/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Select, Textarea } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';
import { useOpenWalkInReturn, useOrderReturnable } from './api';

// A return opened at the counter (issue #33): a customer brings back units of a delivered order;
// staff open the return for them with the same rules as the customer's own request, then work it
// on the Returns desk.

function WalkInForm({ transactionId, onClose }: { transactionId: string; onClose(): void }) {
  const returnable = useOrderReturnable(transactionId, true);
  const open = useOpenWalkInReturn(transactionId);
  const navigate = useNavigate();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const lines = (returnable.data?.lines ?? []).filter((line) => line.in_window && line.returnable_quantity > 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((line) => ({ line_id: line.line_id, quantity: units[line.line_id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (chosen.length === 0 || reason === '') {
      setError(chosen.length === 0 ? 'Choose at least one item to return' : 'Choose a reason');
      return;
    }
    setError(undefined);
    open.mutate(
      { lines: chosen, reason, note: note.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
          void navigate(staffReturnPagePath(answer.data.id));
        },
        onError: (failure) => toast.error(staffFailureMessage(failure)),
      },
    );
  };

  if (returnable.isPending) return <p className="text-sm text-slate-600">Loading the order’s items…</p>;
  if (lines.length === 0)
    return (
      <p className="text-sm text-slate-700">
        {returnable.data?.window_ended_at
          ? 'The return window of every item has ended.'
          : 'Nothing on this order can be returned now.'}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {lines.map((line) => (
        <Select
          key={line.line_id}
          label={`${line.description}: units to return`}
          value={String(units[line.line_id] ?? 0)}
          onChange={(event) => setUnits({ ...units, [line.line_id]: Number(event.target.value) })}
          options={Array.from({ length: line.returnable_quantity + 1 }, (_, count) => ({
            value: String(count),
            label: String(count),
          }))}
        />
      ))}
      <Select
        label="Reason"
        placeholder="Choose a reason"
        value={reason}
        onChange={(event) => setReason(event.target.value as ReturnReason | '')}
        options={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
      />
      <Textarea
        label="Note"
        optional
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={open.isPending}>
          Open return
        </Button>
      </div>
    </form>
  );
}

/** On the staff order page of a delivered order. */
export function WalkInReturn({ transactionId }: { transactionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Open a return at the counter"
      description="For a customer who brings items of this order back to the shop."
      trigger={
        <Button type="button" variant="secondary">
          Open a return
        </Button>
      }
    >
      {open ? <WalkInForm transactionId={transactionId} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
