import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { CounterState, DurableCounter } from '../../lib/keyed-limits.js';
import type { AppServices } from '../../services.js';

// The durable counters of the per-e-mail and per-account limits (lib/keyed-limits.ts, docs/rate-limits.md):
// rows of auth_limit_counters, or Redis keys when REDIS_URL is set so that every process shares them
// as it shares the other limits. Either way a count lasts until its window ends, however many other
// keys arrive meanwhile (the library's memory store keeps only its newest 5,000), and windows are
// measured with the app's clock (services.now), so tests move time instead of sleeping.

type CounterServices = Pick<AppServices, 'config' | 'database' | 'now' | 'redis'>;

/** How often a process deletes the rows whose window has ended (on the next count after that). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The stored key: the limit's name and an HMAC of what it counts per, so neither table nor Redis
 * holds e-mail addresses or client addresses, and a key cannot be chosen to collide with another.
 */
function storedKey(secret: string, name: string, subject: string): string {
  return `${name}:${createHmac('sha256', `${secret}:limit-counters`).update(subject).digest('hex')}`;
}

function postgresCounter(services: CounterServices): DurableCounter {
  const { db } = services.database;
  const keyOf = (name: string, subject: string) => storedKey(services.config.JWT_SECRET, name, subject);
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Opportunistic clean-up: no timer to run, and a shop with no counting has nothing to delete. */
  async function sweepIfDue(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.execute(sql`DELETE FROM auth_limit_counters WHERE window_ends <= ${new Date(now)}::timestamptz`);
  }

  return {
    async take(name, subject, rule) {
      const now = services.now();
      await sweepIfDue(now);
      const key = keyOf(name, subject);
      const at = new Date(now);
      const ends = new Date(now + rule.timeWindow);
      // One statement: a new or ended window starts at 1; a full one is left alone (no row comes
      // back from the upsert) and the second branch reads when it ends. Concurrent requests for the
      // same key queue on its row, so no more than `max` are ever counted.
      const { rows } = await db.execute<{ counted: boolean; count: number; ends_ms: number }>(sql`
        WITH taken AS (
          INSERT INTO auth_limit_counters AS c (key, count, window_ends)
          VALUES (${key}, 1, ${ends}::timestamptz)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN c.window_ends <= ${at}::timestamptz THEN 1 ELSE c.count + 1 END,
            window_ends = CASE WHEN c.window_ends <= ${at}::timestamptz THEN ${ends}::timestamptz ELSE c.window_ends END
          WHERE c.window_ends <= ${at}::timestamptz OR c.count < ${rule.max}
          RETURNING c.count, c.window_ends
        )
        SELECT true AS counted, count, extract(epoch FROM window_ends)::float8 * 1000 AS ends_ms FROM taken
        UNION ALL
        SELECT false, count, extract(epoch FROM window_ends)::float8 * 1000 FROM auth_limit_counters
        WHERE key = ${key} AND NOT EXISTS (SELECT 1 FROM taken)`);
      const row = rows[0];
      // No row at all: the full row was written by a transaction this statement's snapshot does not
      // see yet; it is full, and its window ends at most a whole window from now.
      if (!row) return { counted: false, count: rule.max, waitMs: rule.timeWindow };
      return { counted: row.counted, count: row.count, waitMs: Math.max(0, row.ends_ms - now) };
    },

    async giveBack(name, subject) {
      const at = new Date(services.now());
      await db.execute(sql`UPDATE auth_limit_counters SET count = count - 1
        WHERE key = ${keyOf(name, subject)} AND count > 0 AND window_ends > ${at}::timestamptz`);
    },
  };
}

/**
 * take in one Lua script (atomic in Redis): a hash of the count (c) and the window's end (e, in the
 * app's clock). The key expires with its window, so Redis cleans up by itself.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
local count = 0
if ends > now then count = tonumber(redis.call('HGET', KEYS[1], 'c') or '0') else ends = now + tonumber(ARGV[2]) end
if count >= tonumber(ARGV[3]) then return {0, count, ends - now} end
count = count + 1
redis.call('HSET', KEYS[1], 'c', count, 'e', ends)
redis.call('PEXPIRE', KEYS[1], ends - now)
return {1, count, ends - now}`;

const GIVE_BACK_SCRIPT = `
if tonumber(redis.call('HGET', KEYS[1], 'c') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0`;

const REDIS_PREFIX = 'pasal-auth-limit:';

function redisCounter(services: CounterServices, redis: Redis): DurableCounter {
  const keyOf = (name: string, subject: string) => REDIS_PREFIX + storedKey(services.config.JWT_SECRET, name, subject);
  return {
    async take(name, subject, rule): Promise<CounterState> {
      const answer = (await redis.eval(
        TAKE_SCRIPT,
        1,
        keyOf(name, subject),
        services.now(),
        rule.timeWindow,
        rule.max,
      )) as [number, number, number];
      const [counted, count, waitMs] = answer;
      return { counted: counted === 1, count, waitMs: Math.max(0, waitMs) };
    },

    async giveBack(name, subject) {
      await redis.eval(GIVE_BACK_SCRIPT, 1, keyOf(name, subject));
    },
  };
}

/** One counter per app (looked up by its config, like other per-app state), shared by its routes. */
const counters = new WeakMap<CounterServices['config'], DurableCounter>();

export function limitCounter(services: CounterServices): DurableCounter {
  let counter = counters.get(services.config);
  if (!counter) {
    counter = services.redis ? redisCounter(services, services.redis) : postgresCounter(services);
    counters.set(services.config, counter);
  }
  return counter;
}
