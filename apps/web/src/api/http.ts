import {
  AUTH_REFRESH_PATH,
  LOCALE_HEADER,
  STAFF_API_PREFIX,
  translateMessage,
  wordRefusal,
  type AuthResponse,
} from '@pasal/contract';
import { useSession } from './session-store';
import { browserTabBus, createTokenKeeper, webLockTurns } from './shared-token';
import { activeLocale, loadRefusalTexts } from '../i18n';

/** An answer other than 2xx: status plus the server's { message, errors } body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string>; code?: string } & Record<string, unknown>,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
  }
}

/** Ends the session in this tab: the server said the refresh cookie is no longer good. */
function sessionOver(): void {
  tokens.set(null);
  if (useSession.getState().loggedIn) useSession.getState().signOut();
}

async function callRefresh(): Promise<string | null> {
  try {
    const response = await fetch(AUTH_REFRESH_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      // A page left meanwhile (a link, a reload) must not abandon the answer: the server has
      // already spent the old cookie, and only this answer carries its successor.
      keepalive: true,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      // The token-check failure is only logged (the server's message, else a generic one):
      // docs/rules/accounts.md#calling-the-api.
      console.warn('Session refresh failed:', body.message ?? `status ${response.status}`);
      if (response.status === 401) sessionOver();
      return null;
    }
    const { data } = (await response.json()) as { data: AuthResponse };
    setAccessToken(data.access);
    useSession.getState().updateUser(data.user);
    return data.access;
  } catch (error) {
    // Offline or the server is unreachable: the session may still be good; try again later.
    console.warn('Session refresh failed:', error instanceof Error ? error.message : 'network error');
    return null;
  }
}

// Held in memory only, never in storage: an injected script cannot read it from there
// (docs/rules/accounts.md#sessions-and-tokens). Shared with the other tabs, which take turns
// renewing it (api/shared-token.ts).
const tokens = createTokenKeeper({
  bus: browserTabBus('pasal-session'),
  turns: webLockTurns('pasal-session-refresh'),
  now: () => Date.now(),
  fetchToken: callRefresh,
  signedIn: () => useSession.getState().loggedIn,
});

export function setAccessToken(token: string | null): void {
  tokens.set(token);
}

/** The token in memory, for a request that cannot go through fetch (an upload showing its progress). */
export function currentAccessToken(): string | null {
  return tokens.current();
}

// Signed out (here or in another tab): the token in memory goes too.
useSession.subscribe((state, previous) => {
  if (previous.loggedIn && !state.loggedIn) tokens.set(null);
});

/**
 * The session renewal under way in this tab, if any. A full page load started meanwhile (the
 * language switch) would abandon its answer and the rotated cookie with it.
 */
export function renewalInFlight(): Promise<unknown> | null {
  return tokens.inFlight();
}

/**
 * A working access token in place of `refused` (the token a request was refused with; by default
 * the one in memory); null when there is none to be had. Concurrent callers in this tab share
 * one renewal, and tabs take turns: a tab that waited for another's renewal takes that tab's token
 * instead of rotating the cookie once more (api/shared-token.ts).
 */
export function refreshAccessToken(refused?: string | null): Promise<string | null> {
  return tokens.renew(refused);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lists repeat their parameter (`brand=a&brand=b`). */
  query?: Record<string, string | number | undefined | null | readonly (string | number)[]>;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value))
      for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

type Params = Readonly<Record<string, string | number>> | undefined;

/** A coded refusal's words in `locale`, else the text the server sent passed through the old table. */
function localText(text: unknown, coded: unknown, locale: 'ne'): unknown {
  if (typeof coded === 'object' && coded !== null) {
    const { code, params } = coded as { code?: unknown; params?: Params };
    const worded = wordRefusal(code, params, locale);
    if (worded !== null) return worded;
  }
  return typeof text === 'string' ? translateMessage(text, locale) : text;
}

/**
 * A refusal's words in the page's language: the server answers in English, and a refusal by code
 * (issue #31) says which, with its parameters, for the whole answer and for each field; on a
 * Nepali page the code is worded from the Nepali catalogue. An answer without a code (a message
 * not yet moved to codes) goes through the table of English sentences. Anything without a Nepali
 * stays as it came, so the toast or form that shows it needs nothing more.
 */
function localiseErrorBody(path: string, body: Record<string, unknown>): Record<string, unknown> {
  const locale = activeLocale();
  // The staff area stays English, and its screens compare messages with the English.
  if (locale === 'en' || path.startsWith(STAFF_API_PREFIX)) return body;
  const localised: Record<string, unknown> = { ...body };
  localised.message = localText(body.message, body, locale);
  const fields = (typeof body.fields === 'object' && body.fields !== null ? body.fields : {}) as Record<
    string,
    unknown
  >;
  if (typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors))
    localised.errors = Object.fromEntries(
      Object.entries(body.errors as Record<string, unknown>).map(([field, message]) => [
        field,
        localText(message, fields[field], locale),
      ]),
    );
  return localised;
}

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

// Looked up on every call, so tests that stub the global fetch keep working.
let transport: Transport = (url, init) => fetch(url, init);

/** The server's first-screen render answers the app's API calls in process instead of over the network. */
export function setTransport(next: Transport): void {
  transport = next;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  // The page's language on every call (issue #30): an account made, an order placed or a request
  // sent from a Nepali page gets its e-mails in Nepali (the server's lib/request-locale.ts).
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    [LOCALE_HEADER]: activeLocale(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return transport(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/**
 * Calls the API and returns its JSON body. A signed-in shopper's request carries the access token
 * (after a page load there is none yet: it is fetched first). On a 401 the client refreshes once
 * and retries once, marked as retried (docs/rules/accounts.md#calling-the-api); when the refresh is
 * refused the session ends cleanly. Other errors are passed on as ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let token = tokens.current();
  let retried = false;
  if (!token && useSession.getState().loggedIn) {
    token = await refreshAccessToken();
    retried = true;
  }
  let response = await send(path, options, token);
  if (response.status === 401 && !retried && useSession.getState().loggedIn) {
    retried = true;
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await send(path, options, fresh);
  }
  const body = response.status === 204 ? {} : ((await response.json().catch(() => ({}))) as Record<string, unknown>);
  if (!response.ok) {
    // The words of a code come with the first refusal by code a Nepali page receives.
    if (activeLocale() !== 'en' && (typeof body.code === 'string' || typeof body.fields === 'object'))
      await loadRefusalTexts().catch(() => undefined);
    throw new ApiError(response.status, localiseErrorBody(path, body));
  }
  return body as T;
}
