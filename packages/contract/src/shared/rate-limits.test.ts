import { describe, expect, it } from 'vitest';
import { rateLimitMessage, rateLimitRefusal } from './rate-limits.js';

describe('rateLimitMessage', () => {
  it.each([
    [0, 'Too many requests. Please try again in 1 second.'],
    [1, 'Too many requests. Please try again in 1 second.'],
    [42.2, 'Too many requests. Please try again in 43 seconds.'],
    [60, 'Too many requests. Please try again in 1 minute.'],
    [61, 'Too many requests. Please try again in 2 minutes.'],
    [900, 'Too many requests. Please try again in 15 minutes.'],
    [3600, 'Too many requests. Please try again in 1 hour.'],
    [3601, 'Too many requests. Please try again in 2 hours.'],
  ])('%s seconds', (seconds, message) => {
    expect(rateLimitMessage(seconds)).toBe(message);
  });
});

describe('rateLimitRefusal (issue #31)', () => {
  it('says the wait by code and count, in the largest whole unit, and "later" when the wait is unknown', () => {
    expect(rateLimitRefusal(1)).toEqual({ code: 'wait_one_second' });
    expect(rateLimitRefusal(42.2)).toEqual({ code: 'wait_seconds', params: { count: 43 } });
    expect(rateLimitRefusal(60)).toEqual({ code: 'wait_one_minute' });
    expect(rateLimitRefusal(900)).toEqual({ code: 'wait_minutes', params: { count: 15 } });
    expect(rateLimitRefusal(3600)).toEqual({ code: 'wait_one_hour' });
    expect(rateLimitRefusal(7200)).toEqual({ code: 'wait_hours', params: { count: 2 } });
    expect(rateLimitRefusal(Number.NaN)).toEqual({ code: 'too_many_requests' });
    expect(rateLimitRefusal(0)).toEqual({ code: 'too_many_requests' });
  });
});
