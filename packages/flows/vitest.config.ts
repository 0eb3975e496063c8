import { configDefaults, defineConfig } from 'vitest/config';

/** The test files that replace modules (vi.mock): vitest.isolated.config.ts runs them, each with a fresh module graph. */
export const moduleMockingTests = ['src/testing/model-coverage.test.ts'];

// The flows are headless: every test runs in plain Node, with fake actors and a simulated clock.
export default defineConfig({
  test: {
    name: '@lobby/flows',
    environment: 'node',
    include: ['src/**/*.test.ts', 'qa/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...moduleMockingTests],
    // A worker keeps its modules from one test file to the next (xstate, the SDK are imported once a
    // worker, not once a file); no test here changes a module's state for the next.
    isolate: false,
  },
});
