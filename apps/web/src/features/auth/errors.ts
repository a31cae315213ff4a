import { toast } from 'sonner';
import { fieldErrors, serverMessage } from '../../api/failure-message';
import { ApiError } from '../../api/http';
import { t } from '../../i18n';

/**
 * Change password (docs/rules/accounts.md#change-password): the first value in response errors if
 * it is a string, else 'An error occurred'.
 */
export function firstErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.errors) {
    const first = Object.values(error.body.errors)[0];
    if (typeof first === 'string') return first;
  }
  return t('auth.errorOccurred');
}

/** How a form shows a failed request; each failure gets exactly one of these (issue 18 #4). */
export interface FailureTargets<F extends string> {
  /** The form's fields the server may name in `errors`. */
  fields?: readonly F[];
  /** Puts a server message on a field (the first one also takes focus). */
  setFieldError?: (field: F, message: string, focus: boolean) => void;
  /** The form's own message area; without one the message is the toast. */
  setAlert?: (message: string) => void;
  /** When the server said nothing a shopper can use (offline, 5xx): the page's generic text. */
  fallback?: string;
}

/**
 * One clear message per failure: the server's field messages on their fields; else its message for
 * the whole form (wrong password, e-mail taken, too many attempts and when to try again) in the
 * form's alert; else the generic toast. Never a field message and a toast for the same failure.
 */
export function showFailure<F extends string>(error: unknown, targets: FailureTargets<F>): void {
  const byField = fieldErrors(error);
  let onFields = false;
  if (targets.setFieldError)
    for (const field of targets.fields ?? []) {
      const message = byField[field];
      if (!message) continue;
      targets.setFieldError(field, message, !onFields);
      onFields = true;
    }
  if (onFields) return;
  const message = serverMessage(error);
  if (message && targets.setAlert) targets.setAlert(message);
  else toast.error(message ?? targets.fallback ?? t('auth.somethingWentWrong'));
}
