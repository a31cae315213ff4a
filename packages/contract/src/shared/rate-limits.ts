// The answer to a rate-limited request (429): it says when to try again, in words a shopper reads
// once (docs/rate-limits.md). The same seconds travel in the Retry-After header. A refusal code
// with the count (issue #31), so a Nepali page words it itself.

import { refusalInEnglish, type RefusalCode } from '../refusals/refusal-catalogue.js';

/** A 429's code and count: `wait_minutes` with `{ count: 15 }` for 900 seconds. */
export interface RateLimitRefusal {
  code: Extract<RefusalCode, `wait_${string}` | 'too_many_requests'>;
  params?: { count: number };
}

/** When to try again, in the largest whole unit that holds the wait; none known: "later". */
export function rateLimitRefusal(seconds: number): RateLimitRefusal {
  if (!Number.isFinite(seconds) || seconds <= 0) return { code: 'too_many_requests' };
  const wait = Math.ceil(seconds);
  const [count, unit] =
    wait < 60 ? [wait, 'second'] : wait < 3600 ? [Math.ceil(wait / 60), 'minute'] : [Math.ceil(wait / 3600), 'hour'];
  if (count === 1) return { code: `wait_one_${unit}` as RateLimitRefusal['code'] };
  return { code: `wait_${unit}s` as RateLimitRefusal['code'], params: { count } };
}

/** "Too many requests. Please try again in 15 minutes." for a wait of `seconds`. */
export function rateLimitMessage(seconds: number): string {
  const { code, params } = rateLimitRefusal(Math.max(1, seconds));
  return refusalInEnglish(code, params as never);
}
