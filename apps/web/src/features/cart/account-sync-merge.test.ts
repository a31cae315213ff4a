import type { ServerCartLine } from '@pasal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, signedInUser } from './test-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

// The first page load after signing in merges this browser's cart with the account's. A line the
// shopper adds while that merge is on its way (a tap on Add to Cart held until the app started)
// must survive the merge's answer, which was computed without it.

const user = signedInUser;
const speaker = makeProduct({ id: 7, name: 'Speaker', slug: 'speaker' });
const buds = makeProduct({ id: 8, name: 'Buds', slug: 'buds' });
const accountLine: ServerCartLine = { product_id: 8, color_id: null, quantity: 2, available: true, product: buds };

let requests: { method: string; path: string; body: unknown }[];
let answerFirstMerge: () => void;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  requests = [];
  const firstMerge = new Promise<void>((resolve) => (answerFirstMerge = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { items: { product_id: number }[] }) : undefined;
      requests.push({ method, path: String(input), body });
      const merges = requests.filter((request) => request.path.endsWith('/cart/merge/')).length;
      if (merges === 1 && method === 'POST') await firstMerge;
      // The server's merge: the account's line plus every line sent.
      const sent = (body?.items ?? []).map((item): ServerCartLine => ({
        ...item,
        color_id: null,
        quantity: 1,
        available: true,
        product: speaker,
      }));
      const data = method === 'POST' ? [accountLine, ...sent] : [];
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the merge after signing in', () => {
  it('keeps a line added while the merge was on its way, merging again with it', async () => {
    const { setAccessToken } = await import('../../api/http');
    const { useSession } = await import('../auth/session-store');
    const { useCart } = await import('./cart-store');
    const { startCartSync } = await import('./account-sync');
    setAccessToken('token');
    useSession.getState().signIn(user, true);
    startCartSync();
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toEqual(['/api/v1/cart/merge/']));
    expect(requests[0]?.body).toEqual({ items: [] });

    useCart.getState().add(speaker, 1, null);
    answerFirstMerge();

    await vi.waitFor(() =>
      expect(
        useCart
          .getState()
          .lines.map((line) => line.id)
          .sort(),
      ).toEqual([7, 8]),
    );
    const merges = requests.filter((request) => request.path.endsWith('/cart/merge/'));
    expect(merges).toHaveLength(2);
    expect(merges[1]?.body).toEqual({ items: [expect.objectContaining({ product_id: 7, quantity: 1 })] });
    expect(useCart.getState().ownerId).toBe(user.id);
  });
});
