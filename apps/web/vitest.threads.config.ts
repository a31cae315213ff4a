import { defineProject, mergeConfig } from 'vitest/config';
import { NEEDS_NODE_GLOBALS, webTestConfig } from './vitest.config.ts';

// The web test files that need Node's global object (vitest.config.ts says which and why), each in
// a fresh worker thread. vitest.setup.ts keeps BroadcastChannel inside a file there.
export default mergeConfig(
  webTestConfig,
  defineProject({
    test: { name: 'web (threads)', include: NEEDS_NODE_GLOBALS, pool: 'threads', setupFiles: ['./vitest.setup.ts'] },
  }),
);
