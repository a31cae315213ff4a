import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEPAL_VAT_PERCENT, vatInInclusive, vatOnExclusive, vatSplit } from './vat.js';

describe('VAT on one amount', () => {
  it('breaks 13% out of a VAT-inclusive price: Rs 113 holds Rs 13', () => {
    expect(NEPAL_VAT_PERCENT).toBe(13);
    expect(vatInInclusive(11_300)).toBe(1_300);
    expect(vatInInclusive(16_999_900)).toBe(1_955_741); // Rs 169999 × 13/113 = Rs 19557.4071…
  });

  it('adds 13% to a VAT-exclusive price', () => {
    expect(vatOnExclusive(10_000)).toBe(1_300);
    expect(vatOnExclusive(15)).toBe(2); // 1.95 paisa
  });

  it('rounds half a paisa up', () => {
    // 5 × 13/113 = 0.575 → 1; 4 × 13/113 = 0.46 → 0; 50 × 13/100 = 6.5 → 7
    expect(vatInInclusive(5)).toBe(1);
    expect(vatInInclusive(4)).toBe(0);
    expect(vatOnExclusive(50)).toBe(7);
  });

  it('is exact for amounts far beyond any order', () => {
    // (2^53 - 1) × 13 / 113 = 1036226462934804.27…, beyond what a float product keeps exact.
    expect(vatInInclusive(Number.MAX_SAFE_INTEGER)).toBe(1_036_226_462_934_804);
  });

  it('refuses fractions of a paisa, negative amounts and odd rates', () => {
    expect(() => vatInInclusive(1.5)).toThrow(RangeError);
    expect(() => vatOnExclusive(-1)).toThrow(RangeError);
    expect(() => vatInInclusive(100, 12.5)).toThrow(RangeError);
  });
});

describe('vatSplit', () => {
  it('shares one rounded VAT over the lines so lines and total agree', () => {
    // Three lines of Rs 1: 0.115 paisa each on its own rounds to 0, but the total (Rs 3) holds 35.
    const split = vatSplit([100, 100, 100]);
    expect(split.total).toEqual({ netPaisa: 265, vatPaisa: 35, grossPaisa: 300 });
    expect(split.lines.map((line) => line.vatPaisa)).toEqual([12, 12, 11]);
    expect(split.lines.map((line) => line.netPaisa + line.vatPaisa)).toEqual([100, 100, 100]);
  });

  it('adds VAT on top when prices exclude it (TAX_PERCENTAGE)', () => {
    const split = vatSplit([10_000, 5_000], 13, 'exclusive');
    expect(split.total).toEqual({ netPaisa: 15_000, vatPaisa: 1_950, grossPaisa: 16_950 });
    expect(split.lines).toEqual([
      { netPaisa: 10_000, vatPaisa: 1_300, grossPaisa: 11_300 },
      { netPaisa: 5_000, vatPaisa: 650, grossPaisa: 5_650 },
    ]);
  });

  it('gives no VAT at 0% and handles an empty invoice', () => {
    expect(vatSplit([500, 700], 0).total).toEqual({ netPaisa: 1_200, vatPaisa: 0, grossPaisa: 1_200 });
    expect(vatSplit([])).toEqual({ lines: [], total: { netPaisa: 0, vatPaisa: 0, grossPaisa: 0 } });
  });

  const lines = fc.array(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 30 });
  const rate = fc.integer({ min: 0, max: 100 });
  const mode = fc.constantFrom('inclusive' as const, 'exclusive' as const);

  it('always sums back: lines to totals, net + VAT to gross, in both modes', () => {
    fc.assert(
      fc.property(lines, rate, mode, (amounts, percent, how) => {
        const { lines: out, total } = vatSplit(amounts, percent, how);
        const sum = (key: 'netPaisa' | 'vatPaisa' | 'grossPaisa') => out.reduce((acc, line) => acc + line[key], 0);
        expect([sum('netPaisa'), sum('vatPaisa'), sum('grossPaisa')]).toEqual([
          total.netPaisa,
          total.vatPaisa,
          total.grossPaisa,
        ]);
        for (const line of [...out, total]) {
          expect(line.netPaisa + line.vatPaisa).toBe(line.grossPaisa);
          expect(line.vatPaisa).toBeGreaterThanOrEqual(0);
          expect(line.netPaisa).toBeGreaterThanOrEqual(0);
        }
        const base = amounts.reduce((acc, amount) => acc + amount, 0);
        expect(total.vatPaisa).toBe(
          how === 'inclusive' ? vatInInclusive(base, percent) : vatOnExclusive(base, percent),
        );
      }),
    );
  });

  it('gives each line its share of the VAT to within one paisa', () => {
    fc.assert(
      fc.property(lines, rate, (amounts, percent) => {
        const { lines: out, total } = vatSplit(amounts, percent);
        const base = amounts.reduce((acc, amount) => acc + amount, 0);
        out.forEach((line, index) => {
          const exactShare = base === 0 ? 0 : (total.vatPaisa * (amounts[index] as number)) / base;
          expect(Math.abs(line.vatPaisa - exactShare)).toBeLessThan(1);
        });
      }),
    );
  });
});
