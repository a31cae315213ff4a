// When to look for returned stock. Stock comes back by many paths (an order cancelled or expired,
// a staff edit, a CSV import, plain SQL followed by a NOTIFY), and every one of them ends in a
// catalogue announcement that every process hears (catalog/cache.ts onChange). Rather than hooking
// each path, every process runs one cheap statement (service.ts notifyReturnedStock) after what it
// hears: at start, then at most once per MIN_INTERVAL_MS however many orders move stock meanwhile.
// Several processes may run it at the same moment: the statement itself makes sure each
// subscriber is told once (docs/decisions.md, 'Back in stock').

const MIN_INTERVAL_MS = 1000;

interface Logger {
  error(obj: object, msg?: string): void;
}

export interface BackInStockNotifier {
  /** Something may have come back in stock: run soon (now, or when the interval allows). */
  poke(): void;
  /** Resolves when no run is due or running (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createBackInStockNotifier(options: {
  run: () => Promise<unknown>;
  log: Logger;
  minIntervalMs?: number;
  /** Monotonic milliseconds (injectable for tests). */
  clock?: () => number;
}): BackInStockNotifier {
  const minInterval = options.minIntervalMs ?? MIN_INTERVAL_MS;
  const clock = options.clock ?? (() => performance.now());
  let lastStart = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  // A change heard while a run is under way may have committed after that run's snapshot.
  let again = false;
  let closed = false;

  function start(): void {
    timer = undefined;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    lastStart = clock();
    running = options
      .run()
      .then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error }, 'back-in-stock notifications failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule();
        }
      });
  }

  function schedule(): void {
    if (closed || timer) return;
    if (running) {
      again = true;
      return;
    }
    const wait = Math.max(0, lastStart + minInterval - clock());
    timer = setTimeout(start, wait);
    timer.unref();
  }

  return {
    poke: schedule,
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
