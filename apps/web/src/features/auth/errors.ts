import { ApiError } from '../../api/http';

/** The server's field errors ({ errors: { field: message } }), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.body.errors))
    if (typeof message === 'string') result[field] = message;
  return result;
}

/** A message worth showing next to the generic toast (wrong password, too many attempts…). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status >= 500) return null;
  return typeof error.body.message === 'string' ? error.body.message : null;
}

/**
 * Spec §8 for change password: the first value in response errors if it is a string, else
 * 'An error occurred'.
 */
export function firstErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.errors) {
    const first = Object.values(error.body.errors)[0];
    if (typeof first === 'string') return first;
  }
  return 'An error occurred';
}
