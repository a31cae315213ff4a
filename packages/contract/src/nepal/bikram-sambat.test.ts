import { describe, expect, it } from 'vitest';
import {
  adToBs,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsToAd,
  daysInBsMonth,
  formatBs,
  formatBsNumeric,
  isValidBsDate,
} from './bikram-sambat.js';
import { adDateOfEpochDay, epochDayOf, weekdayOf } from './nepal-time.js';

const ad = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const bs = (year: number, month: number, day: number) => ({ year, month, day });

describe('Bikram Sambat conversion', () => {
  // Known pairs (data/README.md): new years and fiscal-year starts (1 Shrawan).
  const known: [ReturnType<typeof bs>, string][] = [
    [bs(2070, 1, 1), '2013-04-14'],
    [bs(2081, 1, 1), '2024-04-13'],
    [bs(2081, 4, 1), '2024-07-16'],
    [bs(2082, 1, 1), '2025-04-14'],
    [bs(2082, 4, 1), '2025-07-17'],
    [bs(2083, 1, 1), '2026-04-14'],
  ];

  it.each(known)('%o is %s', (date, iso) => {
    expect(bsToAd(date)).toEqual(ad(iso));
    expect(adToBs(ad(iso))).toEqual(date);
  });

  it('starts the months of 2082 and 2083 on the weekdays the printed calendars show', () => {
    // leapfrogtechnology/nepali-date-picker#70: Baisakh 2082 Monday, Asoj 2082 Wednesday,
    // Asoj 2083 Thursday, Kartik 2083 Sunday, Mangsir 2083 Tuesday, Poush 2083 Wednesday, Magh 2083 Friday.
    const starts: [number, number, number][] = [
      [2082, 1, 1],
      [2082, 6, 3],
      [2083, 6, 4],
      [2083, 7, 0],
      [2083, 8, 2],
      [2083, 9, 3],
      [2083, 10, 5],
    ];
    for (const [year, month, weekday] of starts) expect(weekdayOf(bsToAd(bs(year, month, 1)))).toBe(weekday);
  });

  it('takes an instant on Nepal time: 1 Baisakh 2081 began at 18:15 UTC on 12 April 2024', () => {
    expect(adToBs(new Date('2024-04-12T18:14:59Z'))).toEqual(bs(2080, 12, 30));
    expect(adToBs(new Date('2024-04-12T18:15:00Z'))).toEqual(bs(2081, 1, 1));
  });

  it('maps every day of the table one to one, in order', () => {
    const first = epochDayOf(bsToAd(bs(BS_FIRST_YEAR, 1, 1)));
    const last = epochDayOf(bsToAd(bs(BS_LAST_YEAR, 12, daysInBsMonth(BS_LAST_YEAR, 12))));
    let previous = adToBs(adDateOfEpochDay(first));
    expect(previous).toEqual(bs(BS_FIRST_YEAR, 1, 1));
    for (let day = first + 1; day <= last; day += 1) {
      const date = adToBs(adDateOfEpochDay(day));
      expect(epochDayOf(bsToAd(date))).toBe(day);
      const nextInMonth = date.day === previous.day + 1 && date.month === previous.month;
      const nextMonth =
        date.day === 1 && (date.month === previous.month + 1 || (date.month === 1 && previous.month === 12));
      if (!nextInMonth && !nextMonth) throw new Error(`Day ${day} jumps from ${JSON.stringify(previous)}`);
      previous = date;
    }
  });

  it('has years of 365 or 366 days and months of 29 to 32 days', () => {
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year += 1) {
      const months = Array.from({ length: 12 }, (_, index) => daysInBsMonth(year, index + 1));
      for (const days of months) expect(days).toBeGreaterThanOrEqual(29);
      for (const days of months) expect(days).toBeLessThanOrEqual(32);
      expect([365, 366]).toContain(months.reduce((sum, days) => sum + days, 0));
    }
  });

  it('refuses days outside the table or the month', () => {
    expect(() => adToBs(ad('2013-04-13'))).toThrow(RangeError);
    expect(() => adToBs(ad('2025-02-30'))).toThrow(RangeError);
    expect(() => bsToAd(bs(BS_LAST_YEAR + 1, 1, 1))).toThrow(RangeError);
    expect(isValidBsDate(bs(2081, 9, 29))).toBe(true);
    expect(isValidBsDate(bs(2081, 9, 30))).toBe(false); // Poush 2081 has 29 days
    expect(() => bsToAd(bs(2081, 13, 1))).toThrow(RangeError);
    expect(() => daysInBsMonth(2081, 0)).toThrow(RangeError);
  });
});

describe('formatBs', () => {
  it('writes the day, month and year in English and in Nepali', () => {
    expect(formatBs(bs(2081, 1, 1))).toBe('1 Baisakh 2081');
    expect(formatBs(bs(2081, 4, 32), 'en')).toBe('32 Shrawan 2081');
    expect(formatBs(bs(2081, 1, 1), 'ne')).toBe('२०८१ बैशाख १');
    expect(formatBs(bs(2083, 8, 9), 'ne')).toBe('२०८३ मंसिर ९');
  });

  it('writes figures year first, as Nepali documents do', () => {
    expect(formatBsNumeric(bs(2081, 4, 1))).toBe('2081/04/01');
    expect(formatBsNumeric(bs(2081, 4, 1), 'ne')).toBe('२०८१/०४/०१');
  });

  it('refuses a day that does not exist', () => {
    expect(() => formatBs(bs(2081, 9, 30))).toThrow(RangeError);
  });
});
