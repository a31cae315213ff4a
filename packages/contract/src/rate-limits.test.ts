import { describe, expect, it } from 'vitest';
import { rateLimitMessage } from './rate-limits.js';

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
