import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThreshold } from './shop-facts.js';

describe('formatThreshold', () => {
  it('writes a threshold grouped by thousands, paisa without a trailing zero', () => {
    expect(formatThreshold(10000)).toBe('NPR 10,000');
    expect(formatThreshold(100000)).toBe('NPR 100,000');
    expect(formatThreshold(4999.5)).toBe('NPR 4,999.5');
    expect(formatThreshold(0.05)).toBe('NPR 0.05');
    expect(formatThreshold(Number.NaN)).toBe('NPR NaN');
  });

  // What the storefront wrote with toLocaleString('en-US') until it stopped loading the browser's number data.
  it("writes any amount of paisa as toLocaleString('en-US') did", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000_000 }), (paisa) => {
        const rupees = paisa / 100;
        return formatThreshold(rupees) === `NPR ${rupees.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
      }),
      { numRuns: 5000 },
    );
  });
});
