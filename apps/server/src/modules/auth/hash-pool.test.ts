import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, createWorkPool, PoolBusyError } from './hash-pool.js';

describe('the bounded work pool', () => {
  it('never runs more than its limit at once, and runs every task it accepted', async () => {
    const pool = createWorkPool({ concurrency: 2, queue: 100 });
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const task = (id: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await sleep(5 + (id % 3) * 5);
      running--;
      done.push(id);
      return id;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, id) => pool.run(task(id))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, id) => id));
    expect(peak).toBe(2);
    expect(done).toHaveLength(20);
    expect(pool.started).toBe(20);
    expect(pool.running).toBe(0);
    expect(pool.waiting).toBe(0);
  });

  it('refuses work beyond its queue at once with 503 and Retry-After', async () => {
    const pool = createWorkPool({ concurrency: 1, queue: 2 });
    let release = () => undefined as void;
    const blocker = pool.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = [pool.run(async () => 'a'), pool.run(async () => 'b')];
    expect(pool.running).toBe(1);
    expect(pool.waiting).toBe(2);
    const refused = await pool.run(async () => 'c').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect(refused).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE, headers: { 'retry-after': '5' } });
    release();
    await blocker;
    expect(await Promise.all(queued)).toEqual(['a', 'b']);
    // With the queue drained there is room again.
    expect(await pool.run(async () => 'd')).toBe('d');
  });

  it('frees a place when a task fails', async () => {
    const pool = createWorkPool({ concurrency: 1, queue: 0 });
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(pool.running).toBe(0);
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
