import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every package's unit tests; each package may add its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'openapi',
      'packages/*',
      // A package's tests that replace modules, apart from its others that share a worker's modules.
      'packages/*/vitest.isolated.config.ts',
      'mocks',
      'contract-tests',
      'scripts',
    ],
    // Vitest's default is one worker less than the cores, leaving a core to its main process: that is
    // one worker on the two-core machine, and the main process idles most of the run. Two workers cost
    // no more CPU (flows and mocks: 101 s user with one, 97 s with two) and use the second core when
    // it is free.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
