import { describe, expect, it } from 'vitest';
import {
  applicableTier,
  canDecrease,
  canIncrease,
  clampQuantity,
  isTierApplied,
  lineTotal,
  lineTotalPaisa,
  maxQuantity,
  shippingPaisa,
  shippingPreview,
  subtotal,
  subtotalPaisa,
  unitPriceFor,
} from './cart-pricing.js';

const earbuds = {
  discount_price: 2000,
  bulk_discounts: [
    { min_quantity: 3, discounted_price: 1900 },
    { min_quantity: 5, discounted_price: 1800 },
  ],
};

describe('unitPriceFor', () => {
  it('is the discount_price without bulk tiers', () => {
    expect(unitPriceFor({ discount_price: 1499 }, 1)).toBe(1499);
    expect(unitPriceFor({ discount_price: 1499, bulk_discounts: [] }, 50)).toBe(1499);
    expect(unitPriceFor({ discount_price: 1499, bulk_discounts: null }, 50)).toBe(1499);
  });

  it('stays at discount_price below every tier', () => {
    expect(unitPriceFor(earbuds, 1)).toBe(2000);
    expect(unitPriceFor(earbuds, 2)).toBe(2000);
  });

  it('uses a tier from its min_quantity on (boundary inclusive)', () => {
    expect(unitPriceFor(earbuds, 3)).toBe(1900);
    expect(unitPriceFor(earbuds, 4)).toBe(1900);
  });

  it('takes the FIRST matching entry in list order, even when a later one is deeper', () => {
    // Ascending list: at 5 both tiers match, the first (3 → 1900) wins because list order matters.
    expect(unitPriceFor(earbuds, 5)).toBe(1900);
    expect(unitPriceFor(earbuds, 10)).toBe(1900);
  });

  it('follows list order for an unsorted (descending) list', () => {
    const unsorted = {
      discount_price: 2000,
      bulk_discounts: [
        { min_quantity: 5, discounted_price: 1800 },
        { min_quantity: 3, discounted_price: 1900 },
      ],
    };
    expect(unitPriceFor(unsorted, 2)).toBe(2000);
    expect(unitPriceFor(unsorted, 3)).toBe(1900);
    expect(unitPriceFor(unsorted, 4)).toBe(1900);
    expect(unitPriceFor(unsorted, 5)).toBe(1800);
    expect(unitPriceFor(unsorted, 9)).toBe(1800);
  });

  it('works on paisa values just the same (unit-agnostic)', () => {
    expect(
      unitPriceFor({ discount_price: 200000, bulk_discounts: [{ min_quantity: 2, discounted_price: 190000 }] }, 2),
    ).toBe(190000);
  });
});

describe('applicableTier / isTierApplied', () => {
  it('returns the tier used for pricing', () => {
    expect(applicableTier(earbuds.bulk_discounts, 2)).toBeUndefined();
    expect(applicableTier(earbuds.bulk_discounts, 7)).toEqual({ min_quantity: 3, discounted_price: 1900 });
    expect(applicableTier(undefined, 7)).toBeUndefined();
  });

  it("marks a row 'Applied' at or above its minimum", () => {
    expect(isTierApplied({ min_quantity: 3 }, 2)).toBe(false);
    expect(isTierApplied({ min_quantity: 3 }, 3)).toBe(true);
    expect(isTierApplied({ min_quantity: 3 }, 4)).toBe(true);
  });
});

describe('lineTotal / subtotal', () => {
  it('multiplies the quantity-dependent unit price', () => {
    expect(lineTotal(earbuds, 2)).toBe(4000);
    expect(lineTotal(earbuds, 3)).toBe(5700);
    expect(lineTotalPaisa(earbuds, 3)).toBe(570000);
  });

  it('has no float error on paisa prices', () => {
    const item = { discount_price: 0.1 };
    expect(lineTotal(item, 3)).toBe(0.3);
    expect(
      subtotal([
        { discount_price: 0.1, quantity: 1 },
        { discount_price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(lineTotal({ discount_price: 19.99 }, 3)).toBe(59.97);
  });

  it('sums every line and is 0 for an empty cart', () => {
    expect(subtotal([])).toBe(0);
    expect(
      subtotal([
        { ...earbuds, quantity: 3 },
        { discount_price: 45999, quantity: 1 },
      ]),
    ).toBe(5700 + 45999);
    expect(subtotalPaisa([{ discount_price: 10.5, quantity: 2 }])).toBe(2100);
  });
});

describe('maxQuantity / clampQuantity', () => {
  const phone = { total_quantity: 10 };

  it('is total_quantity without a colour', () => {
    expect(maxQuantity(phone)).toBe(10);
    expect(maxQuantity(phone, null)).toBe(10);
  });

  it("is the selected colour's quantity with a colour (less or more than the total)", () => {
    expect(maxQuantity(phone, { quantity: 2, is_in_stock: true })).toBe(2);
    expect(maxQuantity(phone, { quantity: 4 })).toBe(4);
  });

  it('is 0 for an out-of-stock colour and never negative', () => {
    expect(maxQuantity(phone, { quantity: 3, is_in_stock: false })).toBe(0);
    expect(maxQuantity({ total_quantity: -2 })).toBe(0);
    expect(maxQuantity({ total_quantity: 0 })).toBe(0);
  });

  it('clamps into [1, max]', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('returns 0 when nothing can be bought', () => {
    expect(clampQuantity(3, 0)).toBe(0);
    expect(clampQuantity(1, -1)).toBe(0);
  });

  it('enables the stepper buttons by the limits', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(1, 0)).toBe(false);
  });
});

describe('shippingPreview', () => {
  const lines = [{ delivery_price: 100 }, { delivery_price: 250 }, { delivery_price: 0 }];

  it('charges the highest delivery_price', () => {
    expect(shippingPreview(lines, 5000)).toBe(250);
  });

  it('is free at and above the threshold', () => {
    expect(shippingPreview(lines, 9999.99)).toBe(250);
    expect(shippingPreview(lines, 10000)).toBe(0);
    expect(shippingPreview(lines, 25000)).toBe(0);
  });

  it('takes the threshold as an argument', () => {
    expect(shippingPreview(lines, 5000, 5000)).toBe(0);
    expect(shippingPreview(lines, 20000, 50000)).toBe(250);
  });

  it('is 0 for an empty cart', () => {
    expect(shippingPreview([], 0)).toBe(0);
    expect(shippingPaisa([], 0)).toBe(0);
  });

  it('has a paisa form', () => {
    expect(shippingPaisa([10000, 25050], 500000)).toBe(25050);
    expect(shippingPaisa([10000, 25050], 1000000)).toBe(0);
    expect(shippingPaisa([10000], 100, 50)).toBe(0);
  });
});
