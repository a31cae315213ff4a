import { zodResolver } from '@hookform/resolvers/zod';
import type { QuickFigureForm, QuickFigureFormSchema } from '@pasal/contract';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { controlClass } from '../../components/ui/field';

// One value of a list row edited in place (a price, a colour's stock): the value is a button;
// it opens a small form (Enter saves, Escape cancels) whose refusal stays on the row, tied to the
// input. The parent saves; a rejected promise carries the message to show.

export interface InlineEditProps {
  /** What is edited, with the product's name ("Price of Galaxy A55"): the input's label. */
  label: string;
  value: number;
  display: string;
  /** The contract's rule for the typed figure (its message, word for word the server's). */
  schema: QuickFigureFormSchema;
  /** Saves; rejects with the message to show. */
  onSave(value: number): Promise<void>;
  step?: string;
}

export function InlineEdit({ label, value, display, schema, onSave, step = '1' }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  // A message, the schema's or the server's, stays until the next try; the cursor stays put.
  const { register, handleSubmit, reset, setError, formState } = useForm<QuickFigureForm, unknown, { value: number }>({
    resolver: zodResolver(schema),
    defaultValues: { value: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = formState.errors.value?.message;
  const pending = formState.isSubmitting;
  const opener = useRef<HTMLButtonElement>(null);
  const id = `inline${useId().replace(/:/g, '')}`;

  const close = () => {
    setEditing(false);
    // Back to the value's button, so the keyboard user is where they were.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = handleSubmit(async (typed) => {
    if (typed.value === value) {
      close();
      return;
    }
    try {
      await onSave(typed.value);
      close();
    } catch (failure) {
      setError('value', { type: 'server', message: failure instanceof Error ? failure.message : String(failure) });
    }
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!editing)
    return (
      <button
        ref={opener}
        type="button"
        aria-label={`Change ${label.charAt(0).toLowerCase()}${label.slice(1)}: ${display}`}
        onClick={() => {
          reset({ value: String(value) });
          setEditing(true);
        }}
        className="group inline-flex min-h-9 items-center gap-1.5 rounded-md px-1.5 whitespace-nowrap tabular-nums hover:bg-slate-100"
      >
        {display}
        <Pencil aria-hidden="true" className="size-3.5 text-slate-500 group-hover:text-brand-700" />
      </button>
    );

  return (
    <form onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate className="inline-block text-left">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          // Focus moves into the field that just opened, as a dialog would.
          autoFocus
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          {...register('value')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // A fixed width (controlClass's w-full would follow the cell): a narrow cell grows to fit it.
          style={{ width: '7rem' }}
          className={`${controlClass} h-9 shrink-0 px-2 text-sm`}
        />
        <button
          type="submit"
          disabled={pending}
          aria-label={pending ? 'Saving...' : 'Save'}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={close}
          disabled={pending}
          aria-label="Cancel"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 max-w-56 text-xs font-medium whitespace-normal text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
