import { defineConfig } from 'vitest/config';

// After the consumer run: every operation has an interaction, then the sandbox honours them all.
export default defineConfig({
  test: {
    name: '@lobby/contract-tests:provider',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/spec-coverage/**/*.test.ts', 'src/provider/**/*.verify.test.ts'],
    globalSetup: ['src/provider/sandbox-process.ts'],
    fileParallelism: false,
    // Files share a worker's module cache: the sandbox's modules and Pact load once, not once per file.
    isolate: false,
    testTimeout: 600_000,
    // The verifier runs all interactions in one hook: about 50 s on an idle two-core machine, 175 s at load 12.
    hookTimeout: 600_000,
  },
});
