import { describe, expect, it } from 'vitest';
import {
  cartSubtotal,
  COLOUR_GONE,
  keyOf,
  lineFromProduct,
  lineFromServer,
  lineMax,
  NO_LONGER_SOLD,
  OUT_OF_STOCK,
  refreshLine,
  toLineInput,
  withQuantity,
} from './cart-lines';
import { bulkBuds, makeColor, makeProduct } from './test-fixtures';

describe('cart lines', () => {
  it('builds a line priced at its quantity, keyed by product and colour', () => {
    const line = lineFromProduct(bulkBuds(), 3, null);
    expect(line).toMatchObject({ id: 1, cart_quantity: 3, cart_amount: 1900, unavailable: null, notice: null });
    expect(keyOf(line)).toBe('1:0');
    const black = lineFromProduct(makeProduct(), 1, makeColor({ id: 7 }));
    expect(keyOf(black)).toBe('1:7');
    expect(toLineInput(black)).toEqual({ product_id: 1, color_id: 7, quantity: 1 });
  });

  it('reprices on a quantity change by the highest tier met (unsorted tiers)', () => {
    const line = lineFromProduct(bulkBuds(), 1, null);
    expect(withQuantity(line, 2).cart_amount).toBe(2000);
    expect(withQuantity(line, 3).cart_amount).toBe(1900);
    expect(withQuantity(line, 5).cart_amount).toBe(1800);
    expect(withQuantity(withQuantity(line, 5), 4).cart_amount).toBe(1900);
  });

  it('keeps quantities within 1 … stock, per colour when a colour is chosen', () => {
    const plain = lineFromProduct(makeProduct({ total_quantity: 4 }), 9, null);
    expect(plain.cart_quantity).toBe(4);
    expect(withQuantity(plain, 0).cart_quantity).toBe(1);
    const coloured = lineFromProduct(makeProduct({ total_quantity: 10 }), 9, makeColor({ quantity: 2 }));
    expect(lineMax(coloured)).toBe(2);
    expect(coloured.cart_quantity).toBe(2);
  });

  it('sums only the lines that can be bought, in paisa', () => {
    const a = lineFromProduct(bulkBuds(), 3, null); // 3 × 1900
    const b = lineFromProduct(makeProduct({ id: 2, discount_price: 0.1 }), 3, null); // 0.3
    const gone = { ...lineFromProduct(makeProduct({ id: 3 }), 1, null), unavailable: NO_LONGER_SOLD };
    expect(cartSubtotal([a, b, gone])).toBe(5700.3);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('refreshLine (stale carts)', () => {
  it('changes nothing when the product is unchanged', () => {
    const product = bulkBuds();
    const line = lineFromProduct(product, 3, null);
    expect(refreshLine(line, product)).toEqual(line);
  });

  it('applies a new price and says so', () => {
    const line = lineFromProduct(makeProduct(), 2, null);
    const refreshed = refreshLine(line, makeProduct({ discount_price: 2200 }));
    expect(refreshed.cart_amount).toBe(2200);
    expect(refreshed.discount_price).toBe(2200);
    expect(refreshed.notice).toEqual({ price: { from: 2000, to: 2200 } });
  });

  it('applies new bulk rules', () => {
    const line = lineFromProduct(makeProduct(), 3, null);
    const refreshed = refreshLine(line, bulkBuds());
    expect(refreshed.cart_amount).toBe(1900);
    expect(refreshed.notice).toEqual({ price: { from: 2000, to: 1900 } });
  });

  it('lowers a quantity above the stock and says so (colour stock)', () => {
    const color = makeColor({ id: 5, quantity: 5 });
    const line = lineFromProduct(bulkBuds(), 5, color);
    const product = { ...bulkBuds(), colors: [{ ...color, quantity: 3 }] };
    const refreshed = refreshLine(line, product);
    expect(refreshed.cart_quantity).toBe(3);
    expect(refreshed.selectedColor?.quantity).toBe(3);
    // 3 pieces are priced by the 3+ tier: a tier change, not a price change.
    expect(refreshed.cart_amount).toBe(1900);
    expect(refreshed.notice).toEqual({ lowered: { from: 5, to: 3 } });
  });

  it('marks a product no longer sold, a vanished colour and an empty stock', () => {
    const color = makeColor({ id: 5 });
    const line = lineFromProduct(makeProduct(), 2, color);
    expect(refreshLine(line, undefined).unavailable).toBe(NO_LONGER_SOLD);
    expect(refreshLine(line, makeProduct({ is_active: false, colors: [color] })).unavailable).toBe(NO_LONGER_SOLD);
    expect(refreshLine(line, makeProduct({ colors: [] })).unavailable).toBe(COLOUR_GONE);
    const empty = refreshLine(line, makeProduct({ colors: [{ ...color, quantity: 0, is_in_stock: false }] }));
    expect(empty.unavailable).toBe(OUT_OF_STOCK);
    expect(empty.cart_quantity).toBe(2);
  });

  it('clears the mark when the product is back in stock', () => {
    const line = { ...lineFromProduct(makeProduct(), 1, null), unavailable: OUT_OF_STOCK };
    expect(refreshLine(line, makeProduct()).unavailable).toBeNull();
  });

  it('builds lines from the server copy with the current data', () => {
    const color = makeColor({ id: 5, quantity: 4 });
    const product = { ...bulkBuds(), colors: [color] };
    const line = lineFromServer({ product_id: 1, color_id: 5, quantity: 3, available: true, product });
    expect(line).toMatchObject({ id: 1, cart_quantity: 3, cart_amount: 1900, notice: null, unavailable: null });
    expect(line.selectedColor).toEqual(color);
  });
});
