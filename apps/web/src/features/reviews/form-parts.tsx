import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { Spinner } from '../../components/spinner';
import { fieldClass, primaryButtonClass, secondaryButtonClass } from './feedback-dialog';

type MessageFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled text area with its validation message, as both feedback dialogs use it. */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { label, error, ...textarea },
  ref,
) {
  const textId = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={textId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={textId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${fieldClass} resize-y`}
        {...textarea}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Cancel and submit; the submit button shows a spinner and 'Submitting...' while pending (spec §4 Forms). */
export function DialogFormActions(props: { pending: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className={secondaryButtonClass} onClick={props.onCancel}>
        Cancel
      </button>
      <button type="submit" className={primaryButtonClass} disabled={props.pending}>
        {props.pending ? (
          <>
            <Spinner className="[&_[data-spinner]]:border-white/40 [&_[data-spinner]]:border-t-white" />
            Submitting...
          </>
        ) : (
          props.submitLabel
        )}
      </button>
    </div>
  );
}
