import type { ServerCartLine } from '@pasal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOf, lineFromProduct } from './cart-lines';
import { makeProduct, signedInUser } from './test-fixtures';
// The fake alone, not the whole testing index: its render helpers use the sonner mocked below.
import { fakeApi, on } from '../../testing/api';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

// A page load while signed in reads the account's cart from the server. Its answer can arrive
// after the shopper changed the cart on this page (the payment return page empties it once the
// order is paid): the older server copy must not bring the paid lines back.

const user = signedInUser;
const speaker = makeProduct({ id: 7, name: 'Speaker', slug: 'speaker' });
const serverCart: ServerCartLine[] = [
  { product_id: 7, color_id: null, quantity: 1, available: true, product: speaker },
  { product_id: 8, color_id: null, quantity: 2, available: true, product: makeProduct({ id: 8, slug: 'buds' }) },
];

const CART = '/api/v1/cart/';

let api: ReturnType<typeof fakeApi>;
let answerCartRead: () => void;
let cartRead: Promise<void>;

/** The account's cart: a read waits for answerCartRead(); a save is taken. */
function serveCart() {
  return fakeApi(
    async (call) => {
      if (call.method !== 'GET' || call.path !== CART) return undefined;
      await cartRead;
      return { status: 200, body: { data: serverCart } };
    },
    on('PUT', CART, { status: 200, body: { data: [] } }),
  );
}

/** The requests the fake API received, as the assertions compare them. */
const requests = () => api.calls.map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  cartRead = new Promise<void>((resolve) => (answerCartRead = resolve));
  api = serveCart();
});

/** Fresh modules: the sync starts once per page, as on a real page load. */
async function loadSignedInPage(options: { expectRead?: boolean; beforeStart?: () => void } = {}) {
  const { setAccessToken } = await import('../../api/http');
  const { useSession } = await import('../../api/session-store');
  const { useCart } = await import('./cart-store');
  const { startCartSync } = await import('./account-sync');
  setAccessToken('token');
  useSession.getState().signIn(user, true);
  // What this browser last saved for the account.
  useCart.getState().replaceFromServer([lineFromProduct(speaker, 1, null)], user.id);
  options.beforeStart?.();
  startCartSync();
  if (options.expectRead !== false)
    await vi.waitFor(() => expect(requests()).toEqual([{ method: 'GET', path: CART, body: undefined }]));
  return useCart;
}

describe('the account cart read on a page load', () => {
  it('replaces the browser copy when nothing changed meanwhile (another device added a line)', async () => {
    const useCart = await loadSignedInPage();
    answerCartRead();
    await vi.waitFor(() => expect(useCart.getState().lines.map((line) => line.id)).toEqual([7, 8]));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests().map((request) => request.method)).toEqual(['GET']);
  });

  it('does not undo a change made while it was on its way; the change is saved instead', async () => {
    const useCart = await loadSignedInPage();
    useCart.getState().clear();
    answerCartRead();
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    // The request is logged as it arrives, its body just after.
    await vi.waitFor(() => expect(requests()[1]).toEqual({ method: 'PUT', path: CART, body: { items: [] } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useCart.getState().lines).toEqual([]);
    expect(useCart.getState().ownerId).toBe(42);
  });

  it('keeps a change whose save never went out (the page was left within the save delay) and saves it', async () => {
    // The last page: the quantity went to 3, then a link reloaded the page before the save.
    let useCart = await loadSignedInPage();
    answerCartRead();
    await vi.waitFor(() => expect(useCart.getState().lines).toHaveLength(2));
    const first = keyOf(useCart.getState().lines[0]!);
    useCart.getState().increase(first);
    useCart.getState().increase(first);
    const { UNSAVED_CART_KEY } = await import('./account-sync');
    expect(localStorage.getItem(UNSAVED_CART_KEY)).toBe(String(user.id));
    const saved = JSON.parse(localStorage.getItem('pasal-cart')!) as { state: { lines: { cart_quantity: number }[] } };
    expect(saved.state.lines[0]!.cart_quantity).toBe(3);

    // The new page: same browser storage, fresh modules. The server still has quantity 1.
    api = serveCart();
    vi.resetModules();
    const { useCart: reloaded } = await import('./cart-store');
    await reloaded.persist.rehydrate();
    const { startCartSync } = await import('./account-sync');
    const { setAccessToken } = await import('../../api/http');
    const { useSession } = await import('../../api/session-store');
    setAccessToken('token');
    useSession.getState().signIn(user, true);
    startCartSync();
    useCart = reloaded;
    // (The last page's own timer may still fire here too; in a browser that page is gone.)
    await vi.waitFor(() => expect(requests().map((request) => request.method)).toContain('PUT'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests().map((request) => request.method)).not.toContain('GET');
    expect(requests().at(-1)!.body).toEqual({
      items: [
        { product_id: 7, color_id: null, quantity: 3 },
        { product_id: 8, color_id: null, quantity: 2 },
      ],
    });
    expect(useCart.getState().lines[0]!.cart_quantity).toBe(3);
    await vi.waitFor(() => expect(localStorage.getItem(UNSAVED_CART_KEY)).toBeNull());
  });
});
