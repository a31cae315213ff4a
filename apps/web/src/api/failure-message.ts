import { ApiError } from './http';

// What a staff screen says when the server refused or failed a request. Staff screens are English
// (docs/rules/back-office.md): the server's own sentence for a refusal it explains (4xx), a plain
// apology for a failure it does not (5xx, no connection).

const STAFF_FAILURE = 'Something went wrong. Please try again.';

export function staffFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && typeof error.body.message === 'string')
    return error.body.message;
  return STAFF_FAILURE;
}
