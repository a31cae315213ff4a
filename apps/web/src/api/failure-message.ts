import { ApiError } from './http';

// What a screen says when the server refused or failed a request: one place for every feature, so
// a refusal reads the same wherever it is shown. The server words a refusal it explains (a 4xx:
// wrong password, order already paid) for the person reading it; a failure it does not explain (a
// 5xx, no connection) gets the screen's own apology.

/** The server's field errors ({ errors: { field: message } }), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.body.errors))
    if (typeof message === 'string') result[field] = message;
  return result;
}

/** The server's message for a refusal it explains (4xx); null for a 5xx or no answer. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status >= 500) return null;
  return typeof error.body.message === 'string' ? error.body.message : null;
}

/**
 * The server's message whatever the status, else `fallback`: for the order screens, where a 502
 * (the payment provider did not answer) comes with a sentence of its own worth showing.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body.message ? error.body.message : fallback;
}

const STAFF_FAILURE = 'Something went wrong. Please try again.';

/** Staff screens are English (docs/rules/back-office.md): the server's refusal, else a plain apology. */
export function staffFailureMessage(error: unknown): string {
  return serverMessage(error) ?? STAFF_FAILURE;
}
