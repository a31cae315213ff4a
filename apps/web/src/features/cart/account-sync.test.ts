import type { Product, ServerCartLine } from '@pasal/contract';
import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../api/http';
import { server } from '../../testing';
import { useSession } from '../../api/session-store';
import { startWishlistSync } from '../wishlist/account-sync';
import { useWishlist } from '../wishlist/wishlist-store';
import { startCartSync } from './account-sync';
import { keyOf } from './cart-lines';
import { useCart } from './cart-store';
import { makeProduct, signedInUser } from './test-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

// A stand-in for the API: it records requests and answers like the real endpoints would.
const catalogue = new Map<number, Product>([
  [1, makeProduct({ id: 1, name: 'Buds' })],
  [2, makeProduct({ id: 2, name: 'Phone', slug: 'phone' })],
]);
let serverCart: ServerCartLine[] = [
  { product_id: 2, color_id: null, quantity: 1, available: true, product: catalogue.get(2)! },
];
let serverWishlist: number[] = [2];
const requests: { method: string; path: string; body: unknown }[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  requests.push({ method, path, body });
  const toLines = (items: { product_id: number; color_id: number | null; quantity: number }[]) =>
    items.map((item) => ({ ...item, available: true, product: catalogue.get(item.product_id)! }));
  if (path === '/api/v1/cart/merge/') {
    const items = body!.items as { product_id: number; color_id: number | null; quantity: number }[];
    const merged = [...serverCart.map(({ product_id, color_id, quantity }) => ({ product_id, color_id, quantity }))];
    for (const item of items) if (!merged.some((line) => line.product_id === item.product_id)) merged.push(item);
    serverCart = toLines(merged);
    return json({ data: serverCart });
  }
  if (path === '/api/v1/cart/' && method === 'PUT') {
    serverCart = toLines(body!.items as { product_id: number; color_id: number | null; quantity: number }[]);
    return json({ data: serverCart });
  }
  if (path === '/api/v1/cart/') return json({ data: serverCart });
  if (path === '/api/v1/wishlist/merge/') {
    for (const id of body!.product_ids as number[]) if (!serverWishlist.includes(id)) serverWishlist.push(id);
    return json({ data: serverWishlist.map((id) => catalogue.get(id)), count: serverWishlist.length });
  }
  if (path === '/api/v1/wishlist/' && method === 'POST') {
    serverWishlist.push(body!.product_id as number);
    return json({ data: catalogue.get(body!.product_id as number) }, 201);
  }
  const removal = /^\/api\/v1\/wishlist\/(\d+)\/$/.exec(path);
  if (removal && method === 'DELETE') {
    serverWishlist = serverWishlist.filter((id) => id !== Number(removal[1]));
    return new Response(null, { status: 204 });
  }
  return json({ message: 'Not found' }, 404);
}

const user = signedInUser;

beforeEach(() => {
  // The MSW fake hands each request to the stand-in, as fetch would have.
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      return fakeApi(`${url.pathname}${url.search}`, {
        method: request.method,
        body: (await request.text()) || undefined,
      });
    }),
  );
});
beforeAll(() => setAccessToken('token'));
afterAll(() => setAccessToken(null));

describe('cart and wishlist follow the signed-in shopper', () => {
  it('merges on login, saves changes while signed in, and leaves on logout', async () => {
    // A visitor fills the cart and the wishlist.
    useCart.getState().add(catalogue.get(1)!, 2, null);
    useWishlist.getState().toggle(catalogue.get(1)!);
    startCartSync();
    startWishlistSync();
    expect(requests).toEqual([]);

    useSession.getState().signIn(user, true);
    await vi.waitFor(() => expect(useCart.getState().ownerId).toBe(42));
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/v1/cart/merge/',
      body: { items: [{ product_id: 1, color_id: null, quantity: 2 }] },
    });
    expect(useCart.getState().lines.map((line) => [line.id, line.cart_quantity])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    await vi.waitFor(() => expect(useWishlist.getState().ownerId).toBe(42));
    expect(useWishlist.getState().items.map((item) => item.id)).toEqual([2, 1]);

    // A change while signed in is saved (debounced: two clicks, one request).
    requests.length = 0;
    const key = keyOf(useCart.getState().lines[1]!);
    useCart.getState().increase(key);
    useCart.getState().increase(key);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/cart/',
      body: {
        items: [
          { product_id: 2, color_id: null, quantity: 1 },
          { product_id: 1, color_id: null, quantity: 4 },
        ],
      },
    });
    useWishlist.getState().toggle(catalogue.get(2)!);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ method: 'DELETE', path: '/api/v1/wishlist/2/' });

    // Logout: the account's lists leave this browser; nothing more is sent.
    requests.length = 0;
    useSession.getState().signOut();
    expect(useCart.getState().lines).toEqual([]);
    expect(useCart.getState().ownerId).toBeNull();
    expect(useWishlist.getState().items).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests).toEqual([]);

    // Signing in again brings the server's cart back.
    useSession.getState().signIn(user, true);
    await vi.waitFor(() => expect(useCart.getState().lines).toHaveLength(2));
    expect(useCart.getState().lines.map((line) => [line.id, line.cart_quantity])).toEqual([
      [2, 1],
      [1, 4],
    ]);
  });
});
