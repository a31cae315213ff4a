import { idempotencyKeySchema, type PlacedOrder } from '@pasal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { Component as CheckoutRoute } from '../../routes/checkout';
import { lineFromProduct } from '../cart/cart-lines';
import { useCart } from '../cart/cart-store';
import { resetCartRefresh } from '../cart/refresh';
import { makeProduct } from '../cart/test-fixtures';
import { createOrderPlacer, type PlaceOrderPayload } from './api';
import { answer, fakeApi, orderOf, profile, quoteOf, renderAt, server, signIn, signOut } from '../../testing';

// Placing an order sends one Idempotency-Key per checkout attempt: a double click or a retry of
// the same attempt must never become a second order.

// Typing through user-event is slow on a shared, busy machine.
vi.setConfig({ testTimeout: 45_000 });

const ORDERS = '/api/v1/orders/';
const product = makeProduct();
const placed: PlacedOrder = { order: orderOf(), payment: { gateway: 'COD' } };

const baseHandlers = [
  answer('GET', '/api/v1/auth/profile/', 200, { data: profile }),
  answer('GET', /^\/api\/v1\/products\/by-ids\//, 200, { data: [product] }),
  answer('POST', '/api/v1/orders/quote/', 200, { data: quoteOf() }),
];

/** Order POSTs with their Idempotency-Key, seen on the way to the fake API. */
function recordOrderPosts(hold?: Promise<void>) {
  const keys: (string | null)[] = [];
  // Ahead of the test's routes: records, waits for `hold`, then lets them answer.
  server.use(
    http.post('/api/v1/orders/', async ({ request }) => {
      if (new URL(request.url).search !== '') return undefined;
      keys.push(request.headers.get('Idempotency-Key'));
      await hold;
      return undefined;
    }),
  );
  return keys;
}

async function openPayment(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/checkout', '/checkout', <CheckoutRoute />);
  await screen.findByTestId('checkout-total');
  // Picked up at the shop: no address to fill in.
  await user.click(screen.getByRole('tab', { name: /Shipping/ }));
  await user.click(screen.getByRole('radio', { name: /Store pickup/ }));
  await user.click(screen.getByRole('tab', { name: /Payment/ }));
  await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
  await user.type(screen.getByLabelText(/Additional info/), 'Call before coming');
}

beforeEach(() => {
  resetCartRefresh();
  signIn();
  useCart.setState({ lines: [lineFromProduct(product, 2, null)], ownerId: null });
});

afterEach(() => {
  signOut();
  useCart.setState({ lines: [] });
});

describe('Place Order', () => {
  it('sends one request with an Idempotency-Key for a double click', async () => {
    fakeApi(...baseHandlers, answer('POST', '/api/v1/orders/', 201, { data: placed }));
    let release!: () => void;
    const keys = recordOrderPosts(new Promise<void>((resolve) => (release = resolve)));
    const user = userEvent.setup({ delay: null });
    await openPayment(user);
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(keys).toHaveLength(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/profile/orders');
    expect(keys).toHaveLength(1);
    expect(idempotencyKeySchema.safeParse(keys[0]).success).toBe(true);
  });

  it('retries a failed attempt with the same key', async () => {
    let fail = true;
    fakeApi(...baseHandlers, (call) =>
      call.method === 'POST' && call.path === '/api/v1/orders/'
        ? fail
          ? { status: 503, body: { message: 'busy' } }
          : { status: 201, body: { data: placed } }
        : undefined,
    );
    const keys = recordOrderPosts();
    const user = userEvent.setup({ delay: null });
    await openPayment(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Something went wrong', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/profile/orders');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('createOrderPlacer', () => {
  const payload = { first_name: 'Sita', lines: [{ product_id: 1, quantity: 1 }] } as unknown as PlaceOrderPayload;
  let sent: (string | null)[];
  let api: ReturnType<typeof fakeApi>;
  /** How the fake API answers the next order POST: a status and body, or not at all (the connection is lost). */
  let next: { status: number; body: Record<string, unknown> } | 'connection lost';

  beforeEach(() => {
    next = { status: 201, body: { data: placed } };
    api = fakeApi(
      http.post(ORDERS, () =>
        next === 'connection lost' ? HttpResponse.error() : HttpResponse.json(next.body, { status: next.status }),
      ),
    );
    sent = recordOrderPosts();
  });

  const keys = () => {
    let n = 0;
    return () => `attempt-key-${(n += 1)}`;
  };

  it('shares one request between two submits of the same attempt', async () => {
    const place = createOrderPlacer(keys());
    const [a, b] = await Promise.all([place(payload), place(payload)]);
    expect(a).toEqual(placed);
    expect(b).toEqual(placed);
    expect(sent).toEqual(['attempt-key-1']);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${ORDERS}`]);
    expect(api.calls[0]!.body).toEqual(payload);
  });

  it('keeps the key after a network failure or a 5xx, and starts a new attempt after a definitive answer', async () => {
    const place = createOrderPlacer(keys());
    next = 'connection lost';
    await expect(place(payload)).rejects.toThrow('Failed to fetch');
    next = { status: 502, body: { message: 'busy' } };
    await expect(place(payload)).rejects.toBeInstanceOf(ApiError);
    next = { status: 409, body: { message: 'Prices have changed' } };
    await expect(place(payload)).rejects.toBeInstanceOf(ApiError);
    next = { status: 201, body: { data: placed } };
    await place(payload);
    await place(payload);
    expect(sent).toEqual(['attempt-key-1', 'attempt-key-1', 'attempt-key-1', 'attempt-key-2', 'attempt-key-3']);
    expect(api.posts(ORDERS)).toHaveLength(5);
    expect(api.calls).toHaveLength(5);
  });

  it('uses a new key when the payload changes', async () => {
    const place = createOrderPlacer(keys());
    next = 'connection lost';
    await expect(place(payload)).rejects.toThrow();
    await expect(place({ ...payload, first_name: 'Gita' })).rejects.toThrow();
    expect(sent).toEqual(['attempt-key-1', 'attempt-key-2']);
    expect(api.posts(ORDERS).map((call) => call.body)).toEqual([payload, { ...payload, first_name: 'Gita' }]);
  });
});
