import {
  categoryUpdateSchema,
  RETURN_WINDOW_RANGE,
  type AdminCategory,
  type CategoryReturnWindows,
} from '@pasal/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';

// A category's own return windows (issue #33): days after delivery in which its products may be
// returned, with and without a warranty. Blank: the shop's window from Settings applies.

type Field = keyof CategoryReturnWindows;
const FIELDS: Field[] = ['return_window_days', 'warranty_return_window_days'];

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

/** Blank is null (the shop's window); anything else is checked by the contract as a number. */
function valueOf(text: string): number | null {
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
  const [text, setText] = useState<Record<Field, string>>({
    return_window_days: category.return_window_days?.toString() ?? '',
    warranty_return_window_days: category.warranty_return_window_days?.toString() ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const windows = {
      return_window_days: valueOf(text.return_window_days),
      warranty_return_window_days: valueOf(text.warranty_return_window_days),
    };
    const checked = categoryUpdateSchema.safeParse(windows);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'return_window_days' || field === 'warranty_return_window_days') found[field] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`${first}-input`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(windows, setErrors);
  };

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
      value={text[name]}
      onChange={(event) => {
        setText((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name]}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={`Return windows of ${category.name}`}
      description="Days after delivery in which a customer may ask to return or replace its products. Blank: the shop’s window from Settings."
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
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
