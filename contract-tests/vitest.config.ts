import { defineConfig } from 'vitest/config';

// The root `vitest run` runs only the harness's own unit tests. The pact tests need an order
// (consumer tests write the pact, then coverage and provider verification read it) and a sandbox
// process, so scripts/test.d/40-contracts.sh runs them with vitest.consumer.config.ts and vitest.provider.config.ts.
export default defineConfig({
  test: {
    name: '@lobby/contract-tests',
    environment: 'node',
    // The harness's tests are pure functions: a worker keeps its modules from one file to the next.
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.verify.test.ts', 'src/spec-coverage/**'],
  },
});
