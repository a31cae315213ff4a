import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';

import { fieldError } from './api';
import { staffFailureMessage } from '../../api/failure-message';

// One text field sent to the server: a hiding reason, a reply, an answer. Checked with the
// contract's schema first (the same messages as the server's), then the server's own refusal is
// shown on the field, or above it when it is not about the field. Success is a toast.

export interface TextFormProps<Field extends string> {
  field: Field;
  label: string;
  hint?: string;
  initial?: string;
  maxLength: number;
  rows?: number;
  schema: z.ZodType<Record<Field, string>>;
  submitLabel: string;
  pendingLabel: string;
  /** 'danger' for a submit that cannot be undone (deleting a review). */
  submitVariant?: 'primary' | 'danger';
  /** Sends the text; its answer's message becomes the success toast. */
  send(text: string): Promise<{ message: string }>;
  onDone(): void;
  /** Buttons before the submit button (Cancel, Remove). */
  secondary?: ReactNode;
  autoFocus?: boolean;
}

export function TextForm<Field extends string>({
  field,
  label,
  hint,
  initial = '',
  maxLength,
  rows = 4,
  schema,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  send,
  onDone,
  secondary,
  autoFocus = false,
}: TextFormProps<Field>) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = schema.safeParse({ [field]: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check this field');
      area.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const answer = await send(parsed.data[field]);
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      const onField = fieldError(failure, field);
      if (onField) {
        setError(onField);
        area.current?.focus();
      } else {
        setProblem(staffFailureMessage(failure));
        toast.error(staffFailureMessage(failure));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormAlert message={problem} />
      <Textarea
        ref={area}
        label={label}
        hint={`${hint ? `${hint} ` : ''}${text.length.toLocaleString('en-IN')} of ${maxLength.toLocaleString('en-IN')} characters.`}
        error={error ?? undefined}
        rows={rows}
        maxLength={maxLength}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" variant={submitVariant} loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
