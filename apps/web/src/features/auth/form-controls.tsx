import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';

// Labelled inputs for the sign-in and account forms: a visible label on every input, errors
// tied to their field (aria-describedby) and announced, 44 px touch targets.

export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

export const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  hint?: string;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ id, label, error, optional, hint, className = '', children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  if (error) return { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` };
  return hint ? { 'aria-describedby': `${id}-hint` } : {};
}

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  hint?: string;
  className?: string;
};

export function TextField({ id, label, error, optional, hint, className, ...input }: InputProps) {
  return (
    <FieldShell id={id} label={label} error={error} optional={optional} hint={hint} className={className}>
      <input id={id} className={inputClass} {...describedBy(id, error, hint)} {...input} />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ id, label, error, hint, className, ...input }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-12`}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-controls={id}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ id, label, error, className, options, placeholder, ...select }: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select id={id} className={`${inputClass} pr-8`} {...describedBy(id, error, undefined)} {...select}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Disabled with a spinner and 'Submitting...' while the request is pending (spec §4 Forms). */
export function SubmitButton({
  pending,
  children,
  className = '',
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={`${primaryButtonClass} ${className}`}>
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/50 border-t-white motion-reduce:[animation-duration:1.5s]"
          />
          <span>Submitting...</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A server answer worth reading next to the toast (e.g. 'Invalid email or password'). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {message}
    </p>
  );
}
