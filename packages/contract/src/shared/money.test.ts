import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatNpr, formatRs, groupLakh, groupThousands } from './money.js';

describe('groupLakh', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupLakh(0)).toBe('0');
    expect(groupLakh(999)).toBe('999');
    expect(groupLakh(1000)).toBe('1,000');
    expect(groupLakh(169999)).toBe('1,69,999');
    expect(groupLakh(12345678)).toBe('1,23,45,678');
    expect(groupLakh(100000000)).toBe('10,00,00,000');
  });

  it("matches Intl's en-IN grouping", () => {
    const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => groupLakh(n) === enIn.format(n)),
    );
  });

  it('refuses fractions and negatives', () => {
    expect(() => groupLakh(1.5)).toThrow(RangeError);
    expect(() => groupLakh(-1)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('writes rupees with paisa only when there are any, and a minus for a refund', () => {
    expect(formatRs(169999)).toBe('Rs. 1,69,999');
    expect(formatNpr(99.5)).toBe('NPR 99.50');
    expect(formatAmount(0.05)).toBe('0.05');
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount(0)).toBe('0');
  });

  it('writes what is not an amount as it is, rather than throwing while a page is drawn', () => {
    expect(formatAmount(Number.NaN)).toBe('NaN');
    expect(formatRs(Number.POSITIVE_INFINITY)).toBe('Rs. Infinity');
    expect(formatAmount(1e20)).toBe('100000000000000000000');
  });

  // What the shop wrote with Intl's en-IN until it stopped loading the browser's number data.
  it("writes any amount of paisa as Intl's en-IN did", () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const withPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 }), (paisa) => {
        const rupees = paisa / 100;
        const intl = Number.isInteger(rupees) ? whole.format(rupees) : withPaisa.format(rupees);
        return formatAmount(rupees) === intl;
      }),
      { numRuns: 5000 },
    );
  });
});

describe('groupThousands', () => {
  it("groups by thousands, as Intl's en-US does", () => {
    expect(groupThousands(100000)).toBe('100,000');
    const enUs = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => groupThousands(n) === enUs.format(n)),
    );
    expect(() => groupThousands(-1)).toThrow(RangeError);
  });
});
