import type { ServerCartLine } from '@pasal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, signedInUser } from './test-fixtures';
// The fake alone, not the whole testing index: its render helpers use the sonner mocked below.
import { fakeApi, on } from '../../testing/api';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

// The first page load after signing in merges this browser's cart with the account's. A line the
// shopper adds while that merge is on its way (a tap on Add to Cart held until the app started)
// must survive the merge's answer, which was computed without it.

const user = signedInUser;
const speaker = makeProduct({ id: 7, name: 'Speaker', slug: 'speaker' });
const buds = makeProduct({ id: 8, name: 'Buds', slug: 'buds' });
const accountLine: ServerCartLine = { product_id: 8, color_id: null, quantity: 2, available: true, product: buds };

const MERGE = '/api/v1/cart/merge/';

let api: ReturnType<typeof fakeApi>;
let answerFirstMerge: () => void;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  const firstMerge = new Promise<void>((resolve) => (answerFirstMerge = resolve));
  let merges = 0;
  api = fakeApi(
    async (call) => {
      if (call.method !== 'POST' || call.path !== MERGE) return undefined;
      merges += 1;
      if (merges === 1) await firstMerge;
      // The server's merge: the account's line plus every line sent.
      const body = call.body as { items: { product_id: number }[] } | undefined;
      const sent = (body?.items ?? []).map((item): ServerCartLine => ({
        ...item,
        color_id: null,
        quantity: 1,
        available: true,
        product: speaker,
      }));
      return { status: 200, body: { data: [accountLine, ...sent] } };
    },
    on('PUT', '/api/v1/cart/', { status: 200, body: { data: [] } }),
  );
});

/** The requests the fake API received, as the assertions compare them. */
const requests = () => api.calls.map(({ method, path, body }) => ({ method, path, body }));

describe('the merge after signing in', () => {
  it('keeps a line added while the merge was on its way, merging again with it', async () => {
    const { setAccessToken } = await import('../../api/http');
    const { useSession } = await import('../../api/session-store');
    const { useCart } = await import('./cart-store');
    const { startCartSync } = await import('./account-sync');
    setAccessToken('token');
    useSession.getState().signIn(user, true);
    startCartSync();
    await vi.waitFor(() => expect(requests().map((request) => request.path)).toEqual([MERGE]));
    // The request is logged as it arrives, its body just after.
    await vi.waitFor(() => expect(requests()[0]?.body).toEqual({ items: [] }));

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
    const merges = api.posts(MERGE);
    expect(merges).toHaveLength(2);
    expect(merges[1]?.body).toEqual({ items: [expect.objectContaining({ product_id: 7, quantity: 1 })] });
    expect(useCart.getState().ownerId).toBe(user.id);
  });
});
