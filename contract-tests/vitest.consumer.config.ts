import { defineConfig } from 'vitest/config';

// Pact consumer tests: one Pact mock server at a time per file, every file merging into one pact.
export default defineConfig({
  test: {
    name: '@lobby/contract-tests:consumer',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/consumer/**/*.pact.test.ts'],
    globalSetup: ['src/consumer/pact-parts.ts'],
    testTimeout: 15_000,
    // Files share a worker's module cache (the SDK and Pact load once per worker, not once per file).
    isolate: false,
  },
});
