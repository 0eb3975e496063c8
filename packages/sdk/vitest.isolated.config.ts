import { defineConfig } from 'vitest/config';
import sdk, { moduleMockingTests } from './vitest.config';

// The SDK's tests that replace modules, one fresh module graph a file (vitest.config.ts says why); the
// type tests run once, in vitest.config.ts.
export default defineConfig({
  ...sdk,
  test: {
    ...sdk.test,
    name: '@lobby/sdk:isolated',
    include: moduleMockingTests,
    exclude: [],
    isolate: true,
    typecheck: { enabled: false },
  },
});
