import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days.js';

// 2026-11-27 is a Friday, 2026-11-28 a Saturday.
const day = (date: number) => ({ year: 2026, month: 11, day: date });

describe('business days in Nepal', () => {
  it('rests on Saturday only, and on listed holidays', () => {
    expect(isBusinessDay(day(27))).toBe(true);
    expect(isBusinessDay(day(28))).toBe(false);
    expect(isBusinessDay(day(29))).toBe(true); // Sunday is a working day in Nepal
    expect(isBusinessDay(day(29), new Set(['2026-11-29']))).toBe(false);
  });

  it('counts business days after the start day, stepping over Saturdays', () => {
    expect(addBusinessDays(day(26), 1)).toEqual(day(27));
    expect(addBusinessDays(day(27), 1)).toEqual(day(29));
    expect(addBusinessDays(day(27), 2)).toEqual(day(30));
    expect(addBusinessDays(day(22), 7)).toEqual(day(30)); // Sun 22 + 7, skipping Sat 28
  });

  it('with 0 days gives the start day, or the next business day after a holiday', () => {
    expect(addBusinessDays(day(27), 0)).toEqual(day(27));
    expect(addBusinessDays(day(28), 0)).toEqual(day(29));
  });

  it('steps over listed holidays too', () => {
    expect(addBusinessDays(day(27), 1, new Set(['2026-11-29', '2026-11-30']))).toEqual({
      year: 2026,
      month: 12,
      day: 1,
    });
  });

  it('refuses negative or fractional counts', () => {
    expect(() => addBusinessDays(day(27), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(day(27), 0.5)).toThrow(RangeError);
  });
});
