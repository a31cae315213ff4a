import type { PaymentProviderName } from './types.js';

/**
 * - `timeout`: no answer within the time limit (the payment may still have happened: ask again);
 * - `network`: the request never got an HTTP answer (DNS, refused connection, TLS…);
 * - `http`: an HTTP answer whose status and body are not a usable result;
 * - `invalid_response`: a 2xx answer whose body is not the documented shape;
 * - `unavailable`: the provider said it is down (eSewa's `{"code":0,"error_message":…}` body).
 */
export type PaymentProviderErrorKind = 'timeout' | 'network' | 'http' | 'invalid_response' | 'unavailable';

export class PaymentProviderError extends Error {
  readonly provider: PaymentProviderName;
  readonly kind: PaymentProviderErrorKind;
  /** The HTTP status when an answer arrived. */
  readonly httpStatus: number | undefined;
  /** The parsed (or raw text) body when an answer arrived; for logs, never for the customer. */
  readonly body: unknown;

  constructor(
    provider: PaymentProviderName,
    kind: PaymentProviderErrorKind,
    message: string,
    details: { httpStatus?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PaymentProviderError';
    this.provider = provider;
    this.kind = kind;
    this.httpStatus = details.httpStatus;
    this.body = details.body;
  }
}

/**
 * A non-2xx Khalti answer that is not a lookup result, parsed into the two documented error shapes:
 * `{"detail": "Invalid token.", "status_code": 401}` and
 * `{"amount": ["…"], "error_key": "validation_error"}`.
 */
export class KhaltiApiError extends PaymentProviderError {
  readonly detail: string | undefined;
  readonly errorKey: string | undefined;
  /** Field name → messages, as Khalti returns them for validation errors. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;

  constructor(httpStatus: number, body: unknown) {
    const parsed = parseKhaltiErrorBody(body);
    const firstFieldMessage = Object.entries(parsed.fieldErrors)
      .map(([field, messages]) => `${field}: ${messages[0] ?? ''}`)
      .at(0);
    const summary = parsed.detail ?? firstFieldMessage ?? 'unexpected answer';
    super('khalti', 'http', `Khalti answered HTTP ${httpStatus}: ${summary}`, { httpStatus, body });
    this.name = 'KhaltiApiError';
    this.detail = parsed.detail;
    this.errorKey = parsed.errorKey;
    this.fieldErrors = parsed.fieldErrors;
  }
}

function parseKhaltiErrorBody(body: unknown): {
  detail: string | undefined;
  errorKey: string | undefined;
  fieldErrors: Record<string, string[]>;
} {
  const fieldErrors: Record<string, string[]> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { detail: undefined, errorKey: undefined, fieldErrors };
  }
  let detail: string | undefined;
  let errorKey: string | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' && typeof value === 'string') detail = value;
    else if (key === 'error_key' && typeof value === 'string') errorKey = value;
    else if (Array.isArray(value)) {
      fieldErrors[key] = value.filter((item): item is string => typeof item === 'string');
    }
  }
  return { detail, errorKey, fieldErrors };
}
