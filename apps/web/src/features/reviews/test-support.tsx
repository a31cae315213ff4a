import type { Product, SessionUser } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { setAccessToken } from '../../api/http';
import { useSession } from '../auth/session-store';

// Helpers for the reviews feature's component tests: a fake API, a session and a router.

export const product = {
  id: 7,
  name: 'Galaxy A55',
  slug: 'galaxy-a55',
  overall_rating: 0,
  total_ratings: 0,
} as Product;

export const shopper: SessionUser = {
  id: 42,
  email: 'sita@example.com',
  first_name: 'Sita',
  middle_name: '',
  last_name: 'Sharma',
  phone: '9800000000',
  role: 'customer',
};

export function signIn() {
  setAccessToken('test-access-token');
  useSession.setState({ user: shopper, loggedIn: true });
}

/** Also forgets the toasts of the previous test (Sonner keeps them in a module-level store). */
export function signOut() {
  toast.dismiss();
  setAccessToken(null);
  useSession.setState({ user: null, loggedIn: false });
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; body: unknown } | undefined;

/** Replaces fetch: each call goes to the first handler that answers it; others get a 404. */
export function fakeApi(...handlers: Handler[]) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const call = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer)
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  );
}

let entries = 0;

/** Renders `ui` at /products/galaxy-a55 (with router state) beside a /login page that shows its state. */
export function renderOnProductPage(ui: ReactNode, options: { state?: unknown } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/products/:slug', element: ui },
      { path: '/login', element: <LocationProbe /> },
    ],
    // A key of its own, as a real navigation from /login has (the dialog opens once per entry).
    {
      initialEntries: [
        { pathname: `/products/${product.slug}`, state: options.state ?? null, key: `entry-${++entries}` },
      ],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
