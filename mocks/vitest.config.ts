import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lobby/mocks',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    // A worker keeps its modules from one test file to the next (MSW, the SDK and the spec are imported
    // once a worker, not once a file); the tests that write to the sandbox's world reset it before each
    // test (useSandboxServer, resetSandbox).
    isolate: false,
  },
});
