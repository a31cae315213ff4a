/**
 * Runs at most `concurrency` tasks at once, the rest in arrival order. Image processing holds a
 * decoded picture (up to 1600 px, and a moment of the full upload) and a core per task: on a small
 * server a burst of uploads waits its turn instead of starving the shop's requests of CPU and memory.
 */
export function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line, so a newcomer cannot slip in.
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
