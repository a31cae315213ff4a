import { zodResolver } from '@hookform/resolvers/zod';
import {
  categoryUpdateSchema,
  RETURN_WINDOW_RANGE,
  type AdminCategory,
  type CategoryReturnWindows,
} from '@pasal/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';

// A category's own return windows (issue #33): days after delivery in which its products may be
// returned, with and without a warranty. Blank: the shop's window from Settings applies.

type Field = keyof CategoryReturnWindows;

/** What the category's row says of its windows: nothing when it keeps the shop's. */
export function ReturnWindowsNote({ category }: { category: CategoryReturnWindows }) {
  const { return_window_days: days, warranty_return_window_days: warrantyDays } = category;
  if (days === null && warrantyDays === null) return null;
  const part = (value: number | null) => (value === null ? 'shop’s' : `${value} ${value === 1 ? 'day' : 'days'}`);
  return (
    <span className="block text-xs font-normal text-slate-700">
      Returns: {part(days)}; with a warranty: {part(warrantyDays)}
    </span>
  );
}

/**
 * Blank is null (the shop's window); anything else is checked by the contract as a number. The
 * form's own values (the category's windows) come through here too, already numbers or null.
 */
function valueOf(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  return text.trim() === '' ? null : Number(text);
}

export interface ReturnWindowsDialogProps {
  category: AdminCategory;
  pending: boolean;
  /** Sends the checked windows; `showErrors` puts the server's refusal on the fields. */
  onSubmit(windows: CategoryReturnWindows, showErrors: (errors: Partial<Record<Field, string>>) => void): void;
  onClose(): void;
}

export function ReturnWindowsDialog({ category, pending, onSubmit, onClose }: ReturnWindowsDialogProps) {
  // The two fields are the contract's update of a category's windows; an error goes as its field
  // is edited and comes back only with the next Save.
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<
    z.input<typeof categoryUpdateSchema>,
    unknown,
    z.output<typeof categoryUpdateSchema>
  >({
    resolver: zodResolver(categoryUpdateSchema),
    defaultValues: {
      return_window_days: category.return_window_days,
      warranty_return_window_days: category.warranty_return_window_days,
    },
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;

  const submit = handleSubmit((windows) =>
    onSubmit(
      {
        return_window_days: windows.return_window_days ?? null,
        warranty_return_window_days: windows.warranty_return_window_days ?? null,
      },
      (refused) => {
        clearErrors();
        for (const [name, message] of Object.entries(refused) as [Field, string | undefined][])
          if (message) setError(name, { type: 'server', message });
      },
    ),
  );

  const field = (name: Field, label: string, hint: string) => (
    <TextField
      id={`${name}-input`}
      label={label}
      optional
      type="number"
      inputMode="numeric"
      min={RETURN_WINDOW_RANGE.min}
      max={RETURN_WINDOW_RANGE.max}
      step={1}
      hint={hint}
      error={errors[name]?.message}
      {...register(name, { setValueAs: valueOf, onChange: () => clearErrors(name) })}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={`Return windows of ${category.name}`}
      description="Days after delivery in which a customer may ask to return or replace its products. Blank: the shop’s window from Settings."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        {field('return_window_days', 'Return window (days)', 'Most of its products.')}
        {field(
          'warranty_return_window_days',
          'Return window with a warranty (days)',
          'Its products with a “Warranty” specification.',
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={pending} loadingText="Saving...">
            Save return windows
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
