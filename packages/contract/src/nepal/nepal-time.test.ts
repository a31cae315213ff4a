import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  adDateOfEpochDay,
  epochDayOf,
  isValidAdDate,
  nepalDateOf,
  parseIsoDate,
  startOfNepalDay,
  toIsoDate,
  weekdayOf,
} from './nepal-time.js';

describe('Nepal calendar days (UTC+05:45)', () => {
  it('starts a Nepal day at 18:15 UTC the evening before', () => {
    expect(nepalDateOf(new Date('2024-04-12T18:14:59.999Z'))).toEqual({ year: 2024, month: 4, day: 12 });
    expect(nepalDateOf(new Date('2024-04-12T18:15:00.000Z'))).toEqual({ year: 2024, month: 4, day: 13 });
    expect(startOfNepalDay({ year: 2024, month: 4, day: 13 }).toISOString()).toBe('2024-04-12T18:15:00.000Z');
  });

  it('finds the same day for every instant between two day starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 15_000, max: 25_000 }), fc.integer({ min: 0, max: 86_399_999 }), (day, ms) => {
        const date = adDateOfEpochDay(day);
        return epochDayOf(nepalDateOf(new Date(startOfNepalDay(date).getTime() + ms))) === day;
      }),
    );
  });

  it('refuses an invalid Date', () => {
    expect(() => nepalDateOf(new Date('nonsense'))).toThrow(RangeError);
  });

  it('counts weekdays from Sunday (0) to Saturday (6)', () => {
    expect(weekdayOf({ year: 2024, month: 4, day: 13 })).toBe(6); // a Saturday
    expect(weekdayOf({ year: 2025, month: 4, day: 14 })).toBe(1); // a Monday
    expect(weekdayOf({ year: 1969, month: 12, day: 31 })).toBe(3); // before the epoch too
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('reads and writes YYYY-MM-DD, refusing days that do not exist', () => {
    expect(toIsoDate({ year: 2025, month: 7, day: 17 })).toBe('2025-07-17');
    expect(parseIsoDate('2025-07-17')).toEqual({ year: 2025, month: 7, day: 17 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-7-17')).toBeNull();
    expect(isValidAdDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidAdDate({ year: 2024, month: 13, day: 1 })).toBe(false);
  });
});
