import { defineConfig } from 'vitest/config';
import flows, { moduleMockingTests } from './vitest.config';

// The flows' tests that replace modules, one fresh module graph a file (vitest.config.ts says why).
export default defineConfig({
  ...flows,
  test: {
    ...flows.test,
    name: '@lobby/flows:isolated',
    include: moduleMockingTests,
    exclude: [],
    isolate: true,
  },
});
