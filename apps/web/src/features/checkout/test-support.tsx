import type { Order, OrderQuote, Profile, SessionUser } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { setAccessToken } from '../../api/http';
import { useSession } from '../auth/session-store';

// Helpers for the checkout and orders component tests: a session, a fake API and a router.

export const shopper: SessionUser = {
  id: 42,
  email: 'sita@example.com',
  first_name: 'Sita',
  middle_name: '',
  last_name: 'Sharma',
  phone: '9841234567',
  role: 'customer',
};

export const profile: Profile = {
  ...shopper,
  billing: {
    country: 'Nepal',
    state: 'Bagmati Province',
    city: 'Kathmandu',
    address: 'Lambagar, Tarkeshwor',
    monument: 'Near the temple',
    zipcode: '44600',
  },
};

export function signIn() {
  setAccessToken('test-access-token');
  useSession.setState({ user: shopper, loggedIn: true });
}

export function signOut() {
  toast.dismiss();
  setAccessToken(null);
  useSession.setState({ user: null, loggedIn: false });
}

export function quoteOf(overrides: Partial<OrderQuote> = {}): OrderQuote {
  return {
    lines: [
      {
        product_id: 1,
        color_id: null,
        product_name: 'Sound Buds',
        color_name: null,
        quantity: 2,
        unit_price: 2000,
        line_total: 4000,
        delivery_price: 100,
      },
    ],
    subtotal: 4000,
    delivery_charge: 100,
    tax_percentage: 0,
    tax_amount: 0,
    discount: 0,
    coupon_code: null,
    grand_total: 4100,
    currency: 'Npr',
    free_delivery_threshold: 10000,
    delivery: null,
    ...overrides,
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    transaction_id: 'PSL-7K3M9Q2XTB4N',
    created_on: '2025-10-01T10:00:00.000Z',
    payment_gateway: 'COD',
    order_status: 'Pending',
    payment_status: 'unpaid',
    subtotal: 4000,
    delivery_charge: 100,
    tax_percentage: 0,
    tax_amount: 0,
    discount: 0,
    coupon_code: null,
    grand_total: 4100,
    currency: 'Npr',
    first_name: 'Sita',
    last_name: 'Sharma',
    email: 'sita@example.com',
    shipping: {
      country: 'Nepal',
      province: 'Bagmati Province',
      city: 'Kathmandu',
      details_address: 'Lambagar',
      monument: 'Temple',
      postal_code: '44600',
      phone_number: '9841234567',
      province_id: 3,
      district_id: 27,
      district: 'Kathmandu',
      local_level_id: null,
      local_level: '',
      ward: null,
      tole: 'Lambagar',
      landmark: 'Temple',
    },
    delivery_method: 'delivery',
    delivery: {
      method: 'delivery',
      zone_id: 'valley',
      zone_name: 'Inside Kathmandu Valley',
      earliest: null,
      expected_by: null,
    },
    buyer_pan: null,
    notes: '',
    items: [
      {
        product_id: 1,
        product_name: 'Sound Buds',
        product_slug: 'sound-buds',
        image: null,
        color_id: null,
        color_name: null,
        unit_price: 2000,
        quantity: 2,
        line_total: 4000,
      },
    ],
    can_cancel: true,
    payment_expires_at: null,
    paid_at: null,
    cancelled_at: null,
    tracking: null,
    timeline: [{ step: 'placed', at: '2025-10-01T10:00:00.000Z' }],
    ...overrides,
  };
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test');
      const call = {
        method: init?.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
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
    }),
  );
  return { calls, posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path) };
}

type Body = Record<string, unknown> | unknown[] | ((call: FakeCall) => unknown);

export const answer =
  (method: string, path: string | RegExp, status: number, body: Body): Handler =>
  (call) =>
    call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
      ? { status, body: typeof body === 'function' ? (body as (call: FakeCall) => unknown)(call) : body }
      : undefined;

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

/** Renders `ui` at `path` (in StrictMode, as the app runs) with probe pages for where it may go. */
export function renderAt(path: string, route: string, ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const probes = ['/login', '/profile/orders', '/checkout', '/products'].filter((probe) => probe !== route);
  const router = createMemoryRouter(
    [{ path: route, element: ui }, ...probes.map((probe) => ({ path: probe, element: <LocationProbe /> }))],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}
