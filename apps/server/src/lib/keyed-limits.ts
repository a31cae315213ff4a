import { rateLimitMessage } from '@pasal/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';

// Several limits on one route, each with its own key (an e-mail, an account, an address), checked
// by hand: @fastify/rate-limit runs one limiter per route. They use the plugin's store, so they are
// shared through Redis when REDIS_URL is set. Every limit is listed in docs/rate-limits.md.

export interface LimitRule {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface KeyedLimit {
  /** Prefix of the store key; unique per limit (the limits share the store's namespace). */
  name: string;
  rule: LimitRule;
  /** What the limit counts per; null leaves the request out of this limit (e.g. no phone given). */
  key: (request: FastifyRequest) => string | null;
}

/** 429 with Retry-After and a message that says when to try again. */
function tooManyRequests(seconds: number): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, rateLimitMessage(wait), undefined, { 'retry-after': String(wait) });
}

/** Lower-cased e-mail of a JSON body, or null. */
export function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

/**
 * A preHandler that counts the request against every limit that applies and answers 429 when any
 * is used up, with the longest wait among them (so the message's time is the true one).
 */
export function keyedLimits(app: FastifyInstance, limits: readonly KeyedLimit[]) {
  const checks = limits.map((limit) => {
    // The library honours `cache` (the size of this limit's own store) here too; its types list it
    // only for route options, hence the typed variable.
    const options: RateLimitOptions = {
      ...limit.rule,
      cache: app.services.config.RATE_LIMIT_MEMORY_KEYS,
      keyGenerator: (request) => `${limit.name}:${limit.key(request) ?? ''}`,
    };
    return { limit, check: app.createRateLimit(options) };
  });
  return async (request: FastifyRequest): Promise<void> => {
    let wait = 0;
    for (const { limit, check } of checks) {
      if (limit.key(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds);
    }
    if (wait > 0) throw tooManyRequests(wait);
  };
}
