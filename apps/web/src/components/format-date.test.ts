import { describe, expect, it } from 'vitest';
import { formatBsAd, formatDate, formatDateTime, formatNepalTime } from './format-date';

describe('staff dates', () => {
  it('write the day, the short month and the year, then the 24-hour time', () => {
    // Noon UTC is the same day in every time zone a test machine may have.
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 Mar 2026');
    const local = new Date(2026, 10, 24, 20, 15).toISOString();
    expect(formatDateTime(local)).toBe('24 Nov 2026, 20:15');
  });
});

describe('storefront dates: Bikram Sambat beside AD, on Nepal time', () => {
  it('1 Baisakh 2081 is 13 April 2024, in English and in Nepali', () => {
    expect(formatBsAd('2024-04-13T06:00:00Z', 'en')).toBe('1 Baisakh 2081 BS (13 Apr 2024)');
    expect(formatBsAd('2024-04-13T06:00:00Z', 'ne')).toBe('२०८१ बैशाख १ (१३ अप्रिल २०२४)');
  });

  it('known days of the calendar', () => {
    // 1 Shrawan 2081 (the fiscal year 2081/82 begins), 9 Mangsir 2081, 1 Baisakh 2082.
    expect(formatBsAd('2024-07-16T06:00:00Z', 'en')).toBe('1 Shrawan 2081 BS (16 Jul 2024)');
    expect(formatBsAd('2024-11-24T06:00:00Z', 'en')).toBe('9 Mangsir 2081 BS (24 Nov 2024)');
    expect(formatBsAd('2025-04-14T06:00:00Z', 'en')).toBe('1 Baisakh 2082 BS (14 Apr 2025)');
  });

  it("takes the day on Nepal's calendar: 18:15 UTC is already the next day in Kathmandu", () => {
    expect(formatBsAd('2024-04-12T18:14:00Z', 'en')).toBe('30 Chaitra 2080 BS (12 Apr 2024)');
    expect(formatBsAd('2024-04-12T18:15:00Z', 'en')).toBe('1 Baisakh 2081 BS (13 Apr 2024)');
    expect(formatNepalTime('2024-04-12T18:15:00Z', 'en')).toBe('00:00');
    expect(formatNepalTime('2024-04-13T08:20:00Z', 'ne')).toBe('१४:०५');
  });

  it('defaults to the active language (English in tests)', () => {
    expect(formatBsAd('2024-11-24T06:00:00Z')).toBe('9 Mangsir 2081 BS (24 Nov 2024)');
  });
});
