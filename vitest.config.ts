import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ROUTE_LOG_TEST = 'apps/server/test/response-schemas.test.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores − 1): on a 2-core CI machine that is one worker,
    // while the server files spend much of their time waiting on PostgreSQL. Measured on 2 cores:
    // the server project takes 292 s with two workers against 397 s with one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [ROUTE_LOG_TEST],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app on its own database copy and mocks no module, so the files
          // of a worker share one module graph instead of importing the whole server afresh: on 2
          // cores the whole Vitest run took 946 s with the server files isolated and 597 s shared.
          isolate: false,
        },
      },
      // The one server file that mocks a module (fastify, to log every route's schemas as it is
      // added): a mock needs a module graph of its own.
      {
        test: {
          name: 'server (route log)',
          environment: 'node',
          include: [ROUTE_LOG_TEST],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      // The web projects have their own configs so their Vite plugins resolve from apps/web.
      'apps/web/vitest.config.ts',
      'apps/web/vitest.threads.config.ts',
    ],
  },
});
