import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days.js';

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

describe('working days between two days (a warranty claim’s age)', () => {
  it('does not count the start day, and skips Saturdays', () => {
    expect(businessDaysBetween(day(27), day(27))).toBe(0); // received today
    expect(businessDaysBetween(day(27), day(28))).toBe(0); // Friday → Saturday: nothing worked
    expect(businessDaysBetween(day(27), day(29))).toBe(1); // Friday → Sunday
    expect(businessDaysBetween(day(22), day(30))).toBe(7); // Sun 22 → Mon 30, Sat 28 left out
  });

  it('skips listed holidays and is 0 for an end before the start', () => {
    expect(businessDaysBetween(day(27), day(30), new Set(['2026-11-29']))).toBe(1);
    expect(businessDaysBetween(day(30), day(27))).toBe(0);
  });

  it('crosses months and years', () => {
    expect(businessDaysBetween({ year: 2026, month: 12, day: 30 }, { year: 2027, month: 1, day: 3 })).toBe(3);
    // 2026-12-30 Wed → 31 Thu, 1 Fri, (2 Sat), 3 Sun
  });

  it('is the inverse of addBusinessDays', () => {
    const holidays = new Set(['2026-12-01', '2026-12-02']);
    for (const start of [22, 25, 27, 28]) {
      for (const count of [0, 1, 7, 21]) {
        const end = addBusinessDays(day(start), count, holidays);
        if (count > 0) expect(businessDaysBetween(day(start), end, holidays)).toBe(count);
      }
    }
  });
});
