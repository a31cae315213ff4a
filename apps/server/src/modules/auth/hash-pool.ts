import { refusalInEnglish } from '@pasal/contract';
import { RefusalError } from '../../lib/refusal.js';

/**
 * A bounded pool for expensive work (password hashing). scrypt runs on libuv's thread pool, which
 * also reads files and resolves names: four threads by default, shared by the whole process. With
 * a dozen sign-ins at once every thread was hashing and a 4 ms static file waited 4.9 s behind
 * them. The pool lets `concurrency` hashes run (the rest of libuv's threads stay free for files)
 * and keeps at most `queue` waiting; beyond that a sign-in is refused at once with 503 and
 * Retry-After, rather than queueing for ever and holding 128 MiB per hash in waiting.
 */
export interface PoolLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a place; one more is refused with 503. */
  queue: number;
}

export interface WorkPool {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Changes the limits (the app's configuration), for tasks that start from now on. */
  setLimits(limits: PoolLimits): void;
  readonly running: number;
  readonly waiting: number;
  /** Tasks started since the pool was made: a test counts the hashes a request cost. */
  readonly started: number;
}

/** Seconds a refused sign-in is told to wait: a few hashes' time. */
const BUSY_RETRY_AFTER_SECONDS = 5;
export const BUSY_MESSAGE = refusalInEnglish('sign_in_busy', { seconds: BUSY_RETRY_AFTER_SECONDS });

/** 503 `sign_in_busy` (issue #31), with Retry-After. */
export class PoolBusyError extends RefusalError {
  constructor() {
    super('sign_in_busy', { seconds: BUSY_RETRY_AFTER_SECONDS }, undefined, {
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    });
  }
}

export function createWorkPool(initial: PoolLimits): WorkPool {
  let limits = initial;
  let running = 0;
  let started = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    while (running < limits.concurrency && waiting.length > 0) {
      running++;
      waiting.shift()?.();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency && waiting.length === 0) {
        running++;
      } else {
        if (waiting.length >= limits.queue) throw new PoolBusyError();
        // The place is taken for us (running++) by whoever frees it, so no newcomer slips in between.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      started++;
      try {
        return await task();
      } finally {
        running--;
        next();
      }
    },
    setLimits(value) {
      limits = { concurrency: Math.max(1, value.concurrency), queue: Math.max(0, value.queue) };
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get started() {
      return started;
    },
  };
}
