import { configDefaults, defineConfig } from 'vitest/config';

/** The test files that replace modules (vi.doMock, vi.resetModules): vitest.isolated.config.ts runs them, each with a fresh module graph. */
export const moduleMockingTests = ['src/lazy-tags.test.ts'];

export default defineConfig({
  test: {
    name: '@lobby/sdk',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...moduleMockingTests],
    // A worker keeps its modules from one test file to the next; no test here changes a module's
    // state for the next (token-store.test.ts unstubs its globals after each test).
    isolate: false,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
