import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOf } from './cart-lines';
import { ADDED_TO_CART, CART_STORAGE_KEY, findLine, selectLineCount, selectSubtotal, useCart } from './cart-store';
import { bulkBuds, makeColor, makeProduct } from './test-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const state = () => useCart.getState();

beforeEach(() => {
  useCart.setState({ lines: [], ownerId: null, fromRemote: false });
  vi.mocked(toast.success).mockClear();
});

describe('cart store', () => {
  it('appends a line, confirms with the spec toast and saves under its own key', async () => {
    state().add(bulkBuds(), 1, null);
    state().add(makeProduct({ id: 2, name: 'Phone' }), 2, null);
    expect(state().lines.map((line) => [line.id, line.cart_quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADDED_TO_CART));
    expect(ADDED_TO_CART).toBe('Product added to cart successfully');
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { state: { lines: unknown[] } };
    expect(stored.state.lines).toHaveLength(2);
    expect(selectLineCount(state())).toBe(2);
  });

  it('keeps one line per product and colour, two colours are two lines', () => {
    const product = makeProduct({ colors: [makeColor({ id: 1 }), makeColor({ id: 2, color_name: 'White' })] });
    state().add(product, 1, product.colors[0]!);
    state().add(product, 1, product.colors[1]!);
    state().add(product, 3, product.colors[0]!);
    expect(state().lines).toHaveLength(2);
    expect(findLine(state().lines, 1, 1)?.cart_quantity).toBe(3);
    expect(findLine(state().lines, 1, null)).toBeUndefined();
  });

  it('increase recalculates the unit price and stops at the stock; decrease stops at 1', () => {
    state().add({ ...bulkBuds(), total_quantity: 5 }, 1, null);
    const key = keyOf(state().lines[0]!);
    state().increase(key);
    state().increase(key);
    expect(state().lines[0]).toMatchObject({ cart_quantity: 3, cart_amount: 1900 });
    state().increase(key);
    state().increase(key);
    expect(state().lines[0]).toMatchObject({ cart_quantity: 5, cart_amount: 1800 });
    state().increase(key);
    expect(state().lines[0]!.cart_quantity).toBe(5);
    for (let i = 0; i < 6; i += 1) state().decrease(key);
    expect(state().lines[0]).toMatchObject({ cart_quantity: 1, cart_amount: 2000 });
  });

  it("stops at the selected colour's stock", () => {
    const color = makeColor({ quantity: 2 });
    state().add(makeProduct({ total_quantity: 10, colors: [color] }), 1, color);
    const key = keyOf(state().lines[0]!);
    state().increase(key);
    state().increase(key);
    expect(state().lines[0]!.cart_quantity).toBe(2);
  });

  it('subtotal is Σ unit × quantity', () => {
    state().add(bulkBuds(), 3, null);
    state().add(makeProduct({ id: 2, discount_price: 45999 }), 1, null);
    expect(selectSubtotal(state())).toBe(3 * 1900 + 45999);
  });

  it('remove deletes one line, clear empties the cart', () => {
    state().add(makeProduct({ id: 1 }), 1, null);
    state().add(makeProduct({ id: 2 }), 1, null);
    state().remove('1:0');
    expect(state().lines.map((line) => line.id)).toEqual([2]);
    state().clear();
    expect(state().lines).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('"lines":[]');
  });

  it('refreshes only the lines whose products were asked for', () => {
    state().add(makeProduct({ id: 1 }), 1, null);
    state().add(makeProduct({ id: 2 }), 1, null);
    const changed = state().applyProducts([makeProduct({ id: 1, discount_price: 2100 })], [1]);
    expect(changed).toBe(1);
    expect(state().lines.map((line) => [line.id, line.cart_amount, line.unavailable])).toEqual([
      [1, 2100, null],
      [2, 2000, null],
    ]);
    state().dismissNotice('1:0');
    expect(state().lines[0]!.notice).toBeNull();
  });

  it('takes over another tab’s cart from a storage event', async () => {
    state().add(makeProduct({ id: 1 }), 1, null);
    const other = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as { state: { lines: unknown[] } };
    other.state.lines = [];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    await vi.waitFor(() => expect(state().lines).toEqual([]));
    expect(state().fromRemote).toBe(true);
  });

  it('reads a cart saved by the previous version, dropping its notices written in English', async () => {
    state().add(makeProduct({ id: 1 }), 2, null);
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as {
      state: { lines: Record<string, unknown>[] };
      version: number;
    };
    expect(saved.version).toBe(2);
    saved.version = 1;
    saved.state.lines[0]!.notice = 'Price changed from Rs. 2,000 to Rs. 2,100.';
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved));
    await useCart.persist.rehydrate();
    expect(state().lines.map((line) => [line.id, line.cart_quantity, line.notice])).toEqual([[1, 2, null]]);
  });
});
