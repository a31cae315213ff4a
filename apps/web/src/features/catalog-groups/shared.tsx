import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';

// Pieces the Categories and Brands screens share: the server's words for a failure, its field
// errors, and a dialog that edits one text field (rename, change the image).

/** The server's error for one field of a refused request (400 or 409), if it named that field. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return undefined;
  return error.body.errors?.[field];
}

/** A category's image can be previewed here only when it is the shop's own (the CSP allows 'self' images). */
export function isOwnImage(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

export interface TextEditDialogProps {
  title: string;
  description: string;
  label: string;
  hint?: string;
  initial: string;
  /** The field's value checked by the contract's rule: a message when it is not acceptable. */
  check(value: string): string | undefined;
  submitLabel: string;
  pending: boolean;
  /** Sends the checked, trimmed value; `showError` puts the server's refusal on the field. */
  onSubmit(value: string, showError: (message: string) => void): void;
  onClose(): void;
  inputType?: 'text' | 'url';
}

/** A dialog with one labelled text field and Save / Cancel; errors are shown on the field. */
export function TextEditDialog({
  title,
  description,
  label,
  hint,
  initial,
  check,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  inputType = 'text',
}: TextEditDialogProps) {
  // The contract's rule is the field's one check; a refusal (the check's or the server's) takes the
  // focus, and goes as the field is edited.
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<{ value: string }>({
    defaultValues: { value: initial },
    reValidateMode: 'onSubmit',
  });
  const error = formState.errors.value?.message;
  const submit = handleSubmit(({ value }) =>
    onSubmit(value.trim(), (message) => setError('value', { type: 'server', message }, { shouldFocus: true })),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={label}
          hint={hint}
          type="text"
          inputMode={inputType === 'url' ? 'url' : undefined}
          autoComplete="off"
          spellCheck={inputType === 'url' ? false : undefined}
          error={error}
          {...register('value', {
            validate: (value) => check(value) ?? true,
            onChange: () => clearErrors('value'),
          })}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={pending} loadingText="Saving...">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
