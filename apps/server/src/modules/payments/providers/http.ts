import { PaymentProviderError } from './errors.js';
import type { PaymentProviderName } from './types.js';

export type FetchImpl = typeof fetch;

/** Long enough for a slow provider, short enough that a customer's request does not hang. */
const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * One HTTP exchange with a provider that answers JSON. Non-2xx answers are returned, not thrown,
 * because both providers put meaningful results in them (Khalti's lookup answers `Expired` with
 * HTTP 400); the caller decides what a status means.
 */
export async function requestJson(options: {
  provider: PaymentProviderName;
  url: URL;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  jsonBody?: unknown;
  timeoutMs?: number | undefined;
  fetchImpl?: FetchImpl | undefined;
}): Promise<JsonAnswer> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = {
    method: options.method,
    headers,
    signal: AbortSignal.timeout(timeoutMs),
    // A redirect from a payment API is never part of the protocol; following it could send the
    // secret key to another host.
    redirect: 'manual',
  };
  if (options.jsonBody !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.jsonBody);
  }
  // The path and query are safe to log; the host tells which environment was called.
  const where = `${options.method} ${options.url.origin}${options.url.pathname}`;

  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(options.url, init);
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) {
      throw new PaymentProviderError(options.provider, 'timeout', `${where} timed out after ${timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new PaymentProviderError(options.provider, 'network', `${where} failed: ${describe(error)}`, {
      cause: error,
    });
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const kind = response.ok ? 'invalid_response' : 'http';
    throw new PaymentProviderError(
      options.provider,
      kind,
      `${where} answered HTTP ${response.status} with a body that is not JSON`,
      { httpStatus: response.status, body: text.slice(0, 2000) },
    );
  }
  return { status: response.status, body };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the useful part (ECONNREFUSED…) in `cause`.
  const cause: unknown = error.cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

/** Joins a base URL and a relative path whether or not the base ends with a slash. */
export function joinUrl(base: string, path: string): URL {
  const normalisedBase = base.endsWith('/') ? base : `${base}/`;
  return new URL(path.replace(/^\/+/, ''), normalisedBase);
}
