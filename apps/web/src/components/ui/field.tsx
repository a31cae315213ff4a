import { Eye, EyeOff } from 'lucide-react';
import { translateMessage } from '@pasal/contract';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { activeLocale, t } from '../../i18n';

// Labelled form controls with their error wiring done once: a visible label tied to the control,
// an optional hint, and an error that marks the control aria-invalid, is named by its
// aria-describedby and is announced when it appears. Same look as the storefront's inputs.
// An error is shown in the page's language: the schemas' and the server's messages are English,
// and translateMessage gives a Nepali page their Nepali (issue #20).

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-600';

/** What a control inside a Field spreads on itself. */
interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made up when left out. */
  id?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** Marks a required field with " *" after the label (hidden from screen readers, which hear the
   * control's own required state or its error instead). */
  requiredMark?: boolean;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

export function Field({ label, id, error, hint, optional, requiredMark, className = '', children }: FieldProps) {
  const madeUp = useId();
  const controlId = id ?? `field${madeUp.replace(/:/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t('account.uiOptional')}</span> : null}
        {requiredMark && !optional ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id: controlId,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {translateMessage(error, activeLocale())}
        </p>
      ) : null}
    </div>
  );
}

type Shared = Pick<FieldProps, 'label' | 'id' | 'error' | 'hint' | 'optional' | 'requiredMark' | 'className'>;

export type TextFieldProps = Shared & Omit<ComponentProps<'input'>, 'id' | 'className'>;

export function TextField({ label, id, error, hint, optional, requiredMark, className, ...input }: TextFieldProps) {
  return (
    <Field {...{ label, id, error, hint, optional, requiredMark, className }}>
      {(control) => <input className={`${controlClass} h-11`} {...control} {...input} />}
    </Field>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'label' | 'type'> & {
  /** Text, as it also names the show/hide toggle ("Show new password"). */
  label: string;
};

/** A password input with a show/hide toggle (a real button, so it works by keyboard). */
export function PasswordField({
  label,
  id,
  error,
  hint,
  optional,
  requiredMark,
  className,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...{ label, id, error, hint, optional, requiredMark, className }}>
      {(control) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            className={`${controlClass} h-11 pr-12`}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...control}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={t(visible ? 'account.uiHidePassword' : 'account.uiShowPassword', {
              label: label.toLowerCase(),
            })}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-ink"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}

interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = Shared &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose…"). */
    placeholder?: string;
  };

export function Select({
  label,
  id,
  error,
  hint,
  optional,
  requiredMark,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Field {...{ label, id, error, hint, optional, requiredMark, className }}>
      {(control) => (
        <select className={`${controlClass} h-11 pr-8`} {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type TextareaProps = Shared & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function Textarea({
  label,
  id,
  error,
  hint,
  optional,
  requiredMark,
  className,
  rows = 4,
  ...textarea
}: TextareaProps) {
  return (
    <Field {...{ label, id, error, hint, optional, requiredMark, className }}>
      {(control) => <textarea rows={rows} className={`${controlClass} py-2.5`} {...control} {...textarea} />}
    </Field>
  );
}
