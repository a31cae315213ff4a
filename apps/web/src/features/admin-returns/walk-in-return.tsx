import { zodResolver } from '@hookform/resolvers/zod';
import {
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnRequestFormSchema,
  staffReturnPagePath,
  type ReturnableLine,
  type ReturnReason,
} from '@pasal/contract';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Select, Textarea } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';
import { useOpenWalkInReturn, useOrderReturnable } from './api';

// A return opened at the counter (issue #33): a customer brings back units of a delivered order;
// staff open the return for them with the same rules as the customer's own request, then work it
// on the Returns desk.

/** What the form holds: units of every line that may go back, no reason yet is ''. */
interface WalkInValues {
  lines: { line_id: number; quantity: number }[];
  reason: ReturnReason | '';
  note: string;
}
type WalkInRequest = z.output<typeof returnRequestFormSchema>;

function WalkInFields({
  transactionId,
  lines,
  onClose,
}: {
  transactionId: string;
  lines: readonly ReturnableLine[];
  onClose(): void;
}) {
  const open = useOpenWalkInReturn(transactionId);
  const navigate = useNavigate();
  // One message, under the note: nothing chosen before no reason. No field takes the focus and the
  // message stays until the next submit, as before react-hook-form.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WalkInValues, unknown, WalkInRequest>({
    // The reason starts as '' (nothing chosen), which the schema refuses with its message.
    resolver: zodResolver(returnRequestFormSchema) as unknown as Resolver<WalkInValues, unknown, WalkInRequest>,
    defaultValues: { lines: lines.map((line) => ({ line_id: line.line_id, quantity: 0 })), reason: '', note: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  // The lines' fields are registered one by one, so their shared message lands on the list's root.
  const error = errors.lines?.root?.message ?? errors.reason?.message;

  const onSubmit = handleSubmit((request) =>
    open.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
        void navigate(staffReturnPagePath(answer.data.id));
      },
      onError: (failure) => toast.error(staffFailureMessage(failure)),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      {lines.map((line, index) => (
        <Select
          key={line.line_id}
          label={`${line.description}: units to return`}
          {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
          options={Array.from({ length: line.returnable_quantity + 1 }, (_, count) => ({
            value: String(count),
            label: String(count),
          }))}
        />
      ))}
      <Select
        label="Reason"
        placeholder="Choose a reason"
        options={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
        {...register('reason')}
      />
      <Textarea label="Note" optional rows={2} maxLength={RETURN_NOTE_MAX_LENGTH} {...register('note')} />
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

function WalkInForm({ transactionId, onClose }: { transactionId: string; onClose(): void }) {
  const returnable = useOrderReturnable(transactionId, true);
  const lines = (returnable.data?.lines ?? []).filter((line) => line.in_window && line.returnable_quantity > 0);
  if (returnable.isPending) return <p className="text-sm text-slate-600">Loading the order’s items…</p>;
  if (lines.length === 0)
    return (
      <p className="text-sm text-slate-700">
        {returnable.data?.window_ended_at
          ? 'The return window of every item has ended.'
          : 'Nothing on this order can be returned now.'}
      </p>
    );
  return <WalkInFields transactionId={transactionId} lines={lines} onClose={onClose} />;
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
