import { AUTH_REFRESH_PATH, type AuthResponse } from '@pasal/contract';
import { useSession } from '../features/auth/session-store';

/** An answer other than 2xx: status plus the server's { message, errors } body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string> } & Record<string, unknown>,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
  }
}

// Held in memory only: an injected script cannot read it from storage (DEVIATIONS #20).
let accessToken: string | null = null;
let refreshing: Promise<string | null> | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Rotates the refresh cookie and gets a new access token; null when the session is over. */
export function refreshAccessToken(): Promise<string | null> {
  // Concurrent 401s share one refresh: a second call would present a spent token and
  // (correctly) revoke the whole session.
  refreshing ??= (async () => {
    try {
      const response = await fetch(AUTH_REFRESH_PATH, { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        console.warn('Session refresh failed:', body.message ?? response.status);
        return null;
      }
      const { data } = (await response.json()) as { data: AuthResponse };
      accessToken = data.access;
      useSession.getState().updateUser(data.user);
      return data.access;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined | null>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/**
 * Calls the API and returns its JSON body. A signed-in shopper's request carries the access
 * token; on a 401 it refreshes once and retries once (spec §7). When the refresh fails the
 * session ends cleanly.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const loggedIn = useSession.getState().loggedIn;
  let token = accessToken;
  if (loggedIn && !token) token = await refreshAccessToken();
  let response = await send(path, options, token);
  if (response.status === 401 && loggedIn) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(path, options, fresh);
    else {
      accessToken = null;
      useSession.getState().signOut();
    }
  }
  const body = response.status === 204 ? {} : ((await response.json().catch(() => ({}))) as Record<string, unknown>);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
