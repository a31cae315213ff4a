import { describe, expect, it } from 'vitest';
import {
  codHoldRefusal,
  NEW_ACCOUNT_HOURS,
  suspiciousHoldFlags,
  tooManyCodOrders,
  tooManyCodUnits,
} from './cod-holds.js';
import { refusalInEnglish } from '../refusals/index.js';

/** A refusal's English words, as the answer carries them. */
const english = (refusal: ReturnType<typeof tooManyCodOrders> | null) =>
  refusal && refusalInEnglish(refusal.code, 'params' in refusal ? (refusal.params as never) : undefined);

const limits = { maxOpenOrders: 3, maxUnitsPerProduct: 5 };
const holding = (openOrders: number, units: [number, number][] = []) => ({
  openOrders,
  unitsByProduct: new Map(units),
});
const kettle = (quantity: number) => ({ productId: 1, productName: 'Kettle', quantity });

describe('codHoldRefusal: may this cash-on-delivery order be placed?', () => {
  it('lets an account reach the limits exactly', () => {
    expect(codHoldRefusal(holding(0), [kettle(5)], limits)).toBeNull();
    expect(codHoldRefusal(holding(2, [[1, 3]]), [kettle(2)], limits)).toBeNull();
  });

  it('refuses an order past the number of open orders', () => {
    expect(codHoldRefusal(holding(3), [kettle(1)], limits)).toEqual(tooManyCodOrders(3));
  });

  it('refuses units of one product past the limit, counting what is held and repeated lines', () => {
    expect(codHoldRefusal(holding(1, [[1, 4]]), [kettle(2)], limits)).toEqual(tooManyCodUnits('Kettle', 5, 4));
    // The same product twice (two colours) is one product.
    expect(codHoldRefusal(holding(0), [kettle(3), kettle(3)], limits)).toEqual(tooManyCodUnits('Kettle', 5, 0));
    // Other products' units do not count against this one.
    expect(codHoldRefusal(holding(1, [[2, 5]]), [kettle(5)], limits)).toBeNull();
  });

  it('says what to do', () => {
    expect(english(tooManyCodUnits('Kettle', 5, 4))).toBe(
      'You can hold at most 5 units of Kettle in cash-on-delivery orders at a time (4 already in your open orders). Please lower the quantity, or pay with eSewa or Khalti.',
    );
    expect(english(tooManyCodOrders(1))).toContain('1 cash-on-delivery order waiting');
    expect(english(tooManyCodOrders(3))).toContain('3 cash-on-delivery orders waiting');
    expect(english(tooManyCodUnits('Kettle', 1, 0))).toContain('at most 1 unit of Kettle in');
    expect(english(tooManyCodUnits('Kettle', 5, 0))).toContain(
      'at most 5 units of Kettle in cash-on-delivery orders at a time. Please',
    );
  });
});

describe('suspiciousHoldFlags: what the staff desk shows', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const old = new Date(now - 30 * 24 * 3_600_000);
  it('nothing for an old account within the limits, or one holding nothing', () => {
    expect(
      suspiciousHoldFlags({ openOrders: 3, mostUnitsOfOneProduct: 5, accountCreatedAt: old }, limits, now),
    ).toEqual([]);
    expect(
      suspiciousHoldFlags({ openOrders: 0, mostUnitsOfOneProduct: 0, accountCreatedAt: new Date(now) }, limits, now),
    ).toEqual([]);
  });

  it('more orders or units than the limits, and a young account holding stock', () => {
    expect(
      suspiciousHoldFlags({ openOrders: 4, mostUnitsOfOneProduct: 250, accountCreatedAt: old }, limits, now),
    ).toEqual(['many_orders', 'many_units']);
    const young = new Date(now - (NEW_ACCOUNT_HOURS * 3_600_000 - 1));
    expect(
      suspiciousHoldFlags({ openOrders: 1, mostUnitsOfOneProduct: 1, accountCreatedAt: young }, limits, now),
    ).toEqual(['new_account']);
  });
});
