import { describe, expect, it } from 'vitest';
import {
  addCounterLine,
  COUNTER_MAX_QUANTITY,
  counterReceiptPagePath,
  counterSaleTotalsPaisa,
} from './counter-sale-rules.js';
import { counterSaleRequestSchema } from './counter-sales.js';

describe('counterSaleTotalsPaisa', () => {
  it('adds the lines in paisa, bulk tiers included, with no tax while prices include VAT', () => {
    const totals = counterSaleTotalsPaisa(
      [
        { discount_price: 0.1, quantity: 3 },
        { discount_price: 1000, bulk_discounts: [{ min_quantity: 2, discounted_price: 900 }], quantity: 2 },
      ],
      0,
    );
    expect(totals).toEqual({ subtotal: 30 + 180_000, tax: 0, total: 180_030, units: 5 });
  });

  it('adds tax on top, rounded to the paisa, when the shop prices without it', () => {
    expect(counterSaleTotalsPaisa([{ discount_price: 99.99, quantity: 1 }], 13)).toEqual({
      subtotal: 9999,
      tax: 1300,
      total: 11_299,
      units: 1,
    });
  });

  it('is zero for an empty till', () => {
    expect(counterSaleTotalsPaisa([], 13)).toEqual({ subtotal: 0, tax: 0, total: 0, units: 0 });
  });
});

describe('addCounterLine', () => {
  const line = (product_id: number, color_id: number | null, quantity = 1) => ({ product_id, color_id, quantity });

  it('adds a unit to the same product and colour instead of a second line', () => {
    expect(addCounterLine([line(1, null), line(2, 5)], line(2, 5))).toEqual([line(1, null), line(2, 5, 2)]);
  });

  it('keeps another colour of the same product as its own line', () => {
    expect(addCounterLine([line(2, 5)], line(2, 6))).toEqual([line(2, 5), line(2, 6)]);
  });

  it('stops at the most a line holds', () => {
    expect(addCounterLine([line(1, null, COUNTER_MAX_QUANTITY)], line(1, null))[0]?.quantity).toBe(
      COUNTER_MAX_QUANTITY,
    );
  });
});

describe('counterSaleRequestSchema', () => {
  const base = { lines: [{ product_id: 1, quantity: 1 }], payment_method: 'cash' };

  it('takes blank optional fields as none and trims the rest', () => {
    expect(
      counterSaleRequestSchema.parse({ ...base, buyer_name: '  ', buyer_pan: '', payment_reference: ' QR-1 ' }),
    ).toEqual({
      lines: [{ product_id: 1, color_id: null, quantity: 1 }],
      payment_method: 'cash',
      payment_reference: 'QR-1',
    });
  });

  it('refuses a PAN that is not 9 digits, and a quantity out of range', () => {
    expect(counterSaleRequestSchema.safeParse({ ...base, buyer_pan: '12345678a' }).error?.issues[0]?.message).toBe(
      'PAN must be 9 digits',
    );
    expect(
      counterSaleRequestSchema.safeParse({ ...base, lines: [{ product_id: 1, quantity: 0 }] }).error?.issues[0]?.path,
    ).toEqual(['lines', 0, 'quantity']);
  });
});

describe('counterReceiptPagePath', () => {
  it('sits beside the A4 bill page', () => {
    expect(counterReceiptPagePath('PSL-1/2')).toBe('/staff/orders/PSL-1%2F2/receipt');
  });
});
