import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNprNe, fromDevanagariDigits, toDevanagariDigits } from './numerals.js';

describe('Devanagari digits', () => {
  it('replaces digits and nothing else', () => {
    expect(toDevanagariDigits('2081/01/01, Ward 26')).toBe('२०८१/०१/०१, Ward २६');
    expect(fromDevanagariDigits('वडा २६, ४४६००')).toBe('वडा 26, 44600');
  });

  it('round-trips any text', () => {
    fc.assert(fc.property(fc.string(), (text) => fromDevanagariDigits(toDevanagariDigits(text)) === text));
  });
});

describe('formatNprNe', () => {
  it('writes rupees in Devanagari with lakh grouping, paisa only when there are any', () => {
    expect(formatNprNe(16_999_900)).toBe('रु. १,६९,९९९');
    expect(formatNprNe(16_999_950)).toBe('रु. १,६९,९९९.५०');
    expect(formatNprNe(5)).toBe('रु. ०.०५');
    expect(formatNprNe(0)).toBe('रु. ०');
    expect(formatNprNe(-10_000)).toBe('रु. -१००');
  });

  it("agrees with Intl 'ne-NP' where this runtime has Nepali data", () => {
    const ne = new Intl.NumberFormat('ne-NP', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (!ne.resolvedOptions().locale.startsWith('ne')) return;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (paisa) => {
        const intl = ne.format(paisa / 100).replace(/\.००$/, '');
        return formatNprNe(paisa) === `रु. ${intl}`;
      }),
    );
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatNprNe(1.5)).toThrow(RangeError);
  });
});
