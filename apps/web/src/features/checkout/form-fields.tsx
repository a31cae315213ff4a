import type { ReactNode } from 'react';

// Labelled inputs for the checkout form: every input has a visible label, errors are tied to
// their field (aria-describedby) and announced.

export const inputClass =
  'mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

export function Field({
  id,
  label,
  optional,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> (optional)</span>
        ) : (
          <span aria-hidden="true"> *</span>
        )}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying an input to its error message. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
