import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      css: false,
      // Worker threads start each file's jsdom and module graph cheaper than child processes: the
      // web project took 382 s against 442 s with forks on 2 cores (all 166 files, idle machine).
      // vitest.setup.ts keeps BroadcastChannel inside a file, as forks did.
      pool: 'threads',
      // Generous: on a busy 2-core machine one screen's render and clicks can take seconds.
      testTimeout: 15_000,
    },
  }),
);
