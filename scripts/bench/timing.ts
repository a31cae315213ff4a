// Shared by the benchmarks: a free port for a scratch PostgreSQL, and percentiles of timings.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Prints median, p95, p99 and max of `samples` (ms) on one line; returns the p99. */
export function summary(label: string, samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `${label.padEnd(22)} median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms   (${samples.length} calls)`,
  );
  return p99;
}
