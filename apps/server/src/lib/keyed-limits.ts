import type { RateLimitOptions } from '@fastify/rate-limit';
import { rateLimitRefusal } from '@pasal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RefusalError } from './refusal.js';

// Several limits on one route, each with its own key (an e-mail, an account, an address), checked
// by hand: @fastify/rate-limit runs one limiter per route. A limit either uses the plugin's store
// (in memory, or Redis when REDIS_URL is set), which forgets its oldest keys past
// RATE_LIMIT_MEMORY_KEYS and so suits only ceilings an attacker spreads over addresses anyway, or
// a durable counter that forgets nothing before its window ends (the per-e-mail and per-account
// limits of sign-in and password reset). Every limit is listed in docs/rate-limits.md.

export interface LimitRule {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** What a durable counter says about one key. */
export interface CounterState {
  /** Whether this request was counted (false: the window was already full). */
  counted: boolean;
  /** Requests counted in the current window, this one included when counted. */
  count: number;
  /** Milliseconds until the window ends. */
  waitMs: number;
}

/** Counts that are never forgotten before their window ends (PostgreSQL rows or Redis keys). */
export interface DurableCounter {
  /** Counts one request against `name`/`subject` unless its window is full, in one atomic step. */
  take(name: string, subject: string, rule: LimitRule): Promise<CounterState>;
  /** Takes back one count that take() made (the request was then refused by another limit). */
  giveBack(name: string, subject: string): Promise<void>;
}

export interface KeyedLimit {
  /** Prefix of the store key; unique per limit (the limits share the store's namespace). */
  name: string;
  rule: LimitRule;
  /** What the limit counts per; null leaves the request out of this limit (e.g. no phone given). */
  key: (request: FastifyRequest) => string | null;
  /** Counts in this durable counter instead of the plugin's store (per e-mail, per account). */
  durable?: DurableCounter;
}

/** 429 with Retry-After and a refusal that says when to try again. */
function tooManyRequests(seconds: number): RefusalError {
  const wait = Math.max(1, Math.ceil(seconds));
  const { code, params } = rateLimitRefusal(wait);
  return new RefusalError(code, params, undefined, { 'retry-after': String(wait) });
}

/** Lower-cased e-mail of a JSON body, or null. */
export function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

/**
 * A preHandler that answers 429 when any limit that applies is used up, with the longest wait among
 * them (so the message's time is the true one), and otherwise counts the request against every one.
 * A request refused by one limit is counted by none of the others: an attacker's refused requests
 * must not spend a victim's budget (an e-mail's codes) nor a neighbour's (a shared address).
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
    const applying = checks.flatMap((entry) => {
      const subject = entry.limit.key(request);
      return subject === null ? [] : [{ ...entry, subject }];
    });
    const inMemory = applying.filter((entry) => !entry.limit.durable);
    const durable = applying.flatMap(({ limit, subject }) =>
      limit.durable ? [{ limit, subject, counter: limit.durable }] : [],
    );

    // 1. Look (without counting) at the plugin's limits first. A request they refuse costs no
    //    database or Redis work at all: a flood from one address stays cheap to turn away. Its
    //    answer names the address's wait; should the e-mail's be longer, the next answer says so.
    let wait = 0;
    for (const { check } of inMemory) {
      const state = await check(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) wait = Math.max(wait, state.ttlInSeconds);
    }
    if (wait > 0) throw tooManyRequests(wait);

    // 2. Count the durable ones, each in one atomic step; a full one gives back the others' counts.
    const taken: typeof durable = [];
    const giveBack = () => Promise.all(taken.map((entry) => entry.counter.giveBack(entry.limit.name, entry.subject)));
    for (const entry of durable) {
      const state = await entry.counter.take(entry.limit.name, entry.subject, entry.limit.rule);
      if (!state.counted) {
        await giveBack();
        throw tooManyRequests(state.waitMs / 1000);
      }
      taken.push(entry);
    }

    // 3. Count the plugin's. Only requests racing this one can have filled one since step 1; then
    //    the durable counts go back (the plugin's store cannot take a count back).
    for (const { check } of inMemory) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) wait = Math.max(wait, state.ttlInSeconds);
    }
    if (wait > 0) {
      await giveBack();
      throw tooManyRequests(wait);
    }
  };
}
