import { defineConfig } from 'vitest/config';

// The flows are headless: every test runs in plain Node, with fake actors and a simulated clock.
export default defineConfig({
  test: {
    name: '@lobby/flows',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
