import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
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

type TextValues = Record<string, string>;

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
  const [problem, setProblem] = useState<string | null>(null);
  // The field's message takes the focus and stays until the next submit, as before react-hook-form.
  // The form is typed by a plain string key: react-hook-form's paths cannot follow a generic one.
  const { register, handleSubmit, setError, watch, formState } = useForm<TextValues>({
    resolver: zodResolver(schema as z.ZodType<TextValues, TextValues>),
    defaultValues: { [field]: initial },
    reValidateMode: 'onSubmit',
  });
  const text = watch(field) ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await send(values[field] ?? '');
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      const onField = fieldError(failure, field);
      if (onField) {
        setError(field, { type: 'server', message: onField }, { shouldFocus: true });
      } else {
        setProblem(staffFailureMessage(failure));
        toast.error(staffFailureMessage(failure));
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        void submit(event);
      }}
      className="space-y-3"
    >
      <FormAlert message={problem} />
      <Textarea
        label={label}
        hint={`${hint ? `${hint} ` : ''}${text.length.toLocaleString('en-IN')} of ${maxLength.toLocaleString('en-IN')} characters.`}
        error={formState.errors[field]?.message}
        rows={rows}
        maxLength={maxLength}
        autoFocus={autoFocus}
        {...register(field)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" variant={submitVariant} loading={formState.isSubmitting} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
