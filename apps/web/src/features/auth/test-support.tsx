import type { SessionUser } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { setAccessToken } from '../../api/http';
import { useSession } from './session-store';

// Helpers for the auth and account component tests: a fake API, a session and a router.

export const shopper: SessionUser = {
  id: 42,
  email: 'sita@example.com',
  first_name: 'Sita',
  middle_name: '',
  last_name: 'Sharma',
  phone: '9841234567',
  role: 'customer',
};

export function signInAs(user: SessionUser = shopper, token: string | null = 'test-access-token') {
  setAccessToken(token);
  useSession.setState({ user, loggedIn: true });
}

/** Also forgets the toasts of the previous test (Sonner keeps them in a module-level store). */
export function resetSession() {
  toast.dismiss();
  setAccessToken(null);
  useSession.setState({ user: null, loggedIn: false });
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type Answer = { status: number; body?: unknown };
type Handler = (call: FakeCall) => Answer | undefined | Promise<Answer | undefined>;

/** Replaces fetch: each call goes to the first handler that answers it; others get a 404. */
export function fakeApi(...handlers: Handler[]) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    for (const handler of handlers) {
      const answer = await handler(call);
      if (answer)
        return answer.status === 204
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify(answer.body ?? {}), {
              status: answer.status,
              headers: { 'content-type': 'application/json' },
            });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Answers one method and path. */
export const on =
  (method: string, path: string, answer: Answer | ((call: FakeCall) => Answer)): Handler =>
  (call) =>
    call.method === method && call.path === path ? (typeof answer === 'function' ? answer(call) : answer) : undefined;

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </output>
  );
}

/** Renders routes in a memory router with a fresh query client and a toaster. */
export function renderRoutes(routes: RouteObject[], initial: { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: initial.pathname, state: initial.state ?? null }],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export function probe(path: string): RouteObject {
  return { path, element: <LocationProbe /> };
}

export function page(path: string, element: ReactNode): RouteObject {
  return { path, element };
}
