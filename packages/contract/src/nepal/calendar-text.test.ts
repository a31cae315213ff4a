import { describe, expect, it } from 'vitest';
import { formatAdDay, formatBsAdDay, formatPromisedDay } from './calendar-text.js';

describe('formatAdDay', () => {
  it('writes an AD day in English or Nepali', () => {
    expect(formatAdDay({ year: 2024, month: 11, day: 24 })).toBe('24 Nov 2024');
    expect(formatAdDay({ year: 2024, month: 11, day: 24 }, 'ne')).toBe('२४ नोभेम्बर २०२४');
    // Not 'Sept' (full ICU's en-GB): the same text whatever runtime writes it.
    expect(formatAdDay({ year: 2026, month: 9, day: 30 })).toBe('30 Sep 2026');
  });
});

describe('formatBsAdDay', () => {
  it('writes BS beside AD on Nepal time', () => {
    expect(formatBsAdDay('2024-04-13T06:00:00Z')).toBe('1 Baisakh 2081 BS (13 Apr 2024)');
    // 18:15 UTC is midnight in Kathmandu: already the next day there.
    expect(formatBsAdDay('2024-11-23T18:15:00Z')).toBe('9 Mangsir 2081 BS (24 Nov 2024)');
    expect(formatBsAdDay(new Date('2024-11-23T18:15:00Z'), 'ne')).toBe('२०८१ मंसिर ९ (२४ नोभेम्बर २०२४)');
  });

  it('writes AD alone beyond the BS table', () => {
    expect(formatBsAdDay('1990-01-01T06:00:00Z', 'ne')).toBe('१ जनवरी १९९०');
  });
});

describe('formatPromisedDay', () => {
  it('leads with AD in English and with BS in Nepali, with the weekday', () => {
    expect(formatPromisedDay('2026-11-30')).toBe('Mon, 30 Nov 2026 (14 Mangsir 2083 BS)');
    expect(formatPromisedDay('2026-11-30', 'ne')).toBe('२०८३ मंसिर १४, सोमबार (३० नोभेम्बर २०२६)');
  });

  it('leaves text that is not a day as it is', () => {
    expect(formatPromisedDay('soon', 'ne')).toBe('soon');
    expect(formatPromisedDay('1990-01-01', 'ne')).toBe('सोमबार, १ जनवरी १९९०');
  });
});
