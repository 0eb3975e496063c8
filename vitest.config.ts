import { defineConfig } from 'vitest/config';

// One run for every package's unit tests; each package may add its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['openapi', 'packages/*', 'mocks', 'contract-tests', 'scripts'],
  },
});
