import { http, HttpResponse, type HttpHandler } from 'msw';
import { vi } from 'vitest';
import { notFound, server } from './server';

/** One request the fake API received, as the tests check it. */
export interface FakeCall {
  method: string;
  /** Path and query, as the app asked for it (`/api/v1/products/?page=2`). */
  path: string;
  /** The JSON body, if any (undefined for none and for form uploads). */
  body: unknown;
  authorization: string | null;
}

export type Answer = { status: number; body?: unknown };
/** A route written as a function of the request: an answer, or undefined to let the next route try. */
type CallRoute = (call: FakeCall) => Answer | undefined | Promise<Answer | undefined>;
export type Route = HttpHandler | CallRoute;

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/')) return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The request as a FakeCall. */
async function callOf(request: Request): Promise<FakeCall> {
  return {
    method: request.method,
    path: pathOf(request),
    body: await bodyOf(request),
    authorization: request.headers.get('authorization'),
  };
}

function json(body: unknown, status: number): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function respond(answer: Answer): Response {
  // A 204 has no body at all; the app must not try to read one.
  if (answer.status === 204) return new HttpResponse(null, { status: 204 });
  return json(answer.body ?? {}, answer.status);
}

function fromCallRoute(route: CallRoute): HttpHandler {
  return http.all('*', async ({ request }) => {
    const answer = await route(await callOf(request));
    return answer ? respond(answer) : undefined;
  });
}

/** Records every request (in the order they were made) and lets the routes after it answer. */
function recorder(calls: FakeCall[]): HttpHandler {
  return http.all('*', async ({ request }) => {
    // In the list at once, so concurrent requests keep their order; the body follows.
    const call: FakeCall = {
      method: request.method,
      path: pathOf(request),
      body: undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    call.body = await bodyOf(request);
    return undefined;
  });
}

/**
 * Replaces this test's API with `routes`: each request goes to the first route that answers it;
 * any other API path gets a 404. Returns the requests it received, for call checks.
 */
export function fakeApi(...routes: Route[]) {
  const calls: FakeCall[] = [];
  server.resetHandlers();
  server.use(
    recorder(calls),
    ...routes.map((route) => (typeof route === 'function' ? fromCallRoute(route) : route)),
    notFound,
  );
  return {
    calls,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path),
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}

/** Every request fails as fetch does when the connection is lost (a TypeError, no answer). */
export function connectionLost(): HttpHandler {
  return http.all('*', () => HttpResponse.error());
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

function routeFor(method: string, path: string | RegExp, answer: (call: FakeCall) => Answer): HttpHandler {
  if (typeof path === 'string') {
    const [pathname, search = ''] = path.split('?');
    const handle = methods[method as Method] ?? http.all;
    // MSW matches the path alone; the query, when the route names one, must match exactly too.
    return handle(pathname!, async ({ request }) => {
      if (request.method !== method || new URL(request.url).search !== (search ? `?${search}` : '')) return undefined;
      return respond(answer(await callOf(request)));
    });
  }
  return http.all('*', async ({ request }) => {
    if (request.method !== method || !path.test(pathOf(request))) return undefined;
    return respond(answer(await callOf(request)));
  });
}

/** Answers one method and path (with its query, if any). */
export function on(method: string, path: string, answer: Answer | ((call: FakeCall) => Answer)): HttpHandler {
  return routeFor(method, path, (call) => (typeof answer === 'function' ? answer(call) : answer));
}

type Body = Record<string, unknown> | unknown[] | ((call: FakeCall) => unknown);

/** Answers one method and path (a string with its query, or a pattern for path and query) with a status and body. */
export function answer(method: string, path: string | RegExp, status: number, body: Body): HttpHandler {
  return routeFor(method, path, (call) => ({
    status,
    body: typeof body === 'function' ? (body as (call: FakeCall) => unknown)(call) : body,
  }));
}

/** A request as `serveApi`'s responder sees it: enough of fetch's init to tell calls apart. */
export interface RequestSeen {
  method: string;
  body: string | undefined;
  headers: Headers;
}

type Responder = (url: URL, init: RequestSeen) => { status?: number; body: unknown } | undefined;

/**
 * Answers every API request from `respond` (undefined: a 404). Returns a spy called once per
 * request with the path and query asked for and the request's method, body and headers.
 */
export function serveApi(respond: Responder) {
  const requests = vi.fn((_path: string, _init: RequestSeen) => undefined);
  server.resetHandlers();
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.clone().text();
      const init: RequestSeen = { method: request.method, body: text || undefined, headers: request.headers };
      requests(`${url.pathname}${url.search}`, init);
      const reply = respond(url, init) ?? { status: 404, body: { message: 'Not found' } };
      return json(reply.body, reply.status ?? 200);
    }),
  );
  return requests;
}
