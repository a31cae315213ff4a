import { ApiError } from '../../api/http';

// What the review and question dialogs share besides the UI kit's Dialog and fields.

/** Detail for the failure toast when the server said something useful (a 4xx message). */
export function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401)
    return undefined;
  return typeof error.body.message === 'string' ? error.body.message : undefined;
}
