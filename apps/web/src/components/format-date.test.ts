import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('staff dates', () => {
  it('write the day, the short month and the year, then the 24-hour time', () => {
    // Noon UTC is the same day in every time zone a test machine may have.
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 Mar 2026');
    const local = new Date(2026, 10, 24, 20, 15).toISOString();
    expect(formatDateTime(local)).toBe('24 Nov 2026, 20:15');
  });
});
