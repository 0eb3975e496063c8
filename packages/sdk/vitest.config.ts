import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lobby/sdk',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
