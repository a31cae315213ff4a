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
  sortedTiers,
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

  // docs/rules/cart.md#bulk-discounts
  it('takes the highest tier met, not the first listed', () => {
    // Ascending list: at 5 both tiers are met; the 5+ tier (the deeper one) prices the line.
    expect(unitPriceFor(earbuds, 5)).toBe(1800);
    expect(unitPriceFor(earbuds, 10)).toBe(1800);
  });

  it('prices an unsorted list exactly like the sorted one, at every tier boundary', () => {
    const unsorted = {
      discount_price: 2000,
      bulk_discounts: [
        { min_quantity: 10, discounted_price: 1700 },
        { min_quantity: 3, discounted_price: 1900 },
        { min_quantity: 5, discounted_price: 1800 },
      ],
    };
    const expected: [number, number][] = [
      [1, 2000],
      [2, 2000],
      [3, 1900],
      [4, 1900],
      [5, 1800],
      [6, 1800],
      [9, 1800],
      [10, 1700],
      [11, 1700],
      [100, 1700],
    ];
    for (const [quantity, price] of expected) expect(unitPriceFor(unsorted, quantity), `at ${quantity}`).toBe(price);
    const sorted = { ...unsorted, bulk_discounts: sortedTiers(unsorted.bulk_discounts) };
    for (const [quantity] of expected) expect(unitPriceFor(sorted, quantity)).toBe(unitPriceFor(unsorted, quantity));
  });

  it('works on paisa values just the same (unit-agnostic)', () => {
    expect(
      unitPriceFor({ discount_price: 200000, bulk_discounts: [{ min_quantity: 2, discounted_price: 190000 }] }, 2),
    ).toBe(190000);
  });
});

describe('applicableTier / sortedTiers / isTierApplied', () => {
  const tiers = [
    { min_quantity: 5, discounted_price: 1800 },
    { min_quantity: 3, discounted_price: 1900 },
  ];

  it('returns the tier used for pricing: the highest minimum met', () => {
    expect(applicableTier(earbuds.bulk_discounts, 2)).toBeUndefined();
    expect(applicableTier(earbuds.bulk_discounts, 4)).toEqual({ min_quantity: 3, discounted_price: 1900 });
    expect(applicableTier(earbuds.bulk_discounts, 7)).toEqual({ min_quantity: 5, discounted_price: 1800 });
    expect(applicableTier(tiers, 7)).toBe(tiers[0]);
    expect(applicableTier(undefined, 7)).toBeUndefined();
    expect(applicableTier([], 7)).toBeUndefined();
  });

  it('sorts a copy by quantity, smallest first', () => {
    expect(sortedTiers(tiers).map((tier) => tier.min_quantity)).toEqual([3, 5]);
    expect(tiers.map((tier) => tier.min_quantity)).toEqual([5, 3]);
    expect(sortedTiers(null)).toEqual([]);
  });

  it("marks only the tier that prices the quantity 'Applied'", () => {
    const applied = (quantity: number) => sortedTiers(tiers).map((tier) => isTierApplied(tier, quantity, tiers));
    expect(applied(2)).toEqual([false, false]);
    expect(applied(3)).toEqual([true, false]);
    expect(applied(4)).toEqual([true, false]);
    expect(applied(5)).toEqual([false, true]);
    expect(applied(6)).toEqual([false, true]);
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
